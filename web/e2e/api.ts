import type { Page } from 'playwright-core';
import { dataUri, fakturaPdf } from '../../server/testing/faktura';
import { gyldigAnmodning } from '../../server/testing/fixtures';
/** A citizen's session cookie from the demo login (an employee by id, a company by CVR), as the API tests use it. */
export async function session(base: string, loginHint: 'loenmodtager' | 'virksomhed', bruger: string): Promise<string> {
  const res = await fetch(`${base}/fonditlogin`, {
    method: 'POST',
    body: new URLSearchParams({ loginHint, bruger, returnUrl: '/app' }),
    redirect: 'manual',
  });
  return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
}

/** The secretariat's Authorization header from the demo admin login (the demo accounts' password is their name). */
export async function adminHeaders(base: string, brugernavn = 'admin'): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/auth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ brugernavn, adgangskode: brugernavn }),
  });
  return { Authorization: `Bearer ${((await res.json()) as { accessToken: string }).accessToken}` };
}

/** A JSON request to the API. */
export const send = (base: string, metode: string, sti: string, body: unknown, headers: Record<string, string>) =>
  fetch(`${base}${sti}`, { method: metode, headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });

/**
 * Starts a person's form afresh: deletes their draft of it (forudbetaling or arbejdsmangel), which a
 * form resumes where it was left. The page's context holds the person's session.
 */
export async function utenKladde(page: Page, formular: 'forudbetaling' | 'arbejdsmangel'): Promise<void> {
  const svar = await page.request.delete(`/api/Kladde/${formular}`);
  if (svar.status() !== 204 && svar.status() !== 404) throw new Error(`Kladden blev ikke slettet: ${svar.status()}`);
}

/**
 * A valid request made by Mette Jensen through the API (server/testing/fixtures.ts), for a test that
 * starts from a request already made: its id, and her session for reading it back.
 */
export async function anmodningFraMette(base: string, ekstra: Record<string, unknown> = {}): Promise<{ id: number; mette: string }> {
  const mette = await session(base, 'loenmodtager', 'lm-mette');
  const svar = await send(
    base,
    'POST',
    '/api/Forudbetaling/OpretForudbetalingAnmodning',
    { ...gyldigAnmodning(dataUri(await fakturaPdf())), ...ekstra },
    {
      Cookie: mette,
    },
  );
  if (svar.status !== 201) throw new Error(`The request was not made: ${svar.status} ${await svar.text()}`);
  return { id: ((await svar.json()) as { id: number }).id, mette };
}
