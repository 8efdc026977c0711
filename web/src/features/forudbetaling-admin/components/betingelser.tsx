import DOMPurify from 'dompurify';
import { t } from '../../../../../engine/tekster';
import type { AnmodningDetalje } from '../api/hent-anmodning';
import { Afsnit } from './afsnit';

/** The terms the applicant accepted, as stored with the request; html is sanitised, since the secretariat writes it. */
export function Betingelser({ betingelser }: { betingelser: AnmodningDetalje['betingelser'] }) {
  return (
    <Afsnit titel={t('forudbetalingAdminWeb.afsnit.betingelser')}>
      {betingelser.type === 'html' ? (
        <div className="mb-0" dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(betingelser.indhold) }} />
      ) : betingelser.type === 'preformatted' ? (
        <pre className="mb-0">{betingelser.indhold}</pre>
      ) : (
        <p className="mb-0">{betingelser.indhold}</p>
      )}
    </Afsnit>
  );
}
