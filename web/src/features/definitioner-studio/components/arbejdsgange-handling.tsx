import { useEffect, useState, type FormEvent } from 'react';
import { KNAPFARVER } from '@engine/bootstrap-farver';
import { t } from '@engine/tekster';
import {
  bekraeftelsesSted,
  emailSkabeloner,
  medEmailSkabelon,
  saetHandling,
  fjernHandling,
  type Json,
  type Maskine,
  type ModelFejl,
  type Resultat,
} from '../utils/arbejdsgange-model';
import { ens } from '../utils/json-fil';
import { Afkryds, Felt } from './arbejdsgange-felter';

const NY = '__ny';

export interface Fil {
  sti: string;
  indhold: unknown;
}

interface HandlingPanelProps {
  maskine: Maskine;
  fra: string;
  navn: string;
  /** The set's files as the draft has them (content/tekster.json, content/ui/…). */
  filer: Readonly<Record<string, unknown>>;
  /** The placeholders the case kind's sender fills in, when its transitions may send e-mail (workflows/implementeringer.ts). */
  email?: { pladsholdere: readonly string[] };
  /** Saves the changed machine and any other file it needs (a new template, a new confirmation); answers a refusal. */
  onAendr: (resultat: Resultat, ekstra?: Fil[]) => Promise<ModelFejl | undefined>;
  /**
   * The machine as 'Gem' would save it, at each change, checked while one types; undefined when the model refuses
   * it or a new template or confirmation text is being written (those files are made on 'Gem').
   */
  onUgemt?: (maskine: Maskine | undefined) => void;
}

