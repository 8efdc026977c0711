import { Navigate } from 'react-router-dom';
import { t } from '@engine/tekster';
import { useLoginStatus, type LoginStatus } from '../../shared/api/login-status';
import { HentStatus } from '../../shared/layout/hent-status';
import { SideTekst } from '../../shared/layout/side-tekst';
import { portalNavn } from '../../shared/layout/tema';
import { AnmodKort } from '../../features/forudbetaling/components/anmod-kort';
import { MineAnmodninger } from '../../features/forudbetaling/components/mine-anmodninger';
import { Kladder } from '../../features/kladde/components/kladder';

const loenmodtagerLogin = '/fonditlogin?loginHint=loenmodtager&returnUrl=/app';
const virksomhedLogin = '/log-ind?loginHint=virksomhed&returnUrl=/app/virksomhed';

/**
 * /app: who is logged in; for an employee the secretariat's welcome, the way to ask for prepayment and their own requests, for
 * someone not logged in the two ways in. A company has its own start page, so it is sent there.
 * It is the citizen's 'Min side' (/api/MinSideRedirect.aspx leads here), titled for the person.
 */
export function StartSide() {
  const { data, fejl, indlaeser } = useLoginStatus();
  if (data?.type === 'virksomhed') return <Navigate to="/app/virksomhed" replace />;
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
          {/* The secretariat's welcome to employees, edited at /app/admin/tekst. */}
          <SideTekst noegle="forside:velkomst" className="mb-4" />
          <AnmodKort />
          <Kladder kontekst="loenmodtager" />
          <MineAnmodninger />
        </>
      )}
    </section>
  );
}

function LoginLinje({ status }: { status: LoginStatus }) {
  if (status.type === null || status.navn === null) {
    return (
      <>
        <p>{t('web.start.ikkeLoggetInd')}</p>
        <div className="row row-cols-1 row-cols-md-2 g-4 mb-4">
          <LogIndKort titel={t('web.start.loenmodtager.titel')} tekst={t('web.start.loenmodtager.tekst')} href={loenmodtagerLogin}>
            {t('web.start.loenmodtager.logInd')}
          </LogIndKort>
          <LogIndKort titel={t('web.start.virksomhed.titel')} tekst={t('web.start.virksomhed.tekst')} href={virksomhedLogin}>
            {t('web.start.virksomhed.logInd')}
          </LogIndKort>
        </div>
      </>
    );
  }
  const type = t(status.type === 'virksomhed' ? 'forudbetalingWeb.start.rolle.virksomhed' : 'forudbetalingWeb.start.rolle.loenmodtager');
  return <p>{t('web.start.loggetIndSom', { navn: status.navn, type })}</p>;
}

/** One way in: who it is for, what they can do, and the login (MitID or MitID Erhverv stand behind it). */
function LogIndKort({ titel, tekst, href, children }: { titel: string; tekst: string; href: string; children: string }) {
  return (
    <div className="col">
      <div className="card h-100">
        <div className="card-body d-flex flex-column align-items-start">
          <h2 className="h4">{titel}</h2>
          <p className="flex-grow-1">{tekst}</p>
          <a className="btn btn-primary" href={href}>
            {children}
          </a>
        </div>
      </div>
    </div>
  );
}
