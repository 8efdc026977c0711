import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gyldigAnsoegning } from '../../server/testing/fixtures';
import { logIndSomAdmin } from './admin';
import { newPage, startBrowser } from './browser';
import { indenForBredden, rullerSidelaens, SMAL } from './smal-skaerm';
import { opretSomVirksomhed } from './virksomhed';

let browser: Browser;
beforeAll(async () => {
  browser = await startBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// This run's applications are told apart from those of other tests (the server is shared) by their unit names.
const kode = Date.now().toString(36);
const svejsning = `Svejseafdelingen ${kode}`;
const hal = `Hal ${kode}`;

const gyldig = gyldigAnsoegning();
/** Weeks 9 to 13 of 2027; Anna has hours in weeks 9 and 10, Jens in weeks 10 and 13. */
const medSvejsning = {
  ...gyldig,
  ansoegningsNavn: svejsning,
  medarbejdere: [
    gyldig.medarbejdere[0]!,
    {
      ...gyldig.medarbejdere[1]!,
      kursusTimerPerUge: [
        { aar: 2027, ugeNr: 10, timerPerUge: 4 },
        { aar: 2027, ugeNr: 13, timerPerUge: 7.5 },
      ],
    },
  ],
};
const medHal = {
  ...medSvejsning,
  omfang: 'Produktionsenhed',
  ansoegningsNavn: hal,
  enighed: 'SamtligeOmfattedeMedarbejdere',
  medarbejderRepraesentant: undefined,
};
const heleVirksomheden = { ...medHal, omfang: 'HeleVirksomheden', ansoegningsNavn: undefined };

/** The text of each body row's cells, as shown. */
async function raekker(page: Page): Promise<string[][]> {
  const tabel = page.getByRole('table');
  await tabel.waitFor();
  return tabel
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .evaluateAll((rows) => rows.map((row) => [...(row as HTMLTableRowElement).cells].map((celle) => celle.innerText.trim())));
}

const foersteLinje = (tekst: string) => tekst.split('\n')[0]!.trim();
const dansk = new Intl.Collator('da-DK', { sensitivity: 'base', numeric: true });
/** "22.11.2026 09.25" → "2026-11-22 09.25", which sorts in time order. */
const tidspunkt = (tekst: string) => tekst.replace(/^(\d{2})\.(\d{2})\.(\d{4})/, '$3-$2-$1');

function iOrden(vaerdier: string[], sammenlign: (a: string, b: string) => number, retning: 'stigende' | 'faldende'): boolean {
  return vaerdier.every((v, i) => i === 0 || (retning === 'stigende' ? 1 : -1) * sammenlign(vaerdier[i - 1]!, v) <= 0);
}

async function sorterEfter(page: Page, kolonne: string, retning: 'ascending' | 'descending') {
  const overskrift = page.getByRole('columnheader', { name: kolonne });
  await overskrift.getByRole('button', { name: kolonne }).click();
  await expect.poll(() => overskrift.getAttribute('aria-sort')).toBe(retning);
}

/** A panel of the detail screen, by its heading. */
const panel = (page: Page, titel: string): Locator => page.getByRole('region', { name: titel });

/** Whether the element holds the keyboard focus. */
const harFokus = (element: Locator) => element.evaluate((el) => el === document.activeElement);

async function gemDialog(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Gem' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('admin work-shortage handling', () => {
  it('filters and sorts the list, edits an application in every dialog and takes it through the workflow to Udbetalt', async () => {
    const [id] = await opretSomVirksomhed(browser, medSvejsning, medHal, heleVirksomheden);
    const page = await newPage(browser);
    await logIndSomAdmin(page, '/app/admin/arbejdsmangel/ansoegning');
    await page.getByRole('heading', { name: 'Ansøgninger om arbejdsmangel' }).waitFor();

    // The newest first: the whole company, then the production unit, then the department.
    await page.getByRole('row', { name: new RegExp(`Afdeling: ${svejsning}`) }).waitFor();
    expect(await page.getByRole('columnheader', { name: 'Ansøgningsdato' }).getAttribute('aria-sort')).toBe('descending');
    const egne = (await raekker(page)).filter(([, virksomhed]) => virksomhed?.includes(kode));
    expect(egne.map(([, virksomhed]) => virksomhed!.split('\n').slice(1).join(' | '))).toEqual([
      `CVR: 38765418 | Produktionsenhed: ${hal}`,
      `CVR: 38765418 | Afdeling: ${svejsning}`,
    ]);
    const raekke = page.getByRole('row', { name: new RegExp(`Afdeling: ${svejsning}`) });
    expect(await raekke.textContent()).toContain('Afventer attestering');
    expect(await raekke.textContent()).toMatch(/Senest ændret \d{2}\.\d{2}\.\d{4} \d{2}\.\d{2}/);

    // Each column both ways: another column sorts ascending, the active one reverses.
    const datoer = async () => (await raekker(page)).map(([dato]) => tidspunkt(dato!));
    const virksomheder = async () => (await raekker(page)).map(([, v]) => foersteLinje(v!));
    const statusser = async () => (await raekker(page)).map(([, , s]) => foersteLinje(s!));
    await sorterEfter(page, 'Virksomhed', 'ascending');
    expect(iOrden(await virksomheder(), dansk.compare, 'stigende')).toBe(true);
    await sorterEfter(page, 'Virksomhed', 'descending');
    expect(iOrden(await virksomheder(), dansk.compare, 'faldende')).toBe(true);
    await sorterEfter(page, 'Status', 'ascending');
    expect(iOrden(await statusser(), dansk.compare, 'stigende')).toBe(true);
    await sorterEfter(page, 'Status', 'descending');
    expect(iOrden(await statusser(), dansk.compare, 'faldende')).toBe(true);
    await sorterEfter(page, 'Ansøgningsdato', 'ascending');
    expect(iOrden(await datoer(), dansk.compare, 'stigende')).toBe(true);
    const egneIOrden = async () => (await raekker(page)).flatMap(([, v]) => (v?.includes(kode) ? [v.split('\n').at(-1)] : []));
    expect(await egneIOrden()).toEqual([`Afdeling: ${svejsning}`, `Produktionsenhed: ${hal}`]);
    await sorterEfter(page, 'Ansøgningsdato', 'descending');
    expect(iOrden(await datoer(), dansk.compare, 'faldende')).toBe(true);

    // The department's application.
    await raekke.getByRole('link', { name: 'Fyns Træ og Byg ApS' }).click();
    await page.waitForURL(`**/app/admin/arbejdsmangel/ansoegning/${id}`);
    await page.getByRole('heading', { name: 'Ansøgning om arbejdsmangel' }).waitFor();
    await page.getByText(/^Oprettet: \d{2}\.\d{2}\.\d{4}$/).waitFor();
    const ansoeger = panel(page, 'Ansøger');
    expect(await ansoeger.textContent()).toContain('38765418');
    expect(await ansoeger.textContent()).toContain(svejsning);
    const periode = panel(page, 'Periode');
    expect(await periode.textContent()).toContain('01.03.2027 - 04.04.2027');
    expect(await periode.textContent()).toContain('35 dage over 5 uger');
    expect(await periode.getByRole('row', { name: 'Uge 10, 2027' }).getByRole('cell').last().textContent()).toBe('2');
    const enighed = panel(page, 'Enighed med medarbejdere');
    expect(await enighed.getByRole('link', { name: 'bo.holm@example.dk' }).getAttribute('href')).toBe('mailto:bo.holm@example.dk');
    expect(await enighed.getByRole('link', { name: '20 30 40 50' }).getAttribute('href')).toBe('tel:20304050');
    const medarbejdere = panel(page, 'Medarbejdere');
    expect(await medarbejdere.getByRole('row', { name: /Anna Krogh/ }).textContent()).toContain('55,50 kursustimer');

    // The journal page loads inside the frame; the VEU page opens in a new tab.
    const journal = page.frameLocator('iframe[title="Journal"]');
    await journal.getByRole('heading', { name: 'Journaliserede e-mails' }).waitFor();
    await journal.getByRole('cell', { name: new RegExp(`Ansøgning ${id}`) }).waitFor();
    // Under the portal's own header the frame brings none of its own.
    expect(await journal.getByRole('banner').count()).toBe(0);
    expect(await journal.getByRole('contentinfo').count()).toBe(0);
    const [veu] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: /VEU-oplysninger/ }).click()]);
    await veu.getByRole('heading', { name: `VEU-oplysninger – ansøgning ${id}` }).waitFor();
    await veu.close();

    // Scope: the name follows the choice.
    await page.getByRole('button', { name: 'Rediger omfang' }).click();
    let dialog = page.getByRole('dialog', { name: 'Rediger omfang af virksomhed' });
    await dialog.getByLabel('Hele virksomheden').check();
    expect(await dialog.getByLabel('Navn på afdeling / produktionsenhed').count()).toBe(0);
    await dialog.getByLabel('Produktionsenhed').check();
    await dialog.getByLabel('Navn på afdeling / produktionsenhed').fill('');
    await dialog.getByRole('button', { name: 'Gem' }).click();
    await dialog.locator('form').getByText('Navn på afdeling / produktionsenhed skal angives.').waitFor();
    await dialog.getByLabel('Navn på afdeling / produktionsenhed').fill(`Produktion ${kode}`);
    await gemDialog(dialog);
    await ansoeger.getByText(`Produktion ${kode}`).waitFor();
    expect(await ansoeger.textContent()).toContain('Produktionsenhed');

    // Period: weeks 10 to 14; Anna's hours of week 9 disappear.
    await page.getByRole('button', { name: 'Rediger periode' }).click();
    dialog = page.getByRole('dialog', { name: 'Rediger periode' });
    const fra = dialog.getByLabel('Fra');
    const til = dialog.getByLabel('Til');
    expect([await fra.getAttribute('max'), await til.getAttribute('min')]).toEqual(['2027-04-04', '2027-03-01']);
    await fra.fill('2027-03-08');
    await til.fill('2027-04-11');
    expect([await fra.getAttribute('max'), await til.getAttribute('min')]).toEqual(['2027-04-11', '2027-03-08']);
    await gemDialog(dialog);
    await periode.getByText('08.03.2027 - 11.04.2027').waitFor();
    expect(await medarbejdere.getByRole('row', { name: /Anna Krogh/ }).textContent()).toContain('18,50 kursustimer');
    expect(await medarbejdere.getByRole('columnheader', { name: 'Uge 9', exact: true }).count()).toBe(0);
    await medarbejdere.getByRole('columnheader', { name: 'Uge 14', exact: true }).waitFor();

    // Agreement: the representative's fields are the secretariat's, hidden for all employees.
    await page.getByRole('button', { name: 'Rediger enighed' }).click();
    dialog = page.getByRole('dialog', { name: 'Rediger enighed med medarbejdere' });
    await dialog.getByLabel('CPR-nummer').fill('0101');
    await dialog.getByRole('button', { name: 'Gem' }).click();
    await dialog.locator('form').getByText('CPR-nummer på repræsentant skal angives.', { exact: true }).waitFor();
    await dialog.getByLabel('Samtlige omfattede medarbejdere').check();
    expect(await dialog.getByLabel('Jobtitel').count()).toBe(0);
    await gemDialog(dialog);
    await enighed.getByText('Samtlige omfattede medarbejdere').waitFor();
    expect(await enighed.getByText('Bo Holm').count()).toBe(0);
    expect(await enighed.getByRole('link').count()).toBe(0);

    // A new employee, with the messages of an empty dialog first.
    await medarbejdere.getByRole('button', { name: 'Tilføj medarbejder' }).click();
    dialog = page.getByRole('dialog', { name: 'Tilføj medarbejder' });
    expect(await dialog.getByRole('button', { name: 'Fjern' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Gem' }).click();
    await dialog.locator('form').getByText('Navn skal angives.').waitFor();
    await dialog.locator('form').getByText('CPR-nummer skal angives (10 cifre).').waitFor();
    await dialog.locator('form').getByText('Kursustimer skal angives.').waitFor();
    await dialog.getByLabel('Navn').fill('Ole Berg');
    expect(await dialog.getByLabel('CPR-nummer').getAttribute('maxlength')).toBe('11');
    await dialog.getByLabel('CPR-nummer').fill('111111-1118');
    const uge11 = dialog.getByLabel('Uge 11, 2027');
    // A text input for decimals, typed with a comma or a dot (issue 15: a number input lost '7,5').
    expect(await uge11.getAttribute('inputmode')).toBe('decimal');
    await uge11.fill('20');
    await dialog.getByLabel('Uge 12, 2027').fill('7,25');
    await dialog.getByText('Samlet: 27,25 timer').waitFor();
    await gemDialog(dialog);
    await medarbejdere.getByRole('row', { name: /Ole Berg/ }).waitFor();
    expect(await medarbejdere.getByRole('row', { name: /Ole Berg/ }).textContent()).toContain('27,25 kursustimer');
    expect(await periode.getByRole('row', { name: 'Uge 11, 2027' }).getByRole('cell').last().textContent()).toBe('1');

    // Edit Jens, then remove Ole.
    await medarbejdere.getByRole('button', { name: 'Rediger Jens Lund' }).click();
    dialog = page.getByRole('dialog', { name: 'Rediger medarbejder' });
    await dialog.getByLabel('Navn').fill('Jens Lund Hansen');
    await dialog.getByLabel('Uge 13, 2027').fill('10');
    await dialog.getByText('Samlet: 14,00 timer').waitFor();
    await gemDialog(dialog);
    expect(await medarbejdere.getByRole('row', { name: /Jens Lund Hansen/ }).textContent()).toContain('14,00 kursustimer');

    // Removing asks first, above the dialog: Annuller leaves the employee and the dialog as they were.
    await medarbejdere.getByRole('button', { name: 'Rediger Ole Berg' }).click();
    dialog = page.getByRole('dialog', { name: 'Rediger medarbejder' });
    await dialog.getByRole('button', { name: 'Annuller' }).waitFor();
    await dialog.getByLabel('Navn').fill('Ole Bergmann');
    const fjern = dialog.getByRole('button', { name: 'Fjern' });
    await fjern.click();
    const bekraeft = page.getByRole('dialog', { name: 'Fjern Ole Berg?' });
    await bekraeft.getByText('Ole Berg og alle medarbejderens kursustimer fjernes fra ansøgningen', { exact: false }).waitFor();
    expect(await bekraeft.textContent()).toContain('Det kan ikke fortrydes');
    await expect.poll(() => harFokus(bekraeft.getByRole('button', { name: 'Annuller' }))).toBe(true);
    let rettelser = 0;
    page.on('request', (r) => {
      if (r.url().includes('/OpdaterArbejdsmangelAnsoegningAdmin')) rettelser++;
    });
    await bekraeft.getByRole('button', { name: 'Annuller' }).click();
    await bekraeft.waitFor({ state: 'detached' });
    await expect.poll(() => harFokus(fjern)).toBe(true);
    expect(await dialog.getByLabel('Navn').inputValue()).toBe('Ole Bergmann');
    expect(rettelser).toBe(0);
    // Esc closes only the confirmation, too.
    await fjern.click();
    await bekraeft.waitFor();
    await page.keyboard.press('Escape');
    await bekraeft.waitFor({ state: 'detached' });
    expect(await dialog.isVisible()).toBe(true);
    expect(rettelser).toBe(0);
    await fjern.click();
    await bekraeft.getByRole('button', { name: 'Fjern medarbejder' }).click();
    await dialog.waitFor({ state: 'detached' });
    await medarbejdere.getByRole('row', { name: /Ole Berg/ }).waitFor({ state: 'detached' });
    expect(await medarbejdere.getByRole('row').count()).toBe(3);
    expect(rettelser).toBe(1);
    // The button that removed is gone: the outcome holds the focus.
    await expect.poll(() => harFokus(page.getByRole('alert').filter({ hasText: 'Ændringen er gemt.' }))).toBe(true);

    // The workflow: the buttons are those the status allows.
    const status = page.getByText(/^(Afventer attestering|Attesteret|Godkendt|Afvist|Udbetalt)$/).first();
    expect(await status.textContent()).toBe('Afventer attestering');
    await page.getByRole('button', { name: 'Attester ansøgning på vegner af medarbejdere' }).click();
    await expect.poll(() => status.textContent()).toBe('Attesteret');
    expect(await page.getByRole('button', { name: 'Afvis ansøgning (sekretariat)' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Godkend ansøgning' }).click();
    await expect.poll(() => status.textContent()).toBe('Godkendt');
    // Paying out cannot be undone: it asks first, and Annuller changes nothing.
    const udbetal = page.getByRole('button', { name: 'Overført til udbetaling' });
    await udbetal.click();
    const spoerg = page.getByRole('dialog', { name: 'Overført til udbetaling?' });
    await spoerg
      .getByText('Ansøgningen får status Udbetalt og kan derefter hverken rettes eller skifte status. Det kan ikke fortrydes.')
      .waitFor();
    await spoerg.getByRole('button', { name: 'Annuller' }).click();
    await spoerg.waitFor({ state: 'detached' });
    await expect.poll(() => harFokus(udbetal)).toBe(true);
    expect(await status.textContent()).toBe('Godkendt');
    await udbetal.click();
    await spoerg.getByRole('button', { name: 'Overført til udbetaling' }).click();
    await expect.poll(() => status.textContent()).toBe('Udbetalt');
    await expect
      .poll(() => harFokus(page.getByRole('alert').filter({ hasText: "Handlingen 'Overført til udbetaling' er udført." })))
      .toBe(true);

    // Paid out: no pencils, no add button, no actions.
    expect(await page.getByRole('button', { name: /^Rediger/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Tilføj medarbejder' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /ansøgning/ }).count()).toBe(0);
    await page.getByText('Ansøgningen er overført til udbetaling og kan ikke længere rettes.').waitFor();
    const historik = await panel(page, 'Historik').innerText();
    for (const handling of [
      'Overført til udbetaling',
      'Godkend ansøgning',
      'Attester ansøgning på vegner af medarbejdere',
      'Ansøgning rettet af sekretariatet',
    ])
      expect(historik).toContain(handling);
    // Each change with what it changed, before → after.
    for (const linje of [
      'Status: Godkendt → Udbetalt',
      'Status: Afventer attestering → Attesteret',
      'Omfang af virksomhed: Afdeling → Produktionsenhed',
      `Navn på afdeling / produktionsenhed: ${svejsning} → Produktion ${kode}`,
      'Periode: 01.03.2027 - 04.04.2027 → 08.03.2027 - 11.04.2027',
      'Anna Krogh – Uge 9, 2027: 37,00 → –',
      'Enighed med medarbejdere: Tillidsrepræsentant → Samtlige omfattede medarbejdere',
      'Medarbejderrepræsentant – Navn: Bo Holm → –',
      'Medarbejder tilføjet: Ole Berg (111111-****), 27,25 kursustimer',
      'Jens Lund – Navn: Jens Lund → Jens Lund Hansen',
      'Jens Lund – Uge 13, 2027: 7,50 → 10,00',
      'Medarbejder fjernet: Ole Berg (111111-****), 27,25 kursustimer',
    ])
      expect(historik).toContain(linje);

    // The filter: the paid-out application under Udbetalt, the others still waiting.
    await page.getByRole('link', { name: 'Tilbage til ansøgningerne' }).click();
    const filter = page.getByLabel('Status');
    await filter.selectOption({ label: 'Udbetalt' });
    await page.getByRole('row', { name: new RegExp(`Produktionsenhed: Produktion ${kode}`) }).waitFor();
    expect(await page.getByRole('row', { name: new RegExp(`Produktionsenhed: ${hal}`) }).count()).toBe(0);
    expect(new Set((await raekker(page)).map(([, , s]) => foersteLinje(s!)))).toEqual(new Set(['Udbetalt']));
    await filter.selectOption({ label: 'Afventer attestering' });
    await page.getByRole('row', { name: new RegExp(`Produktionsenhed: ${hal}`) }).waitFor();
    expect(await page.getByRole('row', { name: new RegExp(`Produktion ${kode}`) }).count()).toBe(0);
    expect(new Set((await raekker(page)).map(([, , s]) => foersteLinje(s!)))).toEqual(new Set(['Afventer attestering']));
    await filter.selectOption({ label: 'Godkendt' });
    // The table redraws after the choice: wait for it rather than count the rows still shown.
    await expect.poll(() => page.getByRole('row', { name: new RegExp(kode) }).count()).toBe(0);
    await filter.selectOption({ label: 'Alle' });
    await page.getByRole('row', { name: new RegExp(`Produktion ${kode}`) }).waitFor();
    expect(await page.getByRole('row', { name: new RegExp(`Produktionsenhed: ${hal}`) }).count()).toBe(1);
  });

  it('asks before every rejection; Annuller and Esc change nothing, confirming rejects', async () => {
    const [id] = await opretSomVirksomhed(browser, { ...medHal, ansoegningsNavn: `Afvisning ${kode}` });
    const page = await newPage(browser);
    await logIndSomAdmin(page, `/app/admin/arbejdsmangel/ansoegning/${id}`);
    const status = page.getByText(/^(Afventer attestering|Attesteret|Godkendt|Afvist|Udbetalt)$/).first();
    await expect.poll(() => status.textContent()).toBe('Afventer attestering');
    // Each button has the colour its transition gives it (meta.farve): the rejections stand apart from the step forward.
    const klasse = (knap: string) => page.getByRole('button', { name: knap, exact: true }).getAttribute('class');
    expect(await klasse('Afvis ansøgning (sekretariat)')).toContain('btn-outline-danger');
    expect(await klasse('Afvis ansøgning på vegne af medarbejdere')).toContain('btn-outline-danger');
    expect(await klasse('Attester ansøgning på vegner af medarbejdere')).toContain('btn-primary');
    let handlinger = 0;
    page.on('request', (r) => {
      if (r.url().includes('/UdfoerHandlingPaaArbejdsmangelAnsoegning')) handlinger++;
    });

    /** Opens the handling's confirmation, checks what it says, and closes it without doing anything. */
    async function fortryd(knap: string, tekst: string, luk: 'Annuller' | 'Escape') {
      const handling = page.getByRole('button', { name: knap, exact: true });
      await handling.click();
      const spoerg = page.getByRole('dialog', { name: `${knap}?` });
      await spoerg.getByText(tekst, { exact: false }).waitFor();
      expect(await spoerg.textContent()).toContain('Det kan ikke fortrydes');
      if (luk === 'Annuller') await spoerg.getByRole('button', { name: 'Annuller' }).click();
      else await page.keyboard.press('Escape');
      await spoerg.waitFor({ state: 'detached' });
      await expect.poll(() => harFokus(handling)).toBe(true);
      expect(handlinger).toBe(0);
    }

    await fortryd('Afvis ansøgning på vegne af medarbejdere', 'Du registrerer, at medarbejderne har afvist ansøgningen.', 'Annuller');
    await fortryd('Afvis ansøgning (sekretariat)', 'Ansøgningen får status Afvist', 'Escape');
    expect(await status.textContent()).toBe('Afventer attestering');
    // Attesting asks nothing; the rejection in Attesteret and in Godkendt asks too.
    await page.getByRole('button', { name: 'Attester ansøgning på vegner af medarbejdere' }).click();
    await expect.poll(() => status.textContent()).toBe('Attesteret');
    handlinger = 0;
    await fortryd('Afvis ansøgning', 'Ansøgningen får status Afvist', 'Annuller');
    await page.getByRole('button', { name: 'Godkend ansøgning' }).click();
    await expect.poll(() => status.textContent()).toBe('Godkendt');
    handlinger = 0;
    await fortryd('Afvis ansøgning', 'Ansøgningen får status Afvist', 'Annuller');
    expect(await status.textContent()).toBe('Godkendt');

    await page.getByRole('button', { name: 'Afvis ansøgning', exact: true }).click();
    await page.getByRole('dialog', { name: 'Afvis ansøgning?' }).getByRole('button', { name: 'Afvis ansøgning' }).click();
    await expect.poll(() => status.textContent()).toBe('Afvist');
    expect(handlinger).toBe(1);
    await expect.poll(() => harFokus(page.getByRole('alert').filter({ hasText: "Handlingen 'Afvis ansøgning' er udført." }))).toBe(true);
    expect(await panel(page, 'Historik').innerText()).toContain('Status: Godkendt → Afvist');
  });

  it("keeps each row's link and status in view on a 375 px screen, with no sideways scroll", async () => {
    const navn = `Afdelingen for meget lange enhedsnavne uden ende ${kode}`;
    await opretSomVirksomhed(browser, { ...medHal, omfang: 'Afdeling', ansoegningsNavn: navn });
    const page = await newPage(browser);
    await logIndSomAdmin(page, '/app/admin/arbejdsmangel/ansoegning');
    await page.setViewportSize(SMAL);
    const raekke = page.getByRole('row', { name: new RegExp(navn) });
    await raekke.waitFor();
    expect(await rullerSidelaens(page)).toBe(false);
    for (const del of [
      raekke.getByRole('link', { name: 'Fyns Træ og Byg ApS' }),
      raekke.getByText('Afventer attestering', { exact: true }),
      raekke.getByText(/^Senest ændret/),
      raekke.getByText(/^\d{2}\.\d{2}\.\d{4} \d{2}\.\d{2}$/).first(),
    ])
      expect(await indenForBredden(del)).toBe(true);
    await page.getByRole('button', { name: 'Status' }).click();
    // The list may still be refreshing from the server when the sort is clicked.
    await expect.poll(() => page.getByRole('columnheader', { name: 'Status' }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('shows one who only reads cases (Analytiker) the CPR numbers masked and no button that changes the application; a Sagsbehandler reads them whole', async () => {
    const [id] = await opretSomVirksomhed(browser, { ...medSvejsning, ansoegningsNavn: `Læsning ${kode}` });
    const hele = ['010170-1235', '020290-1234', '030385-1234'];
    const page = await newPage(browser);
    await logIndSomAdmin(page, `/app/admin/arbejdsmangel/ansoegning/${id}`, 'analytiker');
    const medarbejdere = panel(page, 'Medarbejdere');
    await medarbejdere.getByRole('row', { name: /Anna Krogh/ }).waitFor();
    expect(await medarbejdere.getByRole('row', { name: /Anna Krogh/ }).textContent()).toContain('020290-****');
    expect(await medarbejdere.getByRole('row', { name: /Jens Lund/ }).textContent()).toContain('030385-****');
    expect(await panel(page, 'Enighed med medarbejdere').textContent()).toContain('010170-****');
    const side = (await page.getByRole('main').textContent()) ?? '';
    for (const cpr of hele) expect(side).not.toContain(cpr);
    expect(await page.getByRole('button', { name: /^Rediger/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Tilføj medarbejder' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Attester ansøgning på vegner af medarbejdere', exact: true }).count()).toBe(0);

    const behandler = await newPage(browser);
    await logIndSomAdmin(behandler, `/app/admin/arbejdsmangel/ansoegning/${id}`, 'sagsbehandler');
    await panel(behandler, 'Medarbejdere')
      .getByRole('row', { name: /Anna Krogh/ })
      .waitFor();
    const behandlerSide = (await behandler.getByRole('main').textContent()) ?? '';
    for (const cpr of hele) expect(behandlerSide).toContain(cpr);
    await behandler.getByRole('button', { name: 'Attester ansøgning på vegner af medarbejdere', exact: true }).waitFor();
  });

  it('says in Danish that an unknown or non-numeric application does not exist', async () => {
    const page = await newPage(browser);
    await logIndSomAdmin(page, '/app/admin/arbejdsmangel/ansoegning/999999');
    await page.getByText('Ansøgningen findes ikke.').waitFor();
    await page.goto('/app/admin/arbejdsmangel/ansoegning/abc');
    await page.getByText('Ansøgningen findes ikke.').waitFor();
  });

  it('has the list in the admin menu', async () => {
    const page = await newPage(browser);
    await logIndSomAdmin(page);
    await page.getByRole('navigation').getByRole('link', { name: 'Arbejdsmangel' }).click();
    await page.getByRole('heading', { name: 'Ansøgninger om arbejdsmangel' }).waitFor();
  });
});
