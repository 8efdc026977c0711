import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gyldigAnsoegning } from '../../server/testing/fixtures';
import { logIndSomAdmin } from './admin';
import { axeBrud, beskrivBrud } from './axe';
import { newPage, startBrowser } from './browser';
import { harFokus, opretSomVirksomhed } from './virksomhed';

let browser: Browser;
beforeAll(async () => {
  browser = await startBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const panel = (page: Page, titel: string): Locator => page.getByRole('region', { name: titel });

/** Opens 'Rediger periode' and saves the dates; answers the dialog. */
async function nyPeriode(page: Page, fra: string, til: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: 'Rediger periode' });
  if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Rediger periode' }).click();
  await dialog.getByLabel('Fra').fill(fra);
  await dialog.getByLabel('Til').fill(til);
  await dialog.getByRole('button', { name: 'Gem' }).click();
  return dialog;
}

// Issue 24 (SPEC §4.3): a period leaving an employee without weeks answered 'Kursustimer skal angives.' and could not be saved.
describe('a new period that leaves employees without weeks (secretariat)', () => {
  it('names them before saving, and offers to remove them or to keep the old period', async () => {
    // Weeks 9 to 13 of 2027: Anna has hours in weeks 9 and 10, Jens in week 13.
    const [id] = await opretSomVirksomhed(browser, { ...gyldigAnsoegning(), ansoegningsNavn: `Periode ${Date.now().toString(36)}` });
    const page = await newPage(browser);
    await logIndSomAdmin(page, `/app/admin/arbejdsmangel/ansoegning/${id}`);
    const periode = panel(page, 'Periode');
    const medarbejdere = panel(page, 'Medarbejdere');
    await periode.getByText('01.03.2027 - 04.04.2027').waitFor();
    let rettelser = 0;
    page.on('request', (r) => {
      if (r.url().includes('/OpdaterArbejdsmangelAnsoegningAdmin')) rettelser++;
    });

    // Week 9 only: Jens would have none. Keeping the old period saves nothing.
    const dialog = await nyPeriode(page, '2027-03-01', '2027-03-07');
    const valg = page.getByRole('dialog', { name: 'Medarbejdere uden kursusuger i den nye periode' });
    await valg.getByText('Denne medarbejder har ingen kursustimer i perioden 01.03.2027 – 07.03.2027:').waitFor();
    expect(await valg.getByRole('listitem').allInnerTexts()).toEqual(['Jens Lund (030385-1234)']);
    await expect.poll(() => harFokus(valg.getByRole('button', { name: 'Behold den gamle periode' }))).toBe(true);
    expect(beskrivBrud('periode uden uger', await axeBrud(page))).toBe('');
    await valg.getByRole('button', { name: 'Behold den gamle periode' }).click();
    await valg.waitFor({ state: 'detached' });
    await dialog.waitFor({ state: 'detached' });
    expect(rettelser).toBe(0);
    expect(await periode.textContent()).toContain('01.03.2027 - 04.04.2027');
    await medarbejdere.getByRole('row', { name: /Jens Lund/ }).waitFor();

    // Esc goes back to the period dialog with the dates as typed; a period with no one's hours cannot be saved.
    await nyPeriode(page, '2027-03-01', '2027-03-07');
    await valg.waitFor();
    await page.keyboard.press('Escape');
    await valg.waitFor({ state: 'detached' });
    expect(await dialog.getByLabel('Til').inputValue()).toBe('2027-03-07');
    await nyPeriode(page, '2027-06-07', '2027-06-13');
    await valg.getByText('Disse 2 medarbejdere har ingen kursustimer i perioden 07.06.2027 – 13.06.2027:').waitFor();
    await valg.getByText('Perioden kan derfor ikke gemmes', { exact: false }).waitFor();
    expect(await valg.getByRole('button', { name: /^Fjern/ }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await valg.waitFor({ state: 'detached' });

    // Removing Jens saves the new period: one week, seven days, Anna's 37 hours of week 9.
    await nyPeriode(page, '2027-03-01', '2027-03-07');
    await valg.getByRole('button', { name: 'Fjern medarbejderen og gem' }).click();
    await dialog.waitFor({ state: 'detached' });
    await periode.getByText('01.03.2027 - 07.03.2027').waitFor();
    expect(await periode.textContent()).toContain('7 dage over 1 uge');
    await medarbejdere.getByRole('row', { name: /Jens Lund/ }).waitFor({ state: 'detached' });
    expect(await medarbejdere.getByRole('row', { name: /Anna Krogh/ }).textContent()).toContain('37,00 kursustimer');
    expect(rettelser).toBe(1);
    await page
      .getByRole('region', { name: 'Historik' })
      .getByText('Medarbejder fjernet: Jens Lund (030385-****), 7,50 kursustimer')
      .waitFor();

    // One hour is one 'kursustime'.
    await medarbejdere.getByRole('button', { name: 'Rediger Anna Krogh' }).click();
    const anna = page.getByRole('dialog', { name: 'Rediger medarbejder' });
    await anna.getByLabel('Uge 9, 2027').fill('1');
    await anna.getByText('Samlet: 1,00 time', { exact: true }).waitFor();
    await anna.getByRole('button', { name: 'Gem' }).click();
    await anna.waitFor({ state: 'detached' });
    expect(await medarbejdere.getByRole('row', { name: /Anna Krogh/ }).textContent()).toContain('1,00 kursustime');

    // The VEU page names the scope and agreement as the forms do, and every figure.
    const [veu] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: /VEU-oplysninger/ }).click()]);
    await veu.getByRole('heading', { name: `VEU-oplysninger – ansøgning ${id}` }).waitFor();
    const tekst = (await veu.locator('main').innerText()).replace(/\s+/g, ' ');
    expect(tekst).toContain('Varighed 7 dage over 1 uge');
    expect(tekst).toContain('Enighed Tillidsrepræsentant');
    expect(tekst).toContain('Uge 9, 2027: 1,00 time');
    expect(tekst).not.toMatch(/\(\d+ \/ \d+\)|Tillidsrepraesentant/);
    expect(beskrivBrud('VEU-oplysninger', await axeBrud(veu))).toBe('');
  });

  it('refuses a period of ten years with the 52-week message, saving nothing', async () => {
    const [id] = await opretSomVirksomhed(browser, { ...gyldigAnsoegning(), ansoegningsNavn: `Lang ${Date.now().toString(36)}` });
    const page = await newPage(browser);
    await logIndSomAdmin(page, `/app/admin/arbejdsmangel/ansoegning/${id}`);
    const periode = panel(page, 'Periode');
    await periode.getByText('01.03.2027 - 04.04.2027').waitFor();
    let rettelser = 0;
    page.on('request', (r) => {
      if (r.url().includes('/OpdaterArbejdsmangelAnsoegningAdmin')) rettelser++;
    });

    const dialog = await nyPeriode(page, '2027-03-01', '2037-02-28');
    // At the field, and in the dialog's summary.
    await dialog.locator('small.text-danger').getByText('Perioden må højst vare 52 uger.', { exact: true }).waitFor();
    await dialog.getByRole('link', { name: 'Perioden må højst vare 52 uger.' }).waitFor();
    // Longer than a save takes: still open, nothing sent, the old period shown.
    await page.waitForTimeout(1000);
    expect(await dialog.isVisible()).toBe(true);
    expect(rettelser).toBe(0);
    expect(await periode.textContent()).toContain('01.03.2027 - 04.04.2027');
  });
});
