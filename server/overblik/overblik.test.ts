import { describe, expect, it } from 'vitest';
import type { Overblik } from '../../contract/generated/overblik';
import { testApp } from '../testing/app';
import { dataUri, fakturaMedNummer } from '../testing/faktura';
import { gyldigAnmodning, gyldigAnsoegning } from '../testing/fixtures';

const DAG = 86_400_000;
const email = { subject: 'Din anmodning', body: '<!DOCTYPE html><html><body><p>Tekst</p></body></html>' };

/**
 * A known month of cases through the API: three requests (one approved after 2 days, one rejected
 * after 4, one waiting) and two work-shortage applications (one paid out after 3 days, one waiting).
 */
async function medSager() {
  const api = testApp();
  // The staff token lasts minutes: a new login after each move of the clock.
  let token = (await api.adminLogin()).accessToken;
  const senere = async (ms: number) => {
    api.clock.advance(ms);
    token = (await api.adminLogin()).accessToken;
  };
  const admin = (method: string, path: string, body?: unknown) => api.json(method, path, body, { Authorization: `Bearer ${token}` });
  const anmod = async (bruger: string, deltagelser: object[], fakturaNummer: string) => {
    // Each its own invoice file: the same file from the same supplier is the same invoice.
    const fil = dataUri(await fakturaMedNummer(fakturaNummer));
    const svar = await api.json(
      'POST',
      '/api/Forudbetaling/OpretForudbetalingAnmodning',
      { ...gyldigAnmodning(fil), deltagelser, faktura: { ...gyldigAnmodning(fil).faktura, fakturaNummer } },
      { Cookie: await api.citizenLogin('loenmodtager', bruger) },
    );
    expect(svar.status, await svar.clone().text()).toBe(201);
    return ((await svar.json()) as { id: number }).id;
  };
  const ansoeg = async (cvr: string) => {
    const svar = await api.json('POST', '/api/ArbejdsmangelAnsoegning/OpretAnsoegning', gyldigAnsoegning(), {
      Cookie: await api.citizenLogin('virksomhed', cvr),
    });
    expect(svar.status, await svar.clone().text()).toBe(201);
    return ((await svar.json()) as { id: number }).id;
  };
  const handling = (id: number, h: string) =>
    admin('PUT', `/api/ArbejdsmangelAnsoegningAdmin/UdfoerHandlingPaaArbejdsmangelAnsoegning?id=${id}`, { handling: h });

  const godkendt = await anmod('lm-mette', gyldigAnmodning('').deltagelser, 'M-1');
  const venter = await anmod(
    'lm-lars',
    [
      { ansogningId: 1004, pris: 15750, periodeStart: '2026-12-01', periodeSlut: '2026-12-12' },
      { ansogningId: 1005, pris: 4800, periodeStart: '2026-12-01', periodeSlut: '2026-12-12' },
    ],
    'L-1',
  );
  const udbetalt = await ansoeg('31245001');
  const ventendeAnsoegning = await ansoeg('38765418');
  await senere(2 * DAG);
  expect((await admin('POST', '/api/ForudbetalingAdmin/GodkendAnmodning', { anmodningId: godkendt, email })).status).toBe(200);
  await senere(DAG);
  for (const h of ['RegistrerAccepteretAfMedarbejdere', 'RegistrerGodkendtAfSekretariatet', 'SendTilUdbetaling'])
    expect((await handling(udbetalt, h)).status).toBe(200);
  await senere(DAG);
  const afvist = await anmod('lm-sofie', [{ ansogningId: 1007, pris: 7400, periodeStart: '2026-12-01', periodeSlut: '2026-12-12' }], 'S-1');
  await senere(4 * DAG);
  const afvisning = { anmodningId: afvist, email: { ...email, body: '<p>{{begrundelse}}</p>' }, begrundelse: 'Kurset er betalt.' };
  expect((await admin('POST', '/api/ForudbetalingAdmin/AfvisAnmodning', afvisning)).status).toBe(200);
  return { ...api, admin, godkendt, venter, afvist, udbetalt, ventendeAnsoegning };
}

const nul = (maaneder: string[], undtagen: Record<string, object>, tom: object) =>
  maaneder.map((maaned) => ({ maaned, ...(undtagen[maaned] ?? tom) }));

