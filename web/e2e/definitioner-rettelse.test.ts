import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { gyldigAnmodning } from '../../server/testing/fixtures';
import { logIndSomAdmin } from './admin';
import { anmodningFraMette, adminHeaders, send } from './api';
import { newPage } from './browser';
import { udgivAendringer } from './definitioner';
import { egenServer } from './egen-server';
import type { TestServer } from './server';

/**
 * The low-code promise for the secretariat's correction of a prepayment request: one field added to
 * schemas/forudbetaling-admin-opdater.schema.json, published through the API on the running portal,
 * appears on the handling page (its ui file places the rest), is checked in the browser and by the API
 * with its Danish message, and is stored with the request. No code file is touched.
 */

const BESKED = 'Intern bemærkning skal have mindst 5 tegn.';
const BEMAERKNING = 'Fakturaen er tjekket med leverandøren.';
let browser: Browser;
let server: TestServer;
let id: number;
egenServer('faktura.pdf', (o) => ({ server, browser } = o));

beforeAll(async () => {
  await udgivAendringer(server.baseUrl, 'Intern bemærkning', (filer) => {
    const schema = filer['schemas/forudbetaling-admin-opdater.schema.json']!;
    schema['properties'].internBemaerkning = {
      type: 'string',
      title: 'Intern bemærkning',
      minLength: 5,
      maxLength: 200,
      errorMessage: BESKED,
    };
    return { 'schemas/forudbetaling-admin-opdater.schema.json': schema };
  });
  ({ id } = await anmodningFraMette(server.baseUrl));
});

async function detalje(): Promise<{ version: number; oevrige?: Record<string, unknown>; historik: { detaljer?: unknown }[] }> {
  const svar = await fetch(`${server.baseUrl}/api/ForudbetalingAdmin/HentForudbetalingAnmodning/${id}`, {
    headers: await adminHeaders(server.baseUrl),
  });
  return (await svar.json()) as Awaited<ReturnType<typeof detalje>>;
}

describe("a field added to the secretariat's correction", () => {
  it('is refused by the API with 400 problem+json naming the field, changing nothing', async () => {
    const foer = await detalje();
    const { faktura, deltagelser } = gyldigAnmodning('');
    const body = {
      anmodningId: id,
      version: foer.version,
      faktura: { cvr: faktura.cvr, fakturaNummer: faktura.fakturaNummer, indbetalingskort: faktura.indbetalingskort },
      deltagelser,
      internBemaerkning: 'kort',
    };
    const svar = await send(
      server.baseUrl,
      'POST',
      '/api/ForudbetalingAdmin/OpdaterAnmodningerAdmin',
      body,
      await adminHeaders(server.baseUrl),
    );
    expect(svar.status).toBe(400);
    expect(svar.headers.get('content-type')).toContain('application/problem+json');
    const problem = (await svar.json()) as { errors: { path: string; message: string }[] };
    expect(problem.errors).toContainEqual({ path: '/internBemaerkning', message: BESKED });
    expect(await detalje()).toEqual(foer);
  });

  it('appears on the handling page, shows its message in the browser, and is stored and shown again after reload', async () => {
    const admin = await newPage(browser, server.baseUrl);
    await logIndSomAdmin(admin, `/app/admin/forudbetaling/behandling/anmodning/${id}`);
    const oevrige = admin.getByRole('region', { name: 'Øvrige oplysninger' });
    const felt = oevrige.getByLabel('Intern bemærkning');
    const godkend = admin.getByRole('button', { name: 'Godkend anmodning' });
    await expect.poll(() => godkend.isEnabled()).toBe(true);

    await felt.fill('kort');
    await oevrige.getByText(BESKED).waitFor();
    expect(await godkend.isDisabled()).toBe(true);
    await felt.fill(BEMAERKNING);
    await oevrige.getByText(BESKED).waitFor({ state: 'detached' });
    await expect.poll(() => godkend.isEnabled()).toBe(true);

    // Approving saves the correction first; cancelling the e-mail then leaves it saved and the request open.
    const gemt = admin.waitForResponse((r) => r.url().endsWith('/api/ForudbetalingAdmin/OpdaterAnmodningerAdmin'));
    await godkend.click();
    expect((await gemt).status()).toBe(200);
    const dialog = admin.getByRole('dialog', { name: 'Godkend anmodning' });
    await dialog.getByRole('button', { name: 'Annuller' }).click();
    await dialog.waitFor({ state: 'detached' });

    await admin.reload();
    await expect
      .poll(() => admin.getByRole('region', { name: 'Øvrige oplysninger' }).getByLabel('Intern bemærkning').inputValue())
      .toBe(BEMAERKNING);
    const gemtDetalje = await detalje();
    expect(gemtDetalje.oevrige).toEqual({ internBemaerkning: BEMAERKNING });
    expect(JSON.stringify(gemtDetalje.historik.at(-1)?.detaljer)).toContain(BEMAERKNING);
  }, 90_000);
});
