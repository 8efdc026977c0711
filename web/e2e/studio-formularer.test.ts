import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { adminHeaders, send } from './api';
import { logIndSomAdmin } from './admin';
import { newPage } from './browser';
import {
  VIRKSOMHEDENS_FORMULAR,
  genudgivSomAdmin,
  logIndSomVirksomhed,
  proeveBanner,
  proeveTekst,
  proevUdkastet,
  stopProeven,
  virksomhedLogInd,
} from './definitioner';
import { egenServer } from './egen-server';
import { proevFakturanummer, vedFeltet } from './guide';
import type { TestServer } from './server';

let server: TestServer;
let browser: Browser;
// A server of its own: what this file publishes would otherwise be live for every other browser test.
egenServer('faktura.pdf', (o) => ({ server, browser } = o));

const BESKED = 'Fakturanummer må ikke indeholde mellemrum.';
const KONTAKT = 'Afdelingens kontaktperson';

/** The analyst's new draft, opened in the form editor on the form with this title. */
async function iFormulareditoren(side: Page, titel: string, formular: string): Promise<string> {
  await logIndSomAdmin(side, '/app/admin/definitioner', 'analytiker');
  await side.getByLabel('Titel på udkastet').fill(titel);
  await side.getByRole('button', { name: 'Nyt udkast' }).click();
  await side.getByRole('heading', { name: titel, level: 1 }).waitFor();
  const id = side.url().split('/').pop()!;
  await side.getByRole('navigation', { name: 'Editorer' }).getByRole('link', { name: 'Formularer' }).click();
  await side.getByRole('heading', { name: 'Formularer i udkastet', level: 1 }).waitFor();
  await side.getByLabel('Formular', { exact: true }).selectOption({ label: formular });
  return id;
}

/** The preview, once it has the editor's present edits (the server makes its validator). */
async function opdateret(side: Page) {
  const visning = side.getByRole('region', { name: 'Forhåndsvisning' });
  await expect.poll(() => visning.getByText('Forhåndsvisningen opdateres …').count(), { timeout: 30_000 }).toBe(0);
  return visning;
}

/** Back on the draft: the check finds nothing, and the author cannot publish (the button, and the API's 403). */
async function afvistForfatteren(side: Page, id: string) {
  await side.getByRole('link', { name: 'Tilbage til udkastet' }).click();
  await side.getByText('Tjekket fandt ingen fejl.').waitFor();
  expect(await side.getByRole('button', { name: 'Udgiv', exact: true }).isDisabled()).toBe(true);
  const base = server.baseUrl;
  const selv = await send(base, 'POST', `/api/Definitioner/Udkast/${id}/Udgiv`, { note: 'Selv' }, await adminHeaders(base, 'analytiker'));
  expect(selv.status).toBe(403);
}

/** The administrator publishes the draft with a note; the versions page shows author, publisher and note. */
async function udgivSomAdmin(titel: string, note: string): Promise<{ admin: Page; version: number }> {
  const admin = await newPage(browser, server.baseUrl);
  await logIndSomAdmin(admin, '/app/admin/definitioner');
  await admin.getByRole('link', { name: titel }).click();
  await admin.getByText('Tjekket fandt ingen fejl.').waitFor();
  await admin.getByLabel('Note om ændringen').fill(note);
  await admin.getByRole('button', { name: 'Udgiv', exact: true }).click();
  const udgivet = admin.getByText(/^Version \d+ er udgivet og gælder ved næste sideindlæsning\.$/);
  await udgivet.waitFor();
  const version = Number(/\d+/.exec(await udgivet.innerText())![0]);
  const raekke = admin.getByRole('row', { name: new RegExp(`^${version} `) });
  await raekke.getByText('analytiker').waitFor();
  await raekke.getByText('admin', { exact: true }).waitFor();
  await raekke.getByText(note).waitFor();
  return { admin, version };
}

/** The employee's wizard at the invoice step refuses 'AB 12' with the draft's message. */
async function medReglen(page: Page) {
  await proevFakturanummer(page, 'AB 12');
  await vedFeltet(page, BESKED).waitFor();
}

