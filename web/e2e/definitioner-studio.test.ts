import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { adminHeaders, send } from './api';
import { logIndSomAdmin } from './admin';
import { newPage } from './browser';
import { genudgivIStudiet } from './definitioner';
import { egenServer } from './egen-server';
import { proevFakturanummer } from './guide';
import type { TestServer } from './server';

let server: TestServer;
let browser: Browser;
// A server of its own: what this file publishes would otherwise be live for every other browser test.
egenServer('faktura.pdf', (o) => ({ server, browser } = o));

const FELTER = 'schemas/felter.schema.json';
const TITEL = 'Ingen mellemrum i fakturanummer';
const BESKED = 'Fakturanummer må ikke indeholde mellemrum.';

/** The raw editor's text as JSON, changed by `aendr`, written back into it. */
async function retEditor(side: Page, aendr: (json: Record<string, Record<string, Record<string, unknown>>>) => void) {
  const editor = side.getByLabel('Filens JSON');
  const json = JSON.parse(await editor.inputValue()) as Record<string, Record<string, Record<string, unknown>>>;
  aendr(json);
  await editor.fill(JSON.stringify(json, null, 2));
}

describe("the studio: README's invoice rule made by an analyst, published by another, rolled back", () => {
  it('is drafted, diffed and checked in the browser, refused to its author, published by admin, live without a restart, and taken back by Genudgiv', async () => {
    const base = server.baseUrl;
    const analytiker = await newPage(browser, base);
    await logIndSomAdmin(analytiker, '/app/admin', 'analytiker');
    // The menu leads to the studio for the analyst.
    await analytiker.getByRole('button', { name: 'Opsætning' }).click();
    await analytiker.getByRole('navigation', { name: 'Hovedmenu' }).getByRole('link', { name: 'Definitioner' }).click();
    await analytiker.getByRole('heading', { name: 'Definitioner', level: 1 }).waitFor();

    await analytiker.getByLabel('Titel på udkastet').fill(TITEL);
    await analytiker.getByRole('button', { name: 'Nyt udkast' }).click();
    await analytiker.getByRole('heading', { name: TITEL, level: 1 }).waitFor();
    const id = analytiker.url().split('/').pop()!;
    await analytiker.getByText('Udkastet ændrer ingen filer endnu.').waitFor();

    await analytiker.getByLabel('Fil', { exact: true }).selectOption(FELTER);
    await retEditor(analytiker, (felter) => {
      felter['definitions']!['fakturanummer'] = {
        ...felter['definitions']!['fakturanummer'],
        pattern: '^\\S+$',
        errorMessage: { pattern: BESKED },
      };
    });
    await analytiker.getByRole('button', { name: 'Gem fil' }).click();
    await analytiker.getByText(`${FELTER} er gemt i udkastet.`).waitFor();
    // The diff against the live version: the rule's lines added.
    const diff = analytiker.getByRole('figure', { name: `Forskel fra den udgivne version af ${FELTER}` });
    await diff.locator('ins', { hasText: '"pattern": "^\\\\S+$"' }).waitFor();
    await diff.locator('ins', { hasText: BESKED }).waitFor();
    await analytiker.getByText('Tjekket fandt ingen fejl.').waitFor();

    // Four eyes: shown to the author, but not usable, with the reason; the API says 403 too.
    const udgiv = analytiker.getByRole('button', { name: 'Udgiv', exact: true });
    expect(await udgiv.isDisabled()).toBe(true);
    await analytiker.getByText('Du har selv lavet eller ændret udkastet. En anden analytiker eller administrator udgiver det (fire øjne).').waitFor();
    const selv = await send(base, 'POST', `/api/Definitioner/Udkast/${id}/Udgiv`, { note: 'Selv' }, await adminHeaders(base, 'analytiker'));
    expect(selv.status).toBe(403);
    expect(((await selv.json()) as { title: string }).title).toBe('Et udkast udgives af en anden end dem, der har lavet eller ændret det.');

    // The administrator publishes it with a note.
    const admin = await newPage(browser, base);
    await logIndSomAdmin(admin, '/app/admin/definitioner');
    await admin.getByRole('link', { name: TITEL }).click();
    await admin.getByText('Tjekket fandt ingen fejl.').waitFor();
    await admin.getByRole('button', { name: 'Udgiv', exact: true }).click();
    await admin.getByText('Skriv en note om ændringen.').waitFor();
    await admin.getByLabel('Note om ændringen').fill('Fakturanumre uden mellemrum');
    await admin.getByRole('button', { name: 'Udgiv', exact: true }).click();
    await admin.getByText('Version 2 er udgivet og gælder ved næste sideindlæsning.').waitFor();
    const raekke = admin.getByRole('row', { name: /^2 / });
    await raekke.getByText('analytiker').waitFor();
    await raekke.getByText('admin', { exact: true }).waitFor();
    await raekke.getByText('Fakturanumre uden mellemrum').waitFor();

    // The two versions compared: the one file, with the rule.
    await admin.getByLabel('Fra version').selectOption('1');
    await admin.getByLabel('Til version').selectOption('2');
    await admin.getByRole('button', { name: 'Sammenlign' }).click();
    await admin.getByText('1 fil er forskellig fra version 1 til version 2.').waitFor();
    await admin
      .getByRole('figure', { name: `Forskel i ${FELTER} fra version 1 til version 2` })
      .locator('ins', { hasText: BESKED })
      .waitFor();

    // Live in the employee's wizard without a restart.
    const mette = await newPage(browser, base);
    await proevFakturanummer(mette, 'AB 12');
    await mette.locator('form').getByText(BESKED).waitFor();

    // Genudgiv of version 1 takes it back, with four eyes: no note, no rollback; admin asks, the analyst publishes.
    await admin.getByRole('button', { name: 'Genudgiv version 1' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Genudgiv version 1' });
    await dialog.getByRole('button', { name: 'Genudgiv' }).click();
    await dialog.getByText('Skriv en note om ændringen.').waitFor();
    await dialog.getByRole('button', { name: 'Annuller' }).click();
    expect(await genudgivIStudiet(admin, analytiker, 1, 'Tilbage til mellemrum')).toBe(3);
    await proevFakturanummer(mette, 'AB 12');
    await mette.getByRole('heading', { name: /^Der er \d+ fejl$/, level: 2 }).waitFor();
    expect(await mette.getByText(BESKED).count()).toBe(0);
    for (const side of [analytiker, admin, mette]) await side.close();
  }, 240_000);
});

describe('the studio refuses bad input', () => {
  it('saves no file that is not JSON, shows the check’s problem at its file and place, offers no Udgiv, and discards the draft', async () => {
    const base = server.baseUrl;
    const side = await newPage(browser, base);
    await logIndSomAdmin(side, '/app/admin/definitioner', 'analytiker');
    await side.getByLabel('Titel på udkastet').fill('Forkert widget');
    await side.getByRole('button', { name: 'Nyt udkast' }).click();
    await side.getByRole('heading', { name: 'Forkert widget', level: 1 }).waitFor();
    const id = side.url().split('/').pop()!;

    await side.getByLabel('Fil', { exact: true }).selectOption('schemas/tekst-opret.ui.json');
    const editor = side.getByLabel('Filens JSON');
    const rigtig = await editor.inputValue();
    await editor.fill(rigtig.replace(/\}\s*$/, ','));
    await side.getByRole('button', { name: 'Gem fil' }).click();
    await side.getByText(/^Filen er ikke gyldig JSON og er ikke gemt: /).waitFor();
    expect(await editor.getAttribute('aria-invalid')).toBe('true');
    const analytiker = await adminHeaders(base, 'analytiker');
    const udkast = (await (await send(base, 'GET', `/api/Definitioner/Udkast/${id}`, undefined, analytiker)).json()) as {
      filer: unknown[];
    };
    expect(udkast.filer).toEqual([]);

    // A misspelt widget: saved, and the check names it at its place.
    await editor.fill(rigtig.replace('"ui:widget": "radio"', '"ui:widget": "radoi"'));
    await side.getByRole('button', { name: 'Gem fil' }).click();
    await side.getByText('schemas/tekst-opret.ui.json er gemt i udkastet.').waitFor();
    await side.getByText(/^Tjekket fandt 1 fejl\./).waitFor();
    await side.getByText('ved /type/ui:widget').first().waitFor();
    await side.getByText('Udgiv tilbydes, når tjekket ikke finder fejl.').waitFor();
    expect(await side.getByRole('button', { name: 'Udgiv', exact: true }).count()).toBe(0);

    await side.getByRole('button', { name: 'Kassér udkast' }).click();
    const dialog = side.getByRole('dialog', { name: 'Kassér udkastet?' });
    await dialog.getByText("Udkastet 'Forkert widget' og alle dets ændringer slettes.", { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Kassér' }).click();
    await side.getByText('Udkastet er kasseret.').waitFor();
    expect(await side.getByRole('link', { name: 'Forkert widget' }).count()).toBe(0);
    expect((await send(base, 'GET', `/api/Definitioner/Udkast/${id}`, undefined, analytiker)).status).toBe(404);
    await side.close();
  }, 120_000);
});
