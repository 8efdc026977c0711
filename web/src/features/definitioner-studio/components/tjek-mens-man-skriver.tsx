import { t } from '@engine/tekster';
import type { TjekMensManSkriver } from '../api/use-tjek-mens-man-skriver';

/**
 * The check of the unsaved edits in words: its last answer in a polite live region (said when the answer
 * changes, not at each key), and, outside it, that a newer check is on its way. With `gemt`, the saved
 * draft's check is said in the same region while the unsaved edits have no answer: one region that is
 * always there, as a screen reader may miss what comes with a region that has just become live.
 */
export function TjekMensManSkriverStatus({ tjek, gemt }: { tjek: TjekMensManSkriver; gemt?: { melding: string; fejl: boolean } }) {
  const ugemt = tjek.melding !== '';
  const fejl = ugemt ? tjek.problem !== undefined || (tjek.fejl?.length ?? 0) > 0 : (gemt?.fejl ?? false);
  return (
    <div className="small mb-2">
      <p aria-live="polite" className={`mb-0 ${fejl ? 'text-danger' : 'text-success'}`}>
        {ugemt ? tjek.melding : gemt?.melding}
      </p>
      {tjek.tjekker && <p className="mb-0 text-body-secondary">{t('definitionerWeb.tjek.ugemte.tjekker')}</p>}
    </div>
  );
}
