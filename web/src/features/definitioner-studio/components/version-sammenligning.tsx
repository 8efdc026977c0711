import { useId, useState, type FormEvent } from 'react';
import { t } from '@engine/tekster';
import { fejlTekst } from '../../../shared/api/fejl-tekst';
import { Besked } from '../../../shared/layout/besked';
import { Indlaeser } from '../../../shared/layout/indlaeser';
import { hentVersion, type DefinitionsversionMedFiler } from '../api/hent-version';
import { forskellige } from '../utils/json-fil';
import { aendringerIOrd } from '@engine/aendringer-i-ord';
import { AendringerIOrdListe } from './aendringer-i-ord-liste';
import { FilDiffVisning } from './fil-diff-visning';

/** Two versions chosen (the live one and the one before it at first), and the files that differ with their diffs. */
export function VersionSammenligning({ versioner }: { versioner: readonly number[] }) {
  const fraId = useId();
  const tilId = useId();
  const [fra, setFra] = useState(versioner[1]!);
  const [til, setTil] = useState(versioner[0]!);
  const [resultat, setResultat] = useState<{ a: DefinitionsversionMedFiler; b: DefinitionsversionMedFiler }>();
  const [fejl, setFejl] = useState<unknown>();
  const [henter, setHenter] = useState(false);
  const sammenlign = async (e: FormEvent) => {
    e.preventDefault();
    setHenter(true);
    setFejl(undefined);
    try {
      const [a, b] = await Promise.all([hentVersion(fra), hentVersion(til)]);
      setResultat({ a, b });
    } catch (error) {
      setFejl(error);
    } finally {
      setHenter(false);
    }
  };
  const vaelger = (id: string, label: string, vaerdi: number, saet: (v: number) => void) => (
    <div className="col-auto">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <select id={id} className="form-select" value={vaerdi} onChange={(e) => saet(Number(e.target.value))}>
        {versioner.map((v) => (
          <option key={v} value={v}>
            {v}
          </option>
        ))}
      </select>
    </div>
  );
  const stier = resultat ? forskellige(resultat.a.filer, resultat.b.filer) : [];
  const iOrd = new Map(resultat ? aendringerIOrd(resultat.a.filer, resultat.b.filer).map((a) => [a.sti, a.linjer]) : []);
  return (
    <>
      <form className="row g-3 align-items-end mb-3" onSubmit={(e) => void sammenlign(e)}>
        {vaelger(fraId, t('definitionerWeb.sammenlign.fra'), fra, setFra)}
        {vaelger(tilId, t('definitionerWeb.sammenlign.til'), til, setTil)}
        <div className="col-auto">
          <button type="submit" className="btn btn-primary" disabled={henter}>
            {t('definitionerWeb.sammenlign.knap')}
          </button>
        </div>
      </form>
      {henter && <Indlaeser />}
      {fejl !== undefined && <Besked variant="danger">{fejlTekst(fejl)}</Besked>}
      {resultat && !henter && (
        <div aria-live="polite">
          <p>
            {stier.length === 0
              ? t('definitionerWeb.sammenlign.ens')
              : t('definitionerWeb.sammenlign.filer', { antal: stier.length, fra: resultat.a.version, til: resultat.b.version })}
          </p>
          {stier.map((sti) => (
            <article key={sti}>
              <h3 className="h6">
                <code>{sti}</code>
              </h3>
              <AendringerIOrdListe linjer={iOrd.get(sti) ?? []} />
              <FilDiffVisning
                titel={t('definitionerWeb.sammenlign.diff', { sti, fra: resultat.a.version, til: resultat.b.version })}
                foer={resultat.a.filer[sti]}
                efter={resultat.b.filer[sti]}
              />
            </article>
          ))}
        </div>
      )}
    </>
  );
}
