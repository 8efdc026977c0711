import { t } from '../../../../engine/tekster';
import { useLoginStatus, type LoginStatus } from '../../shared/api/login-status';
import { HentStatus } from '../../shared/layout/hent-status';
import { portalNavn } from '../../shared/layout/tema';
import { AnmodKort } from '../../features/forudbetaling/components/anmod-kort';
import { MineAnmodninger } from '../../features/forudbetaling/components/mine-anmodninger';

const loginSti = '/fonditlogin?loginHint=loenmodtager&returnUrl=/app';

/**
 * /app: who is logged in; for an employee the way to ask for prepayment and their own requests.
 * It is the citizen's 'Min side' (/api/MinSideRedirect.aspx leads here), titled for the person.
 */
export function StartSide() {
  const { data, fejl, indlaeser } = useLoginStatus();
  const navn = data?.type ? data.navn : null;
  return (
    <section>
      {/* No heading until it is known who is here, so the title and the focus land on the right one. */}
      {!indlaeser && <h1>{navn ? t('layout.minSide', { navn }) : t('web.start.titel', { navn: portalNavn })}</h1>}
      <p className="lead">{t('web.start.velkomst')}</p>
      <HentStatus indlaeser={indlaeser} fejl={fejl} />
      {data && <LoginLinje status={data} />}
      {/* Only an employee has requests; asking without a session would send the visitor to login. */}
      {data?.type === 'loenmodtager' && (
        <>
          <AnmodKort />
          <MineAnmodninger />
        </>
      )}
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
