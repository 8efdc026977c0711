import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { utenKladde } from './api';
import { newPage, startBrowser } from './browser';

const FORMULAR = '/app/virksomhed/arbejdsmangel/anmod';

let browser: Browser;
beforeAll(async () => {
  browser = await startBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Logs a company in on the demo login page and opens the form afresh, without a draft another test left. */
async function logIndSomVirksomhed(navn: string): Promise<Page> {
  const page = await newPage(browser);
  await page.goto(`/log-ind?loginHint=virksomhed&returnUrl=${encodeURIComponent(FORMULAR)}`);
  await page.getByRole('button', { name: navn }).click();
  await page.waitForURL(`**${FORMULAR}`);
  await utenKladde(page, 'arbejdsmangel');
  await page.reload();
  return page;
}

/** A text field by its visible label; required fields show an asterisk after it. */
function felt(omraade: Page | Locator, label: string): Locator {
  return omraade.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`));
}

const sektion = (page: Page, navn: string) => page.getByRole('region', { name: navn });

async function tilfoejMedarbejder(dialog: Locator, navn: string, cpr: string, timer: Record<string, string>) {
  await felt(dialog, 'Navn').fill(navn);
  await felt(dialog, 'CPR-nummer').fill(cpr);
  for (const [uge, antal] of Object.entries(timer)) await dialog.getByLabel(uge, { exact: true }).fill(antal);
}

describe('work-shortage application (employer)', () => {
  it('lets a company fill, add, edit and remove employees, and submit', async () => {
    const page = await logIndSomVirksomhed('Nordisk Stål & Montage A/S');
    await page.getByRole('heading', { name: 'Ansøgning om støtte ved midlertidig arbejdsmangel' }).waitFor();
    const indsend = page.getByRole('button', { name: 'Indsend ansøgning' });
    const tilfoej = page.getByRole('button', { name: 'Tilføj medarbejder' });

    // Messages stay hidden until the first submit attempt.
    expect(await page.getByText('Peiode skal angives.').count()).toBe(0);
    expect(await page.getByText('Ingen medarbejdere angivet.').count()).toBe(0);
    expect(await tilfoej.isDisabled()).toBe(true);
    await indsend.click();
    await page.getByText('Peiode skal angives.').waitFor();
    for (const besked of [
      'Omfang af virksomhed skal angives.',
      'Der skal angives hvordan der er opnået enighed med medarbejdre.',
      'Ingen medarbejdere angivet.',
    ]) {
      expect(await page.getByText(besked).isVisible()).toBe(true);
    }

    // 1 Omfang: the unit's name only for a department or production unit; every change pings the session.
    const enhedsnavn = felt(page, 'Navn på afdeling / produktionsenhed');
    expect(await enhedsnavn.count()).toBe(0);
    await page.getByRole('radio', { name: 'Afdeling', exact: true }).check();
    await page.getByText('Navn på afdeling / produktionsenhed skal angives.').waitFor();
    const ping = page.waitForRequest((r) => new URL(r.url()).pathname === '/sessionkeepalive');
    await enhedsnavn.fill('Svejseafdelingen');
    await ping;
    await page.getByText('Navn på afdeling / produktionsenhed skal angives.').waitFor({ state: 'detached' });

    // 2 Periode: five ISO weeks, 9 to 13 of 2027; the 4–12 weeks text is shown, not enforced.
    const periode = sektion(page, '2 Periode');
    await periode.getByText('mindst fire og højst tolv uger').waitFor();
    await periode.getByLabel('Fra', { exact: true }).fill('2027-03-01');
    await periode.getByLabel('Til', { exact: true }).fill('2027-04-04');
    expect(await periode.getByLabel('Fra', { exact: true }).getAttribute('max')).toBe('2027-04-04');
    expect(await periode.getByLabel('Til', { exact: true }).getAttribute('min')).toBe('2027-03-01');
    await page.getByText('Peiode skal angives.').waitFor({ state: 'detached' });

    // 3 Enighed: the representative's fields unless all employees agreed.
    const enighed = sektion(page, '3 Enighed med medarbejdere');
    expect(await felt(enighed, 'Jobtitel').count()).toBe(0);
    await enighed.getByRole('radio', { name: 'Tillidsrepræsentant', exact: true }).check();
    await enighed.getByText('Jobtitel på repræsentant skal angives.').waitFor();
    await felt(enighed, 'Navn').fill('Bo Svendsen');
    await felt(enighed, 'CPR-nummer').fill('010180-1234');
    expect(await felt(enighed, 'CPR-nummer').getAttribute('maxlength')).toBe('11');
    await felt(enighed, 'Jobtitel').fill('Svejser');
    await felt(enighed, 'Email').fill('bo@nordisk-staal.dk');
    await felt(enighed, 'Telefonnummer').fill('+45 12 34 56 78');
    await enighed.getByText('Jobtitel på repræsentant skal angives.').waitFor({ state: 'detached' });

    // 4 Medarbejdere: two through the add dialog, the second after 'Gem og tilføje endnu en medarbejder'.
    expect(await tilfoej.isEnabled()).toBe(true);
    await tilfoej.click();
    const dialog = page.getByRole('dialog', { name: 'Tilføj medarbejder' });
    await dialog.waitFor();
    expect(await dialog.getByLabel(/^Uge \d+, \d{4}$/).allInnerTexts()).toHaveLength(5);
    expect(await dialog.getByLabel('Uge 9, 2027', { exact: true }).getAttribute('min')).toBe('0');
    expect(await dialog.getByText('Navn skal angives.').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Gem', exact: true }).click();
    for (const besked of ['Navn skal angives.', 'CPR-nummer skal angives (10 cifre).', 'Kursustimer skal angives.']) {
      await dialog.getByText(besked).waitFor();
    }
    await tilfoejMedarbejder(dialog, 'Anna Hansen', '020290-1234', { 'Uge 9, 2027': '7.5', 'Uge 10, 2027': '30' });
    await dialog.getByText('Samlet: 37,50 timer').waitFor();
    await dialog.getByRole('button', { name: 'Gem og tilføje endnu en medarbejder' }).click();
    await dialog.getByText('Samlet: 0,00 timer').waitFor();
    expect(await felt(dialog, 'Navn').inputValue()).toBe('');
    expect(await dialog.getByText('Navn skal angives.').count()).toBe(0);
    await tilfoejMedarbejder(dialog, 'Carl Berg', '030385-2345', { 'Uge 11, 2027': '20', 'Uge 12, 2027': '0' });
    await dialog.getByText('Samlet: 20,00 timer').waitFor();
    await dialog.getByRole('button', { name: 'Gem', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    const anna = page.getByRole('row', { name: /Anna Hansen/ });
    expect(await anna.textContent()).toContain('37,50');
    expect(await page.getByRole('row', { name: /Carl Berg/ }).textContent()).toContain('20,00');

    // Edit: changes apply as they are typed; an emptied week is removed.
    await page.getByRole('button', { name: 'Rediger Anna Hansen' }).click();
    const rediger = page.getByRole('dialog', { name: 'Rediger medarbejder' });
    await felt(rediger, 'Navn').fill('Anna Holm');
    await rediger.getByLabel('Uge 10, 2027', { exact: true }).fill('');
    await rediger.getByText('Samlet: 7,50 timer').waitFor();
    await rediger.getByRole('button', { name: 'Luk', exact: true }).click();
    await rediger.waitFor({ state: 'detached' });
    expect(await page.getByRole('row', { name: /Anna Holm/ }).textContent()).toContain('7,50');

    // Remove.
    await page.getByRole('button', { name: 'Fjern Carl Berg' }).click();
    await page.getByRole('row', { name: /Carl Berg/ }).waitFor({ state: 'detached' });

    // 5 Indsend: the body is the schema's; the form starts over after success.
    const [opret] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/api/ArbejdsmangelAnsoegning/OpretAnsoegning')),
      indsend.click(),
    ]);
    expect(opret.postDataJSON()).toEqual({
      omfang: 'Afdeling',
      ansoegningsNavn: 'Svejseafdelingen',
      periode: { fra: '2027-03-01', til: '2027-04-04' },
      enighed: 'Tillidsrepraesentant',
      medarbejderRepraesentant: {
        navn: 'Bo Svendsen',
        cpr: '010180-1234',
        jobTitel: 'Svejser',
        email: 'bo@nordisk-staal.dk',
        telefon: '+45 12 34 56 78',
      },
      medarbejdere: [{ navn: 'Anna Holm', cpr: '020290-1234', kursusTimerPerUge: [{ aar: 2027, ugeNr: 9, timerPerUge: 7.5 }] }],
    });
    const kvittering = page.getByRole('alert').filter({ hasText: /^Ansøgning er indsendt/ });
    await kvittering.waitFor();
    expect(await page.getByRole('radio', { name: 'Afdeling', exact: true }).isChecked()).toBe(false);
    expect(await page.getByRole('row', { name: /Anna Holm/ }).count()).toBe(0);
    expect(await page.getByText('Peiode skal angives.').count()).toBe(0);
  });

  it('drops the hours of weeks outside a changed period, and sends no hidden fields', async () => {
    const page = await logIndSomVirksomhed('Fyns Træ og Byg ApS');
    await page.getByRole('radio', { name: 'Produktionsenhed', exact: true }).check();
    await felt(page, 'Navn på afdeling / produktionsenhed').fill('Odense');
    await page.getByRole('radio', { name: 'Hele virksomheden', exact: true }).check();
    await page.getByLabel('Fra', { exact: true }).fill('2026-12-21');
    await page.getByLabel('Til', { exact: true }).fill('2027-01-24');
    const enighed = sektion(page, '3 Enighed med medarbejdere');
    await enighed.getByRole('radio', { name: 'Tillidsrepræsentant', exact: true }).check();
    await felt(enighed, 'Navn').fill('Halvt udfyldt');
    await enighed.getByRole('radio', { name: 'Samtlige omfattede medarbejdere', exact: true }).check();

    await page.getByRole('button', { name: 'Tilføj medarbejder' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tilføj medarbejder' });
    // Across New Year: ISO week 53 of 2026 and week 1 of 2027.
    await tilfoejMedarbejder(dialog, 'Dorte Lund', '1111901234', {
      'Uge 52, 2026': '10',
      'Uge 53, 2026': '12.5',
      'Uge 1, 2027': '8',
      'Uge 3, 2027': '5',
    });
    await dialog.getByText('Samlet: 35,50 timer').waitFor();
    await dialog.getByRole('button', { name: 'Gem', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByLabel('Fra', { exact: true }).fill('2026-12-28');
    await page.getByLabel('Til', { exact: true }).fill('2027-01-10');
    await page
      .getByRole('row', { name: /Dorte Lund/ })
      .getByText('20,50')
      .waitFor();

    // The server's field errors show where they belong: a CPR number twice is refused on the second row.
    await page.getByRole('button', { name: 'Tilføj medarbejder' }).click();
    await tilfoejMedarbejder(dialog, 'Dorte Lund Jensen', '111190-1234', { 'Uge 1, 2027': '4' });
    await dialog.getByRole('button', { name: 'Gem', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Indsend ansøgning' }).click();
    await page
      .getByRole('row', { name: /Dorte Lund Jensen/ })
      .getByText('Medarbejderen er allerede på listen.')
      .waitFor();
    expect(
      await page
        .getByRole('alert')
        .filter({ hasText: /^Ansøgning er indsendt/ })
        .count(),
    ).toBe(0);
    await page.getByRole('button', { name: 'Fjern Dorte Lund Jensen' }).click();

    const [opret] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/api/ArbejdsmangelAnsoegning/OpretAnsoegning')),
      page.getByRole('button', { name: 'Indsend ansøgning' }).click(),
    ]);
    expect(opret.postDataJSON()).toEqual({
      omfang: 'HeleVirksomheden',
      periode: { fra: '2026-12-28', til: '2027-01-10' },
      enighed: 'SamtligeOmfattedeMedarbejdere',
      medarbejdere: [
        {
          navn: 'Dorte Lund',
          cpr: '1111901234',
          kursusTimerPerUge: [
            { aar: 2026, ugeNr: 53, timerPerUge: 12.5 },
            { aar: 2027, ugeNr: 1, timerPerUge: 8 },
          ],
        },
      ],
    });
    await page
      .getByRole('alert')
      .filter({ hasText: /^Ansøgning er indsendt/ })
      .waitFor();
  });

  it('tells a company that may not apply why, without a form', async () => {
    const page = await logIndSomVirksomhed('Butik Hansen ApS');
    await page
      .getByText(
        'Din virksomhed indbetaler ikke for en overenskomst der giver mulighed for at søge om støtte ved midlertidig arbejdsmangel.',
      )
      .waitFor();
    expect(await page.getByRole('button', { name: 'Indsend ansøgning' }).count()).toBe(0);
  });

  it('sends an employee to the company login', async () => {
    const page = await newPage(browser);
    await page.goto(`/fonditlogin?loginHint=loenmodtager&returnUrl=${encodeURIComponent(FORMULAR)}`);
    await page.getByRole('button', { name: 'Mette Jensen' }).click();
    await page.getByText('Du har ikke adgang til denne side.').waitFor();
    await page.waitForURL((url) => url.pathname === '/log-ind');
    const url = new URL(page.url());
    expect(url.searchParams.get('loginHint')).toBe('virksomhed');
    expect(url.searchParams.get('returnUrl')).toBe(FORMULAR);
  });
});
