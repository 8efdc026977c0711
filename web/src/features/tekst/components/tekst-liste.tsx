import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router-dom';
import { t } from '../../../../../engine/tekster';
import { fejlTekst } from '../../../shared/api/fejl-tekst';
import { Indlaeser } from '../../../shared/layout/indlaeser';
import { useTekster } from '../api/hent-tekster';
import { TekstTabel } from './tekst-tabel';

/** /app/admin/tekst: every text by key, and the way to create one. */
export function TekstListe() {
  const { data, fejl, indlaeser } = useTekster();
  return (
    <section>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h1 className="mb-0">{t('web.tekst.liste.titel')}</h1>
        <Link className="btn btn-primary" to="/app/admin/tekst/opret">
          {t('web.tekst.liste.opret')}
        </Link>
      </div>
      {indlaeser && <Indlaeser />}
      {fejl !== undefined && <Alert variant="danger">{fejlTekst(fejl)}</Alert>}
      {data && <TekstTabel tekster={data} />}
    </section>
  );
}
