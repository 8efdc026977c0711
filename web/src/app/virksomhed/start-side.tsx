import { t } from '@engine/tekster';
import { useLoginStatus } from '../../shared/api/login-status';
import { HentStatus } from '../../shared/layout/hent-status';
import { AnsoegKort } from '../../features/arbejdsmangel/components/ansoeg-kort';
import { IngenAdgang } from '../../features/arbejdsmangel/components/ingen-adgang';
import { MineAnsoegninger } from '../../features/arbejdsmangel/components/mine-ansoegninger';
import { Kladder } from '../../features/kladde/components/kladder';

/** /app/virksomhed: the company's start page, the way to apply, its unsent draft and its own applications with status. */
export function StartSide() {
  const { data, fejl, indlaeser } = useLoginStatus();
  return (
    <section>
      <h1>{t('arbejdsmangelWeb.start.titel')}</h1>
      <HentStatus indlaeser={indlaeser} fejl={fejl} />
      {data?.type === 'virksomhed' && (
        <>
          <p className="lead">{t('arbejdsmangelWeb.start.velkomst', { navn: data.navn ?? '' })}</p>
          <AnsoegKort />
          <Kladder kontekst="virksomhed" />
          <MineAnsoegninger />
        </>
      )}
      {/* Only a company has applications; asking without its session would send the visitor to login. */}
      {data && data.type !== 'virksomhed' && <IngenAdgang />}
    </section>
  );
}
