import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { gyldigAnsoegning } from '../../server/testing/fixtures';
import { logIndSomAdmin } from './admin';
import { adminHeaders, send } from './api';
import { newPage } from './browser';

/** Helpers for the low-code proofs (definitioner*.test.ts): each edits a copy of the definitions. */

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- an edited JSON file

export async function opretAnsoegning(base: string, virksomhed: string, ekstra: Json = {}): Promise<number> {
  const res = await send(
    base,
    'POST',
    '/api/ArbejdsmangelAnsoegning/OpretAnsoegning',
    { ...gyldigAnsoegning(), ...ekstra },
    { Cookie: virksomhed },
  );
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

export const VIRKSOMHEDENS_FORMULAR = '/app/virksomhed/arbejdsmangel/anmod';

/** The demo company signs in on this page (in its browser, so a try-out there goes on) and opens its application form. */
export async function virksomhedLogInd(page: Page): Promise<void> {
  await page.goto(`/log-ind?loginHint=virksomhed&returnUrl=${encodeURIComponent(VIRKSOMHEDENS_FORMULAR)}`);
  await page.getByRole('button', { name: 'Nordisk Stål & Montage A/S' }).click();
  await page.waitForURL(`**${VIRKSOMHEDENS_FORMULAR}`);
}

export async function logIndSomVirksomhed(browser: Browser, base: string): Promise<Page> {
  const page = await newPage(browser, base);
  await virksomhedLogInd(page);
  return page;
}

/** The banner every page of a try-out shows at the top. */
export const proeveBanner = (page: Page): Locator => page.getByRole('region', { name: 'Prøve af et udkast' });

/** The banner's words for the draft with this title, as the person reads them (written out, so a changed wording fails). */
export const proeveTekst = (titel: string): string =>
  `Prøver udkastet "${titel}" — intet gemmes i rigtige sager, og der sendes ingen e-mails`;

/**
 * 'Prøv udkastet' on the draft's page: this browser (its context) runs the real pages on the draft,
 * beginning at the portal's start page with the banner naming the draft.
 */
export async function proevUdkastet(page: Page, titel: string): Promise<void> {
  await page.getByRole('button', { name: 'Prøv udkastet' }).click();
  await page.waitForURL((url) => url.pathname === '/app');
  await proeveBanner(page).getByText(proeveTekst(titel)).waitFor();
}

/**
 * 'Stop prøven' in the banner: back on the page at `sti`, now the published one, and the banner gone. The stop
 * is two steps (a page of its own, then /proeve/stoppet that clears the cookie): this waits for the second,
 * lest the next goto cut it off and leave the try-out running.
 */
export async function stopProeven(page: Page, sti: string): Promise<void> {
  const stoppet = page.waitForResponse((svar) => new URL(svar.url()).pathname === '/proeve/stoppet');
  await proeveBanner(page).getByRole('button', { name: 'Stop prøven' }).click();
  await stoppet;
  await page.waitForURL((url) => url.pathname === sti);
  await expect.poll(() => proeveBanner(page).count()).toBe(0);
}

/**
 * Publishes changes to the live definitions through the API, as the fund does it on a running portal:
 * the analyst makes a draft from the live files (`aendr` edits copies of them and answers the paths
 * it changed), checks it, and the administrator publishes it. Answers the version before, for Genudgiv.
 */
export async function udgivAendringer(
  base: string,
  titel: string,
  aendr: (filer: Record<string, Json>) => Record<string, Json | null>,
): Promise<{ foer: number; version: number }> {
  const analytiker = await adminHeaders(base, 'analytiker');
  const live = (await (await send(base, 'GET', '/api/Definitioner/Live', undefined, analytiker)).json()) as {
    version: number;
    filer: Record<string, Json>;
  };
  const { id } = (await (await send(base, 'POST', '/api/Definitioner/Udkast', { titel }, analytiker)).json()) as { id: string };
  for (const [sti, indhold] of Object.entries(aendr(structuredClone(live.filer)))) {
    const gemt = await send(base, 'PUT', `/api/Definitioner/Udkast/${id}/Filer`, { sti, indhold }, analytiker);
    expect(gemt.status, sti).toBe(200);
  }
  const tjek = (await (await send(base, 'POST', `/api/Definitioner/Udkast/${id}/Tjek`, {}, analytiker)).json()) as { fejl: unknown[] };
  expect(tjek.fejl).toEqual([]);
  const udgivet = await send(base, 'POST', `/api/Definitioner/Udkast/${id}/Udgiv`, { note: titel }, await adminHeaders(base));
  expect(udgivet.status).toBe(201);
  return { foer: live.version, version: ((await udgivet.json()) as { version: number }).version };
}

/**
 * 'Genudgiv' through the API with four eyes, as the fund rolls back on a running portal: the administrator
 * asks (202, a draft of the earlier version's files) and the analyst publishes that draft. Answers the new version.
 */
export async function genudgivAendringer(base: string, version: number): Promise<number> {
  const bedt = await send(base, 'POST', `/api/Definitioner/Versioner/${version}/Genudgiv`, { note: 'Tilbage' }, await adminHeaders(base));
  expect(bedt.status).toBe(202);
  const { udkast } = (await bedt.json()) as { udkast: { id: string } };
  const analytiker = await adminHeaders(base, 'analytiker');
  const udgivet = await send(base, 'POST', `/api/Definitioner/Udkast/${udkast.id}/Udgiv`, { note: 'Tilbage, set' }, analytiker);
  expect(udgivet.status).toBe(201);
  return ((await udgivet.json()) as { version: number }).version;
}

/**
 * 'Genudgiv version N' on the versions page, with four eyes: `beder` writes why and lands on the rollback's
 * draft, which they may not publish; `udgiver`, someone else, opens it, keeps the note and publishes it. The
 * versions page then names the version put back. Answers the new version.
 */
export async function genudgivIStudiet(beder: Page, udgiver: Page, version: number, note: string): Promise<number> {
  await beder.goto('/app/admin/definitioner/versioner');
  await beder.getByRole('button', { name: `Genudgiv version ${version}` }).click();
  const dialog = beder.getByRole('dialog', { name: `Genudgiv version ${version}` });
  await dialog.getByText(/En anden analytiker eller administrator ser det igennem og udgiver det \(fire øjne\)/).waitFor();
  await dialog.getByLabel('Note om ændringen').fill(note);
  await dialog.getByRole('button', { name: 'Genudgiv' }).click();
  await beder.getByRole('heading', { level: 1, name: `Genudgiv version ${version}` }).waitFor();
  await beder
    .getByRole('status')
    .getByText(
      `Genudgivelsen af version ${version} er lagt som dette udkast. En anden analytiker eller administrator udgiver det (fire øjne).`,
    )
    .waitFor();
  await beder.getByText(`Udkastet genudgiver version ${version}. Begrundelse: ${note}`).waitFor();
  const selv = beder.getByRole('button', { name: 'Udgiv', exact: true });
  await selv.waitFor();
  expect(await selv.isDisabled()).toBe(true);

  await udgiver.goto(beder.url());
  await udgiver.getByRole('heading', { level: 1, name: `Genudgiv version ${version}` }).waitFor();
  expect(await udgiver.getByLabel('Note om ændringen').inputValue()).toBe(note);
  await udgiver.getByRole('button', { name: 'Udgiv', exact: true }).click();
  await udgiver.waitForURL('**/app/admin/definitioner/versioner');
  const udgivet = await udgiver.getByText(/^Version \d+ er udgivet og gælder ved næste sideindlæsning\.$/).innerText();
  const ny = Number(/\d+/.exec(udgivet)![0]);
  await udgiver
    .getByRole('row', { name: new RegExp(`^${ny} `) })
    .getByText(`genudgivelse af version ${version}`)
    .waitFor();
  return ny;
}

/** genudgivIStudiet with `admin` asking and an analyst, signed in on a page of their own, publishing. */
export async function genudgivSomAdmin(browser: Browser, admin: Page, version: number, note: string): Promise<number> {
  const analytiker = await newPage(browser, new URL(admin.url()).origin);
  await logIndSomAdmin(analytiker, '/app/admin/definitioner', 'analytiker');
  const ny = await genudgivIStudiet(admin, analytiker, version, note);
  await analytiker.close();
  return ny;
}
