import { useParams } from 'react-router-dom';
import { t } from '../../../../../engine/tekster';
import { useLoginStatus } from '../../../shared/api/login-status';
import { Besked } from '../../../shared/layout/besked';
import { Indlaeser } from '../../../shared/layout/indlaeser';
import { useTilskud } from '../api/hent-tilskud';
import { AnmodningWizard } from './anmodning-wizard';

/** /app/forudbetaling/anmod and /app/forudbetaling/anmod/{ansogningNr}: the prepayment request wizard. */
export default function AnmodSide() {
  const { ansogningNr } = useParams();
  const { data, fejl, indlaeser } = useTilskud();
  // The draft kept in the tab is the logged-in person's; without the name it is neither kept nor resumed.
  const login = useLoginStatus();
  return (
    <section className="col-lg-10 col-xl-9">
      <h1>{t('forudbetalingWeb.titel')}</h1>
      <p className="lead">{t('forudbetalingWeb.intro')}</p>
      {(indlaeser || login.indlaeser) && <Indlaeser />}
      {fejl !== undefined && <Besked variant="danger">{t('web.fejl.indlaes')}</Besked>}
      {data && !login.indlaeser && <AnmodningWizard tilskud={data} forvalgt={ansogningNr} bruger={login.data?.navn ?? undefined} />}
    </section>
  );
}
