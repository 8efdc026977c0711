import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { logIndSomAdmin } from './admin';
import { newPage } from './browser';
import { egenServer } from './egen-server';
import type { TestServer } from './server';

let server: TestServer;
let browser: Browser;
// A demo start as `npm start` makes it: the other browser tests' servers start without the demo cases (DEMO_SAGER=false).
egenServer('faktura.pdf', (o) => ({ server, browser } = o), { DEMO_SAGER: 'true' });

describe('a fresh embedded demo start (issue 36)', () => {
  it("shows the secretariat's lists with the demo cases, not empty", async () => {
    const side = await newPage(browser, server.baseUrl);
    await logIndSomAdmin(side, '/app/admin/forudbetaling/anmodning');
    // The demo cases' own people (content/demo/demosager.json), in more than one status.
    await side.getByRole('row').filter({ hasText: 'Karen Dahl' }).first().waitFor();
    await side.getByRole('row').filter({ hasText: 'Omar Hassan' }).first().waitFor();
    expect(await side.locator('tbody tr').count()).toBe(4);

    await side.goto('/app/admin/arbejdsmangel/ansoegning');
    await side.getByRole('heading', { name: 'Ansøgninger om arbejdsmangel' }).waitFor();
    await side.getByRole('row', { name: /Montagehallen/ }).waitFor();
    await side.getByRole('row', { name: /Tømrerholdet/ }).waitFor();
    expect(await side.locator('tbody tr').count()).toBe(3);
    await side.close();
  }, 120_000);
});
