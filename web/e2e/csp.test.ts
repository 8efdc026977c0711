import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { logIndSomAdmin } from './admin';
import { utenKladde } from './api';
import { newPage, startBrowser } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await startBrowser();
});
afterAll(async () => {
  await browser?.close();
});

let brud: string[] = [];
let fejl: string[] = [];

/** A page that records, across navigations, every CSP violation and every uncaught error. */
async function overvaagetSide(): Promise<Page> {
  const page = await newPage(browser);
  await page.exposeFunction('rapporterCspBrud', (besked: string) => brud.push(besked));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const rapporter = (window as unknown as { rapporterCspBrud: (besked: string) => void }).rapporterCspBrud;
      void rapporter(`${e.effectiveDirective} ${e.blockedURI} på ${e.documentURI}`);
    });
  });
  // React reports an error it recovered from (#520) with the real one as its cause: keep that too, so a failure says why.
  await page.exposeFunction('rapporterAarsag', (besked: string) => fejl.push(besked));
  await page.addInitScript(() => {
    window.addEventListener('error', (e) => {
      const aarsag = (e.error as { cause?: unknown } | undefined)?.cause;
      const rapporter = (window as unknown as { rapporterAarsag: (besked: string) => void }).rapporterAarsag;
      if (aarsag) void rapporter(`årsag: ${aarsag instanceof Error ? `${aarsag.message}\n${aarsag.stack ?? ''}` : String(aarsag)}`);
    });
  });
  page.on('pageerror', (error) => fejl.push(error.message));
  return page;
}

// Checked after every test, also one that failed on the way: these say why.
afterEach(() => {
  const [b, f] = [brud, fejl];
  [brud, fejl] = [[], []];
  expect(b).toEqual([]);
  expect(f).toEqual([]);
});

// The policy forbids eval, so the browser's validators must be the precompiled ones.
describe('Content-Security-Policy without eval', () => {
  it("lets an employee open the start page and the wizard, whose steps still say what's missing", async () => {
    const page = await overvaagetSide();
    await page.goto('/app');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.goto('/fonditlogin?loginHint=loenmodtager&returnUrl=%2Fapp');
    await page.getByRole('button', { name: 'Lars Nielsen' }).click();
    await page.waitForURL((url) => url.pathname === '/app');
    // The wizard from its first step: not a draft another test left.
    await utenKladde(page, 'forudbetaling');
    await page.goto('/app/forudbetaling/anmod');
    await page.getByRole('heading', { name: 'Anmod om forudbetaling', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Fortsæt' }).click();
    await page.getByText('Der skal vælges mindst ét kursus.').first().waitFor();

    // The second step's rules compare two fields ($data): an end before the start is refused.
    await page.getByRole('checkbox', { name: /CNC-programmering/ }).check();
    await page.getByRole('button', { name: 'Fortsæt' }).click();
    await page.getByRole('heading', { name: 'Pris og periode', level: 2 }).waitFor();
    await page.getByLabel('Pris').fill('15.750');
    await page.getByLabel('Startdato').fill('2026-12-05');
    await page.getByLabel('Slutdato').fill('2026-12-01');
    await page.getByRole('button', { name: 'Fortsæt' }).click();
    await page.getByText('Periode er ikke angivet korrekt.').first().waitFor();
    expect(await page.getByText('Pris er ikke angivet korrekt.').count()).toBe(0);
  });

  it('lets a company open and try to submit the work-shortage form', async () => {
    const page = await overvaagetSide();
    const formular = '/app/virksomhed/arbejdsmangel/anmod';
    await page.goto('/log-ind?loginHint=virksomhed&returnUrl=%2Fapp');
    await page.getByRole('button', { name: 'Fyns Træ og Byg ApS' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/app'));
    // The form from its start: not a draft another test left.
    await utenKladde(page, 'arbejdsmangel');
    await page.goto(formular);
    await page.getByRole('button', { name: 'Indsend ansøgning' }).click();
    await page.locator('form').getByText('Ingen medarbejdere angivet.').waitFor();
  });

  it('lets an admin log in and have a bad text key refused', async () => {
    const page = await overvaagetSide();
    await logIndSomAdmin(page, '/app/admin/tekst/opret');
    await page.getByRole('heading', { name: 'Opret tekst' }).waitFor();
    await page.getByLabel('Nøgle').fill('Forkert Nøgle');
    await page.getByRole('button', { name: 'Opret tekst' }).click();
    await page.locator('form').getByText('Nøgle har ikke korrekt format.').waitFor();
  });
});
