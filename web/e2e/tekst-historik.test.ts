import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import tekster from '../../content/tekster.json';
import { adminHeaders, send } from './api';
import { logIndSomAdmin } from './admin';
import { newPage } from './browser';
import { egenServer } from './egen-server';
import type { TestServer } from './server';

let server: TestServer;
let browser: Browser;
// A server of its own: the texts this file changes would otherwise show in other browser tests.
egenServer('faktura.pdf', (o) => ({ server, browser } = o));

const NOEGLE = 'arbejdsmangel:periode-vejledning';
const STANDARD = tekster[NOEGLE].indhold;

describe("a text's history on /app/admin/tekst", () => {
  it('shows who changed the text, when and each earlier wording, and Gendan makes one (or the default text) the text again', async () => {
    const base = server.baseUrl;
    const redaktoer = await adminHeaders(base, 'tekstredaktoer');
    const gemt = await send(
      base,
      'PUT',
      '/api/Tekst',
      { key: NOEGLE, type: 'text', indhold: 'Første udgave', beskrivelse: 'Vejledning' },
      redaktoer,
    );
    expect(gemt.status).toBe(200);

    const side = await newPage(browser, base);
    await logIndSomAdmin(side, `/app/admin/tekst/${encodeURIComponent(NOEGLE)}`);
    await side.getByRole('heading', { name: 'Rediger tekst' }).waitFor();
    const historik = side.getByRole('table', { name: `Tidligere ordlyde af ${NOEGLE}, nyeste først` });
    const foerste = historik.getByRole('row', { name: /^1 / });
    await foerste.getByText('tekstredaktoer').waitFor();
    await foerste.getByText('Første udgave').waitFor();
    await foerste.getByText('Gælder nu').waitFor();
    await historik
      .getByRole('row', { name: /^Standardteksten / })
      .getByText(STANDARD)
      .waitFor();

    // A save on the page is in the history at once.
    await side.getByLabel('Indhold').fill('Anden udgave');
    await side.getByRole('button', { name: 'Gem ændringer' }).click();
    await side.getByText('Teksten er gemt.').waitFor();
    const anden = historik.getByRole('row', { name: /^2 / });
    await anden.getByText('admin', { exact: true }).waitFor();
    await anden.getByText('Gælder nu').waitFor();

    await historik.getByRole('button', { name: 'Gendan ordlyd nr. 1' }).click();
    await side.getByText('Ordlyd nr. 1 er gendannet og gælder nu.').waitFor();
    await historik.getByRole('row', { name: /^3 / }).getByText('Første udgave').waitFor();
    // The form shows the restored wording.
    await expect.poll(() => side.getByLabel('Indhold').inputValue()).toBe('Første udgave');

    await historik.getByRole('button', { name: 'Gendan standardteksten' }).click();
    await side.getByText('Standardteksten er gendannet og gælder nu.').waitFor();
    const nu = (await (await send(base, 'GET', `/api/Tekst/${encodeURIComponent(NOEGLE)}`, undefined, {})).json()) as { indhold: string };
    expect(nu.indhold).toBe(STANDARD);
    await side.close();
  }, 120_000);
});
