import { afterEach, describe, expect, it } from 'vitest';
import type { WebhookAbonnement, WebhookLevering } from '../../contract/webhooks';
import { appMedAnmodning, godkendelse } from '../testing/anmodning';
import { testApp } from '../testing/app';
import { dataUri, fakturaPdf } from '../testing/faktura';
import { gyldigAnmodning, gyldigAnsoegning } from '../testing/fixtures';
import { startModtager } from '../testing/webhook-modtager';
import { verificerSignatur } from './signatur';

const stop: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(stop.splice(0).map((s) => s()));
});

/** An app with Mette's request, a receiver answering as `svar` says, and a subscription of it to `haendelser`. */
async function medAbonnement(haendelser: string[], svar?: (n: number) => number) {
  const api = await appMedAnmodning();
  const modtager = await startModtager(svar);
  stop.push(modtager.stop);
  const oprettet = await api.json('POST', '/api/Webhooks/Abonnementer', { url: modtager.url, haendelser }, api.admin);
  expect(oprettet.status).toBe(201);
  const abonnement = (await oprettet.json()) as { id: string; hemmelighed: string };
  const sekunder = () => Math.floor(api.clock.now().getTime() / 1000);
  // A login of its own: the test's clock may have moved past the first token's quarter of an hour.
  const leveringer = async () => {
    const admin = { Authorization: `Bearer ${(await api.adminLogin()).accessToken}` };
    const svar = await api.json('GET', `/api/Webhooks/Abonnementer/${abonnement.id}/Leveringer`, undefined, admin);
    return ((await svar.json()) as { data: WebhookLevering[] }).data;
  };
  return { ...api, modtager, abonnement, sekunder, leveringer };
}

