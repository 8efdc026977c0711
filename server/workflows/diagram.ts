import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk.bundled.js';
import type { Diagram } from '../../engine/diagram';
import { erTekstNoegle, t } from '../../engine/alle-tekster';

type Json = Record<string, unknown>;

// Boxes are sized from the text (the server measures no fonts): about 7 px a character at 14 px.
const TEGN = 7.2;
const START = '__start';

/** The Danish name of a state: its label (statuses), its title (wizard steps), its message (add-in), or its id. */
export function tilstandsLabel(id: string, node: Json): string {
  const meta = (node['meta'] ?? {}) as Json;
  const besked = meta['besked'];
  if (typeof meta['label'] === 'string') return meta['label'];
  if (typeof meta['titel'] === 'string') return meta['titel'];
  if (typeof besked === 'string' && erTekstNoegle(besked)) return t(besked);
  return id;
}

/** Every transition of a machine config with a target: events by their label, invoked work by its outcome. */
export function overgange(states: Record<string, Json>): { fra: string; til: string; label: string }[] {
  return Object.entries(states).flatMap(([fra, node]) => {
    const paaHaendelser = Object.entries((node['on'] ?? {}) as Record<string, unknown>).flatMap(([haendelse, def]) =>
      ([def].flat() as (Json | string)[]).flatMap((d) => {
        const til = typeof d === 'string' ? d : d['target'];
        const label = typeof d === 'object' ? ((d['meta'] as Json | undefined)?.['label'] as string | undefined) : undefined;
        return typeof til === 'string' ? [{ fra, til, label: label ?? haendelse }] : [];
      }),
    );
    const invoke = node['invoke'] as Json | undefined;
    const udfald = (['onDone', 'onError'] as const).flatMap((noegle) => {
      const def = invoke?.[noegle] as Json | string | undefined;
      const til = typeof def === 'string' ? def : def?.['target'];
      return typeof til === 'string' ? [{ fra, til, label: t(`arbejdsgange.${noegle}`) }] : [];
    });
    return [...paaHaendelser, ...udfald];
  });
}

/** Lays a machine config out as a state diagram with ELK's layered algorithm, left to right. */
export async function tegnDiagram(config: Json): Promise<Diagram> {
  const states = (config['states'] ?? {}) as Record<string, Json>;
  const kanter = overgange(states);
  const graf: ElkNode = {
    id: 'rod',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.edgeRouting': 'POLYLINE',
      'elk.spacing.nodeNode': '36',
      'elk.layered.spacing.nodeNodeBetweenLayers': '60',
      'elk.spacing.edgeLabel': '4',
      'elk.edgeLabels.placement': 'CENTER',
    },
    children: [
      { id: START, width: 14, height: 14 },
      ...Object.entries(states).map(([id, node]) => {
        const label = tilstandsLabel(id, node);
        // The state's id under its name when they differ: the name analysts find in the definition.
        const tegn = Math.max(label.length * TEGN, label === id ? 0 : id.length * 6.2);
        return { id, width: Math.max(90, Math.round(tegn) + 28), height: label === id ? 40 : 52 };
      }),
    ],
    edges: [
      { id: 'e-start', sources: [START], targets: [String(config['initial'])] },
      ...kanter.map((k, i): ElkExtendedEdge => ({
        id: `e${i}`,
        sources: [k.fra],
        targets: [k.til],
        labels: [{ text: k.label, width: Math.round(k.label.length * 6.4) + 8, height: 16 }],
      })),
    ],
  };
  // Loaded when a diagram is first drawn: ELK is about 50 MB of resident memory a server rarely needs.
  const { default: ELK } = await import('elkjs/lib/elk.bundled.js');
  const ud = await new ELK().layout(graf);
  const boks = new Map((ud.children ?? []).map((n) => [n.id, n]));
  const start = boks.get(START)!;
  const rute = (kant: ElkExtendedEdge) => {
    const sektion = kant.sections?.[0];
    return sektion ? [sektion.startPoint, ...(sektion.bendPoints ?? []), sektion.endPoint] : [];
  };
  return {
    bredde: Math.ceil(ud.width ?? 0),
    hoejde: Math.ceil(ud.height ?? 0),
    startpunkt: { x: (start.x ?? 0) + 7, y: (start.y ?? 0) + 7 },
    tilstande: Object.entries(states).map(([id, node]) => {
      const b = boks.get(id)!;
      return {
        id,
        label: tilstandsLabel(id, node),
        x: b.x ?? 0,
        y: b.y ?? 0,
        bredde: b.width ?? 0,
        hoejde: b.height ?? 0,
        start: id === config['initial'],
        slut: node['type'] === 'final',
      };
    }),
    overgange: [
      { fra: START, til: String(config['initial']), label: '', punkter: rute(ud.edges![0]!), labelPos: null },
      ...kanter.map((k, i) => {
        const kant = ud.edges![i + 1]!;
        const l = kant.labels?.[0];
        return {
          ...k,
          punkter: rute(kant),
          labelPos: l ? { x: l.x ?? 0, y: l.y ?? 0, bredde: l.width ?? 0, hoejde: l.height ?? 0 } : null,
        };
      }),
    ],
  };
}
