import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIndSomAdmin } from './admin';
import { anmodningFraMette, adminHeaders, send } from './api';
import { newPage } from './browser';
import { type Json, udgivAendringer } from './definitioner';
import { egenServer } from './egen-server';
import type { TestServer } from './server';

/**
 * A prepayment status added in the definitions alone: the workflow gets 'Afventer dokumentation',
 * reached from Oprettet by a button and left again by another; content/ui gets the employee's
 * wording. Published through the API on the running portal, the status shows in Chromium and holds in the API.
 */

let browser: Browser;
let server: TestServer;
egenServer('faktura.pdf', (o) => ({ server, browser } = o));

const ordlyd = 'Vi mangler dokumentation fra dig';

function medAfventerDokumentation(filer: Record<string, Json>): Record<string, Json> {
  const workflow = filer['workflows/forudbetaling-anmodning.machine.json']!;
  workflow['states'].Oprettet.on.AnmodOmDokumentation = { target: 'AfventerDokumentation', meta: { label: 'Afventer dokumentation' } };
  workflow['states'].AfventerDokumentation = {
    meta: {
      label: 'Afventer dokumentation',
      farve: 'warning',
      loenmodtagerTekst: 'forudbetalingWeb.status.AfventerDokumentation',
      behandles: true,
    },
    on: { DokumentationModtaget: { target: 'Oprettet', meta: { label: 'Dokumentation modtaget', farve: 'success' } } },
  };
  const tekster = filer['content/ui/forudbetaling-web.json']!;
  tekster['forudbetalingWeb.status.AfventerDokumentation'] = ordlyd;
  return { 'workflows/forudbetaling-anmodning.machine.json': workflow, 'content/ui/forudbetaling-web.json': tekster };
}

describe('a prepayment status added in the definitions alone', () => {
  it("'Afventer dokumentation' is a button, a badge, a filter choice and the employee's wording; the API keeps to the flow", async () => {
    await udgivAendringer(server.baseUrl, 'Afventer dokumentation', medAfventerDokumentation);
    const { baseUrl } = server;
    const { id } = await anmodningFraMette(baseUrl);
    const admin = await adminHeaders(baseUrl);
    const udfoer = (handling: string) => send(baseUrl, 'PUT', `/api/ForudbetalingAdmin/UdfoerHandling?id=${id}`, { handling }, admin);

    // Through the API: what Oprettet does not allow is 409, changing nothing.
    const forTidligt = await udfoer('DokumentationModtaget');
    expect(forTidligt.status).toBe(409);
    expect(forTidligt.headers.get('content-type')).toContain('application/problem+json');

    // In Chromium: the button on the handling page moves the request, and the handling list says so.
    const page = await newPage(browser, baseUrl);
    await logIndSomAdmin(page, `/app/admin/forudbetaling/behandling/anmodning/${id}`);
    await page.getByRole('button', { name: 'Afventer dokumentation' }).click();
    await page.waitForURL('**/app/admin/forudbetaling/behandling');
    await page.getByText(`Anmodning nr. ${id} har fået status Afventer dokumentation.`).waitFor();
    // Marked meta.behandles, it is still to be handled, and the list names the status of each.
    const tilBehandling = page.locator('tbody tr').filter({ has: page.locator(`a[href$="/anmodning/${id}"]`) });
    await tilBehandling.getByText('Afventer dokumentation', { exact: true }).waitFor();

    // The all-requests list: the filter offers the new status by its label, and the badge is the workflow's colour.
    await page.getByRole('main').getByRole('link', { name: 'Alle anmodninger' }).click();
    const status = page.getByLabel('Status');
    await status.selectOption({ label: 'Godkendt' });
    await page.getByText('Der er ingen anmodninger med denne status fra de seneste 30 dage.').waitFor();
    await status.selectOption({ label: 'Afventer dokumentation' });
    const raekke = page.locator('tbody tr').filter({ has: page.locator(`a[href$="/anmodning/${id}"]`) });
    const badge = raekke.getByText('Afventer dokumentation', { exact: true });
    await badge.waitFor();
    expect(await badge.getAttribute('class')).toContain('bg-warning');

    // The employee reads the status in the words content/ui gives it.
    const egen = await newPage(browser, baseUrl);
    await egen.goto(`/fonditlogin?loginHint=loenmodtager&returnUrl=${encodeURIComponent(`/app/forudbetaling/anmodning/${id}`)}`);
    await egen.getByRole('button', { name: 'Mette Jensen' }).click();
    await egen.getByText(ordlyd, { exact: true }).waitFor();
    await egen.context().close();

    // Through the API: the request awaiting documentation cannot be asked for again in its status.
    expect((await udfoer('AnmodOmDokumentation')).status).toBe(409);

    // Back by the other button, from the read-only view's way into the handling page.
    await raekke.getByRole('link').click();
    await page.getByRole('link', { name: 'Behandling af anmodning' }).click();
    await page.getByRole('button', { name: 'Dokumentation modtaget' }).click();
    await page.getByText(`Anmodning nr. ${id} har fået status Oprettet.`).waitFor();

    // The history records both moves, by the handlings' labels, with the statuses before and after.
    const detalje = (await (
      await fetch(`${baseUrl}/api/ForudbetalingAdmin/HentForudbetalingAnmodning/${id}`, { headers: admin })
    ).json()) as Json;
    expect(detalje['status']).toBe('Oprettet');
    expect((detalje['historik'] as Json[]).slice(-2)).toMatchObject([
      { handling: 'Afventer dokumentation', detaljer: { fra: 'Oprettet', til: 'AfventerDokumentation' } },
      { handling: 'Dokumentation modtaget', detaljer: { fra: 'AfventerDokumentation', til: 'Oprettet' } },
    ]);
    await page.goto(`/app/admin/forudbetaling/anmodning/${id}`);
    await page.getByText('Dokumentation modtaget').first().waitFor();
  });
});
