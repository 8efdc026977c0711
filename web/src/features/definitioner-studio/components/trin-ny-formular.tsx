import { useId, useState, type FormEvent } from 'react';
import { t, type TekstNoegle } from '@engine/tekster';
import { Besked } from '../../../shared/layout/besked';
import type { DefinitionsFejl } from '../api/tjek-udkast';
import { useTjekMensManSkriver } from '../api/use-tjek-mens-man-skriver';
import { FELTTYPER, type Felttype, type NytFelt, type NytTrin, type TrinFejl } from '../utils/trin-model';
import { fejlPrFil, TjekFejlListe } from './tjek-fejl-liste';
import { TjekMensManSkriverStatus } from './tjek-mens-man-skriver';

interface Props {
  /** The shared fields a field may be (schemas/felter.schema.json's definitions in the draft). */
  faelles: readonly string[];
  gemmer: boolean;
  /** Adds the step; answers why not when it is refused (nothing is saved then). */
  onTilfoej: (nyt: NytTrin) => Promise<TrinFejl | undefined>;
  udkastId: string;
  /** The saved draft as the page knows it (udkastRevision): the check's answers are about it. */
  revision: string;
  /** The files adding the step would save (by path; none while the model refuses it): checked as the analyst types. */
  filerAf: (nyt: NytTrin) => Readonly<Record<string, unknown>>;
}

const tomtFelt = (): NytFelt => ({ titel: '', type: 'tekst', paakraevet: false, besked: '' });

