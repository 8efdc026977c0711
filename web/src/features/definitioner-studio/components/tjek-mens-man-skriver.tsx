import { t } from '@engine/tekster';
import type { TjekMensManSkriver } from '../api/use-tjek-mens-man-skriver';

/**
 * The check of the unsaved edits in words: its last answer in a polite live region (said when the answer
 * changes, not at each key), and, outside it, that a newer check is on its way.
 */
export function TjekMensManSkriverStatus({ tjek }: { tjek: TjekMensManSkriver }) {
  const klasse = tjek.problem !== undefined || (tjek.fejl?.length ?? 0) > 0 ? 'text-danger' : 'text-success';
  return (
    <div className="small mb-2">
      <p aria-live="polite" className={`mb-0 ${klasse}`}>
        {tjek.melding}
      </p>
      {tjek.tjekker && <p className="mb-0 text-body-secondary">{t('definitionerWeb.tjek.ugemte.tjekker')}</p>}
    </div>
  );
}
