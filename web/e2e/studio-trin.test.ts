import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIndSomAdmin } from './admin';
import { adminHeaders, send } from './api';
import { axeBrud, beskrivBrud } from './axe';
import { genudgivSomAdmin, proevUdkastet, stopProeven, type Json } from './definitioner';
import { newPage } from './browser';
import { egenServer } from './egen-server';
import { faarFokus, logInd, tilFaktura, trin, vedFeltet, vedhaeftOgScan } from './guide';
import type { TestServer } from './server';

let server: TestServer;
let browser: Browser;
let faktura: string;
// A server of its own: what this file publishes would otherwise be live for every other browser test.
egenServer('faktura-kontakt.pdf', (o) => ({ server, browser, faktura } = o));

const BESKED = 'Telefonnummer skal være 8 cifre.';
const MASKINE = 'workflows/forudbetaling-wizard.machine.json';
const OPRET = 'schemas/forudbetaling-opret.schema.json';
const NOTE = 'Kontakttrin med telefonnummer';

/** A new draft made in the studio, and its steps editor opened from the draft's 'Editorer'. */
async function tilTrinene(side: Page, titel: string): Promise<string> {
  await logIndSomAdmin(side, '/app/admin/definitioner', 'analytiker');
  await side.getByLabel('Titel på udkastet').fill(titel);
  await side.getByRole('button', { name: 'Nyt udkast' }).click();
  await side.getByRole('heading', { name: titel, level: 1 }).waitFor();
  const id = side.url().split('/').pop()!;
  await side.getByRole('navigation', { name: 'Editorer' }).getByRole('link', { name: 'Guidens trin' }).click();
  await side.getByRole('heading', { name: `Guidens trin: ${titel}`, level: 1 }).waitFor();
  return id;
}

/** The steps as the editor lists them, by their headings. */
const trinene = (side: Page) => side.getByRole('list', { name: 'Trinene i guiden' }).getByRole('heading', { level: 3 }).allInnerTexts();

/** The wizard's step indicator, each step's text. */
async function trinviser(page: Page): Promise<string[]> {
  const punkter = page.getByRole('navigation', { name: 'Trin' }).getByRole('listitem');
  return (await punkter.allInnerTexts()).map((s) => s.replace(/\s+/g, ' ').trim());
}

const filerI = async (base: string, id: string) =>
  (
    (await (await send(base, 'GET', `/api/Definitioner/Udkast/${id}`, undefined, await adminHeaders(base, 'analytiker'))).json()) as {
      filer: { sti: string }[];
    }
  ).filer
    .map((f) => f.sti)
    .sort();

// First: the other publishes, and a failure of it would leave its step live.
describe('the steps editor refuses bad input', () => {
  it('says in Danish why a step without a title or with a name taken is not added, and saves nothing', async () => {
    const base = server.baseUrl;
    const side = await newPage(browser, base);
    const id = await tilTrinene(side, 'Forkerte trin');
    await side.getByLabel('Feltets titel').fill('Telefon');
    await side.getByRole('button', { name: 'Tilføj trin' }).click();
    await side.getByText('Skriv en titel på trinnet (med bogstaver, begyndende med et bogstav). Intet er gemt.').waitFor();
    expect(await side.getByLabel('Trinnets titel').getAttribute('aria-invalid')).toBe('true');

    await side.getByLabel('Trinnets titel').fill('Faktura');
    await side.getByRole('button', { name: 'Tilføj trin' }).click();
    await side.getByText("Der er allerede et trin eller en formular, der hedder 'Faktura'. Vælg en anden titel. Intet er gemt.").waitFor();
    expect(await filerI(base, id)).toEqual([]);
    expect(await trinene(side)).toHaveLength(5);
    await side.close();
  }, 120_000);

  it("shows the check's problem at the step it names, and removing the step takes back all it added", async () => {
    const base = server.baseUrl;
    const side = await newPage(browser, base);
    const id = await tilTrinene(side, 'Fjernet trin');
    await side.getByLabel('Trinnets titel').fill('Ekstra');
    await side.getByLabel('Feltets titel').fill('Bemærkning');
    await side.getByRole('button', { name: 'Tilføj trin' }).click();
    await side.getByText("Trinnet 'Ekstra' er tilføjet og gemt i udkastet.").waitFor();

    // A heading text that does not exist, written in the raw editor: the check names it at the step.
    await side.getByRole('link', { name: 'Tilbage til udkastet' }).click();
    await side.getByLabel('Fil', { exact: true }).selectOption(MASKINE);
    const editor = side.getByLabel('Filens JSON');
    const maskine = JSON.parse(await editor.inputValue()) as Json;
    maskine['states'].ekstra.meta.overskrift = 'studioTrin.findesIkke';
    await editor.fill(JSON.stringify(maskine, null, 2));
    await side.getByRole('button', { name: 'Gem fil' }).click();
    await side.getByText(`${MASKINE} er gemt i udkastet.`).waitFor();
    await side.getByRole('navigation', { name: 'Editorer' }).getByRole('link', { name: 'Guidens trin' }).click();
    const ekstra = side.getByRole('listitem').filter({ has: side.getByRole('heading', { name: 'Trin 4: Ekstra' }) });
    await side.getByText(/^Tjekket fandt 1 fejl\./).waitFor();
    await ekstra.getByText('Tjekket fandt fejl ved trinnet:').waitFor();
    await ekstra.getByText('ved /states/ekstra/meta/overskrift').waitFor();

    await ekstra.getByRole('button', { name: 'Fjern Ekstra' }).click();
    await ekstra.getByRole('button', { name: 'Fjern trinnet' }).click();
    await side.getByText("Trinnet 'Ekstra' er fjernet og gemt i udkastet.").waitFor();
    const analytiker = await adminHeaders(base, 'analytiker');
    const live = ((await (await send(base, 'GET', '/api/Definitioner/Live', undefined, analytiker)).json()) as { filer: Json }).filer;
    const udkast = (await (await send(base, 'GET', `/api/Definitioner/Udkast/${id}`, undefined, analytiker)).json()) as {
      filer: { sti: string; indhold: Json | null }[];
    };
    const filer = Object.fromEntries(udkast.filer.map((f) => [f.sti, f.indhold]));
    expect(filer).toEqual({
      [MASKINE]: live[MASKINE],
      [OPRET]: live[OPRET],
      'schemas/forudbetaling-ekstra.schema.json': null,
      'schemas/forudbetaling-ekstra.ui.json': null,
    });
    expect(Object.keys(filer[MASKINE]!['states'])).toEqual(Object.keys(live[MASKINE]['states']));
    await side.close();
  }, 120_000);
});

