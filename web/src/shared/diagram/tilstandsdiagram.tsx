import { t } from '@engine/tekster';
import type { DiagramOvergang, Punkt } from '@engine/diagram';
import type { Arbejdsgang } from '@engine/diagram';

interface TilstandsdiagramProps {
  arbejdsgang: Pick<Arbejdsgang, 'id' | 'titel' | 'diagram'>;
  /** The image's name for a screen reader, when not the admin page's. */
  navn?: string;
  /** The studio's editor: a state or an arrow picked by a click (the list beside it does the same by keyboard). */
  valgt?: { tilstand?: string; overgang?: DiagramOvergang };
  onTilstand?: (id: string) => void;
  onOvergang?: (overgang: DiagramOvergang) => void;
}

const VALGT = '#0d6efd';

const sti = (punkter: Punkt[]) => punkter.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x},${p.y}`).join(' ');

/**
 * A workflow's state diagram as SVG, drawn from the layout the server computed with ELK from the
 * same definition it runs: states as boxes (a final state with a double border), the initial state
 * entered from a dot, transitions as arrows with their Danish labels.
 */
export function Tilstandsdiagram({ arbejdsgang, navn, valgt, onTilstand, onOvergang }: TilstandsdiagramProps) {
  const { diagram, titel, id } = arbejdsgang;
  const pil = `pil-${id}`;
  const kant = 8;
  return (
    <svg
      role="img"
      aria-label={navn ?? t('arbejdsgangeWeb.diagram', { titel })}
      viewBox={`${-kant} ${-kant} ${diagram.bredde + 2 * kant} ${diagram.hoejde + 2 * kant}`}
      width={diagram.bredde + 2 * kant}
      className="mw-100 h-auto d-block"
      fontFamily="system-ui, sans-serif"
    >
      <defs>
        <marker id={pil} viewBox="0 0 10 10" refX="10" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse">
          <path d="M0,0 L10,5 L0,10 z" fill="#495057" />
        </marker>
      </defs>
      <circle cx={diagram.startpunkt.x} cy={diagram.startpunkt.y} r="7" fill="#212529" />
      {diagram.overgange.map((o, i) => (
        <g
          key={`${o.fra}-${o.til}-${i}`}
          data-overgang={`${o.fra}-${o.til}`}
          onClick={onOvergang && o.labelPos ? () => onOvergang(o) : undefined}
          style={onOvergang && o.labelPos ? { cursor: 'pointer' } : undefined}
        >
          {/* A wide invisible stroke: an arrow is easy to hit. */}
          {onOvergang && <path d={sti(o.punkter)} fill="none" stroke="transparent" strokeWidth="12" />}
          <path
            d={sti(o.punkter)}
            fill="none"
            stroke={valgt?.overgang === o ? VALGT : '#495057'}
            strokeWidth={valgt?.overgang === o ? 3 : 1.5}
            markerEnd={`url(#${pil})`}
          />
          {o.labelPos && (
            <text
              x={o.labelPos.x + o.labelPos.bredde / 2}
              y={o.labelPos.y + o.labelPos.hoejde - 4}
              fontSize="11"
              textAnchor="middle"
              fill="#0b5ed7"
            >
              {o.label}
            </text>
          )}
        </g>
      ))}
      {diagram.tilstande.map((s) => (
        <g
          key={s.id}
          data-tilstand={s.id}
          onClick={onTilstand ? () => onTilstand(s.id) : undefined}
          style={onTilstand ? { cursor: 'pointer' } : undefined}
        >
          <rect
            x={s.x}
            y={s.y}
            width={s.bredde}
            height={s.hoejde}
            rx="8"
            fill={s.start ? '#e7f1ff' : '#f8f9fa'}
            stroke={valgt?.tilstand === s.id ? VALGT : '#212529'}
            strokeWidth={valgt?.tilstand === s.id ? 3 : 1.5}
          />
          {s.slut && <rect x={s.x + 3} y={s.y + 3} width={s.bredde - 6} height={s.hoejde - 6} rx="6" fill="none" stroke="#212529" />}
          <text
            x={s.x + s.bredde / 2}
            y={s.y + (s.label === s.id ? s.hoejde / 2 + 5 : 21)}
            fontSize="13"
            fontWeight="600"
            textAnchor="middle"
          >
            {s.label}
          </text>
          {s.label !== s.id && (
            <text x={s.x + s.bredde / 2} y={s.y + 39} fontSize="11" textAnchor="middle" fill="#6c757d">
              {s.id}
            </text>
          )}
        </g>
      ))}
    </svg>
  );
}
