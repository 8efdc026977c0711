import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIndSomAdmin } from './admin';
import { adminHeaders, send } from './api';
import { newPage } from './browser';
import { type Json } from './definitioner';
import { egenServer } from './egen-server';
import type { TestServer } from './server';

/**
 * Every studio page as a screen reader and a narrower screen meet it (issue 37: usable with a screen
 * reader, at 1280 px and still at 768 px). Each page is shown with something in it (a draft with a
 * changed file, a form's field, an action, a found text, two versions compared, a text's history); its
 * accessibility tree (ariaSnapshot) has one h1 with the page's name, a name for every control, its news
 * in a live region and, for the workflow, the diagram's name and the list beside it; at both widths
 * the page does not scroll sideways and its main controls can be reached and are not covered.
 */

let server: TestServer;
let browser: Browser;
egenServer('faktura.pdf', (o) => ({ server, browser } = o));

const TITEL = 'Skærmlæser og bredde';
const WEB = 'content/ui/web.json';
const NOEGLE = 'web.start.loenmodtager.logInd';
const TEKST = 'arbejdsmangel:periode-vejledning';
const ARBEJDSGANG = 'Ansøgning om støtte ved midlertidig arbejdsmangel';
const BREDDER = [
  { width: 1280, height: 900 },
  { width: 768, height: 1024 },
];

/** A draft by the analyst with one text of web.json changed; its id. */
async function udkastMedTekst(base: string, titel: string, tekst: string): Promise<string> {
  const analytiker = await adminHeaders(base, 'analytiker');
  const oprettet = await send(base, 'POST', '/api/Definitioner/Udkast', { titel }, analytiker);
  expect(oprettet.status).toBe(201);
  const { id } = (await oprettet.json()) as { id: string };
  const live = (await (await send(base, 'GET', '/api/Definitioner/Live', undefined, analytiker)).json()) as { filer: Record<string, Json> };
  const indhold = { ...live.filer[WEB]!, [NOEGLE]: tekst };
  expect((await send(base, 'PUT', `/api/Definitioner/Udkast/${id}/Filer`, { sti: WEB, indhold }, analytiker)).status).toBe(200);
  return id;
}

/** The page's one h1 carries its name, in the tree and on the page (no second h1 outside main). */
async function enOverskrift(side: Page, navn: string): Promise<void> {
  await side.getByRole('heading', { name: navn, level: 1 }).waitFor();
  // The tree is YAML: a line with a colon in it is quoted as a whole.
  const trae = (await side.getByRole('main').getByRole('heading', { level: 1 }).ariaSnapshot()).replace(/^- '(.*)'$/, '- $1');
  expect(trae).toBe(`- heading "${navn}" [level=1]`);
  expect(await side.getByRole('heading', { level: 1 }).count()).toBe(1);
}

// A control in the tree without a name: its role, then nothing but attributes ([checked], [disabled] …).
const UDEN_NAVN = /^\s*- (textbox|searchbox|combobox|listbox|checkbox|radio|spinbutton|slider|switch|button|link)( \[[^\]]*\])*:?$/;

