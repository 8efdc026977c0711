import { useId } from 'react';
import { t } from '@engine/tekster';
import { filDiff } from '../utils/fil-diff';
import '../definitioner-studio.css';

interface FilDiffVisningProps {
  titel: string;
  foer: unknown;
  efter: unknown;
}

/** A file's change as lines: removed ones struck out in red, added ones in green, each said in words to a screen reader. */
export function FilDiffVisning({ titel, foer, efter }: FilDiffVisningProps) {
  const id = useId();
  const blokke = filDiff(foer, efter);
  return (
    <figure aria-labelledby={id} className="mb-3">
      <figcaption id={id} className="small text-body-secondary mb-1">
        {titel}
      </figcaption>
      {blokke.length === 0 && <p className="mb-0">{t('definitionerWeb.aendrede.ens')}</p>}
      {blokke.map((blok) => (
        <div key={`${blok.fra}-${blok.til}`} className="border rounded mb-2 font-monospace small overflow-auto">
          <div className="bg-body-tertiary px-2 text-body-secondary">{t('definitionerWeb.diff.linjer', { fra: blok.til })}</div>
          {blok.linjer.map((linje, i) =>
            linje.art === 'tilfoejet' ? (
              <ins key={i} className="d-block text-decoration-none bg-success-subtle px-2 diff-linje">
                <span aria-hidden="true">+ </span>
                <span className="visually-hidden">{t('definitionerWeb.diff.tilfoejet')}: </span>
                {linje.tekst}
              </ins>
            ) : linje.art === 'fjernet' ? (
              <del key={i} className="d-block bg-danger-subtle px-2 diff-linje">
                <span aria-hidden="true">− </span>
                <span className="visually-hidden">{t('definitionerWeb.diff.fjernet')}: </span>
                {linje.tekst}
              </del>
            ) : (
              <div key={i} className="px-2 diff-linje">
                <span aria-hidden="true">{'  '}</span>
                {linje.tekst}
              </div>
            ),
          )}
        </div>
      ))}
    </figure>
  );
}
