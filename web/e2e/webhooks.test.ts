import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startModtager } from '../../server/testing/webhook-modtager';
import { verificerSignatur } from '../../server/webhooks/signatur';
import { logIndSomAdmin } from './admin';
import { gyldigAnsoegning } from '../../server/testing/fixtures';
import { adminHeaders, send, session } from './api';
import { axeBrud, beskrivBrud } from './axe';
import { newPage, startBrowser } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await startBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('webhooks for the secretariat (/app/admin/webhooks)', () => {
  it('subscribes a receiver, shows its failed delivery of an attestation and then the delivery, signed with the secret shown once, and deletes it', async () => {
    const base = inject('baseUrl');
    // The receiver fails the first delivery and takes the next.
    const modtager = await startModtager((n) => (n === 1 ? 500 : 200));
    try {
      const page = await newPage(browser);
      await logIndSomAdmin(page);
      await page.getByRole('link', { name: 'Webhooks' }).first().click();
      await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();

      await page.getByLabel(/Adresse \(URL\)/).fill(modtager.url);
      await page.getByRole('checkbox', { name: 'En ansøgning om arbejdsmangel har skiftet status' }).check();
      await page.getByRole('button', { name: 'Opret abonnement' }).click();
      await page.getByText('Abonnementet er oprettet.').waitFor();
      const hemmelighed = (await page.locator('code.user-select-all').textContent())!.trim();
      expect(hemmelighed).toMatch(/^whsec_/);
      const kort = page.getByRole('region', { name: `Abonnement på ${modtager.url}` });
      await kort.getByText('Ingen leveringer endnu.').waitFor();

      // An application attested: its event goes out, fails once, and is sent again.
      const nordisk = { Cookie: await session(base, 'virksomhed', '31245001') };
      const oprettet = await send(base, 'POST', '/api/ArbejdsmangelAnsoegning/OpretAnsoegning', gyldigAnsoegning(), nordisk);
      const { id } = (await oprettet.json()) as { id: number };
      const sti = `/api/ArbejdsmangelAnsoegningAdmin/UdfoerHandlingPaaArbejdsmangelAnsoegning?id=${id}`;
      expect((await send(base, 'PUT', sti, { handling: 'RegistrerAccepteretAfMedarbejdere' }, await adminHeaders(base))).status).toBe(200);
      const raekke = kort.getByRole('row', { name: new RegExp(`Ansøgning om arbejdsmangel ${id}\\b`) });
      // 'Opdater' fetches the counts and the deliveries in two requests; poll until both show the delivery.
      await expect
        .poll(
          async () => {
            await page.getByRole('button', { name: 'Opdater' }).click();
            const raekkeTekst = (await raekke.textContent({ timeout: 1000 }).catch(() => '')) ?? '';
            const leveret = await kort.getByText('Leveret: 1').isVisible();
            return /Leveret/.test(raekkeTekst) && leveret;
          },
          { timeout: 20_000, interval: 500 },
        )
        .toBe(true);
      expect(modtager.modtaget).toHaveLength(2);
      expect(modtager.haendelser()[1]).toMatchObject({
        type: 'ansoegning.status-aendret',
        data: { sag: 'ansoegning', id, status: 'EnighedAttesteret', forrigeStatus: 'Indsendt' },
      });
      const sidste = modtager.modtaget[1]!;
      expect(
        verificerSignatur(String(sidste.headers['fondsportal-signatur']), sidste.krop, hemmelighed, Math.floor(Date.now() / 1000)),
      ).toBe(true);

      const brud = await axeBrud(page);
      expect(brud, beskrivBrud('webhooks', brud)).toEqual([]);

      await kort.getByRole('button', { name: 'Slet abonnement' }).click();
      await kort.getByRole('button', { name: 'Ja, slet' }).click();
      await kort.waitFor({ state: 'detached' });
      await page.getByRole('status').getByText('Abonnementet er slettet.').waitFor();
    } finally {
      await modtager.stop();
    }
  });

  it('is for the Administrator: a case handler is told so in Danish', async () => {
    const page = await newPage(browser);
    await logIndSomAdmin(page, '/app/admin', 'sagsbehandler');
    expect(await page.getByRole('link', { name: 'Webhooks' }).count()).toBe(0);
    await page.goto('/app/admin/webhooks');
    await page.getByRole('heading', { name: 'Ingen adgang', level: 1 }).waitFor();
    await page.getByText(/Den kræver en af rollerne Administrator\./).waitFor();
  });
});