/** One action: its button label and colour, its target, confirmation, manual or not, and the e-mail it sends. */
export function HandlingPanel({ maskine, fra, navn, filer, email, onAendr, onUgemt }: HandlingPanelProps) {
  const o = maskine.states[fra]?.on?.[navn] ?? {};
  const meta = o.meta ?? {};
  const tekst = (k: string) => (typeof meta[k] === 'string' ? meta[k] : '');
  const [label, setLabel] = useState(tekst('label'));
  const [til, setTil] = useState(typeof o.target === 'string' ? o.target : '');
  const [farve, setFarve] = useState(tekst('farve'));
  const [manuel, setManuel] = useState(meta['manuel'] === true);
  const [bekraeft, setBekraeft] = useState(tekst('bekraeft'));
  const [bekraeftTekst, setBekraeftTekst] = useState('');
  const [skabelon, setSkabelon] = useState(tekst('email'));
  const [ny, setNy] = useState({ navn: '', emne: '', indhold: '' });
  const [fejl, setFejl] = useState<ModelFejl>();

  const tekster = (filer['content/tekster.json'] ?? {}) as Json;
  const skabeloner = emailSkabeloner(tekster);
  const sted = bekraeftelsesSted(maskine, filer);
  const uiTekst = (noegle: string) =>
    Object.entries(filer).find(
      ([sti, f]) => sti.startsWith('content/ui/') && f && typeof f === 'object' && Object.hasOwn(f, noegle),
    )?.[1] as Record<string, string> | undefined;
  const bekraeftelser = [
    ...new Set(
      Object.values(maskine.states).flatMap((s) =>
        Object.values(s.on ?? {}).flatMap((x) => (typeof x.meta?.['bekraeft'] === 'string' ? [x.meta['bekraeft']] : [])),
      ),
    ),
  ];

  useEffect(() => {
    const r =
      skabelon === NY || bekraeft === NY
        ? undefined
        : saetHandling(maskine, fra, navn, {
            label,
            til,
            farve: farve || undefined,
            manuel,
            bekraeft: bekraeft || undefined,
            email: skabelon || undefined,
          });
    // Unchanged, nothing to check: the saved draft's check holds.
    onUgemt?.(r && 'maskine' in r && !ens(r.maskine, maskine) ? r.maskine : undefined);
    return () => onUgemt?.(undefined);
  }, [maskine, fra, navn, label, til, farve, manuel, bekraeft, skabelon, onUgemt]);

  const gem = async (e: FormEvent) => {
    e.preventDefault();
    const ekstra: Fil[] = [];
    let emailNavn = skabelon || undefined;
    if (skabelon === NY) {
      const r = medEmailSkabelon(
        tekster,
        ny.navn.trim(),
        ny.emne,
        ny.indhold,
        t('studioArbejdsgange.felt.emailPladsholdere', {
          pladsholdere: (email?.pladsholdere ?? []).map((p) => `{{${p}}}`).join(', '),
        }),
      );
      if ('fejl' in r) return setFejl(r.fejl);
      ekstra.push({ sti: 'content/tekster.json', indhold: r.tekster });
      emailNavn = ny.navn.trim();
    }
    let bekraeftNoegle = bekraeft || undefined;
    if (bekraeft === NY && sted) {
      if (bekraeftTekst.trim() === '') return setFejl({ felt: 'bekraeftTekst', besked: t('studioArbejdsgange.fejl.bekraeftTekst') });
      bekraeftNoegle = `${sted.prefix}${navn}`;
      ekstra.push({ sti: sted.fil, indhold: { ...(filer[sted.fil] as Json), [bekraeftNoegle]: bekraeftTekst.trim() } });
    }
    setFejl(
      await onAendr(
        saetHandling(maskine, fra, navn, { label, til, farve: farve || undefined, manuel, bekraeft: bekraeftNoegle, email: emailNavn }),
        ekstra,
      ),
    );
  };

  return (
    <div>
      <h3 className="h5">{t('studioArbejdsgange.handling.titel', { navn, fra })}</h3>
      <form noValidate onSubmit={(e) => void gem(e)} className="mb-3">
        <Felt label={t('studioArbejdsgange.felt.label')} felt="label" fejl={fejl}>
          {(id, b) => (
            <input id={id} {...b} className={`form-control ${b.className}`} value={label} onChange={(e) => setLabel(e.target.value)} />
          )}
        </Felt>
        <Felt label={t('studioArbejdsgange.felt.til')} felt="til" fejl={fejl}>
          {(id, b) => (
            <select id={id} {...b} className={`form-select ${b.className}`} value={til} onChange={(e) => setTil(e.target.value)}>
              {Object.entries(maskine.states).map(([n, st]) => (
                <option key={n} value={n}>
                  {typeof st.meta?.['label'] === 'string' ? `${st.meta['label']} (${n})` : n}
                </option>
              ))}
            </select>
          )}
        </Felt>
        <Felt label={t('studioArbejdsgange.felt.knapfarve')} felt="farve" fejl={fejl}>
          {(id, b) => (
            <select id={id} {...b} className={`form-select ${b.className}`} value={farve} onChange={(e) => setFarve(e.target.value)}>
              <option value="">{t('studioArbejdsgange.felt.ingenFarve')}</option>
              {KNAPFARVER.map((f) => (
                <option key={f} value={f}>
                  {f}
                </option>
              ))}
            </select>
          )}
        </Felt>
        <Afkryds label={t('studioArbejdsgange.felt.manuel')} vaerdi={manuel} onSkift={setManuel} />
        {(sted !== undefined || bekraeft !== '') && (
          <Felt label={t('studioArbejdsgange.felt.bekraeft')} felt="bekraeft" fejl={fejl}>
            {(id, b) => (
              <select
                id={id}
                {...b}
                className={`form-select ${b.className}`}
                value={bekraeft}
                onChange={(e) => setBekraeft(e.target.value)}
              >
                <option value="">{t('studioArbejdsgange.felt.ingenBekraeft')}</option>
                {bekraeftelser.map((k) => (
                  <option key={k} value={k}>
                    {uiTekst(k)?.[k] ?? k}
                  </option>
                ))}
                {sted && <option value={NY}>{t('studioArbejdsgange.felt.nyBekraeft')}</option>}
              </select>
            )}
          </Felt>
        )}
        {bekraeft === NY && (
          <Felt label={t('studioArbejdsgange.felt.bekraeftTekst')} felt="bekraeftTekst" fejl={fejl}>
            {(id, b) => (
              <input
                id={id}
                {...b}
                className={`form-control ${b.className}`}
                value={bekraeftTekst}
                onChange={(e) => setBekraeftTekst(e.target.value)}
              />
            )}
          </Felt>
        )}
        {email ? (
          <Felt label={t('studioArbejdsgange.felt.email')} felt="email" fejl={fejl}>
            {(id, b) => (
              <select
                id={id}
                {...b}
                className={`form-select ${b.className}`}
                value={skabelon}
                onChange={(e) => setSkabelon(e.target.value)}
              >
                <option value="">{t('studioArbejdsgange.felt.ingenEmail')}</option>
                {skabeloner.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
                <option value={NY}>{t('studioArbejdsgange.felt.nyEmail')}</option>
              </select>
            )}
          </Felt>
        ) : (
          <p className="small text-body-secondary">{t('studioArbejdsgange.felt.emailIkke')}</p>
        )}
        {email && skabelon === NY && (
          <fieldset className="border rounded p-2 mb-2">
            <legend className="h6">{t('studioArbejdsgange.felt.nyEmail')}</legend>
            <Felt label={t('studioArbejdsgange.felt.emailNavn')} felt="emailNavn" fejl={fejl}>
              {(id, b) => (
                <input
                  id={id}
                  {...b}
                  className={`form-control ${b.className}`}
                  value={ny.navn}
                  onChange={(e) => setNy({ ...ny, navn: e.target.value })}
                />
              )}
            </Felt>
            <Felt label={t('studioArbejdsgange.felt.emailEmne')} felt="emailEmne" fejl={fejl}>
              {(id, b) => (
                <input
                  id={id}
                  {...b}
                  className={`form-control ${b.className}`}
                  value={ny.emne}
                  onChange={(e) => setNy({ ...ny, emne: e.target.value })}
                />
              )}
            </Felt>
            <Felt
              label={t('studioArbejdsgange.felt.emailIndhold')}
              felt="emailIndhold"
              fejl={fejl}
              hjaelp={t('studioArbejdsgange.felt.emailPladsholdere', {
                pladsholdere: email.pladsholdere.map((p) => `{{${p}}}`).join(', '),
              })}
            >
              {(id, b) => (
                <textarea
                  id={id}
                  {...b}
                  rows={5}
                  className={`form-control ${b.className}`}
                  value={ny.indhold}
                  onChange={(e) => setNy({ ...ny, indhold: e.target.value })}
                />
              )}
            </Felt>
          </fieldset>
        )}
        <div className="d-flex flex-wrap gap-2">
          <button type="submit" className="btn btn-primary">
            {t('studioArbejdsgange.gem')}
          </button>
          <button type="button" className="btn btn-outline-danger" onClick={() => void onAendr(fjernHandling(maskine, fra, navn))}>
            {t('studioArbejdsgange.fjernHandling')}
          </button>
        </div>
      </form>
    </div>
  );
}
