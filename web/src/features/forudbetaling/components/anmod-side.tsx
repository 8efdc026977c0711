import { useParams } from 'react-router-dom';
import { t } from '@engine/tekster';
import type { Kladde } from '@workflows/forudbetaling-wizard';
import { useGenoptagKladde } from '../../../shared/kladde/genoptag-kladde';
import { Besked } from '../../../shared/layout/besked';
import { Indlaeser } from '../../../shared/layout/indlaeser';
import { useTilskud } from '../api/hent-tilskud';
import { AnmodningWizard } from './anmodning-wizard';

/** /app/forudbetaling/anmod and /app/forudbetaling/anmod/{ansogningNr}: the prepayment request wizard. */
export default function AnmodSide() {
  const { ansogningNr } = useParams();
  const tilskud = useTilskud();
  // The person's draft is read beside the courses, so the wizard starts where it was left.
  const kladde = useGenoptagKladde<Kladde>('forudbetaling');
  const { data } = tilskud;
  const indlaeser = tilskud.indlaeser || kladde.indlaeser;
  const fejl = tilskud.fejl ?? kladde.fejl;
  return (
    <section className="col-lg-10 col-xl-9">
      <h1>{t('forudbetalingWeb.titel')}</h1>
      <p className="lead">{t('forudbetalingWeb.intro')}</p>
      {indlaeser && <Indlaeser />}
      {fejl !== undefined && <Besked variant="danger">{t('web.fejl.indlaes')}</Besked>}
      {data && kladde.data && <AnmodningWizard {...data} forvalgt={ansogningNr} genoptagelse={kladde.data} />}
    </section>
  );
}
