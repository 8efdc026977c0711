import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from './browser';
import { egenServer } from './egen-server';
import { tilTroOgLove, trin } from './guide';
import type { TestServer } from './server';

// A server of its own: the drafts left here must not meet the other browser tests' people.
let server: TestServer;
let browser: Browser;
let faktura: string;
egenServer('faktura-kursuscenter-nord.pdf', (o) => ({ server, browser, faktura } = o));

const felt = (omraade: Page | Locator, label: string) =>
  omraade.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\*?$`));

/** What the server holds as the signed-in person's draft of a form (the page's session), or the status when none. */
async function serverKladde(page: Page, formular: string): Promise<Record<string, unknown> | number> {
  const svar = await page.request.get(`/api/Kladde/${formular}`);
  return svar.ok() ? ((await svar.json()) as Record<string, unknown>) : svar.status();
}

/** Logs in on the demo login page from /app's own 'Log ind', as a person coming back does. */
async function logIndFraStartsiden(page: Page, navn: string): Promise<void> {
  await page.goto('/app');
  await page.getByRole('link', { name: 'Log ind som lønmodtager' }).click();
  await page.getByRole('button', { name: navn }).click();
  await page.waitForURL((url) => url.pathname === '/app');
}

describe('drafts of the prepayment wizard', () => {
  it('resumes at Faktura in a new browser after a new login, with every value and the invoice, and is gone once submitted', async () => {
    const foerste = await newPage(browser, server.baseUrl);
    await foerste.goto(`/fonditlogin?loginHint=loenmodtager&returnUrl=${encodeURIComponent('/app/forudbetaling/anmod')}`);
    await foerste.getByRole('button', { name: 'Mette Jensen' }).click();
    await trin(foerste, 'Hvilke kurser gælder fakturaen?');
    await foerste.getByRole('checkbox', { name: /Svejsning efter EN ISO 9606-1/ }).check();
    await foerste.getByRole('button', { name: 'Fortsæt' }).click();
    await trin(foerste, 'Pris og periode');
    await foerste.getByLabel('Pris').fill('18.500');
    await foerste.getByLabel('Startdato').fill('2026-12-01');
    await foerste.getByLabel('Slutdato').fill('2026-12-05');
    await foerste.getByRole('button', { name: 'Fortsæt' }).click();
    await trin(foerste, 'Fakturaoplysninger');
    await foerste.getByLabel(/^Faktura\*?$/).setInputFiles(faktura);
    await expect.poll(() => felt(foerste, 'Fakturanummer').inputValue(), { timeout: 20_000 }).toBe('KN-2026-0417');
    await foerste.getByText('Kursuscenter Nord ApS').waitFor();
    // The page says it keeps the work; the server has the invoice and the scanned fields.
    await foerste.getByText(/^Kladde gemt \d\d\.\d\d\.\d{4}/).waitFor();
    await expect
      .poll(async () => JSON.stringify(await serverKladde(foerste, 'forudbetaling')), { timeout: 10_000 })
      .toMatch(/"trin":"faktura".*"fakturanummer":"KN-2026-0417".*"filer":\{"kladde-dokument:[0-9a-f]{64}":"data:application\/pdf/);
    await foerste.context().close();

    // Another day, another browser: the start page lists the draft beside the requests.
    const anden = await newPage(browser, server.baseUrl);
    await logIndFraStartsiden(anden, 'Mette Jensen');
    const kladder = anden.getByRole('region', { name: 'Kladder' });
    const raekke = kladder.getByRole('row', { name: /Anmodning om forudbetaling/ });
    await raekke.waitFor();
    expect(await raekke.innerText()).toMatch(/\d\d\.\d\d\.\d{4} \d\d\.\d\d/);
    await anden.getByRole('region', { name: 'Dine anmodninger om forudbetaling' }).waitFor();
    await raekke.getByRole('link', { name: /^Fortsæt kladden Anmodning om forudbetaling/ }).click();

    await trin(anden, 'Fakturaoplysninger');
    await anden.getByText(/^Du fortsætter din kladde fra/).waitFor();
    await anden.getByText('faktura-kursuscenter-nord.pdf').waitFor();
    expect(await felt(anden, 'Fakturanummer').inputValue()).toBe('KN-2026-0417');
    expect(await anden.getByLabel(/CVR-nummer/).inputValue()).toBe('35124004');
    await anden.getByText('Kursuscenter Nord ApS').waitFor();
    expect(await anden.getByRole('radio', { name: /Indbetalingskort/ }).isChecked()).toBe(true);
    expect(await anden.getByLabel(/^Betalings-id/).inputValue()).toBe('000000067097535');
    await anden.getByRole('button', { name: 'Tilbage' }).click();
    await trin(anden, 'Pris og periode');
    expect(await anden.getByLabel('Startdato').inputValue()).toBe('2026-12-01');
    expect(await anden.getByLabel('Slutdato').inputValue()).toBe('2026-12-05');
    expect(await anden.getByLabel('Pris').inputValue()).toBe('18.500,00');
    await anden.getByRole('button', { name: 'Fortsæt' }).click();
    await trin(anden, 'Fakturaoplysninger');
    await tilTroOgLove(anden);
    await anden.getByRole('checkbox', { name: /erklærer på tro og love/ }).check();
    await anden.getByRole('button', { name: 'Indsend anmodning' }).click();
    await anden.getByRole('heading', { name: 'Din anmodning er modtaget' }).waitFor();

    // The draft became the request: gone from the server and the start page; the request has the invoice.
    expect(await serverKladde(anden, 'forudbetaling')).toBe(404);
    await anden.getByRole('link', { name: 'Se din anmodning' }).click();
    await anden.getByText('KN-2026-0417').waitFor();
    const ramme = anden.locator('iframe[title="faktura-kursuscenter-nord.pdf"]');
    const dokument = await anden.request.get((await ramme.getAttribute('src'))!);
    expect(dokument.headers()['content-type']).toBe('application/pdf');
    await anden.goto('/app');
    await anden.getByRole('region', { name: 'Kladder' }).getByText('Du har ingen kladder.').waitFor();
    await anden.getByRole('row', { name: /Svejsning efter EN ISO 9606-1/ }).waitFor();
    // A short while on, nothing saved late has brought the draft back.
    await anden.waitForTimeout(2500);
    expect(await serverKladde(anden, 'forudbetaling')).toBe(404);
  });

  it('deletes a draft from the start page after asking, with its invoice', async () => {
    const page = await newPage(browser, server.baseUrl);
    await page.goto(`/fonditlogin?loginHint=loenmodtager&returnUrl=${encodeURIComponent('/app/forudbetaling/anmod')}`);
    await page.getByRole('button', { name: 'Lars Nielsen' }).click();
    await trin(page, 'Hvilke kurser gælder fakturaen?');
    await page.getByRole('checkbox', { name: /CNC-programmering/ }).check();
    await page.getByRole('button', { name: 'Fortsæt' }).click();
    await trin(page, 'Pris og periode');
    await expect.poll(async () => JSON.stringify(await serverKladde(page, 'forudbetaling'))).toContain('"trin":"deltagelse"');

    // Opened straight from its address, the draft is the one first load the page's HTML has no answer
    // for: the wizard waits for it under the header, asks for nothing else, and resumes at its step.
    const kald: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/')) kald.push(new URL(r.url()).pathname);
    });
    await page.addInitScript(() => {
      new MutationObserver((aendringer) => {
        const hoved = aendringer.some((a) => [...a.removedNodes].some((n) => n instanceof Element && n.querySelector('header')));
        if (hoved) (window as unknown as { hovedFjernet: boolean }).hovedFjernet = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/app/forudbetaling/anmod');
    await trin(page, 'Pris og periode');
    expect(await page.evaluate(() => (window as unknown as { hovedFjernet?: boolean }).hovedFjernet)).toBeUndefined();
    expect(kald).toEqual(['/api/Kladde/forudbetaling']);

    await page
      .getByRole('banner')
      .getByRole('link', { name: /^Fondsportalen/ })
      .click();
    const kladder = page.getByRole('region', { name: 'Kladder' });
    await kladder.getByRole('button', { name: /^Slet kladden Anmodning om forudbetaling/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Slet kladden?' });
    await dialog.getByRole('button', { name: 'Annuller' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await serverKladde(page, 'forudbetaling')).toMatchObject({ trin: 'deltagelse' });
    await kladder.getByRole('button', { name: /^Slet kladden Anmodning om forudbetaling/ }).click();
    await dialog.getByRole('button', { name: 'Slet kladden' }).click();
    await kladder.getByText('Kladden er slettet.').waitFor();
    await kladder.getByText('Du har ingen kladder.').waitFor();
    expect(await serverKladde(page, 'forudbetaling')).toBe(404);

    // The wizard starts over.
    await page.goto('/app/forudbetaling/anmod');
    await trin(page, 'Hvilke kurser gælder fakturaen?');
    expect(await page.getByRole('checkbox', { name: /CNC-programmering/ }).isChecked()).toBe(false);
  });
});

const FORMULAR = '/app/virksomhed/arbejdsmangel/anmod';

async function logIndSomVirksomhed(navn: string): Promise<Page> {
  const page = await newPage(browser, server.baseUrl);
  await page.goto(`/log-ind?loginHint=virksomhed&returnUrl=${encodeURIComponent(FORMULAR)}`);
  await page.getByRole('button', { name: navn }).click();
  await page.waitForURL(`**${FORMULAR}`);
  await page.getByRole('heading', { name: 'Ansøgning om støtte ved midlertidig arbejdsmangel' }).waitFor();
  return page;
}

describe('drafts of the employer form', () => {
  it('shows a company its draft with two employees and their hours when it opens the form again, and submits it', async () => {
    const foerste = await logIndSomVirksomhed('Nordisk Stål & Montage A/S');
    await foerste.getByRole('radio', { name: 'Afdeling', exact: true }).check();
    await felt(foerste, 'Navn på afdeling / produktionsenhed').fill('Svejseafdelingen');
    await foerste.getByLabel('Fra', { exact: true }).fill('2027-03-01');
    await foerste.getByLabel('Til', { exact: true }).fill('2027-04-04');
    await foerste.getByRole('radio', { name: 'Samtlige omfattede medarbejdere', exact: true }).check();
    await foerste.getByRole('button', { name: 'Tilføj medarbejder' }).click();
    const dialog = foerste.getByRole('dialog', { name: 'Tilføj medarbejder' });
    await felt(dialog, 'Navn').fill('Anna Hansen');
    await felt(dialog, 'CPR-nummer').fill('020290-1234');
    await dialog.getByLabel('Uge 9, 2027', { exact: true }).fill('7.5');
    await dialog.getByLabel('Uge 10, 2027', { exact: true }).fill('30');
    await dialog.getByRole('button', { name: 'Gem og tilføje endnu en medarbejder' }).click();
    await dialog.getByText('Samlet: 0,00 timer').waitFor();
    await felt(dialog, 'Navn').fill('Carl Berg');
    await felt(dialog, 'CPR-nummer').fill('030385-2345');
    await dialog.getByLabel('Uge 11, 2027', { exact: true }).fill('20');
    await dialog.getByRole('button', { name: 'Gem', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(async () => JSON.stringify(await serverKladde(foerste, 'arbejdsmangel')), { timeout: 10_000 })
      .toContain('"navn":"Carl Berg"');
    await foerste.context().close();

    const anden = await logIndSomVirksomhed('Nordisk Stål & Montage A/S');
    await anden.getByText(/^Du fortsætter din kladde fra/).waitFor();
    expect(await anden.getByRole('radio', { name: 'Afdeling', exact: true }).isChecked()).toBe(true);
    expect(await felt(anden, 'Navn på afdeling / produktionsenhed').inputValue()).toBe('Svejseafdelingen');
    expect(await anden.getByLabel('Fra', { exact: true }).inputValue()).toBe('2027-03-01');
    expect(await anden.getByLabel('Til', { exact: true }).inputValue()).toBe('2027-04-04');
    expect(await anden.getByRole('radio', { name: 'Samtlige omfattede medarbejdere', exact: true }).isChecked()).toBe(true);
    expect(await anden.getByRole('row', { name: /Anna Hansen/ }).textContent()).toContain('37,50');
    expect(await anden.getByRole('row', { name: /Carl Berg/ }).textContent()).toContain('20,00');
    await anden.getByRole('button', { name: 'Rediger Anna Hansen' }).click();
    const rediger = anden.getByRole('dialog', { name: 'Rediger medarbejder' });
    expect(await rediger.getByLabel('Uge 10, 2027', { exact: true }).inputValue()).toBe('30');
    await rediger.getByRole('button', { name: 'Luk', exact: true }).click();

    // The resumed draft is complete: its review shows in the form's last part, which sends it.
    await anden.getByRole('heading', { name: 'Kontrollér dine oplysninger' }).waitFor();
    await anden.getByRole('button', { name: 'Indsend ansøgning' }).click();
    await anden
      .getByRole('alert')
      .filter({ hasText: /^Ansøgning er indsendt/ })
      .waitFor();
    expect(await serverKladde(anden, 'arbejdsmangel')).toBe(404);
    // The empty form after submission is no draft, also after a reload.
    await anden.waitForTimeout(2500);
    await anden.reload();
    await anden.getByRole('button', { name: 'Indsend ansøgning' }).waitFor();
    expect(await anden.getByRole('radio', { name: 'Afdeling', exact: true }).isChecked()).toBe(false);
    expect(await anden.getByRole('row', { name: /Anna Hansen/ }).count()).toBe(0);
    expect(await serverKladde(anden, 'arbejdsmangel')).toBe(404);
  });
});
