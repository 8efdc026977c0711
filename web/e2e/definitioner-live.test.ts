import { describe, expect, it } from 'vitest';
import web from '../../content/ui/web.json';
import { adminHeaders, send } from './api';
import { newPage } from './browser';
import { egenServer } from './egen-server';
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
    const { id } = (await (await send(base, 'POST', '/api/Definitioner/Udkast', { titel: 'Velkomst' }, admin)).json()) as { id: string };
    const fil = { sti: 'content/ui/web.json', indhold: { ...live.filer['content/ui/web.json'], 'web.start.velkomst': NY } };
    expect((await send(base, 'PUT', `/api/Definitioner/Udkast/${id}/Filer`, fil, admin)).status).toBe(200);
    expect((await send(base, 'POST', `/api/Definitioner/Udkast/${id}/Udgiv`, { note: 'Kortere velkomst' }, admin)).status).toBe(201);

    await side.reload();
    await side.getByText(NY).waitFor();
    expect(await side.getByText(web['web.start.velkomst']).count()).toBe(0);

    const tilbage = await send(base, 'POST', `/api/Definitioner/Versioner/${live.version}/Genudgiv`, { note: 'Tilbage' }, admin);
    expect(tilbage.status).toBe(201);
    await side.reload();
    await side.getByText(web['web.start.velkomst']).waitFor();
    await side.close();
  });
});