/** 'Nyt trin': its title and its form's fields, each a new field of a type or a shared field, required or not, with its message. */
export function TrinNyFormular({ faelles, gemmer, onTilfoej, udkastId, revision, filerAf }: Props) {
  const id = useId();
  const [titel, setTitel] = useState('');
  const [felter, setFelter] = useState<NytFelt[]>([tomtFelt()]);
  const [fejl, setFejl] = useState<TrinFejl>();
  const ret = (i: number, aendring: Partial<NytFelt>) => {
    setFelter((f) => f.map((felt, j) => (j === i ? { ...felt, ...aendring } : felt)));
    setFejl(undefined);
  };
  const send = async (e: FormEvent) => {
    e.preventDefault();
    const svar = await onTilfoej({ titel, felter });
    setFejl(svar);
    if (!svar) {
      setTitel('');
      setFelter([tomtFelt()]);
    }
  };
  // Once it has a title, the step as it would be added is checked with the draft: its problems show at this form.
  const ugemte = titel.trim() === '' ? {} : filerAf({ titel, felter });
  // Only the problems in its own files show at the form, and only they are counted as here; the rest are counted apart.
  const vises = (f: DefinitionsFejl) => Object.hasOwn(ugemte, f.fil);
  const tjek = useTjekMensManSkriver(udkastId, ugemte, { revision, vises });
  const tjekFejl = fejlPrFil((tjek.fejl ?? []).filter(vises));
  const titelFejl = fejl?.noegle === 'studioTrin.fejl.titel' || fejl?.noegle === 'studioTrin.fejl.navnFindes';
  return (
    <form noValidate onSubmit={(e) => void send(e)} aria-describedby={fejl ? `${id}-fejl` : undefined}>
      {fejl && (
        <Besked variant="danger">
          <span id={`${id}-fejl`}>
            {t(fejl.noegle, fejl.vaerdier)} {t('studioTrin.fejl.ikkeGemt')}
          </span>
        </Besked>
      )}
      <div className="mb-3">
        <label htmlFor={`${id}-titel`} className="form-label">
          {t('studioTrin.nyt.trinTitel')}
        </label>
        <input
          id={`${id}-titel`}
          className={`form-control${titelFejl ? ' is-invalid' : ''}`}
          value={titel}
          aria-invalid={titelFejl || undefined}
          aria-describedby={`${id}-titel-hjaelp${titelFejl ? ` ${id}-fejl` : ''}`}
          onChange={(e) => {
            setTitel(e.target.value);
            setFejl(undefined);
          }}
        />
        <div id={`${id}-titel-hjaelp`} className="form-text">
          {t('studioTrin.nyt.trinTitelHjaelp')}
        </div>
      </div>
      <TjekMensManSkriverStatus tjek={tjek} />
      {tjekFejl.size > 0 && (
        <div className="text-danger small mb-3">
          {[...tjekFejl].map(([fil, filFejl]) => (
            <div key={fil}>
              {t('definitionerWeb.tjek.filFejl', { sti: fil })}
              <TjekFejlListe fejl={filFejl} />
            </div>
          ))}
        </div>
      )}
      {felter.map((felt, i) => {
        const fid = `${id}-felt-${i}`;
        return (
          <fieldset key={i} className="border rounded p-2 mb-3">
            <legend className="h6 float-none w-auto px-1 mb-1">{t('studioTrin.nyt.felt', { nr: i + 1 })}</legend>
            <div className="row g-2">
              <div className="col-md-6">
                <label htmlFor={`${fid}-titel`} className="form-label">
                  {t('studioTrin.nyt.feltTitel')}
                </label>
                <input
                  id={`${fid}-titel`}
                  className="form-control"
                  value={felt.titel}
                  onChange={(e) => ret(i, { titel: e.target.value })}
                />
              </div>
              <div className="col-md-6">
                <label htmlFor={`${fid}-type`} className="form-label">
                  {t('studioTrin.nyt.type')}
                </label>
                <select
                  id={`${fid}-type`}
                  className="form-select"
                  value={felt.type}
                  onChange={(e) => ret(i, { type: e.target.value as Felttype })}
                >
                  <optgroup label={t('studioTrin.nyt.typeEgne')}>
                    {Object.keys(FELTTYPER).map((type) => (
                      <option key={type} value={type}>
                        {t(`studioTrin.type.${type}` as TekstNoegle)}
                      </option>
                    ))}
                  </optgroup>
                  <optgroup label={t('studioTrin.nyt.typeFaelles')}>
                    {faelles.map((navn) => (
                      <option key={navn} value={`felter:${navn}`}>
                        {navn}
                      </option>
                    ))}
                  </optgroup>
                </select>
              </div>
              <div className="col-12">
                <div className="form-check">
                  <input
                    id={`${fid}-kraevet`}
                    type="checkbox"
                    className="form-check-input"
                    checked={felt.paakraevet}
                    onChange={(e) => ret(i, { paakraevet: e.target.checked })}
                  />
                  <label htmlFor={`${fid}-kraevet`} className="form-check-label">
                    {t('studioTrin.nyt.paakraevet')}
                  </label>
                </div>
              </div>
              <div className="col-12">
                <label htmlFor={`${fid}-besked`} className="form-label">
                  {t('studioTrin.nyt.besked')}
                </label>
                <input
                  id={`${fid}-besked`}
                  className="form-control"
                  value={felt.besked ?? ''}
                  aria-describedby={`${fid}-besked-hjaelp`}
                  onChange={(e) => ret(i, { besked: e.target.value })}
                />
                <div id={`${fid}-besked-hjaelp`} className="form-text">
                  {t('studioTrin.nyt.beskedHjaelp')}
                </div>
              </div>
              {felter.length > 1 && (
                <div className="col-12">
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-danger"
                    onClick={() => setFelter((f) => f.filter((_, j) => j !== i))}
                  >
                    {t('studioTrin.nyt.fjernFelt', { nr: i + 1 })}
                  </button>
                </div>
              )}
            </div>
          </fieldset>
        );
      })}
      <div className="d-flex flex-wrap gap-2">
        <button type="button" className="btn btn-outline-secondary" onClick={() => setFelter((f) => [...f, tomtFelt()])}>
          {t('studioTrin.nyt.tilfoejFelt')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={gemmer}>
          {t('studioTrin.nyt.knap')}
        </button>
      </div>
    </form>
  );
}