describe('webhooks', () => {
  it('delivers a signed anmodning.status-aendret exactly once after an approval, without a CPR number', async () => {
    const { json, admin, id, deps, clock, modtager, abonnement, sekunder, leveringer } = await medAbonnement(['anmodning.status-aendret']);
    expect((await json('POST', '/api/ForudbetalingAdmin/GodkendAnmodning', godkendelse(id), admin)).status).toBe(200);
    await deps.webhooks.ledig();

    expect(modtager.haendelser()).toEqual([
      {
        id: expect.any(String),
        type: 'anmodning.status-aendret',
        tidspunkt: clock.now().toISOString(),
        data: { sag: 'anmodning', id, status: 'Godkendt', forrigeStatus: 'Oprettet' },
      },
    ]);
    const [levering] = modtager.modtaget;
    // No CPR number in what is sent: the event's data holds the case's id and statuses only (the event's
    // own id is a random UUID, whose hex digits may run ten in a row).
    const { data } = JSON.parse(levering!.krop) as { data: Record<string, unknown> };
    expect(Object.keys(data).sort()).toEqual(['forrigeStatus', 'id', 'sag', 'status']);
    expect(JSON.stringify(data)).not.toMatch(/\d{6}-?\d{4}/);
    expect(levering!.headers['content-type']).toBe('application/json; charset=utf-8');
    const signatur = String(levering!.headers['fondsportal-signatur']);
    expect(signatur).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verificerSignatur(signatur, levering!.krop, abonnement.hemmelighed, sekunder())).toBe(true);
    // Another secret, another body or an old signature does not verify.
    expect(verificerSignatur(signatur, levering!.krop, 'whsec_en-anden-hemmelighed', sekunder())).toBe(false);
    expect(verificerSignatur(signatur, levering!.krop.replace('Godkendt', 'Afvist'), abonnement.hemmelighed, sekunder())).toBe(false);
    expect(verificerSignatur(signatur, levering!.krop, abonnement.hemmelighed, sekunder() + 301)).toBe(false);

    // Acknowledged: never sent again.
    clock.advance(3_600_000);
    await deps.webhooks.ledig();
    expect(modtager.modtaget).toHaveLength(1);
    expect(await leveringer()).toEqual([
      expect.objectContaining({
        type: 'anmodning.status-aendret',
        emne: `Anmodning ${id}`,
        status: 'leveret',
        forsoeg: 1,
        sidsteSvar: 200,
      }),
    ]);
  });

  it('tries again with back-off after two 500s and then delivers the same event, and the page shows the failures', async () => {
    const { json, admin, id, deps, clock, modtager, abonnement, sekunder, leveringer } = await medAbonnement(
      ['anmodning.status-aendret'],
      (n) => (n <= 2 ? 500 : 204),
    );
    expect((await json('POST', '/api/ForudbetalingAdmin/GodkendAnmodning', godkendelse(id), admin)).status).toBe(200);
    await deps.webhooks.ledig();
    expect(modtager.modtaget).toHaveLength(1);
    expect(await leveringer()).toEqual([
      expect.objectContaining({ status: 'afventer', forsoeg: 1, sidsteSvar: 500, sidsteFejl: 'Modtageren svarede 500.' }),
    ]);
    // Not before its time: 2 s after the first try, then 4 s after the second.
    clock.advance(1_999);
    await deps.webhooks.ledig();
    expect(modtager.modtaget).toHaveLength(1);
    clock.advance(1);
    await deps.webhooks.ledig();
    expect(modtager.modtaget).toHaveLength(2);
    clock.advance(4_000);
    await deps.webhooks.ledig();
    expect(modtager.modtaget).toHaveLength(3);

    const [foerste, , sidste] = modtager.haendelser();
    expect(sidste!.id).toBe(foerste!.id);
    expect(
      verificerSignatur(
        String(modtager.modtaget[2]!.headers['fondsportal-signatur']),
        modtager.modtaget[2]!.krop,
        abonnement.hemmelighed,
        sekunder(),
      ),
    ).toBe(true);
    expect(await leveringer()).toEqual([expect.objectContaining({ status: 'leveret', forsoeg: 3, sidsteSvar: 204 })]);
    clock.advance(3_600_000);
    await deps.webhooks.ledig();
    expect(modtager.modtaget).toHaveLength(3);
  });

  it('gives up a delivery not acknowledged within 24 hours', async () => {
    const { json, admin, id, deps, clock, modtager, leveringer } = await medAbonnement(['anmodning.status-aendret'], () => 503);
    await json('POST', '/api/ForudbetalingAdmin/GodkendAnmodning', godkendelse(id), admin);
    for (let i = 0; i < 40; i++) {
      await deps.webhooks.ledig();
      clock.advance(3_600_000);
    }
    const [levering] = await leveringer();
    expect(levering).toMatchObject({ status: 'opgivet', sidsteSvar: 503 });
    // Hourly at most once the pause reached an hour: about a dozen quick tries, then one an hour for the rest of the day.
    expect(levering!.forsoeg).toBeGreaterThan(20);
    expect(levering!.forsoeg).toBeLessThan(40);
    const antal = modtager.modtaget.length;
    clock.advance(86_400_000);
    await deps.webhooks.ledig();
    expect(modtager.modtaget).toHaveLength(antal);
  });

  it("sends a case's events in order: a later one waits while an earlier one is not acknowledged", async () => {
    const { json, admin, deps, clock, modtager, citizenLogin } = await medAbonnement(
      ['ansoegning.oprettet', 'ansoegning.status-aendret'],
      (n) => (n === 1 ? 500 : 200),
    );
    const nordisk = { Cookie: await citizenLogin('virksomhed', '31245001') };
    const svar = await json('POST', '/api/ArbejdsmangelAnsoegning/OpretAnsoegning', gyldigAnsoegning(), nordisk);
    const { id } = (await svar.json()) as { id: number };
    const handling = await json(
      'PUT',
      `/api/ArbejdsmangelAnsoegningAdmin/UdfoerHandlingPaaArbejdsmangelAnsoegning?id=${id}`,
      { handling: 'RegistrerAccepteretAfMedarbejdere' },
      admin,
    );
    expect(handling.status).toBe(200);
    await deps.webhooks.ledig();
    // The creation failed; the change of status is not sent before it.
    expect(modtager.haendelser().map((h) => h.type)).toEqual(['ansoegning.oprettet']);
    clock.advance(2_000);
    await deps.webhooks.ledig();
    expect(modtager.haendelser().map((h) => [h.type, h.data['status']])).toEqual([
      ['ansoegning.oprettet', 'Indsendt'],
      ['ansoegning.oprettet', 'Indsendt'],
      ['ansoegning.status-aendret', 'EnighedAttesteret'],
    ]);
    expect(modtager.haendelser()[2]!.data).toEqual({ sag: 'ansoegning', id, status: 'EnighedAttesteret', forrigeStatus: 'Indsendt' });
  });

  it('sends each event only to the subscriptions of its type, a text change too', async () => {
    const { json, admin, deps, modtager } = await medAbonnement(['tekst.aendret']);
    const tekst = { key: 'forudbetaling:ny-vejledning', type: 'text', indhold: 'Husk fakturaen.', beskrivelse: '' };
    expect((await json('PUT', '/api/Tekst', tekst, admin)).status).toBe(201);
    await deps.webhooks.ledig();
    expect(modtager.haendelser()).toEqual([
      expect.objectContaining({ type: 'tekst.aendret', data: { noegle: 'forudbetaling:ny-vejledning' } }),
    ]);
  });
  it('sends one anmodning.oprettet for a request sent twice with the same Idempotency-Key', async () => {
    const api = testApp();
    const modtager = await startModtager();
    stop.push(modtager.stop);
    const admin = { Authorization: `Bearer ${(await api.adminLogin()).accessToken}` };
    const oprettet = await api.json('POST', '/api/Webhooks/Abonnementer', { url: modtager.url, haendelser: ['anmodning.oprettet'] }, admin);
    expect(oprettet.status).toBe(201);
    const { hemmelighed } = (await oprettet.json()) as { hemmelighed: string };
    const mette = { Cookie: await api.citizenLogin('loenmodtager', 'lm-mette'), 'Idempotency-Key': 'webhook-en-gang' };
    const anmodning = gyldigAnmodning(dataUri(await fakturaPdf()));
    const foerste = await api.json('POST', '/api/Forudbetaling/OpretForudbetalingAnmodning', anmodning, mette);
    expect(foerste.status).toBe(201);
    const anden = await api.json('POST', '/api/Forudbetaling/OpretForudbetalingAnmodning', anmodning, mette);
    expect(anden.headers.get('Idempotent-Replayed')).toBe('true');
    const { id } = (await foerste.json()) as { id: number };
    await api.deps.webhooks.ledig();
    // Later runs of the outbox send nothing more.
    api.clock.advance(3_600_000);
    await api.deps.webhooks.ledig();

    expect(modtager.haendelser()).toEqual([
      {
        id: expect.any(String),
        type: 'anmodning.oprettet',
        tidspunkt: '2026-11-22T09:00:00.000Z',
        data: { sag: 'anmodning', id, status: 'Oprettet' },
      },
    ]);
    const [levering] = modtager.modtaget;
    const sekunder = Math.floor(Date.parse('2026-11-22T09:00:00.000Z') / 1000);
    expect(verificerSignatur(String(levering!.headers['fondsportal-signatur']), levering!.krop, hemmelighed, sekunder)).toBe(true);
  });
});

