import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminHeaders, send, session } from './api';
import { newPage } from './browser';
import { opretAnsoegning } from './definitioner';
import { egenServer } from './egen-server';
import { faarFokus, harFokus } from './guide';
import type { TestServer } from './server';

/**
 * The studio end to end with the keyboard alone, as issue 37 expects: Tab, Shift+Tab, Enter, Space,
 * the arrow keys and typing, never a click or a fill. After every action the focus is somewhere a
 * keyboard user can go on from (the news of the save, the control that did it, the opener of a dialog,
 * a new page's heading), never the page's body, where the next Tab starts from the top.
 */

let server: TestServer;
let browser: Browser;
egenServer('faktura.pdf', (o) => ({ server, browser } = o));

const TITEL = 'Med tastaturet';
const NOEGLE = 'web.start.loenmodtager.logInd';
const ARBEJDSGANG = 'Ansøgning om støtte ved midlertidig arbejdsmangel';
const BESKED = 'Fakturanummeret må ikke indeholde mellemrum.';

/** Whether `element` (exactly one) has the focus; false while it is not on the page. */
async function fokuseret(element: Locator): Promise<boolean> {
  return (await element.count()) === 1 && (await harFokus(element).catch(() => false));
}

/** Presses Tab (Shift+Tab backwards) until `element` has the focus, as a keyboard user moves through the page. */
async function tabTil(side: Page, element: Locator, baglaens = false): Promise<void> {
  await element.first().waitFor();
  for (let i = 0; i < 400; i++) {
    if (await fokuseret(element)) return;
    await side.keyboard.press(baglaens ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab nåede ikke ${element.toString()}`);
}

/** Chooses an option of the focused list box with the arrow keys (each step is a change, as a keyboard user makes it). */
async function vaelgMedPile(side: Page, vaelger: Locator, tekst: string): Promise<void> {
  await tabTil(side, vaelger);
  const valgt = () => vaelger.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text ?? '');
  if ((await valgt()) === tekst) return;
  const tekster = await vaelger.evaluate((s: HTMLSelectElement) => [...s.options].map((o) => o.text));
  const fra = tekster.indexOf(await valgt());
  const til = tekster.indexOf(tekst);
  expect(til, `${tekst} i ${tekster.join(', ')}`).toBeGreaterThanOrEqual(0);
  for (let i = 0; i < Math.abs(til - fra); i++) await side.keyboard.press(til > fra ? 'ArrowDown' : 'ArrowUp');
  await expect.poll(valgt).toBe(tekst);
}

/** A new page after a link: its main heading has the focus (useSideSkift), so a screen reader reads its name. */
async function nySide(side: Page, navn: string): Promise<void> {
  await faarFokus(side.getByRole('heading', { name: navn, level: 1 }));
}

/** The news of a save, which has the focus once its control is gone or disabled by the save. */
async function nyhedHarFokus(side: Page, tekst: string): Promise<void> {
  const nyhed = side.getByRole('status').filter({ hasText: tekst });
  await nyhed.waitFor();
  await expect
    .poll(
      () =>
        side.evaluate((t) => {
          const fokus = document.activeElement;
          // The live region or the status itself, not a container around the page (main takes the focus too).
          return fokus !== null && fokus.matches('[aria-live], [role="status"]') && fokus.textContent?.includes(t) === true;
        }, tekst),
      { message: `fokus på nyheden '${tekst}'` },
    )
    .toBe(true);
}

/** From a draft's page, the editor by its link in 'Editorer'. */
async function tilEditor(side: Page, link: string, titel: string, baglaens = false): Promise<void> {
  await tabTil(side, side.getByRole('navigation', { name: 'Editorer' }).getByRole('link', { name: link }), baglaens);
  await side.keyboard.press('Enter');
  await nySide(side, titel);
}

/** From an editor back to its draft, by the link above the heading (Shift+Tab from the focused heading). */
async function tilbageTilUdkastet(side: Page): Promise<void> {
  await tabTil(side, side.getByRole('link', { name: 'Tilbage til udkastet' }), true);
  await side.keyboard.press('Enter');
  await nySide(side, TITEL);
}

describe('the studio with the keyboard alone', () => {
  it('makes a draft, edits a text with undo and redo, a rule, an action label, a status removal left in its dialog and a step, and gets back to the draft, the focus never lost', async () => {
    // A case standing in 'Attesteret', so removing that status asks where it goes.
    const base = server.baseUrl;
    const sag = await opretAnsoegning(base, await session(base, 'virksomhed', '31245001'), { ansoegningsNavn: 'Attesteres' });
    const sti = `/api/ArbejdsmangelAnsoegningAdmin/UdfoerHandlingPaaArbejdsmangelAnsoegning?id=${sag}`;
    expect((await send(base, 'PUT', sti, { handling: 'RegistrerAccepteretAfMedarbejdere' }, await adminHeaders(base))).status).toBe(200);

    const side = await newPage(browser, base);
    await side.goto('/app/admin/definitioner');
    // Signing in, by the keyboard too.
    await tabTil(side, side.getByLabel('Brugernavn'));
    await side.keyboard.type('analytiker');
    await side.keyboard.press('Tab');
    await faarFokus(side.getByLabel('Adgangskode'));
    await side.keyboard.type('analytiker');
    await side.keyboard.press('Enter');
    await side.getByRole('heading', { name: 'Definitioner', level: 1 }).waitFor();

    // 'Nyt udkast': its title, Enter on the button, and the new draft's heading has the focus.
    await tabTil(side, side.getByLabel('Titel på udkastet'));
    await side.keyboard.type(TITEL);
    await tabTil(side, side.getByRole('button', { name: 'Nyt udkast' }));
    await side.keyboard.press('Enter');
    await nySide(side, TITEL);

    // 'Kassér udkast' asks in a dialog; Escape closes it, and the focus is back on its opener.
    const kasser = side.getByRole('button', { name: 'Kassér udkast' });
    await tabTil(side, kasser);
    await side.keyboard.press('Enter');
    const dialog = side.getByRole('dialog');
    await dialog.waitFor();
    await faarFokus(dialog.getByRole('button', { name: 'Annuller' }));
    await side.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await faarFokus(kasser);

    // Tekster: found by search, changed, saved; the news of the save has the focus (the text's form is drawn anew).
    await tilEditor(side, 'Tekster', 'Tekster i udkastet', true);
    await tabTil(side, side.getByLabel('Søg i tekster'));
    await side.keyboard.type('log ind som lønmodtager');
    const tekst = side.getByRole('region', { name: NOEGLE });
    await tabTil(side, tekst.getByLabel('Ordlyd'));
    await side.keyboard.press('ControlOrMeta+A');
    await side.keyboard.type('Log ind med MitID som lønmodtager');
    await tabTil(side, tekst.getByRole('button', { name: 'Gem tekst' }));
    await side.keyboard.press('Enter');
    await nyhedHarFokus(side, `Teksten ${NOEGLE} er gemt i udkastet.`);
    // Tab goes on from the news into the page, not from the top.
    await side.keyboard.press('Tab');
    await faarFokus(side.getByLabel('Søg i tekster'));

    // Fortryd and Gentag on the draft's page: each press's news has the focus, and Tab reaches the other button.
    await tilbageTilUdkastet(side);
    await tabTil(side, side.getByRole('button', { name: 'Fortryd' }));
    await side.keyboard.press('Enter');
    await nyhedHarFokus(side, 'Den seneste gemning af content/ui/web.json er fortrudt.');
    await tabTil(side, side.getByRole('button', { name: 'Gentag' }));
    await side.keyboard.press('Space');
    await nyhedHarFokus(side, 'Gemningen af content/ui/web.json er gentaget.');
    await side.getByText('Tjekket fandt ingen fejl.').waitFor();

    // Formularer: the form by the arrow keys, the invoice number's rule 'no spaces' with its message, saved.
    await tilEditor(side, 'Formularer', 'Formularer i udkastet');
    await vaelgMedPile(side, side.getByLabel('Formular', { exact: true }), 'Fakturaoplysninger');
    await tabTil(side, side.getByRole('button', { name: 'Rediger Fakturanummer' }));
    await side.keyboard.press('Enter');
    await faarFokus(side.getByRole('button', { name: 'Rediger Fakturanummer' }));
    const felt = side.getByRole('group', { name: 'Feltet Fakturanummer' });
    await tabTil(side, felt.getByLabel('Mønster (regulært udtryk)', { exact: true }));
    await side.keyboard.press('ControlOrMeta+A');
    await side.keyboard.type('^\\S+$');
    await tabTil(side, felt.getByLabel('Besked for Mønster (regulært udtryk)'));
    await side.keyboard.press('ControlOrMeta+A');
    await side.keyboard.type(BESKED);
    await tabTil(side, side.getByRole('button', { name: 'Gem ændringer' }));
    await side.keyboard.press('Enter');
    await nyhedHarFokus(side, 'Ændringerne er gemt i udkastet');

    // Arbejdsgange: the action picked in the list beside the diagram, its label changed and saved.
    await tilbageTilUdkastet(side);
    await tilEditor(side, 'Arbejdsgange', 'Arbejdsgange i udkastet');
    await vaelgMedPile(side, side.getByLabel('Arbejdsgang', { exact: true }), ARBEJDSGANG);
    const liste = side.getByRole('navigation', { name: 'Statusser og handlinger' });
    const godkend = liste.getByRole('button', { name: 'Handling Godkend ansøgning (Attesteret → Godkendt)' });
    await tabTil(side, godkend);
    await side.keyboard.press('Enter');
    await faarFokus(godkend);
    expect(await godkend.getAttribute('aria-pressed')).toBe('true');
    const handling = side.getByRole('region', { name: 'Handling RegistrerGodkendtAfSekretariatet fra EnighedAttesteret' });
    await tabTil(side, handling.getByLabel('Label'));
    await side.keyboard.press('ControlOrMeta+A');
    await side.keyboard.type('Godkend støtten');
    await tabTil(side, handling.getByRole('button', { name: 'Gem', exact: true }));
    await side.keyboard.press('Enter');
    await nyhedHarFokus(side, 'Ændringen er gemt i udkastet.');
    await liste.getByRole('button', { name: 'Handling Godkend støtten (Attesteret → Godkendt)' }).waitFor();
    // Removing a status a case stands in asks where the cases go; Escape leaves it, and the focus is back on 'Fjern statussen'.
    const attesteret = liste.getByRole('button', { name: 'Status Attesteret (EnighedAttesteret)' });
    await tabTil(side, attesteret, true);
    await side.keyboard.press('Enter');
    const fjernStatus = side.getByRole('region', { name: 'Status EnighedAttesteret' }).getByRole('button', { name: 'Fjern statussen' });
    await tabTil(side, fjernStatus);
    await side.keyboard.press('Enter');
    const hvorHen = side.getByRole('dialog', { name: 'Hvor skal sagerne hen?' });
    await hvorHen.waitFor();
    await side.keyboard.press('Escape');
    await hvorHen.waitFor({ state: 'detached' });
    await faarFokus(fjernStatus);

    // Guidens trin: a step moved up by the keyboard keeps the focus on its button; 'Fjern' asked and not done gives it back.
    await tilbageTilUdkastet(side);
    await tilEditor(side, 'Guidens trin', `Guidens trin: ${TITEL}`);
    const trin = () => side.getByRole('list', { name: 'Trinene i guiden' }).getByRole('heading', { level: 3 }).allInnerTexts();
    const foer = await trin();
    const faktura = foer.findIndex((s) => s.endsWith(': Faktura'));
    const op = side.getByRole('button', { name: 'Flyt Faktura op' });
    await tabTil(side, op);
    await side.keyboard.press('Enter');
    await side.getByText("Trinnet 'Faktura' er flyttet og gemt i udkastet.").waitFor();
    await expect.poll(trin).toContain(`Trin ${faktura}: Faktura`);
    await faarFokus(op);
    const fjern = side.getByRole('button', { name: 'Fjern Faktura' });
    await tabTil(side, fjern);
    await side.keyboard.press('Enter');
    const spoerg = side.getByRole('group', { name: 'Fjern Faktura' });
    await faarFokus(spoerg.getByRole('button', { name: 'Fjern trinnet' }));
    await side.keyboard.press('Tab');
    await faarFokus(spoerg.getByRole('button', { name: 'Fortryd' }));
    await side.keyboard.press('Enter');
    await spoerg.waitFor({ state: 'detached' });
    await faarFokus(fjern);

    // Back on the draft's page, its changes in words.
    await tilbageTilUdkastet(side);
    await side.getByText(/Teksten ".+" ændret til "Log ind med MitID som lønmodtager"/).waitFor();
    await side.getByText('Tjekket fandt ingen fejl.').waitFor();
    await side.close();
  }, 300_000);
});
