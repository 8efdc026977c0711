import { useId } from 'react';
import { t } from '@engine/tekster';

/** A file's (or a draft's) changes in plain Danish, one line each (engine/aendringer-i-ord.ts). */
export function AendringerIOrdListe({ linjer, className = 'mb-2' }: { linjer: readonly string[]; className?: string }) {
  const id = useId();
  if (linjer.length === 0) return null;
  return (
    <>
      <span id={id} className="visually-hidden">
        {t('studioTekster.aendring.titel')}
      </span>
      <ul aria-labelledby={id} className={className}>
        {linjer.map((linje) => (
          <li key={linje}>{linje}</li>
        ))}
      </ul>
    </>
  );
}
