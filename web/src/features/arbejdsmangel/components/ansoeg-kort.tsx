import { Link } from 'react-router-dom';
import { t } from '@engine/tekster';
import { HentStatus } from '../../../shared/layout/hent-status';
import { useKanAnsoege } from '../api/hent-kan-ansoege';
import { Besked } from '../../../shared/layout/besked';

/** The company start page's way into the form; a company that may not apply is told why instead (SPEC §6). */
export function AnsoegKort() {
  const { data: kanAnsoege, fejl, indlaeser } = useKanAnsoege();
  if (indlaeser || fejl !== undefined) return <HentStatus indlaeser={indlaeser} fejl={fejl} />;
  if (!kanAnsoege) return <Besked variant="warning">{t('arbejdsmangelWeb.kanIkkeSoege')}</Besked>;
  return (
    <div className="card mb-4 border-primary-subtle bg-primary-subtle">
      <div className="card-body d-flex flex-column flex-md-row align-items-md-center justify-content-between gap-3">
        <div>
          <h2 className="h4">{t('arbejdsmangelWeb.titel')}</h2>
          <p className="mb-0">{t('arbejdsmangelWeb.start.ansoegIntro')}</p>
        </div>
        <Link to="/app/virksomhed/arbejdsmangel/anmod" className="btn btn-primary btn-lg flex-shrink-0">
          {t('arbejdsmangelWeb.start.ansoeg')}
        </Link>
      </div>
    </div>
  );
}
