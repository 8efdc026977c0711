import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useLocation } from 'react-router-dom';
import { t } from '@engine/tekster';
import { Indlaeser } from '../../shared/layout/indlaeser';
import { hentOidcTokens } from './api/hent-oidc-tokens';
import { LoginKort } from './login-kort';

/**
 * The sign-in with the organisation's account: back from the provider, the handover is traded for
 * tokens (and the admin area shows itself); otherwise a button leads to the provider, returning here.
 */
export function OidcLogin() {
  const { pathname, search } = useLocation();
  const [henter, setHenter] = useState(true);

  useEffect(() => {
    const controller = new AbortController();
    hentOidcTokens(controller.signal)
      .catch(() => false)
      .then((hentet) => {
        if (!hentet && !controller.signal.aborted) setHenter(false);
      });
    return () => controller.abort();
  }, []);

  if (henter) return <Indlaeser />;
  return (
    <LoginKort>
      <p>{t('web.admin.login.oidcIntro')}</p>
      <Button href={`/auth/admin/login?${new URLSearchParams({ returnUrl: pathname + search })}`}>{t('web.admin.login.oidcKnap')}</Button>
    </LoginKort>
  );
}
