/**
 * Signs an account in at a test provider as a browser would, from its authorisation URL to the
 * redirect back: follows the provider's redirects with its cookies and presses the account's button.
 * Answers the URL the provider sends the browser back to (the portal's callback with code and state).
 */
export async function loginHosUdbyder(autorisationsUrl: string, konto: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = new URL(autorisationsUrl);
  let krop: URLSearchParams | undefined;
  for (let skridt = 0; skridt < 10; skridt++) {
    const svar = await fetch(url, {
      method: krop ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        Cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(krop ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: krop,
    });
    for (const c of svar.headers.getSetCookie()) {
      const [par] = c.split(';');
      const i = par!.indexOf('=');
      cookies.set(par!.slice(0, i), par!.slice(i + 1));
    }
    krop = undefined;
    const til = svar.headers.get('Location');
    if (til) {
      url = new URL(til, url);
      if (url.origin !== new URL(autorisationsUrl).origin) return url;
    } else if (svar.status === 200 && url.pathname.startsWith('/interaction/')) {
      krop = new URLSearchParams({ konto });
    } else {
      throw new Error(`the provider answered ${svar.status} on ${url.pathname}: ${await svar.text()}`);
    }
  }
  throw new Error('too many redirects at the provider');
}
