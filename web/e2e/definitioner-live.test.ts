import { describe, expect, it } from 'vitest';
import web from '../../content/ui/web.json';
import { dataUri, fakturaPdf } from '../../server/testing/faktura';
import { gyldigAnmodning } from '../../server/testing/fixtures';
import { adminHeaders, send, session } from './api';
import { newPage } from './browser';
import { genudgivAendringer, udgivAendringer } from './definitioner';
import { egenServer } from './egen-server';
import { proevFakturanummer } from './guide';
import type { TestServer } from './server';
import type { Browser } from 'playwright-core';

let server: TestServer;
let browser: Browser;
// A server of its own: what this file publishes would otherwise be live for every other browser test.
egenServer('faktura.pdf', (o) => ({ server, browser } = o));

const NY = 'Fonden betaler dit kursus direkte til uddannelsesstedet.';

describe('a published wording in the running web app', () => {
  it('shows on the next page load without a rebuild or restart, and Genudgiv takes it back', async () => {
    const base = server.baseUrl;
    const admin = await adminHeaders(base);
    const side = await newPage(browser, base);
    await side.goto('/app');
    await side.getByText(web['web.start.velkomst']).waitFor();

    const live = (await (await send(base, 'GET', '/api/Definitioner/Live', undefined, admin)).json()) as {
      version: number;
      filer: Record<string, Record<string, string>>;
    };
    // The analyst makes the draft, the administrator publishes it (four eyes).
    const analytiker = await adminHeaders(base, 'analytiker');
    const { id } = (await (await send(base, 'POST', '/api/Definitioner/Udkast', { titel: 'Velkomst' }, analytiker)).json()) as {
      id: string;
    };
    const fil = { sti: 'content/ui/web.json', indhold: { ...live.filer['content/ui/web.json'], 'web.start.velkomst': NY } };
    expect((await send(base, 'PUT', `/api/Definitioner/Udkast/${id}/Filer`, fil, analytiker)).status).toBe(200);
    expect((await send(base, 'POST', `/api/Definitioner/Udkast/${id}/Udgiv`, { note: 'Kortere velkomst' }, admin)).status).toBe(201);

    await side.reload();
    await side.getByText(NY).waitFor();
    expect(await side.getByText(web['web.start.velkomst']).count()).toBe(0);

    await genudgivAendringer(base, live.version);
    await side.reload();
    await side.getByText(web['web.start.velkomst']).waitFor();
    await side.close();
  });
});

describe("the fund's name published in the theme", () => {
  it("is the name in the web app's bar and page titles on the next page load, and Genudgiv takes it back", async () => {
    const base = server.baseUrl;
    const side = await newPage(browser, base);
    await side.goto('/app');
    const bar = side.locator('.navbar-brand');
    const gammelt = (await bar.innerText()).trim();
    const nyt = 'Industriens Kursusfond';
    const { foer } = await udgivAendringer(base, 'Nyt navn', (filer) => ({
      'content/tema.json': { ...filer['content/tema.json'], navn: nyt },
    }));
    await side.reload();
    await expect.poll(async () => (await bar.innerText()).trim()).toBe(nyt);
    await expect.poll(() => side.title()).toContain(nyt);
    await genudgivAendringer(base, foer);
    await side.reload();
    await expect.poll(async () => (await bar.innerText()).trim()).toBe(gammelt);
    await side.close();
  });
});

describe("README's example rule published through the API", () => {
  it('the wizard and the server refuse an invoice number with spaces at once, without a restart, and Genudgiv takes it back', async () => {
    const base = server.baseUrl;
    const besked = 'Fakturanummer må ikke indeholde mellemrum.';
    const analytiker = await adminHeaders(base, 'analytiker');
    const admin = await adminHeaders(base);
    const live = (await (await send(base, 'GET', '/api/Definitioner/Live', undefined, analytiker)).json()) as {
      version: number;
      filer: Record<string, { definitions: Record<string, Record<string, unknown>> }>;
    };
    const felter = structuredClone(live.filer['schemas/felter.schema.json']!);
    felter.definitions['fakturanummer'] = { ...felter.definitions['fakturanummer'], pattern: '^\\S+$', errorMessage: { pattern: besked } };
    const { id } = (await (await send(base, 'POST', '/api/Definitioner/Udkast', { titel: 'Ingen mellemrum' }, analytiker)).json()) as {
      id: string;
    };
    expect(
      (await send(base, 'PUT', `/api/Definitioner/Udkast/${id}/Filer`, { sti: 'schemas/felter.schema.json', indhold: felter }, analytiker))
        .status,
    ).toBe(200);
    const tjek = await send(base, 'POST', `/api/Definitioner/Udkast/${id}/Tjek`, {}, analytiker);
    expect(await tjek.json()).toEqual({ fejl: [] });
    expect((await send(base, 'POST', `/api/Definitioner/Udkast/${id}/Udgiv`, { note: 'Ingen mellemrum' }, admin)).status).toBe(201);

    // In the wizard, loaded after the publish: the invoice step's validator is the live version's, made by the server.
    const side = await newPage(browser, base);
    const fakturatrin = () => proevFakturanummer(side, 'AB 12');
    await fakturatrin();
    await side.locator('form').getByText(besked).waitFor();
    await side.getByLabel(/^Fakturanummer/).fill('AB-12');
    await side.locator('form').getByText(besked).waitFor({ state: 'detached' });

    // Through the API: 400 with the message at the field, nothing stored.
    const mette = await session(base, 'loenmodtager', 'lm-mette');
    const body = gyldigAnmodning(dataUri(await fakturaPdf()));
    const opret = (fakturaNummer: string) =>
      send(
        base,
        'POST',
        '/api/Forudbetaling/OpretForudbetalingAnmodning',
        { ...body, faktura: { ...body.faktura, fakturaNummer } },
        { Cookie: mette },
      );
    const afvist = await opret('AB 12');
    expect(afvist.status).toBe(400);
    expect(((await afvist.json()) as { errors: unknown[] }).errors).toContainEqual({ path: '/faktura/fakturaNummer', message: besked });

    // Genudgiv of the version before: 'AB 12' is acceptable again, in the wizard and through the API.
    await genudgivAendringer(base, live.version);
    await fakturatrin();
    // The step still misses its invoice file and more: the summary lists those, and not the rule taken back.
    await side.getByRole('heading', { name: /^Der er \d+ fejl$/, level: 2 }).waitFor();
    expect(await side.getByText(besked).count()).toBe(0);
    expect((await opret('AB 12')).status).toBe(201);
    await side.close();
  });
});
