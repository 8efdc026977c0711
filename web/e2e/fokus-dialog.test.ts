import { describe, expect, it } from 'vitest';
import { dataUri, fakturaPdf } from '../../server/testing/faktura';
import { gyldigAnmodning } from '../../server/testing/fixtures';
import { logIndSomAdmin } from './admin';
import { newPage } from './browser';
import { egenServer, type EgenServer } from './egen-server';
import { faarFokus } from './guide';
import { SMAL } from './smal-skaerm';

// A server of its own: a request from Lars awaiting handling, whose handling page disables its buttons while a dialog is open.
let opstilling: EgenServer;
egenServer('faktura.pdf', (o) => (opstilling = o));

async function anmodningFraLars(): Promise<number> {
  const page = await newPage(opstilling.browser, opstilling.server.baseUrl);
  await page.goto('/fonditlogin?loginHint=loenmodtager&returnUrl=%2Fapp');
  await page.getByRole('button', { name: 'Lars Nielsen' }).click();
  await page.waitForURL((url) => url.pathname === '/app');
  const svar = await page.request.post('/api/Forudbetaling/OpretForudbetalingAnmodning', {
    data: {
      ...gyldigAnmodning(dataUri(await fakturaPdf())),
      deltagelser: [{ ansogningId: 1004, pris: 15750, periodeStart: '2026-12-01', periodeSlut: '2026-12-12' }],
    },
  });
  expect(svar.status(), await svar.text()).toBe(201);
  const { id } = (await svar.json()) as { id: number };
  await page.context().close();
  return id;
}

describe('focus after a dialog at 375 px', () => {
  it("returns to the handling's button, which the page disabled while its dialog was open", async () => {
    const id = await anmodningFraLars();
    const page = await newPage(opstilling.browser, opstilling.server.baseUrl);
    // Signed in at a desktop's width ('Log ud' is behind the menu button on a phone), then handled on a phone's.
    await logIndSomAdmin(page, `/app/admin/forudbetaling/behandling/anmodning/${id}`);
    await page.setViewportSize(SMAL);
    const manuel = page.getByRole('button', { name: 'Manuel behandling' });
    const dialog = page.getByRole('dialog');

    await manuel.click();
    await dialog.getByRole('button', { name: 'Annuller' }).click();
    await dialog.waitFor({ state: 'detached' });
    await faarFokus(manuel);

    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Annuller' }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await faarFokus(manuel);

    const godkend = page.getByRole('button', { name: 'Godkend anmodning' });
    await godkend.click();
    await dialog.getByRole('button', { name: 'Annuller' }).click();
    await dialog.waitFor({ state: 'detached' });
    await faarFokus(godkend);
    await page.context().close();
  });
});
