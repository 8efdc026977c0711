import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, startBrowser } from './browser';
import {
  felt,
  FORMULAR,
  harFokus,
  indsend,
  logIndSomVirksomhed,
  sektion,
  tilfoejMedarbejder,
  udfyldGrundoplysninger,
  udfyldMedarbejder,
} from './virksomhed';

let browser: Browser;
beforeAll(async () => {
  browser = await startBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('work-shortage application (employer)', () => {
  it("lets a company fill, add, edit and remove employees, check everything in part 5 and submit there with 'Indsend ansøgning', and gives a receipt", async () => {
    const page = await logIndSomVirksomhed(browser, 'Nordisk Stål & Montage A/S');
    await page.getByRole('heading', { name: 'Ansøgning om støtte ved midlertidig arbejdsmangel' }).waitFor();
    // SPEC §2.4: part 5 of the form is the submit button 'Indsend ansøgning'.
    const del5 = sektion(page, '5 Indsend ansøgning');
    const indsendKnap = del5.getByRole('button', { name: 'Indsend ansøgning' });
    const tilfoej = page.getByRole('button', { name: 'Tilføj medarbejder' });
    let forsendelser = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/ArbejdsmangelAnsoegning/OpretAnsoegning')) forsendelser++;
    });

    // Messages stay hidden until the first attempt to submit, which they then refuse (SPEC §4.3).
    expect(await page.getByText('Peiode skal angives.').count()).toBe(0);
    expect(await page.getByText('Ingen medarbejdere angivet.').count()).toBe(0);
    expect(await tilfoej.isDisabled()).toBe(true);
    await del5.getByText('Når alle felter er udfyldt').waitFor();
    await indsendKnap.click();
    await page.locator('form').getByText('Peiode skal angives.').waitFor();
    for (const besked of [
      'Omfang af virksomhed skal angives.',
      'Der skal angives hvordan der er opnået enighed med medarbejdre.',
      'Ingen medarbejdere angivet.',
    ]) {
      expect(await page.locator('form').getByText(besked).isVisible()).toBe(true);
    }
    expect(await page.getByRole('heading', { name: 'Kontrollér dine oplysninger' }).count()).toBe(0);
    expect(forsendelser).toBe(0);

    // 1 Omfang: the unit's name only for a department or production unit; every change pings the session.
    const enhedsnavn = felt(page, 'Navn på afdeling / produktionsenhed');
    expect(await enhedsnavn.count()).toBe(0);
    await page.getByRole('radio', { name: 'Afdeling', exact: true }).check();
    await page.locator('form').getByText('Navn på afdeling / produktionsenhed skal angives.').waitFor();
    const ping = page.waitForRequest((r) => new URL(r.url()).pathname === '/sessionkeepalive');
    await enhedsnavn.fill('Svejseafdelingen');
    await ping;
    await page.locator('form').getByText('Navn på afdeling / produktionsenhed skal angives.').waitFor({ state: 'detached' });

    // 2 Periode: five ISO weeks, 9 to 13 of 2027; the 4–12 weeks text is shown, not enforced.
    const periode = sektion(page, '2 Periode');
    await periode.getByText('mindst fire og højst tolv uger').waitFor();
    await periode.getByLabel('Fra', { exact: true }).fill('2027-03-01');
    await periode.getByLabel('Til', { exact: true }).fill('2027-04-04');
    expect(await periode.getByLabel('Fra', { exact: true }).getAttribute('max')).toBe('2027-04-04');
    expect(await periode.getByLabel('Til', { exact: true }).getAttribute('min')).toBe('2027-03-01');
    await page.locator('form').getByText('Peiode skal angives.').waitFor({ state: 'detached' });

    // 3 Enighed: the representative's fields unless all employees agreed.
    const enighed = sektion(page, '3 Enighed med medarbejdere');
    expect(await felt(enighed, 'Jobtitel').count()).toBe(0);
    await enighed.getByRole('radio', { name: 'Tillidsrepræsentant', exact: true }).check();
    await enighed.getByText('Jobtitel på repræsentant skal angives.').waitFor();
    await felt(enighed, 'Navn').fill('Bo Svendsen');
    await felt(enighed, 'CPR-nummer').fill('0101801234');
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
    expect(await dialog.getByLabel(/^Uge \d+, \d{4}$/).count()).toBe(5);
    expect(await dialog.getByLabel('Uge 9, 2027', { exact: true }).getAttribute('inputmode')).toBe('decimal');
    expect(await dialog.getByText('Navn skal angives.').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Gem', exact: true }).click();
    for (const besked of ['Navn skal angives.', 'CPR-nummer skal angives (10 cifre).', 'Kursustimer skal angives.']) {
      await dialog.locator('form').getByText(besked).waitFor();
    }
    // Hours with a Danish decimal comma.
    await udfyldMedarbejder(dialog, 'Anna Hansen', '0202901234', { 'Uge 9, 2027': '7,5', 'Uge 10, 2027': '30' });
    await dialog.getByText('Samlet: 37,50 timer').waitFor();
    await dialog.getByRole('button', { name: 'Gem og tilføje endnu en medarbejder' }).click();
    // The same dialog, empty, says who was added, and the name field has the focus.
    await dialog.getByText('Anna Hansen er tilføjet.').waitFor();
    await dialog.getByText('Samlet: 0,00 timer').waitFor();
    expect(await felt(dialog, 'Navn').inputValue()).toBe('');
    expect(await harFokus(felt(dialog, 'Navn'))).toBe(true);
    expect(await dialog.getByText('Navn skal angives.').count()).toBe(0);
    await udfyldMedarbejder(dialog, 'Carl Berg', '030385-2345', { 'Uge 11, 2027': '20', 'Uge 12, 2027': '0' });
    await dialog.getByText('Samlet: 20,00 timer').waitFor();
    await dialog.getByRole('button', { name: 'Gem', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    // The CPR number is shown as ddmmåå-xxxx however it was typed.
    const anna = page.getByRole('row', { name: /Anna Hansen/ });
    expect(await anna.textContent()).toContain('020290-1234');
    expect(await anna.textContent()).toContain('37,50');
    expect(await page.getByRole('row', { name: /Carl Berg/ }).textContent()).toContain('20,00');

    // Edit: changes apply as they are typed; an emptied week is removed.
    await page.getByRole('button', { name: 'Rediger Anna Hansen' }).click();
    const rediger = page.getByRole('dialog', { name: 'Rediger medarbejder' });
    await felt(rediger, 'Navn').fill('Anna Holm');
    expect(await rediger.getByLabel('Uge 9, 2027', { exact: true }).inputValue()).toBe('7,5');
    await rediger.getByLabel('Uge 10, 2027', { exact: true }).fill('');
    await rediger.getByText('Samlet: 7,50 timer').waitFor();
    await rediger.getByRole('button', { name: 'Luk', exact: true }).click();
    await rediger.waitFor({ state: 'detached' });
    expect(await page.getByRole('row', { name: /Anna Holm/ }).textContent()).toContain('7,50');

    // Remove: asked first, naming the person; 'Annuller' keeps them, 'Fjern' removes them.
    await page.getByRole('button', { name: 'Fjern Carl Berg' }).click();
    const fjern = page.getByRole('dialog', { name: 'Fjern medarbejder' });
    await fjern.getByText('Vil du fjerne Carl Berg (030385-2345)').waitFor();
    await fjern.getByRole('button', { name: 'Annuller' }).click();
    await fjern.waitFor({ state: 'detached' });
    expect(await page.getByRole('row', { name: /Carl Berg/ }).count()).toBe(1);
    await page.getByRole('button', { name: 'Fjern Carl Berg' }).click();
    await fjern.getByRole('button', { name: 'Fjern', exact: true }).click();
    await fjern.waitFor({ state: 'detached' });
    expect(await page.getByRole('row', { name: /Carl Berg/ }).count()).toBe(0);
    // The focus is not lost with the removed row's button.
    await expect.poll(() => harFokus(tilfoej)).toBe(true);

    // 5, once the application is complete: every value to check, with 'Ret' back up to each part, on the form itself.
    const kontrol = del5.getByRole('region', { name: 'Kontrollér dine oplysninger' });
    await kontrol.waitFor();
    expect(page.url()).toMatch(/\/app\/virksomhed\/arbejdsmangel\/anmod$/);
    const tekst = await kontrol.textContent();
    for (const t of [
      'Afdeling',
      'Svejseafdelingen',
      '01.03.2027',
      '04.04.2027',
      '35 dage over 5 uger',
      'Tillidsrepræsentant',
      'Bo Svendsen',
      '010180-1234',
      'Svejser',
      'bo@nordisk-staal.dk',
      '+45 12 34 56 78',
      'Anna Holm (020290-1234)',
      'Uge 9, 2027: 7,50 · I alt: 7,50',
    ]) {
      expect(tekst).toContain(t);
    }
    expect(tekst).not.toContain('Carl Berg');
    expect(forsendelser).toBe(0);

    // 'Ret' leads back up to its part with the focus in it; the review follows what is changed there.
    await kontrol.getByRole('link', { name: 'Ret enighed med medarbejdere' }).click();
    await expect.poll(() => harFokus(enighed.getByRole('radio', { name: 'Tillidsrepræsentant', exact: true }))).toBe(true);
    await felt(enighed, 'Jobtitel').fill('Svejser og tillidsrepræsentant');
    await kontrol.getByText('Svejser og tillidsrepræsentant').waitFor();

    // 'Indsend ansøgning' on the form sends the schema's body.
    expect(await indsend(page)).toEqual({
      omfang: 'Afdeling',
      ansoegningsNavn: 'Svejseafdelingen',
      periode: { fra: '2027-03-01', til: '2027-04-04' },
      enighed: 'Tillidsrepraesentant',
      medarbejderRepraesentant: {
        navn: 'Bo Svendsen',
        cpr: '0101801234',
        jobTitel: 'Svejser og tillidsrepræsentant',
        email: 'bo@nordisk-staal.dk',
        telefon: '+45 12 34 56 78',
      },
      medarbejdere: [{ navn: 'Anna Holm', cpr: '0202901234', kursusTimerPerUge: [{ aar: 2027, ugeNr: 9, timerPerUge: 7.5 }] }],
    });

    // The receipt: SPEC's alert first, the number, what happens next, what was sent, print and the way back.
    const kvittering = page.getByRole('alert').filter({ hasText: /^Ansøgning er indsendt/ });
    await kvittering.waitFor();
    const nummer = /Ansøgningsnummer: (\d+)/.exec((await kvittering.textContent()) ?? '')?.[1];
    expect(nummer).toBeDefined();
    await page.getByRole('region', { name: 'Hvad sker der nu?' }).getByText('attestering').waitFor();
    expect(
      await page
        .getByRole('region', { name: '4 Medarbejdere' })
        .getByRole('row', { name: /Anna Holm/ })
        .count(),
    ).toBe(1);
    expect(await page.getByRole('link', { name: 'Ret omfang' }).count()).toBe(0);
    await page.evaluate(() => {
      (window as unknown as { udskrevet: number }).udskrevet = 0;
      window.print = () => void (window as unknown as { udskrevet: number }).udskrevet++;
    });
    await page.getByRole('button', { name: 'Udskriv' }).click();
    expect(await page.evaluate(() => (window as unknown as { udskrevet: number }).udskrevet)).toBe(1);
    // On paper: no navigation bar, no buttons.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('navigation').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Udskriv' }).isVisible()).toBe(false);
    expect(await kvittering.isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });
    expect(await page.getByRole('navigation').isVisible()).toBe(true);

    await page.getByRole('main').getByRole('link', { name: 'Til virksomhedens forside' }).last().click();
    await page.waitForURL((url) => url.pathname === '/app/virksomhed');
    const mine = page.getByRole('region', { name: 'Jeres ansøgninger' });
    const raekkeMine = mine.getByRole('row', { name: new RegExp(`^Vis ansøgning nr. ${nummer} `) });
    await raekkeMine.waitFor();
    expect(await raekkeMine.textContent()).toContain('Afventer attestering');
  });

  // Issue 34: part 5 said 'Fortsæt' and the button was on a separate check page (SPEC §2.4: part 5 is 'Indsend ansøgning').
  it("submits from the form's own address with 'Indsend ansøgning' in part 5, no page between", async () => {
    const page = await logIndSomVirksomhed(browser, 'Fyns Træ og Byg ApS');
    await udfyldGrundoplysninger(page, '2027-03-01', '2027-03-28');
    await tilfoejMedarbejder(page, 'Ida Lund', '1203851234', { 'Uge 10, 2027': '15' });
    const del5 = sektion(page, '5 Indsend ansøgning');
    expect(await del5.getByRole('button').allTextContents()).toEqual(['Indsend ansøgning']);
    expect(await page.getByRole('button', { name: 'Fortsæt' }).count()).toBe(0);
    const [opret] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/api/ArbejdsmangelAnsoegning/OpretAnsoegning')),
      del5.getByRole('button', { name: 'Indsend ansøgning' }).click(),
    ]);
    expect(new URL(opret.frame().url()).pathname + new URL(opret.frame().url()).search).toBe(FORMULAR);
    await page
      .getByRole('alert')
      .filter({ hasText: /^Ansøgning er indsendt/ })
      .waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(FORMULAR);
  });

  it('tells a company that may not apply why, without a form', async () => {
    const page = await logIndSomVirksomhed(browser, 'Butik Hansen ApS');
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
