import { Link } from 'react-router-dom';
import { t } from '@engine/tekster';
import { HentStatus } from '../../../shared/layout/hent-status';
import { SideHoved } from '../../../shared/layout/side-hoved';
import { useTekster } from '../api/hent-tekster';
import { TekstTabel } from './tekst-tabel';

/** /app/admin/tekst: every text by key, and the way to create one. */
export function TekstListe() {
  const { data, fejl, indlaeser } = useTekster();
  return (
    <section>
      <SideHoved titel={t('web.tekst.liste.titel')} className="mb-3">
        <Link className="btn btn-primary" to="/app/admin/tekst/opret">
          {t('web.tekst.liste.opret')}
        </Link>
      </SideHoved>
      <HentStatus indlaeser={indlaeser} fejl={fejl} />
      {data && <TekstTabel tekster={data} />}
    </section>
  );
}