describe('GET /api/Overblik', () => {
  it('answers the figures of a known month, counted per status from the workflows', async () => {
    const { admin, venter, ventendeAnsoegning } = await medSager();
    const svar = await admin('GET', '/api/Overblik');
    expect(svar.status).toBe(200);
    const overblik = (await svar.json()) as Overblik;
    const maaneder = ['2025-12', ...Array.from({ length: 11 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`)];
    expect(overblik.maaneder).toEqual(maaneder);
    const [anmodning, arbejdsmangel] = overblik.sagsarter;
    expect(anmodning).toEqual({
      sagstype: 'anmodning',
      titel: 'Anmodning om forudbetaling',
      statusser: [
        { status: 'Oprettet', label: 'Oprettet', antal: 1, slut: false, venter: true },
        { status: 'Godkendt', label: 'Godkendt', antal: 1, slut: true, venter: false },
        { status: 'Afvist', label: 'Afvist', antal: 1, slut: true, venter: false },
      ],
      perMaaned: nul(maaneder, { '2026-11': { oprettet: 3, afsluttet: 2 } }, { oprettet: 0, afsluttet: 0 }),
      // 2 and 4 days: the median between them, the 90th percentile nine tenths of the way.
      behandlingstid: { antal: 2, medianDage: 3, p90Dage: 3.8 },
      aeldsteVentende: [{ id: venter, status: 'Oprettet', label: 'Oprettet', oprettet: '2026-11-22T09:00:00.000Z' }],
    });
    expect(arbejdsmangel).toMatchObject({
      sagstype: 'arbejdsmangel',
      statusser: [
        { status: 'Indsendt', label: 'Afventer attestering', antal: 1, venter: true },
        { status: 'EnighedAttesteret', antal: 0, venter: true },
        { status: 'Godkendt', antal: 0, venter: true },
        { status: 'Afvist', antal: 0, slut: false, venter: false },
        { status: 'Udbetalt', antal: 1, slut: true, venter: false },
      ],
      perMaaned: nul(maaneder, { '2026-11': { oprettet: 2, afsluttet: 1 } }, { oprettet: 0, afsluttet: 0 }),
      behandlingstid: { antal: 1, medianDage: 3, p90Dage: 3 },
      aeldsteVentende: [{ id: ventendeAnsoegning, status: 'Indsendt', label: 'Afventer attestering' }],
    });
    // Only the approved request's amount, on the fund of its courses; the rejected and the waiting one count nothing.
    expect(overblik.forudbetalingPerFond).toEqual([
      {
        fondId: 'fond-industri',
        fondNavn: 'Industriens Uddannelsesfond',
        perMaaned: nul(maaneder, { '2026-11': { beloeb: 27700 } }, { beloeb: 0 }),
      },
    ]);
  });

  it('counts what the admin lists show', async () => {
    const { admin } = await medSager();
    const overblik = (await (await admin('GET', '/api/Overblik')).json()) as Overblik;
    for (const { status, antal } of overblik.sagsarter[0]!.statusser) {
      const liste = (await (await admin('GET', `/api/ForudbetalingAdmin/FindAnmodninger?status=${status}&pageSize=1000`)).json()) as {
        data: unknown[];
      };
      expect(liste.data, status).toHaveLength(antal);
    }
    const ansoegninger = (await (
      await admin('GET', '/api/ArbejdsmangelAnsoegningAdmin/HentFlereArbejdsmangelAnsoegningerAdmin?pageSize=1000')
    ).json()) as { contents: { status: string }[] };
    for (const { status, antal } of overblik.sagsarter[1]!.statusser)
      expect(
        ansoegninger.contents.filter((a) => a.status === status),
        status,
      ).toHaveLength(antal);
  });

  it('answers 401 without a login and 403 to a role that may not see cases, with a Danish problem', async () => {
    const api = testApp();
    const uden = await api.json('GET', '/api/Overblik');
    expect(uden.status).toBe(401);
    expect(uden.headers.get('Content-Type')).toContain('application/problem+json');
    const { accessToken } = await api.adminLogin('tekstredaktoer');
    const forbudt = await api.json('GET', '/api/Overblik', undefined, { Authorization: `Bearer ${accessToken}` });
    expect(forbudt.status).toBe(403);
    expect(forbudt.headers.get('Content-Type')).toContain('application/problem+json');
    expect(((await forbudt.json()) as { title: string }).title).toMatch(/adgang/i);
    const analytiker = await api.adminLogin('analytiker');
    const tal = await api.json('GET', '/api/Overblik', undefined, { Authorization: `Bearer ${analytiker.accessToken}` });
    expect(tal.status).toBe(200);
    expect(((await tal.json()) as Overblik).sagsarter.map((s) => s.statusser.reduce((n, x) => n + x.antal, 0))).toEqual([0, 0]);
  });
});
