import { useEffect } from 'react';
import { t } from '@engine/tekster';
import { Besked } from '../../../shared/layout/besked';

/** Long enough to read why, short enough not to wait for it. */
const VIDERE_EFTER_MS = 1500;

/** Someone who is not logged in as a company: told so, then sent to the company login (SPEC §6). */
export function IngenAdgang() {
  useEffect(() => {
    const { pathname, search } = window.location;
    const login = `/log-ind?loginHint=virksomhed&returnUrl=${encodeURIComponent(pathname + search)}`;
    const timer = setTimeout(() => window.location.assign(login), VIDERE_EFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Besked variant="danger">
      <p className="mb-1 fw-semibold">{t('arbejdsmangelWeb.ingenAdgang')}</p>
      <p className="mb-0">{t('arbejdsmangelWeb.ingenAdgang.videre')}</p>
    </Besked>
  );
}
