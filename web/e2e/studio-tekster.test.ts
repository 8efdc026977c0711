import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import web from '../../content/ui/web.json';
import { adminHeaders, send } from './api';
import { logIndSomAdmin } from './admin';
import { newPage } from './browser';
import { genudgivSomAdmin, proevUdkastet, stopProeven } from './definitioner';
import { egenServer } from './egen-server';
import type { TestServer } from './server';

let server: TestServer;
let browser: Browser;
// A server of its own: what this file publishes would otherwise be live for every other browser test.
egenServer('faktura.pdf', (o) => ({ server, browser } = o));

const NOEGLE = 'web.start.loenmodtager.logInd';
const GAMMEL = web[NOEGLE];
const NY = 'Log ind med MitID som lønmodtager';
const TITEL = 'Tydeligere login-knap';
const NOTE = 'Knappen nævner MitID';

describe('the wording editor: a button label changed by an analyst, published by another, rolled back', () => {
  it('is edited with undo and redo, found by search with where it is used, published by admin, live without a restart, taken back by Genudgiv, and the history says who and why', async () => {
    const base = server.baseUrl;
    const borger = await newPage(browser, base);
    await borger.goto('/app');
    await borger.getByRole('link', { name: GAMMEL }).waitFor();

    const analytiker = await newPage(browser, base);
    await logIndSomAdmin(analytiker, '/app/admin/definitioner', 'analytiker');
    await analytiker.getByLabel('Titel på udkastet').fill(TITEL);
    await analytiker.getByRole('button', { name: 'Nyt udkast' }).click();
    await analytiker.getByRole('heading', { name: TITEL, level: 1 }).waitFor();
    const id = analytiker.url().split('/').pop()!;
    // Nothing saved yet: nothing to undo.
    expect(await analytiker.getByRole('button', { name: 'Fortryd' }).isDisabled()).toBe(true);

    await analytiker.getByRole('navigation', { name: 'Editorer' }).getByRole('link', { name: 'Tekster' }).click();
    await analytiker.getByRole('heading', { name: 'Tekster i udkastet', level: 1 }).waitFor();
    await analytiker.getByLabel('Søg i tekster').fill('log ind som lønmodtager');
    const tekst = analytiker.getByRole('region', { name: NOEGLE });
    await tekst.getByText('Bruges af: portalens skærmbilleder (koden nævner den)').waitFor();
    await tekst.getByLabel('Ordlyd').fill('');
    await tekst.getByRole('button', { name: 'Gem tekst' }).click();
    await tekst.getByText('Skriv tekstens ordlyd.').waitFor();
    await tekst.getByLabel('Ordlyd').fill(NY);
    await tekst.getByRole('button', { name: 'Gem tekst' }).press('Enter');
    await analytiker.getByText(`Teksten ${NOEGLE} er gemt i udkastet.`).waitFor();
    await tekst.getByText(`Den udgivne tekst: "${GAMMEL}"`).waitFor();
    // An e-mail template says which button sends it.
    await analytiker.getByLabel('Søg i tekster').fill('email:arbejdsmangel-godkendt:emne');
    await analytiker
      .getByRole('region', { name: 'email:arbejdsmangel-godkendt:emne' })
      .getByText(/E-mailen, når der trykkes på ".+" i Arbejdsgangen/)
      .waitFor();

    // Back on the draft: the change in words above its diff; undo and redo through the server.
    await analytiker.getByRole('link', { name: 'Tilbage til udkastet' }).click();
    const iOrd = `Teksten "${GAMMEL}" ændret til "${NY}"`;
    await analytiker.getByText(iOrd).waitFor();
    await analytiker.getByRole('button', { name: 'Fortryd' }).click();
    await analytiker.getByText('Den seneste gemning af content/ui/web.json er fortrudt.').waitFor();
    await analytiker.getByText('Udkastet ændrer ingen filer endnu.', { exact: false }).waitFor();
    await analytiker.reload();
    // Kept in the draft, so a reload can redo it.
    await analytiker.getByRole('button', { name: 'Gentag' }).click();
    await analytiker.getByText('Gemningen af content/ui/web.json er gentaget.').waitFor();
    await analytiker.getByText(iOrd).waitFor();
    await analytiker.getByText('Tjekket fandt ingen fejl.').waitFor();
    // The author cannot publish it (four eyes).
    const selv = await send(base, 'POST', `/api/Definitioner/Udkast/${id}/Udgiv`, { note: 'Selv' }, await adminHeaders(base, 'analytiker'));
    expect(selv.status).toBe(403);

    // Tried before it is published: the start page in the analyst's browser has the new label, while another
    // browser keeps the old; after 'Stop prøven' the start page is the live one, which does not have it yet.
    await proevUdkastet(analytiker, TITEL);
    await analytiker.getByRole('link', { name: NY }).waitFor();
    await borger.reload();
    await borger.getByRole('link', { name: GAMMEL }).waitFor();
    await stopProeven(analytiker, '/app');
    await analytiker.getByRole('link', { name: GAMMEL }).waitFor();
    expect(await analytiker.getByRole('link', { name: NY }).count()).toBe(0);
    await analytiker.goto(`/app/admin/definitioner/udkast/${id}`);
    await analytiker.getByRole('heading', { name: TITEL, level: 1 }).waitFor();

    // The draft list says what changed.
    await analytiker.getByRole('link', { name: 'Alle udkast' }).click();
    await analytiker
      .getByRole('row', { name: new RegExp(TITEL) })
      .getByText(iOrd)
      .waitFor();

    const admin = await newPage(browser, base);
    await logIndSomAdmin(admin, '/app/admin/definitioner');
    await admin.getByRole('link', { name: TITEL }).click();
    await admin.getByText('Tjekket fandt ingen fejl.').waitFor();
    await admin.getByLabel('Note om ændringen').fill(NOTE);
    await admin.getByRole('button', { name: 'Udgiv', exact: true }).click();
    await admin.getByText('Version 2 er udgivet og gælder ved næste sideindlæsning.').waitFor();
    const raekke = admin.getByRole('row', { name: /^2 / });
    await raekke.getByText('analytiker').waitFor();
    await raekke.getByText('admin', { exact: true }).waitFor();
    await raekke.getByText(NOTE).waitFor();
    await admin.getByLabel('Fra version').selectOption('1');
    await admin.getByLabel('Til version').selectOption('2');
    await admin.getByRole('button', { name: 'Sammenlign' }).click();
    await admin.getByText(iOrd).waitFor();

    // The real page, without a restart.
    await borger.reload();
    await borger.getByRole('link', { name: NY }).waitFor();

    expect(await genudgivSomAdmin(browser, admin, 1, 'Tilbage')).toBe(3);
    await borger.reload();
    await borger.getByRole('link', { name: GAMMEL }).waitFor();
    expect(await borger.getByRole('link', { name: NY }).count()).toBe(0);
    for (const side of [borger, analytiker, admin]) await side.close();
  }, 240_000);
});
