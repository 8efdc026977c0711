import { Link } from 'react-router-dom';
import { t } from '@engine/tekster';
import { Besked } from '../../../shared/layout/besked';

/** The receipt of SPEC §2.2 after a successful submission: the request's number to quote, and the way to the read-only view. */
export function Kvittering({ anmodningId }: { anmodningId: number | null }) {
  return (
    <section aria-labelledby="kvittering-overskrift">
      <Besked variant="success">
        <h2 id="kvittering-overskrift" className="alert-heading h4">
          {t('forudbetalingWeb.kvittering.overskrift')}
        </h2>
        {anmodningId !== null && <p className="fs-5 mb-1">{t('forudbetalingWeb.kvittering.nummer', { id: anmodningId })}</p>}
        <ul className="mb-0">
          <li>{t('forudbetalingWeb.kvittering.behandling')}</li>
          <li>{t('forudbetalingWeb.kvittering.email')}</li>
          <li>{t('forudbetalingWeb.kvittering.betaling')}</li>
          {anmodningId !== null && <li>{t('forudbetalingWeb.kvittering.oplysNummer')}</li>}
        </ul>
      </Besked>
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
