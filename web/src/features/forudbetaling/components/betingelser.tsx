import { t } from '@engine/tekster';
import { useTekst } from '../../../shared/api/hent-tekst';
import { Besked } from '../../../shared/layout/besked';
import { Indlaeser } from '../../../shared/layout/indlaeser';
import { TekstIndhold } from '../../../shared/layout/tekst-indhold';

/** The terms' key in content/tekster.json, editable by the secretariat. */
const NOEGLE = 'forudbetaling:tro-og-love';

/** The terms the employee accepts on the tro og love step, fetched by their text key. */
export function Betingelser() {
  const { data, fejl, indlaeser } = useTekst(NOEGLE);
  return (
    <div className="card mb-4">
      <h3 className="card-header h6 mb-0">{t('forudbetalingWeb.troOgLove.betingelserTitel')}</h3>
      <div className="card-body">
        {indlaeser && <Indlaeser />}
        {fejl !== undefined && (
          <Besked variant="danger" className="mb-0">
            {t('web.fejl.indlaes')}
          </Besked>
        )}
        {data && <TekstIndhold tekst={data} className="mb-0" />}
      </div>
    </div>
  );
}
