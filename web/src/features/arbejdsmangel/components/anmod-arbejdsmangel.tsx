import { Link } from 'react-router-dom';
import { t } from '@engine/tekster';
import { fejlTekst } from '../../../shared/api/fejl-tekst';
import { useLoginStatus } from '../../../shared/api/login-status';
import { Besked } from '../../../shared/layout/besked';
import { useGenoptagKladde } from '../../../shared/kladde/genoptag-kladde';
import { HentStatus } from '../../../shared/layout/hent-status';
import { Indlaeser } from '../../../shared/layout/indlaeser';
import { useKanAnsoege } from '../api/hent-kan-ansoege';
import type { ArbejdsmangelAnsoegning } from '../api/opret-ansoegning';
import { AnsoegningFormular } from './ansoegning-formular';
import { IngenAdgang } from './ingen-adgang';

/** /app/virksomhed/arbejdsmangel/anmod: a company's application for work-shortage support (SPEC §2.4). */
export function AnmodArbejdsmangel() {
  const { data, fejl, indlaeser } = useLoginStatus();
  return (
    <section>
      <Link to="/app/virksomhed" className="d-inline-block mb-2 d-print-none">
        {t('arbejdsmangelWeb.tilForsiden')}
      </Link>
      <h1 className="mb-3">{t('arbejdsmangelWeb.titel')}</h1>
      <HentStatus indlaeser={indlaeser} fejl={fejl} />
      {data?.type === 'virksomhed' && (
        <>
          <p className="text-body-secondary">{t('arbejdsmangelWeb.virksomhed', { navn: data.navn ?? '' })}</p>
          <ForVirksomhed />
        </>
      )}
      {data && data.type !== 'virksomhed' && <IngenAdgang />}
    </section>
  );
}

/** Asked only for a company session: the eligibility call answers 401 to anyone else. */
function ForVirksomhed() {
  const { data: kanAnsoege, fejl, indlaeser } = useKanAnsoege();
  // The company's draft, if it left one, is where the form starts.
  const kladde = useGenoptagKladde<Partial<ArbejdsmangelAnsoegning>>('arbejdsmangel');
  if (indlaeser || kladde.indlaeser) return <Indlaeser />;
  if (fejl !== undefined) return <Besked variant="danger">{fejlTekst(fejl)}</Besked>;
  if (!kanAnsoege) return <Besked variant="warning">{t('arbejdsmangelWeb.kanIkkeSoege')}</Besked>;
  if (!kladde.data) return <Besked variant="danger">{fejlTekst(kladde.fejl)}</Besked>;
  return <AnsoegningFormular genoptagelse={kladde.data} />;
}