describe('webhook subscriptions', () => {
  it('lists subscriptions without their secret, refuses bad ones in Danish, and deletes one with its deliveries', async () => {
    const { json, admin, abonnement, modtager } = await medAbonnement(['tekst.aendret']);
    const liste = (await (await json('GET', '/api/Webhooks/Abonnementer', undefined, admin)).json()) as { data: WebhookAbonnement[] };
    expect(liste.data).toEqual([
      {
        id: abonnement.id,
        url: modtager.url,
        haendelser: ['tekst.aendret'],
        oprettet: '2026-11-22T09:00:00.000Z',
        oprettetAf: 'Demo Sekretariat',
        leveringer: { afventer: 0, leveret: 0, opgivet: 0 },
      },
    ]);
    expect(JSON.stringify(liste)).not.toContain(abonnement.hemmelighed);

    const afvist = await json('POST', '/api/Webhooks/Abonnementer', { url: 'ftp://esdh.example', haendelser: [] }, admin);
    expect(afvist.status).toBe(400);
    expect(await afvist.json()).toMatchObject({
      title: 'Oplysningerne er ikke udfyldt korrekt.',
      errors: expect.arrayContaining([
        { path: '/url', message: 'Adressen skal være en http://- eller https://-adresse.' },
        { path: '/haendelser', message: 'Vælg mindst én hændelse.' },
      ]),
    });
    const ukendt = await json('POST', '/api/Webhooks/Abonnementer', { url: modtager.url, haendelser: ['anmodning.slettet'] }, admin);
    expect(ukendt.status).toBe(400);

    expect((await json('DELETE', `/api/Webhooks/Abonnementer/${abonnement.id}`, undefined, admin)).status).toBe(204);
    expect((await json('DELETE', `/api/Webhooks/Abonnementer/${abonnement.id}`, undefined, admin)).status).toBe(404);
    expect((await json('GET', `/api/Webhooks/Abonnementer/${abonnement.id}/Leveringer`, undefined, admin)).status).toBe(404);
    expect(await (await json('GET', '/api/Webhooks/Abonnementer', undefined, admin)).json()).toEqual({ data: [] });
  });

  it('refuses in production an http:// address and one on this machine, with the field, and keeps no subscription', async () => {
    const api = testApp({ production: true });
    const admin = { Authorization: `Bearer ${(await api.adminLogin()).accessToken}` };
    for (const [url, besked] of [
      ['http://esdh.fond.example.dk/haendelser', 'Adressen skal være https://, når portalen kører i produktion.'],
      ['https://127.0.0.1/haendelser', 'Adressen peger på en privat eller lokal adresse (127.0.0.1), som portalen ikke sender til.'],
    ] as const) {
      const svar = await api.json('POST', '/api/Webhooks/Abonnementer', { url, haendelser: ['anmodning.oprettet'] }, admin);
      expect(svar.status, url).toBe(400);
      expect(svar.headers.get('Content-Type'), url).toMatch(/^application\/problem\+json/);
      expect(await svar.json(), url).toMatchObject({
        status: 400,
        title: 'Oplysningerne er ikke udfyldt korrekt.',
        errors: [{ path: '/url', message: besked }],
      });
    }
    expect(await (await api.json('GET', '/api/Webhooks/Abonnementer', undefined, admin)).json()).toEqual({ data: [] });
    expect(await api.deps.store.collection('webhook-abonnementer').all()).toEqual([]);
  });
});