describe("the studio's steps editor: README's step 'Kontakt' made by an analyst, published by another, rolled back", () => {
  it("is added with a required phone number, moved by keyboard, previewed, tried with 'Prøv udkastet', refused to its author, published by admin, walked by an employee and taken back by Genudgiv", async () => {
    const base = server.baseUrl;
    const analytiker = await newPage(browser, base);
    const id = await tilTrinene(analytiker, 'Kontakttrin');
    expect(await trinene(analytiker)).toEqual([
      'Trin 1: Kurser',
      'Trin 2: Deltagelse',
      'Trin 3: Faktura',
      'Trin 4: Kontrol',
      'Trin 5: Tro og love',
    ]);

    await analytiker.getByLabel('Trinnets titel').fill('Kontakt');
    await analytiker.getByLabel('Feltets titel').fill('Telefonnummer');
    await analytiker.getByLabel('Type', { exact: true }).selectOption('telefonnummer');
    await analytiker.getByLabel('Skal udfyldes').check();
    await analytiker.getByLabel('Besked, når feltet mangler eller er forkert').fill(BESKED);
    await analytiker.getByRole('button', { name: 'Tilføj trin' }).click();
    await analytiker.getByText("Trinnet 'Kontakt' er tilføjet og gemt i udkastet.").waitFor();
    await analytiker.getByText('Tjekket fandt ingen fejl.').waitFor();
    await expect.poll(() => trinene(analytiker), { timeout: 15_000 }).toContain('Trin 4: Kontakt');
    expect(await trinene(analytiker)).toEqual([
      'Trin 1: Kurser',
      'Trin 2: Deltagelse',
      'Trin 3: Faktura',
      'Trin 4: Kontakt',
      'Trin 5: Kontrol',
      'Trin 6: Tro og love',
    ]);
    // The files README has one write by hand, and no other.
    expect(await filerI(base, id)).toEqual([
      'schemas/forudbetaling-kontakt.schema.json',
      'schemas/forudbetaling-kontakt.ui.json',
      'schemas/forudbetaling-opret.schema.json',
      'workflows/forudbetaling-wizard.machine.json',
    ]);

    // Moved up and back down by keyboard; the focus stays on the step's button.
    const op = analytiker.getByRole('button', { name: 'Flyt Kontakt op' });
    await op.focus();
    await analytiker.keyboard.press('Enter');
    await analytiker.getByText("Trinnet 'Kontakt' er flyttet og gemt i udkastet.").waitFor();
    await expect.poll(() => trinene(analytiker), { timeout: 15_000 }).toContain('Trin 3: Kontakt');
    await faarFokus(op);
    await analytiker.keyboard.press('Tab');
    await faarFokus(analytiker.getByRole('button', { name: 'Flyt Kontakt ned' }));
    await analytiker.keyboard.press('Enter');
    await expect.poll(() => trinene(analytiker), { timeout: 15_000 }).toContain('Trin 4: Kontakt');

    // The preview draws the step's form and checks it as one types.
    const forhaandsvisning = analytiker.getByRole('region', { name: 'Forhåndsvisning: Kontakt' });
    const felt = forhaandsvisning.getByLabel(/^Telefonnummer/);
    await felt.fill('1234');
    await forhaandsvisning.getByText(BESKED).waitFor();
    const brud = await axeBrud(analytiker);
    expect(brud, beskrivBrud('guidens trin', brud)).toEqual([]);
    await felt.fill('12345678');
    await forhaandsvisning.getByText(BESKED).waitFor({ state: 'detached' });
    await forhaandsvisning.getByRole('button', { name: 'Prøv trinnet' }).click();
    await forhaandsvisning.getByText('Formularen er udfyldt rigtigt.').waitFor();

    // Tried with 'Prøv udkastet': a demo citizen in this browser meets the step on the real wizard and
    // is stopped by the empty number; after 'Stop prøven' the live wizard has no such step yet.
    await analytiker.getByRole('link', { name: 'Tilbage til udkastet' }).click();
    await analytiker.getByText('Tjekket fandt ingen fejl.').waitFor();
    await proevUdkastet(analytiker, 'Kontakttrin');
    await logInd(analytiker, 'Mette Jensen', '/app/forudbetaling/anmod');
    await tilFaktura(analytiker, /Svejsning efter EN ISO 9606-1/, '18.500');
    expect(await trinviser(analytiker)).toContain('4 Kontakt');
    await vedhaeftOgScan(analytiker, faktura, 'KN-2026-0417');
    await analytiker.getByRole('button', { name: 'Fortsæt' }).click();
    await analytiker.locator('main').getByRole('heading', { name: 'Kontakt', level: 2 }).waitFor();
    await analytiker.getByRole('button', { name: 'Fortsæt' }).click();
    await vedFeltet(analytiker, BESKED).waitFor();
    await stopProeven(analytiker, new URL(analytiker.url()).pathname);
    await trin(analytiker, 'Hvilke kurser gælder fakturaen?');
    expect((await trinviser(analytiker)).join(' | ')).not.toContain('Kontakt');

    // Back in the draft (the admin login outlives the citizen's): the check finds nothing; four eyes keep its author from publishing it.
    await analytiker.goto(`/app/admin/definitioner/udkast/${id}`);
    await analytiker.getByText('Tjekket fandt ingen fejl.').waitFor();
    expect(await analytiker.getByRole('button', { name: 'Udgiv', exact: true }).isDisabled()).toBe(true);
    const selv = await send(base, 'POST', `/api/Definitioner/Udkast/${id}/Udgiv`, { note: 'Selv' }, await adminHeaders(base, 'analytiker'));
    expect(selv.status).toBe(403);

    const admin = await newPage(browser, base);
    await logIndSomAdmin(admin, '/app/admin/definitioner');
    await admin.getByRole('link', { name: 'Kontakttrin' }).click();
    await admin.getByText('Tjekket fandt ingen fejl.').waitFor();
    await admin.getByLabel('Note om ændringen').fill(NOTE);
    await admin.getByRole('button', { name: 'Udgiv', exact: true }).click();
    await admin.getByText('Version 2 er udgivet og gælder ved næste sideindlæsning.').waitFor();

    // The employee meets the step on the next page load, is stopped by the missing number, and submits.
    const mette = await newPage(browser, base);
    await logInd(mette, 'Mette Jensen', '/app/forudbetaling/anmod');
    await tilFaktura(mette, /Svejsning efter EN ISO 9606-1/, '18.500');
    expect(await trinviser(mette)).toContain('4 Kontakt');
    await vedhaeftOgScan(mette, faktura, 'KN-2026-0417');
    await mette.getByRole('button', { name: 'Fortsæt' }).click();
    // Its heading is its title (the footer has a 'Kontakt' of its own).
    await mette.locator('main').getByRole('heading', { name: 'Kontakt', level: 2 }).waitFor();
    await mette.getByRole('button', { name: 'Fortsæt' }).click();
    await vedFeltet(mette, BESKED).waitFor();
    await mette.getByLabel(/^Telefonnummer/).fill('12345678');
    await vedFeltet(mette, BESKED).waitFor({ state: 'detached' });
    await mette.getByRole('button', { name: 'Fortsæt' }).click();
    await trin(mette, 'Kontrollér dine oplysninger');
    await mette.getByRole('button', { name: 'Fortsæt' }).click();
    await trin(mette, 'Tro og love');
    await mette.getByRole('checkbox', { name: /erklærer på tro og love/ }).check();
    await mette.getByRole('button', { name: 'Indsend anmodning' }).click();
    await mette.getByRole('heading', { name: 'Din anmodning er modtaget' }).waitFor();

    // The versions page: author, publisher and note; Genudgiv of version 1 takes the step away.
    await admin.goto('/app/admin/definitioner/versioner');
    const raekke = admin.getByRole('row', { name: /^2 / });
    await raekke.getByText('analytiker').waitFor();
    await raekke.getByText('admin', { exact: true }).waitFor();
    await raekke.getByText(NOTE).waitFor();
    expect(await genudgivSomAdmin(browser, admin, 1, 'Uden kontakttrin')).toBe(3);

    const lars = await newPage(browser, base);
    await logInd(lars, 'Lars Nielsen', '/app/forudbetaling/anmod');
    await trin(lars, 'Hvilke kurser gælder fakturaen?');
    expect((await trinviser(lars)).join(' | ')).not.toContain('Kontakt');
    for (const side of [analytiker, admin, mette, lars]) await side.close();
  }, 300_000);
});