/** Every control of the page's main region has an accessible name (label, aria-label or its text). */
async function alleHarNavn(side: Page): Promise<void> {
  const trae = await side.getByRole('main').ariaSnapshot();
  expect(trae).toMatch(/- (textbox|combobox|button) "/);
  expect(trae.split('\n').filter((linje) => UDEN_NAVN.test(linje))).toEqual([]);
}

/** The news is read out when it comes: it is, or is inside, a live region (role status or alert, or aria-live). */
async function iLiveRegion(nyhed: Locator): Promise<void> {
  await nyhed.first().waitFor();
  const live = await nyhed
    .first()
    .evaluate((el) => el.closest('[role="status"], [role="alert"], [aria-live="polite"], [aria-live="assertive"]') !== null);
  expect(live, await nyhed.first().innerText()).toBe(true);
}

/** The document is no wider than the window: nothing to scroll sideways (a table's own scroll area aside, which is inside it). */
async function udenSidelaensRulning(side: Page, hvor: string): Promise<void> {
  const mere = () => side.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  // A screen that measures itself (the admin bar) settles after a resize.
  await expect.poll(mere, { message: `${hvor}: siden er bredere end vinduet`, timeout: 3_000 }).toBeLessThanOrEqual(1);
}

/** The control, scrolled to, lies within the window's width, its middle in the window, and is what a pointer at its centre meets (nothing covers it). */
async function kanNaas(kontrol: Locator, hvor: string): Promise<void> {
  await kontrol.scrollIntoViewIfNeeded();
  const vindue = kontrol.page().viewportSize()!;
  const boks = await kontrol.boundingBox();
  expect(boks, hvor).not.toBeNull();
  expect(boks!.width, hvor).toBeGreaterThan(0);
  expect(boks!.x, hvor).toBeGreaterThanOrEqual(0);
  expect(boks!.x + boks!.width, hvor).toBeLessThanOrEqual(vindue.width);
  // Scrolled to, its middle is in the window (a tall field's edge may lie a pixel below it).
  expect(boks!.y + boks!.height / 2, hvor).toBeGreaterThanOrEqual(0);
  expect(boks!.y + boks!.height / 2, hvor).toBeLessThanOrEqual(vindue.height);
  const oeverst = await kontrol.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const punkt = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return punkt !== null && (punkt === el || el.contains(punkt)) ? '' : (punkt?.outerHTML.slice(0, 120) ?? 'intet');
  });
  expect(oeverst, `${hvor}: dækket af`).toBe('');
}

/** At 1280 px and at 768 px: no sideways scrolling, and every main control reachable and uncovered. */
async function iBegge(side: Page, navn: string, kontroller: Locator[]): Promise<void> {
  try {
    for (const bredde of BREDDER) {
      await side.setViewportSize(bredde);
      const hvor = `${navn} ved ${bredde.width} px`;
      await udenSidelaensRulning(side, hvor);
      for (const kontrol of kontroller) await kanNaas(kontrol, `${hvor}: ${kontrol.toString()}`);
    }
  } finally {
    await side.setViewportSize(BREDDER[0]!);
  }
}

