import { Link } from 'react-router-dom';
import { t } from '@engine/tekster';
import { SideTekst } from './side-tekst';

/** The footer of every page: the fund's contact details (an editable text) and the two statements. */
export function Sidefod() {
  return (
    <footer className="fond-sidefod py-4">
      <div className="container">
        <div className="row gy-3">
          <div className="col-md-8">
            <h2 className="h6">{t('layout.sidefod.kontakt')}</h2>
            <SideTekst noegle="sidefod:kontakt" />
          </div>
          <nav className="col-md-4" aria-label={t('layout.sidefod.omPortalen')}>
            <ul className="list-unstyled mb-0">
              <li>
                <Link to="/app/privatlivspolitik">{t('layout.privatlivspolitik')}</Link>
              </li>
              <li>
                <Link to="/app/tilgaengelighed">{t('layout.tilgaengelighed')}</Link>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
