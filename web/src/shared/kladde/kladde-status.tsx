import { formatDatoTid } from '@engine/format';
import { t } from '@engine/tekster';
import { Besked } from '../layout/besked';
import type { KladdeStatus } from './kladde-gemmer';

/** Tells the person the form is kept: resumed from a draft, being saved, saved at a time, or not saved. */
export function KladdeStatusLinje({ status }: { status: KladdeStatus }) {
  if (status?.type === 'genoptaget') {
    return (
      <Besked variant="info" role="status">
        {t('kladdeWeb.genoptaget', { dato: formatDatoTid(status.tid) })}
      </Besked>
    );
  }
  return (
    <p className={`small mb-2 ${status?.type === 'fejl' ? 'text-danger' : 'text-body-secondary'}`} role="status" aria-live="polite">
      {status?.type === 'gemmer' && t('kladdeWeb.gemmer')}
      {status?.type === 'gemt' && t('kladdeWeb.gemt', { tid: formatDatoTid(status.tid) })}
      {status?.type === 'fejl' && t('kladdeWeb.ikkeGemt')}
    </p>
  );
}
