import Card from 'react-bootstrap/Card';
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
    <Card className="mb-4">
      <Card.Header as="h3" className="h6 mb-0">
        {t('forudbetalingWeb.troOgLove.betingelserTitel')}
      </Card.Header>
      <Card.Body>
        {indlaeser && <Indlaeser />}
        {fejl !== undefined && (
          <Besked variant="danger" className="mb-0">
            {t('web.fejl.indlaes')}
          </Besked>
        )}
        {data && <TekstIndhold tekst={data} className="mb-0" />}
      </Card.Body>
    </Card>
  );
}
