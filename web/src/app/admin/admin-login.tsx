import { HentStatus } from '../../shared/layout/hent-status';
import { useLoginMetode } from './api/login-metode';
import { LoginFormular } from './login-formular';
import { OidcLogin } from './oidc-login';

/** The sign-in the server is set up for: the organisation's provider, or the demo's password form. */
export function AdminLogin() {
  const { data, fejl, indlaeser } = useLoginMetode();
  if (data === undefined) return <HentStatus indlaeser={indlaeser} fejl={fejl} />;
  return data === 'oidc' ? <OidcLogin /> : <LoginFormular />;
}
