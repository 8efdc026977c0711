const BASE = 'http://fondsportal.invalid';

// A single-slash path: `//host` and `/\host` are read by browsers as another host.
const LOKAL_STI = /^\/(?![/\\])/;

/**
 * The path to go to after login: only a relative path on this site is followed,
 * anything else (another host, `//host`, `/\host`, a scheme) goes to /app. The normalised
 * path is what is answered, so it is checked too: `/app/..//host` normalises to `//host`.
 */
export function sikkerReturnUrl(returnUrl: unknown): string {
  if (typeof returnUrl !== 'string' || !LOKAL_STI.test(returnUrl)) return '/app';
  try {
    const url = new URL(returnUrl, BASE);
    const sti = `${url.pathname}${url.search}${url.hash}`;
    return url.origin === BASE && LOKAL_STI.test(sti) ? sti : '/app';
  } catch {
    return '/app';
  }
}
