import type { Browser, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIndSomAdmin } from './admin';
import { anmodningFraMette, adminHeaders } from './api';
import { newPage, startBrowser } from './browser';
import { startServer, type TestServer } from './server';

// An admin access token lasts 3 seconds here, so every pause below outlives one.
const TTL_MS = 3000;
let server: TestServer;
let browser: Browser;
let id: number;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ ADMIN_TOKEN_TTL_SECONDS: String(TTL_MS / 1000) }), startBrowser()]);
  ({ id } = await anmodningFraMette(server.baseUrl));
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the handling page through admin token refreshes', () => {
  it('keeps a correction and an edited e-mail when the token runs out under them, and approves with both', async () => {
    const admin = await newPage(browser, server.baseUrl);
    const afvist: string[] = [];
    admin.on('response', (r: Response) => {
      if (r.status() === 401) afvist.push(new URL(r.url()).pathname);
    });
    await logIndSomAdmin(admin, `/app/admin/forudbetaling/behandling/anmodning/${id}`);
    const godkend = admin.getByRole('button', { name: 'Godkend anmodning' });
    const pris = admin.getByRole('row').filter({ hasText: 'A-2026-001001' }).getByLabel('Pris');
    await pris.fill('18000');
    await expect.poll(() => godkend.isEnabled()).toBe(true);

    // The correction waits while the token runs out; approving saves it first, after a refresh.
    await admin.waitForTimeout(TTL_MS + 1000);
    await godkend.click();
    const dialog = admin.getByRole('dialog', { name: 'Godkend anmodning' });
    await dialog.waitFor();
    expect(afvist).toContain('/api/ForudbetalingAdmin/OpdaterAnmodningerAdmin');
    const emne = dialog.getByLabel('Emne');
    await emne.fill(`Godkendt efter en pause (Anmodning ${id})`);

    // The edited e-mail waits while the token runs out again; sending it refreshes and retries.
    await admin.waitForTimeout(TTL_MS + 1000);
    expect(await emne.inputValue()).toBe(`Godkendt efter en pause (Anmodning ${id})`);
    const sendt = admin.waitForResponse((r) => r.url().endsWith('/api/ForudbetalingAdmin/GodkendAnmodning') && r.status() === 200);
    await dialog.getByRole('button', { name: 'Godkend og send' }).click();
    const svar = await sendt;
    expect((svar.request().postDataJSON() as { email: { subject: string } }).email.subject).toBe(
      `Godkendt efter en pause (Anmodning ${id})`,
    );
    expect(afvist).toContain('/api/ForudbetalingAdmin/GodkendAnmodning');
    await admin.getByText(`Anmodning nr. ${id} er godkendt, og e-mailen er sendt til Mette Jensen.`).waitFor();
    expect(await admin.getByLabel('Brugernavn').count()).toBe(0);

    // Stored as corrected and approved.
    const gemt = await fetch(`${server.baseUrl}/api/ForudbetalingAdmin/HentForudbetalingAnmodning/${id}`, {
      headers: await adminHeaders(server.baseUrl),
    });
    const detalje = (await gemt.json()) as { status: string; deltagelser: { ansogningId: number; pris: number }[] };
    expect(detalje.status).toBe('Godkendt');
    expect(detalje.deltagelser.find((d) => d.ansogningId === 1001)?.pris).toBe(18000);
  }, 60_000);
});
