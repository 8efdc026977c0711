import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router-dom';
import { t } from '../../../../../engine/tekster';

/** The receipt of SPEC §2.2 after a successful submission, with the way to the read-only view. */
export function Kvittering({ anmodningId }: { anmodningId: number | null }) {
  return (
    <section aria-labelledby="kvittering-overskrift">
      <Alert variant="success">
        <Alert.Heading as="h2" id="kvittering-overskrift" className="h4">
          {t('forudbetalingWeb.kvittering.overskrift')}
        </Alert.Heading>
        <ul className="mb-0">
          <li>{t('forudbetalingWeb.kvittering.behandling')}</li>
          <li>{t('forudbetalingWeb.kvittering.email')}</li>
          <li>{t('forudbetalingWeb.kvittering.betaling')}</li>
        </ul>
      </Alert>
      <div className="d-flex flex-wrap gap-2">
        {anmodningId !== null && (
          <Link className="btn btn-primary" to={`/app/forudbetaling/anmodning/${anmodningId}`}>
            {t('forudbetalingWeb.kvittering.visAnmodning')}
          </Link>
        )}
        <Link className="btn btn-outline-secondary" to="/app">
          {t('forudbetalingWeb.kvittering.tilForsiden')}
        </Link>
      </div>
    </section>
  );
}
