import { OutlookOidcLogin } from '../../features/journalisering/components/outlook-oidc-login';
import { HentStatus } from '../../shared/layout/hent-status';
import { useLoginMetode } from '../admin/api/login-metode';
import { LoginFormular } from '../admin/login-formular';

/**
 * The add-in's sign-in, as the server is set up: with the organisation's provider through Office's
 * dialog (the provider is never shown inside Outlook's frame), or the demo's password form in the pane.
 */
export function OutlookLogin() {
  const { data, fejl, indlaeser } = useLoginMetode();
  if (data === undefined) return <HentStatus indlaeser={indlaeser} fejl={fejl} />;
  return data === 'oidc' ? <OutlookOidcLogin /> : <LoginFormular />;
}
