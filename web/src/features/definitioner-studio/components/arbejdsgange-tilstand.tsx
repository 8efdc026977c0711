import { useEffect, useState, type FormEvent } from 'react';
import { BOOTSTRAPFARVER } from '@engine/bootstrap-farver';
import { t } from '@engine/tekster';
import { saetTilstand, tilfoejHandling, type Maskine, type ModelFejl, type Resultat } from '../utils/arbejdsgange-model';
import { ens } from '../utils/json-fil';
import { Afkryds, Felt } from './arbejdsgange-felter';

interface TilstandPanelProps {
  maskine: Maskine;
  navn: string;
  /** Saves the changed machine; answers the refusal, if any, to show at its field. */
  onAendr: (resultat: Resultat) => Promise<ModelFejl | undefined>;
  /** Removing and renaming ask first where the status's cases go (the page knows how many there are). */
  onFjern: () => void;
  onOmdoeb: (nytNavn: string) => Promise<ModelFejl | undefined>;
  /** The machine as 'Gem' would save it, at each change (undefined when the model refuses it): checked while one types. */
  onUgemt?: (maskine: Maskine | undefined) => void;
}

/** One status of the workflow: its label, badge colour, handled and final; rename, remove, and a new action from it. */
export function TilstandPanel({ maskine, navn, onAendr, onFjern, onOmdoeb, onUgemt }: TilstandPanelProps) {
  const s = maskine.states[navn]!;
  const meta = s.meta ?? {};
  const [label, setLabel] = useState(typeof meta['label'] === 'string' ? meta['label'] : '');
  const [farve, setFarve] = useState(typeof meta['farve'] === 'string' ? meta['farve'] : '');
  const [behandles, setBehandles] = useState(meta['behandles'] === true);
  const [slut, setSlut] = useState(s.type === 'final');
  const [nytNavn, setNytNavn] = useState(navn);
  const [fejl, setFejl] = useState<ModelFejl>();
  const [handling, setHandling] = useState({ navn: '', label: '', til: '' });
  const [handlingFejl, setHandlingFejl] = useState<ModelFejl>();

  const aendring = { label, farve: farve || undefined, behandles, slut };
  useEffect(() => {
    const r = saetTilstand(maskine, navn, { label, farve: farve || undefined, behandles, slut });
    // Unchanged, nothing to check: the saved draft's check holds.
    onUgemt?.('maskine' in r && !ens(r.maskine, maskine) ? r.maskine : undefined);
    return () => onUgemt?.(undefined);
  }, [maskine, navn, label, farve, behandles, slut, onUgemt]);
  const gem = async (e: FormEvent) => {
    e.preventDefault();
    setFejl(await onAendr(saetTilstand(maskine, navn, aendring)));
  };
  const omdoeb = async () => setFejl(await onOmdoeb(nytNavn.trim()));
  const nyHandling = async (e: FormEvent) => {
    e.preventDefault();
    const f = await onAendr(tilfoejHandling(maskine, navn, handling.navn.trim(), handling.til, handling.label));
    setHandlingFejl(f);
    if (!f) setHandling({ navn: '', label: '', til: '' });
  };

  return (
    <div>
      <h3 className="h5">{t('studioArbejdsgange.tilstand.titel', { navn })}</h3>
      <form noValidate onSubmit={(e) => void gem(e)} className="mb-3">
        <Felt label={t('studioArbejdsgange.felt.label')} felt="label" fejl={fejl}>
          {(id, b) => (
            <input id={id} {...b} className={`form-control ${b.className}`} value={label} onChange={(e) => setLabel(e.target.value)} />
          )}
        </Felt>
        <Felt label={t('studioArbejdsgange.felt.statusfarve')} felt="farve" fejl={fejl}>
          {(id, b) => (
            <select id={id} {...b} className={`form-select ${b.className}`} value={farve} onChange={(e) => setFarve(e.target.value)}>
              <option value="">{t('studioArbejdsgange.felt.ingenFarve')}</option>
              {BOOTSTRAPFARVER.map((f) => (
                <option key={f} value={f}>
                  {f}
                </option>
              ))}
            </select>
          )}
        </Felt>
        <Afkryds label={t('studioArbejdsgange.felt.behandles')} vaerdi={behandles} onSkift={setBehandles} />
        <Afkryds label={t('studioArbejdsgange.felt.slut')} vaerdi={slut} onSkift={setSlut} />
        <button type="submit" className="btn btn-primary">
          {t('studioArbejdsgange.gem')}
        </button>
      </form>

      <div className="d-flex flex-wrap gap-2 align-items-end mb-3">
        <div className="flex-grow-1">
          <Felt label={t('studioArbejdsgange.felt.nytNavn')} felt="navn" fejl={fejl}>
            {(id, b) => (
              <input
                id={id}
                {...b}
                className={`form-control ${b.className}`}
                value={nytNavn}
                onChange={(e) => setNytNavn(e.target.value)}
              />
            )}
          </Felt>
        </div>
        <button type="button" className="btn btn-outline-primary mb-2" onClick={() => void omdoeb()}>
          {t('studioArbejdsgange.omdoeb')}
        </button>
        <button type="button" className="btn btn-outline-danger mb-2" onClick={onFjern}>
          {t('studioArbejdsgange.fjernTilstand')}
        </button>
      </div>
      {fejl?.felt === 'tilstand' && (
        <div className="alert alert-danger" role="alert">
          {fejl.besked}
        </div>
      )}

      <form noValidate onSubmit={(e) => void nyHandling(e)} className="border-top pt-2">
        <fieldset>
          <legend className="h6">{t('studioArbejdsgange.nyHandling.titel')}</legend>
          <Felt label={t('studioArbejdsgange.felt.navn')} felt="navn" fejl={handlingFejl}>
            {(id, b) => (
              <input
                id={id}
                {...b}
                className={`form-control ${b.className}`}
                value={handling.navn}
                onChange={(e) => setHandling({ ...handling, navn: e.target.value })}
              />
            )}
          </Felt>
          <Felt label={t('studioArbejdsgange.felt.label')} felt="label" fejl={handlingFejl}>
            {(id, b) => (
              <input
                id={id}
                {...b}
                className={`form-control ${b.className}`}
                value={handling.label}
                onChange={(e) => setHandling({ ...handling, label: e.target.value })}
              />
            )}
          </Felt>
          <Felt label={t('studioArbejdsgange.felt.til')} felt="til" fejl={handlingFejl}>
            {(id, b) => (
              <select
                id={id}
                {...b}
                className={`form-select ${b.className}`}
                value={handling.til}
                onChange={(e) => setHandling({ ...handling, til: e.target.value })}
              >
                <option value="" />
                {Object.entries(maskine.states).map(([n, st]) => (
                  <option key={n} value={n}>
                    {typeof st.meta?.['label'] === 'string' ? `${st.meta['label']} (${n})` : n}
                  </option>
                ))}
              </select>
            )}
          </Felt>
          <button type="submit" className="btn btn-outline-primary">
            {t('studioArbejdsgange.nyHandling.knap')}
          </button>
        </fieldset>
      </form>
    </div>
  );
}
