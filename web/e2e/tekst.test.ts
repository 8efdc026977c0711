import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminHeaders, send } from './api';
import { logIndSomAdmin } from './admin';
import { newPage, startBrowser } from './browser';
import { logInd } from './guide';
import { indenForBredden, rullerSidelaens, SMAL } from './smal-skaerm';

let browser: Browser;
beforeAll(async () => {
  browser = await startBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('text management', () => {
  it('shows the Danish login form while no token is stored, and refuses a wrong password', async () => {
    const page = await newPage(browser);
    await page.goto('/app/admin/tekst');
    await page.getByLabel('Brugernavn').fill('admin');
    await page.getByLabel('Adgangskode').fill('forkert');
    await page.getByRole('button', { name: 'Log ind' }).click();
    await page.getByText('Forkert brugernavn eller adgangskode.').waitFor();
  });

  it('lets an admin create a text, edit it and see it in the list', async () => {
    const page = await newPage(browser);
    await logIndSomAdmin(page, '/app/admin/tekst');
    await page.getByRole('heading', { name: 'Tekster' }).waitFor();
    // The heading comes before the list's data: wait for the row rather than look once.
    await page.getByRole('link', { name: 'forudbetaling:tro-og-love' }).waitFor();

    await page.getByRole('link', { name: 'Opret tekst' }).click();
    await page.getByRole('heading', { name: 'Opret tekst' }).waitFor();
    // Messages stay hidden until the first attempt, then follow the input.
    await page.getByLabel('Nøgle').fill('Forkert Nøgle');
    expect(await page.getByText('Nøgle har ikke korrekt format.').count()).toBe(0);
    await page.getByRole('button', { name: 'Opret tekst' }).click();
    await page.locator('form').getByText('Nøgle har ikke korrekt format.').waitFor();

    await page.getByLabel('Nøgle').fill('forside:nyhed-e2e');
    await page.locator('form').getByText('Nøgle har ikke korrekt format.').waitFor({ state: 'detached' });
    await page.getByLabel('Indhold').fill('Nu kan du søge om forudbetaling.');
    await page.getByLabel('Beskrivelse').fill('Nyhed på forsiden');
    await page.getByRole('button', { name: 'Opret tekst' }).click();
    await page.getByText('Teksten er gemt.').waitFor();

    await page.goto('/app/admin/tekst/forside%3Anyhed-e2e');
    await page.getByRole('heading', { name: 'Rediger tekst' }).waitFor();
    const noegle = page.getByLabel('Nøgle');
    expect(await noegle.inputValue()).toBe('forside:nyhed-e2e');
    expect(await noegle.isEditable()).toBe(false);
    await page.getByLabel('Indhold').fill('Nu kan du også se dine anmodninger.');
    await page.getByRole('button', { name: 'Gem ændringer' }).click();
    await page.getByText('Teksten er gemt.').waitFor();

    await page.goto('/app/admin/tekst');
    const raekke = page.getByRole('row', { name: /forside:nyhed-e2e/ });
    await raekke.waitFor();
    expect(await raekke.textContent()).toContain('Nyhed på forsiden');
    const gemt = await page.evaluate(async () => (await fetch('/api/Tekst/forside:nyhed-e2e')).json());
    expect(gemt).toEqual({ noegle: 'forside:nyhed-e2e', type: 'text', indhold: 'Nu kan du også se dine anmodninger.' });
  });

  it('writes an HTML text in the rich-text editor with a preview, and asks before unsaved changes are left behind', async () => {
    const noegle = `forside:nyhed-html-${Date.now().toString(36)}`;
    const page = await newPage(browser);
    await logIndSomAdmin(page, '/app/admin/tekst/opret');
    await page.getByRole('heading', { name: 'Opret tekst' }).waitFor();
    await page.getByLabel('Nøgle').fill(noegle);
    // Plain text is a textarea; HTML the rich-text editor with its toolbar and a preview.
    expect(await page.getByLabel('Indhold').evaluate((el) => el.tagName)).toBe('TEXTAREA');
    await page.getByRole('radio', { name: 'HTML' }).check();
    const indhold = page.getByRole('textbox', { name: 'Indhold' });
    await expect.poll(() => indhold.getAttribute('contenteditable')).toBe('true');
    await page.getByRole('toolbar', { name: 'Formatering' }).waitFor();
    await indhold.click();
    await page.keyboard.type('Nu kan du ');
    const fed = page.getByRole('button', { name: 'Fed' });
    await fed.click();
    // The editor takes the caret back a frame later: type only once it holds it with bold on.
    await expect.poll(() => fed.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => indhold.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('søge online');
    const preview = page.getByRole('region', { name: 'Forhåndsvisning' });
    await expect.poll(() => preview.locator('strong').textContent()).toBe('søge online');
    // The region is its heading and the text as the page will show it.
    expect(await preview.innerText()).toMatch(/^Forhåndsvisning\s+Nu kan du søge online$/);
    await page.getByRole('button', { name: 'Opret tekst' }).click();
    // Saved: on to its edit page without being asked.
    await page.getByRole('heading', { name: 'Rediger tekst' }).waitFor();
    await page.getByText('Teksten er gemt.').waitFor();
    const gemt = async () => ((await (await page.request.get(`/api/Tekst/${noegle}`)).json()) as { indhold: string }).indhold;
    expect(await gemt()).toBe('<p>Nu kan du <strong>søge online</strong></p>');

    // The key is read-only and looks it: plain text, not a greyed-out field.
    const noegleFelt = page.getByLabel('Nøgle');
    expect(await noegleFelt.inputValue()).toBe(noegle);
    expect(await noegleFelt.isEditable()).toBe(false);
    expect(await noegleFelt.isDisabled()).toBe(false);
    expect(await noegleFelt.getAttribute('class')).toContain('form-control-plaintext');

    // A change, then the way back: asked, and 'Bliv på siden' keeps the change.
    const redigerbar = page.getByRole('textbox', { name: 'Indhold' });
    await expect.poll(() => redigerbar.getAttribute('contenteditable')).toBe('true');
    await redigerbar.getByText('Nu kan du').click();
    await page.keyboard.press('End');
    await page.keyboard.type(' i dag');
    await expect.poll(() => page.getByRole('region', { name: 'Forhåndsvisning' }).innerText()).toMatch(/Nu kan du søge online i dag$/);
    await page.getByRole('link', { name: 'Tilbage' }).click();
    const spoerg = page.getByRole('dialog', { name: 'Forlad siden uden at gemme?' });
    await spoerg.getByText('Du har ændringer i teksten, som ikke er gemt.', { exact: false }).waitFor();
    await spoerg.getByRole('button', { name: 'Bliv på siden' }).click();
    await spoerg.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`/app/admin/tekst/${encodeURIComponent(noegle)}`);
    expect(await redigerbar.innerText()).toBe('Nu kan du søge online i dag');
    // The browser's own back button is held the same way.
    await page.goBack();
    await spoerg.getByRole('button', { name: 'Bliv på siden' }).click();
    await spoerg.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`/app/admin/tekst/${encodeURIComponent(noegle)}`);
    expect(await redigerbar.innerText()).toBe('Nu kan du søge online i dag');

    // Closing the tab or reloading gets the browser's own question.
    const spurgt = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const dialog = await spurgt;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    expect(page.isClosed()).toBe(false);

    // Leaving anyway drops the change; a saved change leaves without a question.
    await page.getByRole('link', { name: 'Tilbage' }).click();
    await spoerg.getByRole('button', { name: 'Forlad siden uden at gemme' }).click();
    await page.getByRole('heading', { name: 'Tekster' }).waitFor();
    expect(await gemt()).toBe('<p>Nu kan du <strong>søge online</strong></p>');
    await page.getByRole('link', { name: noegle }).click();
    await expect.poll(() => redigerbar.getAttribute('contenteditable')).toBe('true');
    await redigerbar.getByText('Nu kan du').click();
    await page.keyboard.press('End');
    await page.keyboard.type(' nu');
    await page.getByRole('button', { name: 'Gem ændringer' }).click();
    await page.getByText('Teksten er gemt.').waitFor();
    expect(await gemt()).toBe('<p>Nu kan du <strong>søge online nu</strong></p>');
    await page.getByRole('link', { name: 'Tilbage' }).click();
    await page.getByRole('heading', { name: 'Tekster' }).waitFor();
    expect(await spoerg.count()).toBe(0);
  });

  // Issue 36: forside:velkomst could be edited here, but no page showed it.
  it("shows an edit of forside:velkomst on the employee's start page", async () => {
    const base = inject('baseUrl');
    const admin = await adminHeaders(base);
    const noegle = 'forside:velkomst';
    type Tekster = { tekster: Record<string, { type: string; indhold: string; beskrivelse: string }> };
    const foer = ((await (await fetch(`${base}/api/Tekst`, { headers: admin })).json()) as Tekster).tekster[noegle]!;
    const gem = (indhold: string) =>
      send(base, 'PUT', '/api/Tekst', { key: noegle, type: 'html', indhold, beskrivelse: foer.beskrivelse }, admin);
    expect((await gem('<p>Velkommen tilbage – <strong>nyt fra sekretariatet</strong>.</p>')).status).toBe(200);
    try {
      const page = await newPage(browser);
      await logInd(page, 'Mette Jensen', '/app');
      await page.getByRole('heading', { name: /Mette Jensen/, level: 1 }).waitFor();
      await page.getByText('Velkommen tilbage – nyt fra sekretariatet.').waitFor();
      expect(await page.locator('main strong', { hasText: 'nyt fra sekretariatet' }).count()).toBe(1);
    } finally {
      expect((await gem(foer.indhold)).status).toBe(200);
    }
  });

  it('leaves an untouched text page without asking', async () => {
    const page = await newPage(browser);
    await logIndSomAdmin(page, '/app/admin/tekst/opret');
    await page.getByLabel('Nøgle').waitFor();
    await page.getByRole('link', { name: 'Tilbage' }).click();
    await page.getByRole('heading', { name: 'Tekster' }).waitFor();
    await page.getByRole('link', { name: 'forudbetaling:tro-og-love' }).click();
    await expect.poll(() => page.getByRole('textbox', { name: 'Indhold' }).getAttribute('contenteditable')).toBe('true');
    await page.getByRole('link', { name: 'Tilbage' }).click();
    await page.getByRole('heading', { name: 'Tekster' }).waitFor();
  });

  it('lists the texts on a 375 px screen with every key link in view and no sideways scroll', async () => {
    const page = await newPage(browser);
    await logIndSomAdmin(page, '/app/admin/tekst');
    await page.setViewportSize(SMAL);
    const raekke = page.getByRole('row', { name: /email:kvittering-forudbetaling:indhold/ });
    await raekke.waitFor();
    expect(await rullerSidelaens(page)).toBe(false);
    expect(await indenForBredden(raekke.getByRole('link', { name: 'email:kvittering-forudbetaling:indhold' }))).toBe(true);
    expect(await indenForBredden(raekke.getByText('HTML', { exact: true }))).toBe(true);
  });

  it("says 'Tekst ikke fundet' for an unknown key", async () => {
    const page = await newPage(browser);
    await logIndSomAdmin(page, '/app/admin/tekst/findes-ikke');
    await page.getByText('Tekst ikke fundet').waitFor();
  });

  it('shows a Danish not-found screen for a path nothing serves', async () => {
    const page = await newPage(browser);
    await page.goto('/app/findes/ikke');
    await page.getByRole('heading', { name: 'Siden findes ikke' }).waitFor();
  });
});

describe('admin landing page', () => {
  it('links to every admin screen, and /app/admin/forudbetaling leads on to the handling list', async () => {
    const page = await newPage(browser);
    await logIndSomAdmin(page, '/app/admin');
    const hoved = page.getByRole('main');
    // The links follow the admin's roles, which the page learns after it first shows.
    await hoved.getByRole('link', { name: 'Tekster', exact: true }).waitFor();
    for (const navn of ['Forudbetalinger til behandling', 'Alle anmodninger', 'Ansøgninger om arbejdsmangel', 'Tekster', 'Opret tekst']) {
      expect(await hoved.getByRole('link', { name: navn, exact: true }).count(), navn).toBe(1);
    }
    await hoved.getByRole('link', { name: 'Forudbetalinger til behandling', exact: true }).click();
    await page.waitForURL('**/app/admin/forudbetaling/behandling');
  });
});
