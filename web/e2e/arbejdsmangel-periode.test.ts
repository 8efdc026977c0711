import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowser } from './browser';
import { harFokus, indsend, logIndSomVirksomhed, tilfoejMedarbejder, udfyldGrundoplysninger, vedFeltet } from './virksomhed';

let browser: Browser;
beforeAll(async () => {
  browser = await startBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Leaves the date field as a person does, clicking beside it (Tab moves between the date's own parts first). */
const forladFeltet = (page: Page) => page.getByRole('heading', { level: 1 }).click();

describe('the period of an application (employer)', () => {
  it('keeps every week’s hours while a date is typed, and removes those outside the period only when confirmed', async () => {
    const page = await logIndSomVirksomhed(browser, 'Fyns Træ og Byg ApS');
    // Weeks 53 of 2026, 1 and 2 of 2027.
    await udfyldGrundoplysninger(page, '2026-12-28', '2027-01-17');
    await tilfoejMedarbejder(page, 'Dorte Lund', '1111901234', { 'Uge 1, 2027': '7,5', 'Uge 2, 2027': '10' });
    const dorte = page.getByRole('row', { name: /Dorte Lund/ });
    expect(await dorte.textContent()).toContain('17,50');
    const udenfor = page.getByText(/ligger i uger uden for perioden/);

    // Typing 16.01.2027 over 17.01.2027 day first, as a Danish date field takes it: the first digit gives
    // 01.01.2027, a period without weeks 1 and 2, before the second gives 16.01.2027.
    const til = page.getByLabel('Til', { exact: true });
    await til.fill('2027-01-01');
    expect(await udenfor.count()).toBe(0);
    expect(await dorte.textContent()).toContain('17,50');
    await til.fill('2027-01-16');
    await forladFeltet(page);
    // Longer than the form waits for a period to stand still before it marks hours outside it.
    await page.waitForTimeout(1500);
    expect(await til.inputValue()).toBe('2027-01-16');
    expect(await dorte.textContent()).toContain('17,50');
    expect(await udenfor.count()).toBe(0);
    await page.getByRole('button', { name: 'Rediger Dorte Lund' }).click();
    const rediger = page.getByRole('dialog', { name: 'Rediger medarbejder' });
    expect(await rediger.getByLabel('Uge 1, 2027', { exact: true }).inputValue()).toBe('7,5');
    expect(await rediger.getByLabel('Uge 2, 2027', { exact: true }).inputValue()).toBe('10');
    await rediger.getByRole('button', { name: 'Luk', exact: true }).click();
    await rediger.waitFor({ state: 'detached' });

    // A shorter period marks week 2's hours and says how many; a longer one again takes them back.
    await til.fill('2027-01-10');
    await forladFeltet(page);
    await udenfor.waitFor();
    expect(await udenfor.textContent()).toContain('10,00 kursustimer');
    expect(await dorte.textContent()).toContain('7,50');
    expect(await dorte.textContent()).toContain('+ 10,00 uden for perioden');
    await til.fill('2027-01-17');
    await forladFeltet(page);
    await udenfor.waitFor({ state: 'detached' });
    expect(await dorte.textContent()).toContain('17,50');

    // Removed only when the person confirms, told how many hours go.
    await til.fill('2027-01-10');
    await forladFeltet(page);
    const fjernTimer = page.getByRole('button', { name: 'Fjern timerne uden for perioden' });
    await fjernTimer.click();
    const dialog = page.getByRole('dialog', { name: 'Fjern timer uden for perioden' });
    await dialog.getByText('10,00 kursustimer i uger uden for perioden 28.12.2026 – 10.01.2027 fjernes fra ansøgningen.').waitFor();
    await dialog.getByRole('button', { name: 'Annuller' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await dorte.textContent()).toContain('+ 10,00 uden for perioden');
    await fjernTimer.click();
    await dialog.getByRole('button', { name: 'Fjern timerne' }).click();
    await udenfor.waitFor({ state: 'detached' });
    await expect.poll(() => harFokus(page.getByRole('button', { name: 'Tilføj medarbejder' }))).toBe(true);
    await til.fill('2027-01-17');
    await forladFeltet(page);
    expect(await dorte.textContent()).toContain('7,50');
    expect(await dorte.textContent()).not.toContain('17,50');
  });

  // Issue 34: Chromium's date input takes a year typed as 0027, and a period from then drew 104,000 weeks.
  it('refuses a year typed as 0027 at the field, adding no employee over it and drawing no week', async () => {
    const page = await logIndSomVirksomhed(browser, 'Fyns Træ og Byg ApS');
    await udfyldGrundoplysninger(page, '2027-03-01', '2027-03-28');
    await tilfoejMedarbejder(page, 'Gro Berg', '1203851234', { 'Uge 9, 2027': '8' });

    // Typed with the keys, as a person does, part by part: the same day and month, as the parts' order
    // follows the browser's language, then the year.
    const fra = page.getByLabel('Fra', { exact: true });
    await fra.focus();
    await page.keyboard.type('04040027');
    expect(await fra.inputValue()).toBe('0027-04-04');
    await forladFeltet(page);
    expect(await page.getByRole('button', { name: 'Tilføj medarbejder' }).isDisabled()).toBe(true);
    // The form's messages show from the first try to send; nothing is sent.
    let forsendelser = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/ArbejdsmangelAnsoegning/OpretAnsoegning')) forsendelser++;
    });
    await page.getByRole('button', { name: 'Indsend ansøgning' }).click();
    await vedFeltet(page, 'Datoen skal ligge i årene 2000 til 2100.').waitFor();
    expect(forsendelser).toBe(0);

    await page.getByRole('button', { name: 'Rediger Gro Berg' }).click();
    const rediger = page.getByRole('dialog', { name: 'Rediger medarbejder' });
    await rediger.getByText('Angiv først en gyldig periode.').waitFor();
    expect(await rediger.getByLabel(/^Uge \d+, \d+$/).count()).toBe(0);
  });

  it('leaves hours outside the period out of what is sent, saying so in the review before it is sent', async () => {
    const page = await logIndSomVirksomhed(browser, 'Fyns Træ og Byg ApS');
    // Weeks 9 to 12 of 2027.
    await udfyldGrundoplysninger(page, '2027-03-01', '2027-03-28');
    await tilfoejMedarbejder(page, 'Eva Holm', '2204881234', { 'Uge 9, 2027': '8', 'Uge 12, 2027': '4,5' });
    await tilfoejMedarbejder(page, 'Finn Dal', '0506771234', { 'Uge 12, 2027': '6' });
    await page.getByLabel('Til', { exact: true }).fill('2027-03-21');
    await forladFeltet(page);

    // The dialog lists the week outside the period and does not count it.
    await page.getByRole('button', { name: 'Rediger Eva Holm' }).click();
    const rediger = page.getByRole('dialog', { name: 'Rediger medarbejder' });
    await rediger.getByText('Uge 12, 2027: 4,5 timer').waitFor();
    await rediger.getByText('Samlet: 8,00 timer').waitFor();
    await rediger.getByRole('button', { name: 'Luk', exact: true }).click();
    await rediger.waitFor({ state: 'detached' });

    // Someone with hours only outside the period would be sent with none: said on the row, nothing sent.
    let forsendelser = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/ArbejdsmangelAnsoegning/OpretAnsoegning')) forsendelser++;
    });
    await page.getByRole('button', { name: 'Indsend ansøgning' }).click();
    await page
      .getByRole('row', { name: /Finn Dal/ })
      .getByText('Medarbejderen har ingen kursustimer i perioden.')
      .waitFor();
    expect(forsendelser).toBe(0);
    await page.getByRole('button', { name: 'Fjern Finn Dal' }).click();
    await page.getByRole('dialog', { name: 'Fjern medarbejder' }).getByRole('button', { name: 'Fjern', exact: true }).click();
    await page.getByRole('row', { name: /Finn Dal/ }).waitFor({ state: 'detached' });

    const kontrol = page.getByRole('region', { name: 'Kontrollér dine oplysninger' });
    // Part 4 says the hours outside the period go; the review shows what is sent, without them.
    await page.getByText('4,50 kursustimer ligger i uger uden for perioden. De fjernes, når ansøgningen indsendes.').waitFor();
    await kontrol.waitFor();
    const tekst = await kontrol.textContent();
    expect(tekst).toContain('Eva Holm (220488-1234)Uge 9, 2027: 8,00 · I alt: 8,00');
    expect(tekst).not.toContain('Uge 12, 2027');
    expect(tekst).not.toContain('Finn Dal');
    expect(await indsend(page)).toEqual({
      omfang: 'HeleVirksomheden',
      periode: { fra: '2027-03-01', til: '2027-03-21' },
      enighed: 'SamtligeOmfattedeMedarbejdere',
      medarbejdere: [{ navn: 'Eva Holm', cpr: '2204881234', kursusTimerPerUge: [{ aar: 2027, ugeNr: 9, timerPerUge: 8 }] }],
    });
    await page
      .getByRole('alert')
      .filter({ hasText: /^Ansøgning er indsendt/ })
      .waitFor();
  });
});
