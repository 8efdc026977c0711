import Alert from 'react-bootstrap/Alert';
import { t } from '@engine/tekster';
import { ApiFejl } from '../../../shared/api/client';
import { fejlTekst } from '../../../shared/api/fejl-tekst';
import { Indlaeser } from '../../../shared/layout/indlaeser';

/** What a request page shows until its detail is there: a spinner, or why it could not be loaded. */
export function AnmodningIndlaesning({ fejl }: { fejl: unknown }) {
  if (fejl === undefined) return <Indlaeser />;
  if (fejl instanceof ApiFejl && fejl.status === 404) return <Alert variant="warning">{t('forudbetalingAdminWeb.ikkeFundet')}</Alert>;
  return <Alert variant="danger">{fejlTekst(fejl)}</Alert>;
}
