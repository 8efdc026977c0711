import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { logIndSomAdmin } from './admin';
import { adminHeaders, send } from './api';
import { axeBrud, beskrivBrud } from './axe';
import { newPage, startBrowser } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await startBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const base = inject('baseUrl');
const tekst = async (noegle: string) => (await fetch(`${base}/api/Tekst/${encodeURIComponent(noegle)}`)).json();

// Issue 24: 'Opret tekst' with a key in use replaced that text without a word.
describe("'Opret tekst' with a key that is taken", () => {
  it('says so as the key is typed, links to the text, sends nothing, and leaves the text as it was', async () => {
    const foer = await tekst('forudbetaling:tro-og-love');
    const page = await newPage(browser);
    await logIndSomAdmin(page, '/app/admin/tekst/opret');
    await page.getByRole('heading', { name: 'Opret tekst' }).waitFor();
    let gemninger = 0;
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().endsWith('/api/Tekst')) gemninger++;
    });

    await page.getByLabel('Nøgle').fill('forudbetaling:tro-og-love');
    const advarsel = page.getByText('Der findes allerede en tekst med nøglen forudbetaling:tro-og-love.', { exact: false });
    await advarsel.waitFor();
    await page.locator('form').getByText('Nøglen bruges allerede af en anden tekst.').waitFor();
    expect(await page.getByLabel('Nøgle').getAttribute('class')).toContain('is-invalid');
    expect(beskrivBrud('opret tekst med optaget nøgle', await axeBrud(page))).toBe('');

    await page.getByLabel('Indhold').fill('Overskrevet');
    await page.getByRole('button', { name: 'Opret tekst' }).click();
    await advarsel.waitFor();
    expect(gemninger).toBe(0);
    expect(await tekst('forudbetaling:tro-og-love')).toEqual(foer);

    // Another key: the message goes. The link leads to the text that has the key.
    await page.getByLabel('Nøgle').fill('forudbetaling:tro-og-love-2');
    await advarsel.waitFor({ state: 'detached' });
    await page.getByLabel('Nøgle').fill('forudbetaling:tro-og-love');
    await page.getByRole('link', { name: 'Ret teksten forudbetaling:tro-og-love' }).click();
    await page
      .getByRole('dialog', { name: 'Forlad siden uden at gemme?' })
      .getByRole('button', { name: 'Forlad siden uden at gemme' })
      .click();
    await page.waitForURL('**/app/admin/tekst/forudbetaling%3Atro-og-love');
    await page.getByRole('heading', { name: 'Rediger tekst' }).waitFor();
    expect(await page.getByLabel('Nøgle').inputValue()).toBe('forudbetaling:tro-og-love');
  });

  it('refuses a key another created after the page was opened, keeping that text', async () => {
    const noegle = `forside:samtidig-${Date.now().toString(36)}`;
    const page = await newPage(browser);
    await logIndSomAdmin(page, '/app/admin/tekst/opret');
    await page.getByRole('heading', { name: 'Opret tekst' }).waitFor();
    await page.getByLabel('Nøgle').fill(noegle);
    await page.getByLabel('Indhold').fill('Min udgave');

    const andens = { key: noegle, type: 'text', indhold: 'Kollegaens udgave', beskrivelse: '' };
    expect((await send(base, 'PUT', '/api/Tekst', andens, await adminHeaders(base))).status).toBe(201);

    await page.getByRole('button', { name: 'Opret tekst' }).click();
    await page.getByText(`Der findes allerede en tekst med nøglen ${noegle}.`, { exact: false }).waitFor();
    await page.getByRole('link', { name: `Ret teksten ${noegle}` }).waitFor();
    expect(await page.getByText('Teksten er gemt.').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/app/admin/tekst/opret');
    expect(await tekst(noegle)).toMatchObject({ indhold: 'Kollegaens udgave' });
  });
});

// Issue 24: counts in e-mail templates are written with both forms; the text editor keeps them as written.
describe('plural forms in the text editor', () => {
  const flertal = '{{antal, plural, one {# medarbejder} other {# medarbejdere}}}';

  it('shows a template with a plural as written, and saves one typed in the rich-text editor unchanged', async () => {
    const page = await newPage(browser);
    await logIndSomAdmin(page, '/app/admin/tekst/email%3Akvittering-arbejdsmangel%3Aindhold');
    const indhold = page.getByRole('textbox', { name: 'Indhold' });
    await expect.poll(() => indhold.getAttribute('contenteditable')).toBe('true');
    await indhold.getByText('{{antalMedarbejdere, plural, one {# medarbejder} other {# medarbejdere}}}', { exact: false }).waitFor();
    expect(await page.getByLabel('Beskrivelse').inputValue()).toContain(
      '{{antalMedarbejdere, plural, one {# medarbejder} other {# medarbejdere}}}',
    );

    const noegle = `email:flertal-${Date.now().toString(36)}`;
    await page.goto('/app/admin/tekst/opret');
    await page.getByLabel('Nøgle').fill(noegle);
    await page.getByRole('radio', { name: 'HTML' }).check();
    const ny = page.getByRole('textbox', { name: 'Indhold' });
    await expect.poll(() => ny.getAttribute('contenteditable')).toBe('true');
    await ny.click();
    await page.keyboard.type(`Vi har modtaget ${flertal}.`);
    await expect.poll(() => page.getByRole('region', { name: 'Forhåndsvisning' }).innerText()).toContain(flertal);
    await page.getByRole('button', { name: 'Opret tekst' }).click();
    await page.getByRole('heading', { name: 'Rediger tekst' }).waitFor();
    await page.getByText('Teksten er gemt.').waitFor();
    expect(await tekst(noegle)).toMatchObject({ type: 'html', indhold: `<p>Vi har modtaget ${flertal}.</p>` });
  });

  it('refuses a plural without its other form, with the Danish message at the content, and saves nothing', async () => {
    const noegle = `email:brudt-${Date.now().toString(36)}`;
    const page = await newPage(browser);
    await logIndSomAdmin(page, '/app/admin/tekst/opret');
    await page.getByLabel('Nøgle').fill(noegle);
    await page.getByLabel('Indhold').fill('Med {{antal, plural, one {# medarbejder}}}.');
    await page.getByRole('button', { name: 'Opret tekst' }).click();
    await page.locator('form').getByText('Et antal med ental og flertal skrives som', { exact: false }).first().waitFor();
    expect((await fetch(`${base}/api/Tekst/${encodeURIComponent(noegle)}`)).status).toBe(404);
  });
});