describe('the studio for a screen reader, at 1280 px and at 768 px', () => {
  it('gives every page one named h1, named controls, news in live regions, and no sideways scrolling with its controls in reach', async () => {
    const base = server.baseUrl;
    // Version 2, so the versions page has two to compare.
    const foerste = await udkastMedTekst(base, 'Til version 2', 'Log ind som lønmodtager her');
    const udgivet = await send(
      base,
      'POST',
      `/api/Definitioner/Udkast/${foerste}/Udgiv`,
      { note: 'Til sammenligning' },
      await adminHeaders(base),
    );
    expect(udgivet.status).toBeLessThan(300);
    const id = await udkastMedTekst(base, TITEL, 'Log ind med MitID som lønmodtager');
    const side = await newPage(browser, base);
    await side.setViewportSize(BREDDER[0]!);
    await logIndSomAdmin(side, '/app/admin/definitioner', 'analytiker');

    // The drafts, with 'Nyt udkast'.
    await enOverskrift(side, 'Definitioner');
    await side.getByRole('link', { name: TITEL }).waitFor();
    await alleHarNavn(side);
    await iBegge(side, 'udkastene', [side.getByLabel('Titel på udkastet'), side.getByRole('button', { name: 'Nyt udkast' })]);

    // A draft: its editors' navigation, its check in a live region, a file in the raw editor.
    await side.goto(`/app/admin/definitioner/udkast/${id}`);
    await enOverskrift(side, TITEL);
    const editorer = await side.getByRole('navigation', { name: 'Editorer' }).ariaSnapshot();
    expect(editorer.split('\n')[0]).toBe('- navigation "Editorer":');
    for (const link of ['Formularer', 'Arbejdsgange', 'Guidens trin', 'Tekster']) expect(editorer).toContain(`- link "${link}"`);
    await iLiveRegion(side.getByText('Tjekket fandt ingen fejl.'));
    await side.getByLabel('Fil', { exact: true }).selectOption(WEB);
    await side.getByRole('button', { name: 'Gem fil' }).click();
    await iLiveRegion(side.getByText(`${WEB} er gemt i udkastet.`));
    await alleHarNavn(side);
    await iBegge(side, 'udkastet', [
      side.getByRole('button', { name: 'Fortryd' }),
      side.getByLabel('Filens JSON'),
      side.getByRole('button', { name: 'Gem fil' }),
      side.getByRole('button', { name: 'Kassér udkast' }),
    ]);

    // The form editor with a field chosen, its preview beside it; a saved rule's news.
    await side.getByRole('navigation', { name: 'Editorer' }).getByRole('link', { name: 'Formularer' }).click();
    await enOverskrift(side, 'Formularer i udkastet');
    await side.getByLabel('Formular', { exact: true }).selectOption({ label: 'Fakturaoplysninger' });
    await side.getByRole('button', { name: 'Rediger Fakturanummer' }).click();
    const felt = side.getByRole('group', { name: 'Feltet Fakturanummer' });
    await felt.getByLabel('Mindste længde', { exact: true }).fill('3');
    await felt.getByLabel('Besked for Mindste længde').fill('Fakturanummeret har mindst 3 tegn.');
    await side.getByRole('button', { name: 'Gem ændringer' }).click();
    await iLiveRegion(side.getByText(/^Ændringerne er gemt i udkastet/));
    // The editor is drawn anew from the saved draft: the field chosen again.
    await side.getByRole('button', { name: 'Rediger Fakturanummer' }).click();
    await felt.waitFor();
    await side
      .getByRole('region', { name: 'Forhåndsvisning' })
      .getByLabel(/^Fakturanummer/)
      .waitFor();
    await alleHarNavn(side);
    await iBegge(side, 'formulareditoren', [
      side.getByRole('button', { name: 'Rediger Fakturanummer' }),
      felt.getByLabel('Mindste længde', { exact: true }),
      side.getByRole('button', { name: 'Gem ændringer' }),
      side.getByRole('region', { name: 'Forhåndsvisning' }).getByLabel(/^Fakturanummer/),
    ]);
    await side.getByRole('link', { name: 'Tilbage til udkastet' }).click();

    // The workflow editor: the diagram has a name, the list beside it names every status and action; an action chosen.
    await side.getByRole('navigation', { name: 'Editorer' }).getByRole('link', { name: 'Arbejdsgange' }).click();
    await enOverskrift(side, 'Arbejdsgange i udkastet');
    await side.getByLabel('Arbejdsgang', { exact: true }).selectOption({ label: ARBEJDSGANG });
    expect(await side.getByRole('img', { name: `Arbejdsgangen ${ARBEJDSGANG} i udkastet` }).count()).toBe(1);
    const liste = side.getByRole('navigation', { name: 'Statusser og handlinger' });
    const listeTrae = await liste.ariaSnapshot();
    expect(listeTrae).toContain('- button "Status Afventer attestering (Indsendt)"');
    expect(listeTrae).toContain('- button "Handling Godkend ansøgning (Attesteret → Godkendt)"\n');
    await liste.getByRole('button', { name: 'Handling Godkend ansøgning (Attesteret → Godkendt)' }).click();
    const handling = side.getByRole('region', { name: 'Handling RegistrerGodkendtAfSekretariatet fra EnighedAttesteret' });
    await handling.getByLabel('Label').fill('Godkend støtten');
    await handling.getByRole('button', { name: 'Gem', exact: true }).click();
    await iLiveRegion(side.getByText('Ændringen er gemt i udkastet.'));
    // The chosen action is pressed in the list, under its new label.
    expect(await liste.ariaSnapshot()).toContain('- button "Handling Godkend støtten (Attesteret → Godkendt)" [pressed]');
    await alleHarNavn(side);
    await iBegge(side, 'arbejdsgangseditoren', [
      side.getByLabel('Arbejdsgang', { exact: true }),
      liste.getByRole('button', { name: 'Handling Godkend støtten (Attesteret → Godkendt)' }),
      handling.getByLabel('Label'),
      handling.getByRole('button', { name: 'Gem', exact: true }),
    ]);
    // Each editor has the editors' navigation too, itself marked as the current page: the next one is a link away.
    const andre = side.getByRole('navigation', { name: 'Editorer' });
    expect(await andre.getByRole('link', { name: 'Arbejdsgange' }).getAttribute('aria-current')).toBe('page');
    expect(await andre.getByRole('link', { name: 'Guidens trin' }).getAttribute('aria-current')).toBeNull();

    // The wizard's steps, a step's form in the preview; the check's news.
    await andre.getByRole('link', { name: 'Guidens trin' }).click();
    await enOverskrift(side, `Guidens trin: ${TITEL}`);
    await side.getByRole('button', { name: 'Vis Faktura' }).click();
    await iLiveRegion(side.getByText('Tjekket fandt ingen fejl.'));
    await alleHarNavn(side);
    await iBegge(side, 'guidens trin', [
      side.getByRole('button', { name: 'Flyt Faktura op' }),
      side.getByLabel('Trinnets titel'),
      side.getByRole('button', { name: 'Tilføj trin' }),
    ]);
    await side.getByRole('link', { name: 'Tilbage til udkastet' }).click();

    // The texts, searched: the number found is news, a text's form named by its key.
    await side.getByRole('navigation', { name: 'Editorer' }).getByRole('link', { name: 'Tekster' }).click();
    await enOverskrift(side, 'Tekster i udkastet');
    await side.getByLabel('Søg i tekster').fill('log ind som lønmodtager');
    await iLiveRegion(side.getByText(/^\d+ tekst(er)? passer\./));
    const tekst = side.getByRole('region', { name: NOEGLE });
    await tekst.getByRole('button', { name: 'Gem tekst' }).click();
    await iLiveRegion(side.getByText(`Teksten ${NOEGLE} er gemt i udkastet.`));
    await alleHarNavn(side);
    await iBegge(side, 'teksterne', [
      side.getByLabel('Søg i tekster'),
      tekst.getByLabel('Ordlyd'),
      tekst.getByRole('button', { name: 'Gem tekst' }),
    ]);

    // The versions, two of them compared.
    await side.goto('/app/admin/definitioner/versioner');
    await enOverskrift(side, 'Versioner af definitionerne');
    await side.getByLabel('Fra version', { exact: true }).selectOption('1');
    await side.getByLabel('Til version', { exact: true }).selectOption('2');
    await side.getByRole('button', { name: 'Sammenlign' }).click();
    await side.getByText('Teksten "Log ind som lønmodtager" ændret til "Log ind som lønmodtager her"').waitFor();
    await alleHarNavn(side);
    await iBegge(side, 'versionerne', [
      side.getByLabel('Fra version', { exact: true }),
      side.getByLabel('Til version', { exact: true }),
      side.getByRole('button', { name: 'Sammenlign' }),
    ]);
    await side.close();

    // A text's own history on /app/admin/tekst (the text editor's, not the studio's role).
    const redaktoer = await adminHeaders(base, 'tekstredaktoer');
    const gemt = await send(
      base,
      'PUT',
      '/api/Tekst',
      { key: TEKST, type: 'text', indhold: 'Første udgave', beskrivelse: 'Vejledning' },
      redaktoer,
    );
    expect(gemt.status).toBe(200);
    const admin = await newPage(browser, base);
    await admin.setViewportSize(BREDDER[0]!);
    await logIndSomAdmin(admin, `/app/admin/tekst/${encodeURIComponent(TEKST)}`);
    await enOverskrift(admin, 'Rediger tekst');
    const historik = admin.getByRole('table', { name: `Tidligere ordlyde af ${TEKST}, nyeste først` });
    await historik.getByText('Første udgave').waitFor();
    await admin.getByRole('button', { name: 'Gem ændringer' }).click();
    await iLiveRegion(admin.getByText('Teksten er gemt.'));
    await alleHarNavn(admin);
    await iBegge(admin, 'tekstens historik', [
      admin.getByLabel('Indhold'),
      admin.getByRole('button', { name: 'Gem ændringer' }),
      historik.getByRole('button', { name: 'Gendan standardteksten' }),
    ]);
    await admin.close();
  }, 300_000);
});
