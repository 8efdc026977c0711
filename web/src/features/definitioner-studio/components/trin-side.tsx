import { useEffect, useId, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { t } from '@engine/tekster';
import { ApiFejl } from '../../../shared/api/client';
import { fejlTekst } from '../../../shared/api/fejl-tekst';
import { Besked } from '../../../shared/layout/besked';
import { HentStatus } from '../../../shared/layout/hent-status';
import { Sektion } from '../../../shared/layout/sektion';
import type { DefinitionsFejl } from '../api/tjek-udkast';
import { udkastRevision } from '../api/use-tjek-mens-man-skriver';
import { useUdkastMedTjek } from '../api/use-udkast-med-tjek';
import { gemAendringer } from '../utils/trin-gem';
import {
  faellesFelter,
  fjernTrin,
  kanForhaandsvises,
  flytTrin,
  MASKINE,
  somNavn,
  tilfoejTrin,
  trinAf,
  trinForFejl,
  type Resultat,
  type Trin,
  type TrinFejl,
} from '../utils/trin-model';
import { TjekFejlListe } from './tjek-fejl-liste';
import { TrinForhaandsvisning } from './trin-forhaandsvisning';
import { TrinNyFormular } from './trin-ny-formular';
import { EditorNavigation } from './editor-navigation';
import { GemtBesked } from './gemt-besked';

type Json = Record<string, unknown>;
const erObjekt = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * /app/admin/definitioner/udkast/:id/trin: the employee wizard's steps in the draft, in order. A step
 * is added (title and form), moved (up and down, by keyboard as by mouse) and removed, each change
 * saved as the draft's files through the studio's one write path; the check's problems show at the
 * step they name (a new step's while its form is filled in), and the chosen step's form is drawn beside
 * as the wizard draws it.
 */
export function TrinSide() {
  const id = useParams<'id'>().id ?? '';
  const baseId = useId();
  // Rises with every save: the draft and its check are read anew.
  const [runde, setRunde] = useState(0);
  const { udkast, live, tjek, status } = useUdkastMedTjek(id, runde);
  const [valgt, setValgt] = useState<string>();
  const [kvittering, setKvittering] = useState<string>();
  const [gemFejl, setGemFejl] = useState<unknown>();
  const [afvist, setAfvist] = useState<TrinFejl>();
  const [gemmer, setGemmer] = useState(false);
  const [fjernes, setFjernes] = useState<string>();
  // The control to give the focus back to once the saved change is shown (a moved step's button).
  const fokus = useRef<string>(undefined);
  // The draft as last read stays on screen while it is read anew after a save, so the list and the
  // focus in it stay; nothing can be changed until the new one has come.
  const [data, setData] = useState(udkast.data);
  if (udkast.data !== undefined && udkast.data !== data) setData(udkast.data);
  const travl = gemmer || udkast.indlaeser;

  useEffect(() => {
    if (fokus.current === undefined || udkast.indlaeser) return;
    document.getElementById(fokus.current)?.focus();
    fokus.current = undefined;
  }, [udkast.indlaeser, data]);

  if (data === undefined || live.data === undefined || udkast.fejl !== undefined) return <HentStatus {...status} />;

  const filer: Json = { ...live.data.filer };
  for (const f of data.filer) {
    if (f.indhold === null) delete filer[f.sti];
    else filer[f.sti] = f.indhold;
  }
  const alle = trinAf(filer);
  const redigerbare = alle.filter((s) => s.redigerbart).map((s) => s.navn);
  const prTrin = new Map<string, DefinitionsFejl[]>();
  const oevrige: DefinitionsFejl[] = [];
  for (const f of tjek.data ?? []) {
    const navn = trinForFejl(filer, f);
    if (navn !== undefined && alle.some((s) => s.navn === navn)) prTrin.set(navn, [...(prTrin.get(navn) ?? []), f]);
    else if (f.fil === MASKINE || alle.some((s) => s.schemaFil === f.fil)) oevrige.push(f);
  }
  // The chosen step, else the last form step before the check page (where a new one is added).
  const vist = alle.find((s) => s.navn === valgt && s.schemaFil) ?? alle.findLast((s) => s.schemaFil && s.redigerbart);
  const vistUi = vist?.ui && erObjekt(filer[`schemas/${vist.ui}.ui.json`]) ? (filer[`schemas/${vist.ui}.ui.json`] as Json) : undefined;
  const knapId = (handling: string, navn: string) => `${baseId}-${handling}-${navn}`;

  /** Saves a change's files, or answers why the model refused it (nothing saved then). */
  const udfoer = async (resultat: Resultat, besked: string, efter?: () => void): Promise<TrinFejl | undefined> => {
    setKvittering(undefined);
    setGemFejl(undefined);
    setAfvist(undefined);
    if ('fejl' in resultat) return resultat.fejl;
    setGemmer(true);
    try {
      await gemAendringer(data, resultat.aendringer);
      setKvittering(besked);
      efter?.();
    } catch (error) {
      setGemFejl(error);
    } finally {
      setGemmer(false);
      setRunde((r) => r + 1);
    }
    return undefined;
  };
  const flyt = async (s: Trin, retning: -1 | 1) => {
    const i = redigerbare.indexOf(s.navn) + retning;
    // The focus stays on the step's button that moved it, or on the other one at the end of the list.
    const naesteGang = i <= 0 ? 'ned' : i >= redigerbare.length - 1 ? 'op' : retning < 0 ? 'op' : 'ned';
    setAfvist(
      await udfoer(
        flytTrin(filer, s.navn, retning),
        t('studioTrin.flyttet', { titel: s.titel }),
        () => (fokus.current = knapId(naesteGang, s.navn)),
      ),
    );
  };
  const fjern = async (s: Trin) => {
    setFjernes(undefined);
    setAfvist(
      await udfoer(fjernTrin(filer, s.navn), t('studioTrin.fjernet', { titel: s.titel }), () => {
        if (valgt === s.navn) setValgt(undefined);
        fokus.current = `${baseId}-liste`;
      }),
    );
  };

  return (
    <section>
      <p className="mb-1">
        <Link to={`/app/admin/definitioner/udkast/${encodeURIComponent(data.id)}`}>{t('studioTrin.tilbage')}</Link>
      </p>
      <h1>{t('studioTrin.titel', { udkast: data.titel })}</h1>
      <EditorNavigation udkastId={data.id} />
      <p>{t('studioTrin.intro')}</p>
      <GemtBesked besked={kvittering} />
      {afvist && (
        <Besked variant="danger">
          {t(afvist.noegle, afvist.vaerdier)} {t('studioTrin.fejl.ikkeGemt')}
        </Besked>
      )}
      {gemFejl !== undefined && (
        <Besked variant="danger">
          {gemFejl instanceof ApiFejl && gemFejl.status === 412 ? t('definitionerWeb.editor.foraeldet') : fejlTekst(gemFejl)}
        </Besked>
      )}
      <HentStatus indlaeser={false} fejl={tjek.fejl} />

      <div className="row g-4">
        <div className="col-lg-6">
          <Sektion titel={t('studioTrin.liste')}>
            {/* The check after each save, as on the draft's page: its problems are shown at their steps below. */}
            <p role="status" className={`small${(tjek.data?.length ?? 0) > 0 ? ' text-danger' : ''}`}>
              {tjek.indlaeser
                ? t('definitionerWeb.tjek.korer')
                : tjek.data?.length === 0
                  ? t('definitionerWeb.tjek.ok')
                  : tjek.data
                    ? t('definitionerWeb.tjek.fejl', { antal: tjek.data.length })
                    : null}
            </p>
            <ol id={`${baseId}-liste`} tabIndex={-1} className="list-unstyled mb-0" aria-label={t('studioTrin.liste')}>
              {alle.map((s, i) => {
                const fejl = prTrin.get(s.navn) ?? [];
                const pos = redigerbare.indexOf(s.navn);
                return (
                  <li key={s.navn} className="border rounded p-2 mb-2">
                    <h3 className="h6 mb-1">{t('studioTrin.trinNr', { nr: i + 1, titel: s.titel })}</h3>
                    <p className="small mb-1">
                      {s.felter.length > 0
                        ? t('studioTrin.felter', {
                            felter: s.felter
                              .map((f) => (f.paakraevet ? t('studioTrin.paakraevet', { titel: f.titel }) : f.titel))
                              .join(', '),
                          })
                        : t('studioTrin.ingenFormular')}
                    </p>
                    {fejl.length > 0 && (
                      <Besked variant="danger" className="py-2 mb-2">
                        <p className="mb-1">{t('studioTrin.tjekFejl')}</p>
                        <TjekFejlListe fejl={fejl} />
                      </Besked>
                    )}
                    {s.redigerbart ? (
                      <div className="d-flex flex-wrap gap-2">
                        {s.schemaFil && (
                          <button
                            type="button"
                            className="btn btn-sm btn-outline-secondary"
                            aria-pressed={vist?.navn === s.navn}
                            onClick={() => setValgt(s.navn)}
                          >
                            {t('studioTrin.vis', { titel: s.titel })}
                          </button>
                        )}
                        <button
                          id={knapId('op', s.navn)}
                          type="button"
                          className="btn btn-sm btn-outline-primary"
                          disabled={travl || pos === 0}
                          onClick={() => void flyt(s, -1)}
                        >
                          {t('studioTrin.flytOp', { titel: s.titel })}
                        </button>
                        <button
                          id={knapId('ned', s.navn)}
                          type="button"
                          className="btn btn-sm btn-outline-primary"
                          disabled={travl || pos === redigerbare.length - 1}
                          onClick={() => void flyt(s, 1)}
                        >
                          {t('studioTrin.flytNed', { titel: s.titel })}
                        </button>
                        <button
                          id={knapId('fjern', s.navn)}
                          type="button"
                          className="btn btn-sm btn-outline-danger"
                          disabled={travl}
                          onClick={() => setFjernes(s.navn)}
                        >
                          {t('studioTrin.fjern', { titel: s.titel })}
                        </button>
                      </div>
                    ) : (
                      <p className="small text-body-secondary mb-0">{t('studioTrin.fast')}</p>
                    )}
                    {fjernes === s.navn && (
                      <div role="group" aria-label={t('studioTrin.fjern', { titel: s.titel })} className="mt-2">
                        <p className="mb-1">{t('studioTrin.fjernSpoerg', { titel: s.titel })}</p>
                        <div className="d-flex gap-2">
                          <button type="button" className="btn btn-sm btn-danger" autoFocus onClick={() => void fjern(s)}>
                            {t('studioTrin.fjernBekraeft')}
                          </button>
                          <button
                            type="button"
                            className="btn btn-sm btn-outline-secondary"
                            onClick={() => {
                              // The question goes, and the focus with it: back to the button that asked it.
                              setFjernes(undefined);
                              document.getElementById(knapId('fjern', s.navn))?.focus();
                            }}
                          >
                            {t('studioTrin.fortryd')}
                          </button>
                        </div>
                      </div>
                    )}
                  </li>
                );
              })}
            </ol>
            {oevrige.length > 0 && (
              <Besked variant="danger" className="mt-2 mb-0">
                <p className="mb-1">{t('studioTrin.oevrigeFejl')}</p>
                <TjekFejlListe fejl={oevrige} />
              </Besked>
            )}
          </Sektion>
          <Sektion titel={t('studioTrin.nyt.titel')}>
            <TrinNyFormular
              udkastId={data.id}
              revision={udkastRevision(runde, data)}
              filerAf={(nyt) => {
                const r = tilfoejTrin(filer, nyt);
                return 'aendringer' in r ? r.aendringer : {};
              }}
              faelles={faellesFelter(filer)}
              gemmer={travl}
              onTilfoej={(nyt) =>
                udfoer(tilfoejTrin(filer, nyt), t('studioTrin.tilfoejet', { titel: nyt.titel.trim() }), () => setValgt(somNavn(nyt.titel)))
              }
            />
          </Sektion>
        </div>
        <div className="col-lg-6">
          <Sektion titel={vist ? t('studioTrin.forhaandsvisning.titel', { titel: vist.titel }) : t('studioTrin.forhaandsvisning.ingen')}>
            {vist?.schema && vist.schemaFil && erObjekt(filer[vist.schemaFil]) && !kanForhaandsvises(vistUi) ? (
              <p className="mb-0">{t('studioTrin.forhaandsvisning.egneFelter')}</p>
            ) : vist?.schema && vist.schemaFil && erObjekt(filer[vist.schemaFil]) ? (
              <>
                <p className="small">{t('studioTrin.forhaandsvisning.hjaelp')}</p>
                <TrinForhaandsvisning key={`${vist.navn}:${runde}`} udkastId={data.id} schemaId={vist.schema} ui={vistUi} />
              </>
            ) : (
              <p className="mb-0">{t('studioTrin.forhaandsvisning.ingen')}</p>
            )}
          </Sektion>
        </div>
      </div>
    </section>
  );
}
