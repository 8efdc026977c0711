import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { dataUri, fakturaPdf } from '../../server/testing/faktura';
import { gyldigAnmodning } from '../../server/testing/fixtures';
import { adminHeaders, send } from './api';
import { axeBrud, beskrivBrud } from './axe';
import { logIndSomAdmin } from './admin';
import { newPage } from './browser';
import { proeveBanner, proeveTekst, proevUdkastet, stopProeven } from './definitioner';
import { egenServer } from './egen-server';
import { proevFakturanummer } from './guide';
import type { TestServer } from './server';

let server: TestServer;
let browser: Browser;
// A server of its own: its try-out and its draft are this file's.
egenServer('faktura.pdf', (o) => ({ server, browser } = o));

const FELTER = 'schemas/felter.schema.json';
const TITEL = 'Ingen mellemrum, prøvet';
const BESKED = 'Fakturanummer må ikke indeholde mellemrum.';
const BANNER = proeveTekst(TITEL);
const banner = proeveBanner;

describe("'Prøv udkastet' (issue 37)", () => {
  it("runs the citizen's wizard on the analyst's draft in this browser, keeps its submission out of the real cases, and 'Stop prøven' goes back to the live rule", async () => {
    const base = server.baseUrl;
    const side = await newPage(browser, base);
    await logIndSomAdmin(side, '/app/admin/definitioner', 'analytiker');
    await side.getByLabel('Titel på udkastet').fill(TITEL);
    await side.getByRole('button', { name: 'Nyt udkast' }).click();
    await side.getByRole('heading', { name: TITEL, level: 1 }).waitFor();
    await side.getByLabel('Fil', { exact: true }).selectOption(FELTER);
    const editor = side.getByLabel('Filens JSON');
    const felter = JSON.parse(await editor.inputValue()) as { definitions: Record<string, object> };
    felter.definitions['fakturanummer'] = { ...felter.definitions['fakturanummer'], pattern: '^\\S+$', errorMessage: { pattern: BESKED } };
    await editor.fill(JSON.stringify(felter, null, 2));
    await side.getByRole('button', { name: 'Gem fil' }).click();
    await side.getByText(`${FELTER} er gemt i udkastet.`).waitFor();
    await side.getByText('Tjekket fandt ingen fejl.').waitFor();

    // The analyst tries it: the portal opens with the banner on it.
    await proevUdkastet(side, TITEL);

    // A demo citizen in the same browser meets the draft's rule at the invoice step, the banner still there.
    await proevFakturanummer(side, 'AB 12');
    await side.locator('form').getByText(BESKED).waitFor();
    await banner(side).getByText(BANNER).waitFor();
    // The banner passes the axe run on the page it is drawn on.
    const brud = await axeBrud(side);
    expect(brud, beskrivBrud('guiden i en prøve', brud)).toEqual([]);

    // A submission from this browser is taken in the try-out's sandbox, never among the real cases.
    const krop = gyldigAnmodning(dataUri(await fakturaPdf()));
    const svar = await side.request.post('/api/Forudbetaling/OpretForudbetalingAnmodning', {
      data: { ...krop, faktura: { ...krop.faktura, fakturaNummer: 'AB12' } },
    });
    expect(svar.status()).toBe(201);
    const { id } = (await svar.json()) as { id: number };
    const iProeven = (await (await side.request.get('/api/Forudbetaling/MineAnmodninger')).json()) as { id: number }[];
    expect(iProeven.map((a) => a.id)).toContain(id);
    const reelle = (await (
      await send(base, 'GET', '/api/ForudbetalingAdmin/FindAnmodninger', undefined, await adminHeaders(base))
    ).json()) as {
      data: unknown[];
    };
    expect(reelle.data).toEqual([]);

    // 'Stop prøven': the banner goes, and the live rule holds again (a space is allowed).
    await stopProeven(side, '/app/forudbetaling/anmod');
    // The page left saved its draft in the try-out, not among the real ones: the real wizard starts afresh.
    await proevFakturanummer(side, 'AB 12');
    await side.getByRole('heading', { name: /^Der er \d+ fejl$/, level: 2 }).waitFor();
    expect(await side.getByText(BESKED).count()).toBe(0);
    await side.close();
  }, 240_000);
});
