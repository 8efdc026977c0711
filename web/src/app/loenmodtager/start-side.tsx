import { t } from '../../../../engine/tekster';
import { useLoginStatus, type LoginStatus } from '../../shared/api/login-status';
import { HentStatus } from '../../shared/layout/hent-status';
import { AnmodKort } from '../../features/forudbetaling/components/anmod-kort';
import { MineAnmodninger } from '../../features/forudbetaling/components/mine-anmodninger';
import { Kladder } from '../../features/kladde/components/kladder';

const loginSti = '/fonditlogin?loginHint=loenmodtager&returnUrl=/app';

/** /app: who is logged in; for an employee the way to ask for prepayment and their own requests. */
export function StartSide() {
  const { data, fejl, indlaeser } = useLoginStatus();
  return (
    <section>
      <h1>{t('web.start.titel')}</h1>
      <p className="lead">{t('web.start.velkomst')}</p>
      <HentStatus indlaeser={indlaeser} fejl={fejl} />
      {data && <LoginLinje status={data} />}
      {/* Only an employee has requests; asking without a session would send the visitor to login. */}
      {data?.type === 'loenmodtager' && (
        <>
          <AnmodKort />
          <Kladder kontekst="loenmodtager" />
          <MineAnmodninger />
        </>
      )}
      {data?.type === 'virksomhed' && <Kladder kontekst="virksomhed" />}
    </section>
  );
}

function LoginLinje({ status }: { status: LoginStatus }) {
  if (status.type === null || status.navn === null) {
    return (
      <p>
        {t('web.start.ikkeLoggetInd')}{' '}
        <a className="btn btn-primary ms-2" href={loginSti}>
          {t('web.start.logInd')}
        </a>
      </p>
    );
  }
  const type = t(status.type === 'virksomhed' ? 'forudbetalingWeb.start.rolle.virksomhed' : 'forudbetalingWeb.start.rolle.loenmodtager');
  return <p>{t('web.start.loggetIndSom', { navn: status.navn, type })}</p>;
}
