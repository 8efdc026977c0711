import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIndSomAdmin } from './admin';
import { newPage, startBrowser } from './browser';

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
    expect(await page.getByRole('link', { name: 'forudbetaling:tro-og-love' }).isVisible()).toBe(true);

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
    for (const navn of ['Forudbetalinger til behandling', 'Alle anmodninger', 'Ansøgninger om arbejdsmangel', 'Tekster', 'Opret tekst']) {
      expect(await hoved.getByRole('link', { name: navn, exact: true }).count(), navn).toBe(1);
    }
    await hoved.getByRole('link', { name: 'Forudbetalinger til behandling', exact: true }).click();
    await page.waitForURL('**/app/admin/forudbetaling/behandling');
  });
});
