import { t } from '@engine/tekster';
import { Sektion } from '../../../shared/layout/sektion';
import { TekstIndhold } from '../../../shared/layout/tekst-indhold';
import type { AnmodningDetalje } from '../api/hent-anmodning';

/** The terms the applicant accepted, as stored with the request. */
export function Betingelser({ betingelser }: { betingelser: AnmodningDetalje['betingelser'] }) {
  return (
    <Sektion titel={t('forudbetalingAdminWeb.afsnit.betingelser')}>
      <TekstIndhold tekst={betingelser} className="mb-0" />
    </Sektion>
  );
}
