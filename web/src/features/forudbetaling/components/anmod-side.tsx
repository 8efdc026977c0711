import { useParams } from 'react-router-dom';
import { t } from '../../../../../engine/tekster';
import { Besked } from '../../../shared/layout/besked';
import { Indlaeser } from '../../../shared/layout/indlaeser';
import { useTilskud } from '../api/hent-tilskud';
import { AnmodningWizard } from './anmodning-wizard';
import { IngenAnsoegninger } from './ingen-ansoegninger';

/** /app/forudbetaling/anmod and /app/forudbetaling/anmod/{ansogningNr}: the prepayment request wizard. */
export default function AnmodSide() {
  const { ansogningNr } = useParams();
  const { data, fejl, indlaeser } = useTilskud();
  return (
    <section className="col-lg-10 col-xl-9">
      <h1>{t('forudbetalingWeb.titel')}</h1>
      <p className="lead">{t('forudbetalingWeb.intro')}</p>
      {indlaeser && <Indlaeser />}
      {fejl !== undefined && <Besked variant="danger">{t('web.fejl.indlaes')}</Besked>}
      {data?.length === 0 && <IngenAnsoegninger />}
      {data && data.length > 0 && <AnmodningWizard tilskud={data} forvalgt={ansogningNr} />}
    </section>
  );
}
