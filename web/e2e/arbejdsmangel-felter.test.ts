import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowser } from './browser';
import { felt, logIndSomVirksomhed, vedFeltet, sektion, tilfoejMedarbejder, udfyldGrundoplysninger, udfyldMedarbejder } from './virksomhed';

let browser: Browser;
beforeAll(async () => {
  browser = await startBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const CPR_DATO = 'CPR-nummeret er ikke gyldigt: de første seks cifre skal være en dato (ddmmåå).';

describe('what the employer form says is wrong', () => {
  it('says what is wrong with a period, hours and CPR numbers, where it is', async () => {
    const page = await logIndSomVirksomhed(browser, 'Nordisk Stål & Montage A/S');
    const indsendKnap = page.getByRole('button', { name: 'Indsend ansøgning' });

    // No period: SPEC's words; an end before the start: SPEC's words and why.
    await indsendKnap.click();
    await vedFeltet(page, 'Peiode skal angives.').waitFor();
    await page.getByLabel('Fra', { exact: true }).fill('2027-03-15');
    await page.getByLabel('Til', { exact: true }).fill('2027-03-01');
    await vedFeltet(page, 'Peiode skal angives. Til-datoen må ikke ligge før Fra-datoen.').waitFor();
    await page.getByLabel('Til', { exact: true }).fill('2027-04-04');
    await vedFeltet(page, /Peiode skal angives/).waitFor({ state: 'detached' });

    // A representative's CPR number of ten digits that is no date.
    const enighed = sektion(page, '3 Enighed med medarbejdere');
    await enighed.getByRole('radio', { name: 'Tillidsrepræsentant', exact: true }).check();
    await felt(enighed, 'CPR-nummer').fill('321370-1235');
    await vedFeltet(enighed, CPR_DATO).waitFor();
    await felt(enighed, 'CPR-nummer').fill('010170-1235');
    await vedFeltet(enighed, CPR_DATO).waitFor({ state: 'detached' });

    // In the dialog: hours above 37, below 0 and no number; a CPR number that is no date.
    await page.getByRole('button', { name: 'Tilføj medarbejder' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tilføj medarbejder' });
    await udfyldMedarbejder(dialog, 'Gitte Friis', '310290-1234', {
      'Uge 11, 2027': '37,5',
      'Uge 12, 2027': '-2',
      'Uge 13, 2027': '7,5t',
    });
    await dialog.getByRole('button', { name: 'Gem', exact: true }).click();
    await vedFeltet(dialog, CPR_DATO).waitFor();
    await vedFeltet(dialog, 'Der kan højst angives 37 kursustimer om ugen.').waitFor();
    await vedFeltet(dialog, 'Kursustimer skal være et positivt tal.').waitFor();
    await vedFeltet(dialog, 'Kursustimer skal angives som et tal, f.eks. 7,5.').waitFor();
    expect(await vedFeltet(dialog, 'CPR-nummer skal angives (10 cifre).').count()).toBe(0);
    // Each message is tied to its input for a screen reader.
    const uge13 = dialog.getByLabel('Uge 13, 2027', { exact: true });
    // Its own message first; the field's guidance and messages follow (widgets/beskrevet-af.ts).
    const [egen] = (await uge13.getAttribute('aria-describedby'))?.split(' ') ?? [];
    expect(await page.locator(`[id="${egen}"]`).textContent()).toBe('Kursustimer skal angives som et tal, f.eks. 7,5.');

    // Put right: 37 hours, a decimal comma and a dot, an emptied week.
    await felt(dialog, 'CPR-nummer').fill('280290-1234');
    await dialog.getByLabel('Uge 11, 2027', { exact: true }).fill('37');
    await dialog.getByLabel('Uge 12, 2027', { exact: true }).fill('');
    await dialog.getByLabel('Uge 13, 2027', { exact: true }).fill('7.25');
    await dialog.getByText('Samlet: 44,25 timer').waitFor();
    for (const besked of [
      CPR_DATO,
      'Der kan højst angives 37',
      'Kursustimer skal være et positivt tal.',
      'Kursustimer skal angives som et tal',
    ]) {
      expect(await vedFeltet(dialog, besked).count()).toBe(0);
    }
    await dialog.getByRole('button', { name: 'Gem', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByRole('row', { name: /Gitte Friis/ }).textContent()).toContain('44,25');
  });

  it('refuses the same person twice, in the add and the edit dialog, naming who is there already', async () => {
    const page = await logIndSomVirksomhed(browser, 'Nordisk Stål & Montage A/S');
    await udfyldGrundoplysninger(page, '2027-03-01', '2027-03-28');
    await tilfoejMedarbejder(page, 'Anna Hansen', '020290-1234', { 'Uge 9, 2027': '8' });

    // The same CPR number without its hyphen is the same person.
    await page.getByRole('button', { name: 'Tilføj medarbejder' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tilføj medarbejder' });
    await udfyldMedarbejder(dialog, 'Anna H. Hansen', '0202901234', { 'Uge 10, 2027': '4' });
    await dialog.getByRole('button', { name: 'Gem', exact: true }).click();
    const besked = 'Anna Hansen har samme CPR-nummer og er allerede på ansøgningen. Den samme person kan kun være med én gang.';
    await vedFeltet(dialog, besked).waitFor();
    expect(await dialog.isVisible()).toBe(true);
    expect(await page.getByRole('row', { name: /Anna H\. Hansen/ }).count()).toBe(0);
    // Also through 'Gem og tilføje endnu en medarbejder'.
    await felt(dialog, 'Navn').fill('Anna Hansen igen');
    await dialog.getByRole('button', { name: 'Gem og tilføje endnu en medarbejder' }).click();
    await vedFeltet(dialog, besked).waitFor();
    await felt(dialog, 'CPR-nummer').fill('0302901234');
    await felt(dialog, 'Navn').fill('Bo Berg');
    await dialog.getByRole('button', { name: 'Gem', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    // Editing someone into a person already there is refused as well; the dialog stays until it is put right.
    await page.getByRole('button', { name: 'Rediger Bo Berg' }).click();
    const rediger = page.getByRole('dialog', { name: 'Rediger medarbejder' });
    await felt(rediger, 'CPR-nummer').fill('020290-1234');
    await rediger.getByRole('button', { name: 'Luk', exact: true }).click();
    await vedFeltet(rediger, besked).waitFor();
    await page.keyboard.press('Escape');
    expect(await rediger.isVisible()).toBe(true);
    await felt(rediger, 'CPR-nummer').fill('030290-1234');
    await rediger.getByRole('button', { name: 'Luk', exact: true }).click();
    await rediger.waitFor({ state: 'detached' });
    expect(await page.getByRole('row', { name: /Bo Berg/ }).textContent()).toContain('030290-1234');
  });

  it("keeps the form when sending fails, says so at 'Indsend ansøgning', and puts the server's field messages at their fields", async () => {
    const page = await logIndSomVirksomhed(browser, 'Fyns Træ og Byg ApS');
    await udfyldGrundoplysninger(page, '2027-03-01', '2027-03-28');
    await tilfoejMedarbejder(page, 'Hans Kjær', '150575-1234', { 'Uge 9, 2027': '12' });
    const del5 = sektion(page, '5 Indsend ansøgning');
    await del5.getByRole('heading', { name: 'Kontrollér dine oplysninger' }).waitFor();

    // The connection drops: said in the form's last part, nothing lost, and a new try goes through.
    const opret = '**/api/ArbejdsmangelAnsoegning/OpretAnsoegning';
    await page.route(opret, (route) => route.abort('connectionfailed'));
    await del5.getByRole('button', { name: 'Indsend ansøgning' }).click();
    await del5.getByText('Der opstod en fejl, prøv evt. igen.').waitFor();
    expect(await page.getByRole('row', { name: /Hans Kjær/ }).count()).toBe(1);
    await page.unroute(opret);

    // A server that has been given a stricter rule since the page loaded answers as it does, per field.
    await page.route(opret, (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/problem+json',
        body: JSON.stringify({
          title: 'Ansøgningen er ikke udfyldt korrekt.',
          status: 400,
          errors: [{ path: '/medarbejdere/0/navn', message: 'Navnet skal være medarbejderens fulde navn.' }],
        }),
      }),
    );
    await del5.getByRole('button', { name: 'Indsend ansøgning' }).click();
    await page
      .getByRole('row', { name: /Hans Kjær/ })
      .getByText('Navnet skal være medarbejderens fulde navn.')
      .waitFor();
    expect(await page.getByText('Der opstod en fejl, prøv evt. igen.').count()).toBe(0);
    await page.unroute(opret);

    await del5.getByRole('button', { name: 'Indsend ansøgning' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /^Ansøgning er indsendt/ })
      .waitFor();
  });
});