/** The wizard at the invoice step without the rule: other errors (no invoice attached), never its message. */
async function udenReglen(page: Page) {
  await proevFakturanummer(page, 'AB 12');
  await page.getByRole('heading', { name: /^Der er \d+ fejl$/, level: 2 }).waitFor();
  expect(await page.getByText(BESKED).count()).toBe(0);
}

/** The company's form, as a department: the contact person is asked for. */
async function medKontaktperson(page: Page) {
  await page.getByRole('radio', { name: 'Afdeling', exact: true }).check();
  await page.getByLabel(KONTAKT).waitFor();
}

/** The company's form, as a department: the department's own fields, and no contact person. */
async function udenKontaktperson(page: Page) {
  await page.getByRole('radio', { name: 'Afdeling', exact: true }).check();
  await page.getByLabel('Navn på afdeling / produktionsenhed').waitFor();
  expect(await page.getByLabel(KONTAKT).count()).toBe(0);
}

describe('the form editor', () => {
  it("makes README's invoice rule on the shared field, refuses bad input, previews it unsaved, and it goes live and back", async () => {
    const base = server.baseUrl;
    const side = await newPage(browser, base);
    const titel = 'Fakturanummer uden mellemrum';
    const id = await iFormulareditoren(side, titel, 'Fakturaoplysninger');
    await side.getByRole('button', { name: 'Rediger Fakturanummer' }).click();
    // A shared field: edited once, where it is defined, with the forms that use it.
    const felt = side.getByRole('group', { name: 'Feltet Fakturanummer' });
    await felt.getByText('Delt felt: felter#/definitions/fakturanummer').waitFor();
    await felt
      .getByRole('list', { name: /fakturanummer/ })
      .getByText('Fakturaoplysninger')
      .waitFor();

    // Bad input: a pattern the server's engine cannot run, and a changed rule with its message emptied. Nothing is saved.
    const moenster = felt.getByLabel('Mønster (regulært udtryk)', { exact: true });
    await moenster.fill('^(?=A)\\S+$');
    await felt.getByLabel('Besked for Mønster (regulært udtryk)').fill('');
    await side.getByRole('button', { name: 'Gem ændringer' }).click();
    await felt.getByText(/^Mønstret er ikke et gyldigt regulært udtryk, som serveren kan bruge/).waitFor();
    await felt.getByText("Skriv en dansk besked til reglen 'Mønster (regulært udtryk)'.").waitFor();
    expect(await moenster.getAttribute('aria-invalid')).toBe('true');
    const analytiker = await adminHeaders(base, 'analytiker');
    const udkast = await (await send(base, 'GET', `/api/Definitioner/Udkast/${id}`, undefined, analytiker)).json();
    expect((udkast as { filer: unknown[] }).filer).toEqual([]);

    await moenster.fill('^\\S+$');
    await felt.getByLabel('Besked for Mønster (regulært udtryk)').fill(BESKED);
    // The preview checks the unsaved rule as one types.
    const visning = await opdateret(side);
    const nummer = visning.getByLabel(/^Fakturanummer/);
    await nummer.fill('AB 12');
    await visning.getByText(BESKED).waitFor();
    await nummer.fill('AB12');
    await expect.poll(() => visning.getByText(BESKED).count()).toBe(0);

    await side.getByRole('button', { name: 'Gem ændringer' }).click();
    await side.getByText('Ændringerne er gemt i udkastet: schemas/felter.schema.json.').waitFor();
    await afvistForfatteren(side, id);

    // Tried before it is published: the employee signs in in the analyst's browser and meets the draft's rule;
    // after 'Stop prøven' the same wizard is the live one, which does not have it yet.
    await proevUdkastet(side, titel);
    await medReglen(side);
    await proeveBanner(side).getByText(proeveTekst(titel)).waitFor();
    await stopProeven(side, '/app/forudbetaling/anmod');
    await udenReglen(side);

    const { admin, version } = await udgivSomAdmin(titel, 'Fakturanumre uden mellemrum');

    // Live in the employee's wizard without a restart; Genudgiv of version 1 takes it back.
    const mette = await newPage(browser, base);
    await medReglen(mette);
    await genudgivSomAdmin(browser, admin, version - 1, 'Tilbage');
    await udenReglen(mette);
    for (const s of [side, admin, mette]) await s.close();
  }, 240_000);

  it("adds a field shown only for a department, moved into place with the keyboard, previewed unsaved, and it goes live on the company's form and back", async () => {
    const side = await newPage(browser, server.baseUrl);
    const titel = 'Kontaktperson for en afdeling';
    const id = await iFormulareditoren(side, titel, 'Ansøgning om støtte ved midlertidig arbejdsmangel');
    await side.getByLabel('Feltets navn i data (fx kontaktperson)').fill('kontaktperson');
    await side.getByLabel('Feltets titel').fill(KONTAKT);
    await side.getByRole('button', { name: 'Tilføj felt' }).click();
    const felt = side.getByRole('group', { name: `Feltet ${KONTAKT}` });
    await felt.getByLabel('Største længde', { exact: true }).fill('100');
    await felt.getByLabel('Besked for Største længde').fill('Kontaktpersonen må højst have 100 tegn.');
    await felt.getByLabel('Vis kun når', { exact: true }).selectOption({ label: 'Omfang af virksomhed' });
    await felt.getByRole('checkbox', { name: 'Afdeling', exact: true }).check();

    // Moved up beside the department's name, by keyboard.
    const liste = side.getByRole('list', { name: 'Formularens felter i rækkefølge' });
    for (let i = 0; i < 4; i++) {
      await liste.getByRole('button', { name: `Flyt ${KONTAKT} op` }).focus();
      await side.keyboard.press('Enter');
    }
    await expect.poll(async () => (await liste.getByRole('listitem').allInnerTexts()).findIndex((t) => t.includes(KONTAKT))).toBe(2);

    // The preview shows it only for a department, before it is saved.
    const visning = await opdateret(side);
    await visning.getByRole('radio', { name: 'Afdeling', exact: true }).check();
    await visning.getByLabel(KONTAKT).waitFor();
    await visning.getByRole('radio', { name: 'Hele virksomheden', exact: true }).check();
    await expect.poll(() => visning.getByLabel(KONTAKT).count()).toBe(0);

    await side.getByRole('button', { name: 'Gem ændringer' }).click();
    await side
      .getByText(/^Ændringerne er gemt i udkastet: schemas\/arbejdsmangel-opret\.schema\.json, schemas\/arbejdsmangel-opret\.ui\.json\.$/)
      .waitFor();
    // The editor reads the saved files back: the field is there, with its condition.
    await side.getByText('vises kun når omfang er Afdeling', { exact: true }).waitFor();
    await afvistForfatteren(side, id);

    // Tried before it is published: the company signs in in the analyst's browser and is asked for the contact
    // person as a department; after 'Stop prøven' the same form is the live one, which does not ask yet.
    await proevUdkastet(side, titel);
    await virksomhedLogInd(side);
    await proeveBanner(side).getByText(proeveTekst(titel)).waitFor();
    await medKontaktperson(side);
    await stopProeven(side, VIRKSOMHEDENS_FORMULAR);
    await udenKontaktperson(side);

    const { admin, version } = await udgivSomAdmin(titel, 'Kontaktperson for afdelinger');

    // Live on the company's form without a restart, shown only for a department.
    const virksomhed = await logIndSomVirksomhed(browser, server.baseUrl);
    await medKontaktperson(virksomhed);
    await virksomhed.getByRole('radio', { name: 'Hele virksomheden', exact: true }).check();
    await expect.poll(() => virksomhed.getByLabel(KONTAKT).count()).toBe(0);

    // Genudgiv of the version before takes it back.
    await genudgivSomAdmin(browser, admin, version - 1, 'Tilbage');
    await virksomhed.reload();
    await udenKontaktperson(virksomhed);
    for (const s of [side, admin, virksomhed]) await s.close();
  }, 240_000);
});
