import { Link } from 'react-router-dom';
import { t } from '@engine/tekster';

/** The start page's way into the wizard. */
export function AnmodKort() {
  return (
    <div className="card mb-4 border-primary-subtle bg-primary-subtle">
      <div className="card-body d-flex flex-column flex-md-row align-items-md-center justify-content-between gap-3">
        <div>
          <h2 className="h4">{t('forudbetalingWeb.titel')}</h2>
          <p className="mb-0">{t('forudbetalingWeb.mine.anmodIntro')}</p>
        </div>
        <Link to="/app/forudbetaling/anmod" className="btn btn-primary btn-lg text-nowrap">
          {t('forudbetalingWeb.mine.anmod')}
        </Link>
      </div>
    </div>
  );
}
