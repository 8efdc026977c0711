const BASE = 'http://fondsportal.invalid';

/**
 * The path to go to after login: only a relative path on this site is followed,
 * anything else (another host, `//host`, `/\host`, a scheme) goes to /app.
 */
export function sikkerReturnUrl(returnUrl: unknown): string {
  if (typeof returnUrl !== 'string' || !returnUrl.startsWith('/') || /^\/[/\\]/.test(returnUrl)) return '/app';
  try {
    const url = new URL(returnUrl, BASE);
    return url.origin === BASE ? `${url.pathname}${url.search}${url.hash}` : '/app';
  } catch {
    return '/app';
  }
}
