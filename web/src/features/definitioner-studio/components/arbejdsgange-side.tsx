import { useId, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { t } from '@engine/tekster';
import type { DiagramOvergang } from '@engine/diagram';
import { implementeringer } from '@workflows/implementeringer';
import { fejlTekst } from '../../../shared/api/fejl-tekst';
import { Besked } from '../../../shared/layout/besked';
import { HentStatus } from '../../../shared/layout/hent-status';
import { Sektion } from '../../../shared/layout/sektion';
import { Tilstandsdiagram } from '../../../shared/diagram/tilstandsdiagram';
import { gemFil } from '../api/gem-fil';
import { hentSagerIStatus, type SagerIStatus } from '../api/hent-sager-i-status';
import { useUdkastArbejdsgange } from '../api/hent-udkast-arbejdsgange';
import type { DefinitionsFejl } from '../api/tjek-udkast';
import { udkastRevision, useTjekMensManSkriver } from '../api/use-tjek-mens-man-skriver';
import { useUdkastMedTjek } from '../api/use-udkast-med-tjek';
import {
  fejlSted,
  fjernTilstand,
  medMigrering,
  omdoebTilstand,
  tilfoejTilstand,
  type Maskine,
  type Migrering,
  type ModelFejl,
  type Resultat,
} from '../utils/arbejdsgange-model';
import { Felt } from './arbejdsgange-felter';
import { FlytDialog } from './arbejdsgange-flyt';
import { HandlingPanel, type Fil } from './arbejdsgange-handling';
import { TilstandPanel } from './arbejdsgange-tilstand';
import { GemtBesked } from './gemt-besked';
import { EditorNavigation } from './editor-navigation';
import { TjekMensManSkriverStatus } from './tjek-mens-man-skriver';

interface Valg {
  tilstand: string;
  handling?: string;
}

interface Flytning {
  tilstand: string;
  label: string;
  efter: Maskine;
  sager: SagerIStatus;
  forslag: string;
  omdoeb: boolean;
  nytNavn?: string;
}

const MIGRERINGER = 'workflows/migreringer/';

/** The last answer while the next is on its way: the editor stays on screen between saves. */
function useSidste<T>(data: T | undefined): T | undefined {
  const [sidste, setSidste] = useState(data);
  if (data !== undefined && data !== sidste) setSidste(data);
  return data ?? sidste;
}

const labelAf = (m: Maskine, navn: string) => {
  const l = m.states[navn]?.meta?.['label'];
  return typeof l === 'string' ? l : navn;
};

/**
 * /app/admin/definitioner/udkast/:id/arbejdsgange: the draft's case workflows on the diagram of
 * /app/admin/arbejdsgange. A status or an action is picked on the diagram or in the list beside it (the
 * keyboard's and the screen reader's way); every change is saved at once through the draft's PUT, and
 * the check's problems show at the status and action they name.
 */
export function ArbejdsgangeSide() {
  const id = useParams<'id'>().id ?? '';
  const [runde, setRunde] = useState(0);
  const { udkast, live, tjek } = useUdkastMedTjek(id, runde);
  const diagrammer = useUdkastArbejdsgange(id, runde);
  const u = useSidste(udkast.data);
  const l = useSidste(live.data);
  const d = useSidste(diagrammer.data);
  const [valgtFil, setValgtFil] = useState<string>();
  const [valg, setValg] = useState<Valg>();
  const [besked, setBesked] = useState<string>();
  const [fejl, setFejl] = useState<unknown>();
  const [flytning, setFlytning] = useState<Flytning>();
  const [ny, setNy] = useState({ navn: '', label: '' });
  const [nyFejl, setNyFejl] = useState<ModelFejl>();
  // What this page saved, with its revision: the next change builds on it (and sends its revision)
  // even before the draft has been read anew, so two quick changes neither undo each other nor clash (412).
  const [gemte, setGemte] = useState<Record<string, { indhold: unknown; version: number }>>({});
  const vaelgerId = useId();
  // The machine as the open panel would save it (its workflow's): the check runs on it while the analyst types.
  const [ugemt, setUgemt] = useState<Maskine>();
  const ugemtFil = valgtFil ?? d?.[0]?.fil;
  // What is said counts the problems the page shows (this workflow's and the migrations'); the rest are counted apart.
  const vises = (f: DefinitionsFejl) => f.fil === `workflows/${ugemtFil}` || f.fil.startsWith(MIGRERINGER);
  const levende = useTjekMensManSkriver(id, ugemt && ugemtFil ? { [`workflows/${ugemtFil}`]: ugemt } : {}, {
    revision: udkastRevision(runde, u),
    vises,
  });

  if (u === undefined || l === undefined || d === undefined)
    return (
      <HentStatus
        indlaeser={udkast.indlaeser || live.indlaeser || diagrammer.indlaeser}
        fejl={udkast.fejl ?? live.fejl ?? diagrammer.fejl}
      />
    );

  const filer: Record<string, unknown> = { ...l.filer };
  for (const f of u.filer) {
    if (f.indhold === null) delete filer[f.sti];
    else filer[f.sti] = f.indhold;
  }
  const udkastetsVersion = (sti: string) => u.filer.find((f) => f.sti === sti)?.version ?? 0;
  for (const [sti, g] of Object.entries(gemte)) if (g.version > udkastetsVersion(sti)) filer[sti] = g.indhold;
  const version = (sti: string) => Math.max(udkastetsVersion(sti), gemte[sti]?.version ?? 0);
  const arbejdsgang = d.find((a) => a.fil === valgtFil) ?? d[0];
  if (!arbejdsgang) return null;
  const sti = `workflows/${arbejdsgang.fil}`;
  const maskine = filer[sti] as Maskine;
  const workflow = arbejdsgang.id;
  const valgt =
    valg && maskine.states[valg.tilstand] && (!valg.handling || maskine.states[valg.tilstand]!.on?.[valg.handling]) ? valg : undefined;
  const problemer = (levende.fejl ?? tjek.data ?? []).filter(vises).map((f) => ({ ...f, sted: fejlSted(maskine, f) }));
  const gemteProblemer = tjek.data?.filter(vises);
  const problemerVed = (v: Valg) => problemer.filter((p) => p.sted.tilstand === v.tilstand && p.sted.handling === v.handling);

  /** Saves files in order (a template or a migration before the machine that names it). */
  async function gemFiler(liste: Fil[], tekst: string): Promise<boolean> {
    setFejl(undefined);
    setBesked(undefined);
    try {
      // Each file of a list once: a template or a migration, then the machine.
      for (const f of liste) {
        const svar = await gemFil(id, f.sti, f.indhold, version(f.sti));
        const gemt = { indhold: f.indhold, version: svar.version };
        setGemte((g) => ({ ...g, [f.sti]: gemt }));
      }
      setBesked(tekst);
      setRunde((r) => r + 1);
      return true;
    } catch (error) {
      setFejl(error);
      return false;
    }
  }

  const anvend = async (r: Resultat, ekstra: Fil[] = []): Promise<ModelFejl | undefined> => {
    if ('fejl' in r) return r.fejl;
    await gemFiler([...ekstra, { sti, indhold: r.maskine }], t('studioArbejdsgange.gemt'));
    return undefined;
  };

  /** Removing or renaming: straight away when no case stands in the status, else asked where they go first. */
  async function flytEllerGem(tilstand: string, r: Resultat, omdoeb?: string): Promise<ModelFejl | undefined> {
    if ('fejl' in r) return r.fejl;
    let sager: SagerIStatus;
    try {
      sager = await hentSagerIStatus(workflow, tilstand);
    } catch (error) {
      setFejl(error);
      return undefined;
    }
    if (sager.antal === 0) {
      if (await gemFiler([{ sti, indhold: r.maskine }], t('studioArbejdsgange.gemt'))) setValg(omdoeb ? { tilstand: omdoeb } : undefined);
      return undefined;
    }
    setFlytning({
      tilstand,
      label: labelAf(maskine, tilstand),
      efter: r.maskine,
      sager,
      forslag: omdoeb ?? '',
      omdoeb: omdoeb !== undefined,
      nytNavn: omdoeb,
    });
    return undefined;
  }

  /** The migration of each version the cases are on, merged into the set's own for that version, then the machine. */
  async function flyt(f: Flytning, til: string) {
    const migreringer: Fil[] = f.sager.versioner.map((v) => {
      const eksisterende = Object.entries(filer).find(
        ([s, m]) => s.startsWith(MIGRERINGER) && (m as Migrering).workflow === workflow && (m as Migrering).fra === v.version,
      );
      return {
        sti: eksisterende?.[0] ?? `${MIGRERINGER}${workflow}-${v.version}.json`,
        indhold: medMigrering(eksisterende?.[1] as Migrering | undefined, workflow, v.version, f.tilstand, til),
      };
    });
    setFlytning(undefined);
    const ok = await gemFiler(
      [...migreringer, { sti, indhold: f.efter }],
      t('studioArbejdsgange.flyt.migrering', { fil: migreringer.map((m) => m.sti).join(', ') }),
    );
    if (ok) setValg(f.nytNavn ? { tilstand: f.nytNavn } : undefined);
  }

  const nyTilstand = async (e: FormEvent) => {
    e.preventDefault();
    const navn = ny.navn.trim();
    const f = await anvend(tilfoejTilstand(maskine, navn, ny.label));
    setNyFejl(f);
    if (!f) {
      setNy({ navn: '', label: '' });
      setValg({ tilstand: navn });
    }
  };

  /** The arrow picked on the diagram is the action of its state to its target with its label. */
  const vaelgOvergang = (o: DiagramOvergang) => {
    const handling = Object.entries(maskine.states[o.fra]?.on ?? {}).find(
      ([h, x]) => x.target === o.til && (typeof x.meta?.['label'] === 'string' ? x.meta['label'] : h) === o.label,
    )?.[0];
    if (handling) setValg({ tilstand: o.fra, handling });
  };
  const valgtOvergang =
    valgt?.handling !== undefined
      ? arbejdsgang.diagram?.overgange.find(
          (o) =>
            o.fra === valgt.tilstand &&
            o.til === maskine.states[valgt.tilstand]!.on![valgt.handling!]!.target &&
            o.label === (maskine.states[valgt.tilstand]!.on![valgt.handling!]!.meta?.['label'] ?? valgt.handling),
        )
      : undefined;

  return (
    <section>
      <p className="mb-1">
        <Link to={`/app/admin/definitioner/udkast/${encodeURIComponent(id)}`}>{t('studioArbejdsgange.tilbage')}</Link>
      </p>
      <h1>{t('studioArbejdsgange.titel')}</h1>
      <EditorNavigation udkastId={id} />
      <p className="lead">{u.titel}</p>
      <p>{t('studioArbejdsgange.intro')}</p>
      <div className="mb-3" style={{ maxWidth: '30rem' }}>
        <label htmlFor={vaelgerId} className="form-label">
          {t('studioArbejdsgange.vaelg')}
        </label>
        <select
          id={vaelgerId}
          className="form-select"
          value={arbejdsgang.fil}
          onChange={(e) => {
            setValgtFil(e.target.value);
            setValg(undefined);
          }}
        >
          {d.map((a) => (
            <option key={a.fil} value={a.fil}>
              {a.titel}
            </option>
          ))}
        </select>
      </div>
      <GemtBesked besked={besked} />
      {fejl !== undefined && <Besked variant="danger">{fejlTekst(fejl)}</Besked>}
      {/* One live region says both checks: the unsaved edits' answer, else the saved draft's (counted as the list below). */}
      <TjekMensManSkriverStatus
        tjek={levende}
        gemt={
          gemteProblemer && {
            melding:
              gemteProblemer.length === 0
                ? t('studioArbejdsgange.tjekOk')
                : t('studioArbejdsgange.tjekFejl', { antal: gemteProblemer.length }),
            fejl: gemteProblemer.length > 0,
          }
        }
      />
      {/* Not live itself (Besked would be an alert): the region above says the count when it changes. */}
      {problemer.length > 0 && (
        <div className="alert alert-danger">
          <ul className="mb-0">
            {problemer.map((p, i) => (
              <li key={i}>{p.besked}</li>
            ))}
          </ul>
        </div>
      )}

      <div className="row g-4">
        <div className="col-xl-7 overflow-auto">
          {arbejdsgang.diagram && (
            <Tilstandsdiagram
              arbejdsgang={{ id: `udkast-${arbejdsgang.id}`, titel: arbejdsgang.titel, diagram: arbejdsgang.diagram }}
              navn={t('studioArbejdsgange.diagram', { titel: arbejdsgang.titel })}
              valgt={{ tilstand: valgt?.handling === undefined ? valgt?.tilstand : undefined, overgang: valgtOvergang }}
              onTilstand={(tilstand) => setValg({ tilstand })}
              onOvergang={vaelgOvergang}
            />
          )}
        </div>
        <div className="col-xl-5">
          <Sektion titel={t('studioArbejdsgange.liste')}>
            <nav aria-label={t('studioArbejdsgange.liste')}>
              <ul className="list-unstyled mb-0">
                {Object.entries(maskine.states).map(([navn, s]) => (
                  <li key={navn} className="mb-2">
                    <ValgKnap
                      tekst={t('studioArbejdsgange.tilstandKnap', { label: labelAf(maskine, navn), navn })}
                      valgt={valgt?.tilstand === navn && valgt.handling === undefined}
                      problemer={problemerVed({ tilstand: navn }).length}
                      onClick={() => setValg({ tilstand: navn })}
                    />
                    <ul className="list-unstyled ms-3">
                      {Object.entries(s.on ?? {}).map(([h, o]) => (
                        <li key={h}>
                          <ValgKnap
                            lille
                            tekst={t('studioArbejdsgange.handlingKnap', {
                              label: typeof o.meta?.['label'] === 'string' ? o.meta['label'] : h,
                              fra: labelAf(maskine, navn),
                              til: typeof o.target === 'string' ? labelAf(maskine, o.target) : '',
                            })}
                            valgt={valgt?.tilstand === navn && valgt.handling === h}
                            problemer={problemerVed({ tilstand: navn, handling: h }).length}
                            onClick={() => setValg({ tilstand: navn, handling: h })}
                          />
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            </nav>
          </Sektion>
        </div>
      </div>

      <Sektion
        titel={
          valgt
            ? valgt.handling
              ? t('studioArbejdsgange.handling.titel', { navn: valgt.handling, fra: valgt.tilstand })
              : t('studioArbejdsgange.tilstand.titel', { navn: valgt.tilstand })
            : t('studioArbejdsgange.ingenValgt')
        }
      >
        {!valgt && <p className="mb-0">{t('studioArbejdsgange.ingenValgt')}</p>}
        {/* Not a live region: it changes as the analyst types, and the check's answer is said once, politely, above. */}
        {valgt && problemerVed(valgt).length > 0 && (
          <div className="alert alert-danger">
            {t('studioArbejdsgange.fejlHer')}
            <ul className="mb-0">
              {problemerVed(valgt).map((p, i) => (
                <li key={i}>{p.besked}</li>
              ))}
            </ul>
          </div>
        )}
        {valgt && valgt.handling === undefined && (
          <TilstandPanel
            key={`${sti}:${valgt.tilstand}:${runde}`}
            maskine={maskine}
            navn={valgt.tilstand}
            onAendr={anvend}
            onUgemt={setUgemt}
            onFjern={() => flytEllerGem(valgt.tilstand, fjernTilstand(maskine, valgt.tilstand))}
            onOmdoeb={(nyt) =>
              nyt === valgt.tilstand
                ? Promise.resolve(undefined)
                : flytEllerGem(valgt.tilstand, omdoebTilstand(maskine, valgt.tilstand, nyt), nyt)
            }
          />
        )}
        {valgt?.handling !== undefined && (
          <HandlingPanel
            key={`${sti}:${valgt.tilstand}:${valgt.handling}:${runde}`}
            maskine={maskine}
            fra={valgt.tilstand}
            navn={valgt.handling}
            filer={filer}
            email={implementeringer[workflow]?.email}
            onAendr={anvend}
            onUgemt={setUgemt}
          />
        )}
      </Sektion>

      <Sektion titel={t('studioArbejdsgange.nyTilstand.titel')}>
        <form noValidate onSubmit={(e) => void nyTilstand(e)} style={{ maxWidth: '30rem' }}>
          <Felt label={t('studioArbejdsgange.felt.navn')} felt="navn" fejl={nyFejl}>
            {(fid, b) => (
              <input
                id={fid}
                {...b}
                className={`form-control ${b.className}`}
                value={ny.navn}
                onChange={(e) => setNy({ ...ny, navn: e.target.value })}
              />
            )}
          </Felt>
          <Felt label={t('studioArbejdsgange.felt.label')} felt="label" fejl={nyFejl}>
            {(fid, b) => (
              <input
                id={fid}
                {...b}
                className={`form-control ${b.className}`}
                value={ny.label}
                onChange={(e) => setNy({ ...ny, label: e.target.value })}
              />
            )}
          </Felt>
          <button type="submit" className="btn btn-outline-primary">
            {t('studioArbejdsgange.nyTilstand.knap')}
          </button>
        </form>
      </Sektion>

      {flytning && (
        <FlytDialog
          efter={flytning.efter}
          tilstand={flytning.tilstand}
          label={flytning.label}
          sager={flytning.sager}
          forslag={flytning.forslag}
          omdoeb={flytning.omdoeb}
          onFlyt={(til) => void flyt(flytning, til)}
          onAnnuller={() => setFlytning(undefined)}
        />
      )}
    </section>
  );
}

/** A status or an action in the list beside the diagram: pressed when it is the one being edited. */
function ValgKnap({
  tekst,
  valgt,
  problemer,
  lille = false,
  onClick,
}: {
  tekst: string;
  valgt: boolean;
  problemer: number;
  lille?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={valgt}
      className={`btn ${lille ? 'btn-sm' : ''} ${valgt ? 'btn-primary' : problemer > 0 ? 'btn-outline-danger' : 'btn-outline-secondary'} text-start`}
      onClick={onClick}
    >
      {tekst}
      {problemer > 0 && <span className="badge bg-danger ms-2">{problemer}</span>}
    </button>
  );
}
