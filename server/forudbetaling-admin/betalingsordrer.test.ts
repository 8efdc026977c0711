import { describe, expect, it } from 'vitest';
import type { Betalingsordre } from '../../contract/forudbetaling';
import { appMedAnmodning, godkendelse } from '../testing/anmodning';
import { valider } from '../validation/validator';

/** An approved request's payment orders, read as the finance system reads them. */
async function medGodkendtAnmodning() {
  const api = await appMedAnmodning();
  expect((await api.json('POST', '/api/ForudbetalingAdmin/GodkendAnmodning', godkendelse(api.id), api.admin)).status).toBe(200);
  // Every answer as schemas/betalingsordrer.schema.json, which the API reference gives clients, says it is.
  const ordrer = async (query = '') => {
    const svar = (await (await api.json('GET', `/api/ForudbetalingAdmin/Betalingsordrer${query}`, undefined, api.admin)).json()) as {
      data: Betalingsordre[];
    };
    expect(valider('betalingsordrer', svar)).toEqual([]);
    return svar.data;
  };
  return { ...api, ordrer };
}

describe('payment orders for the finance system', () => {
  it('lists the orders as JSON, those not yet exported by themselves, and per fund', async () => {
    const { ordrer, id } = await medGodkendtAnmodning();
    const alle = await ordrer();
    expect(alle).toEqual([
      expect.objectContaining({
        id: `${id}-fond-industri`,
        anmodningId: id,
        fondId: 'fond-industri',
        fondNavn: 'Industriens Uddannelsesfond',
        leverandoerCvr: expect.stringMatching(/^\d{8}$/),
        beloeb: 27700,
        oprettet: '2026-11-22T09:00:00.000Z',
      }),
    ]);
    expect(alle[0]).not.toHaveProperty('eksporteret');
    expect(await ordrer('?eksporteret=false')).toEqual(alle);
    expect(await ordrer('?eksporteret=true')).toEqual([]);
    expect(await ordrer('?fondId=fond-industri')).toEqual(alle);
    expect(await ordrer('?fondId=fond-byg')).toEqual([]);
  });

  it('marks orders exported once, and then lists them as exported', async () => {
    const { json, admin, ordrer, id, clock } = await medGodkendtAnmodning();
    const ider = [`${id}-fond-industri`];
    const svar = await json('POST', '/api/ForudbetalingAdmin/Betalingsordrer/Eksporteret', { ider }, admin);
    expect(svar.status).toBe(200);
    expect(await svar.json()).toEqual({ data: [expect.objectContaining({ id: ider[0], eksporteret: '2026-11-22T09:00:00.000Z' })] });
    expect(await ordrer('?eksporteret=false')).toEqual([]);
    expect((await ordrer('?eksporteret=true')).map((o) => o.id)).toEqual(ider);
    // Marked again later: the first time stays.
    clock.advance(60_000);
    const igen = (await (await json('POST', '/api/ForudbetalingAdmin/Betalingsordrer/Eksporteret', { ider }, admin)).json()) as {
      data: Betalingsordre[];
    };
    expect(igen.data[0]!.eksporteret).toBe('2026-11-22T09:00:00.000Z');
  });

  it('refuses an unknown order with the field it was sent in, and marks none of the others', async () => {
    const { json, admin, ordrer, id } = await medGodkendtAnmodning();
    const svar = await json(
      'POST',
      '/api/ForudbetalingAdmin/Betalingsordrer/Eksporteret',
      { ider: [`${id}-fond-industri`, '999-fond-byg'] },
      admin,
    );
    expect(svar.status).toBe(400);
    expect(await svar.json()).toMatchObject({
      title: 'Oplysningerne er ikke udfyldt korrekt.',
      errors: [{ path: '/ider/1', message: 'Betalingsordren 999-fond-byg findes ikke.' }],
    });
    expect((await ordrer('?eksporteret=false')).map((o) => o.id)).toEqual([`${id}-fond-industri`]);
    const tom = await json('POST', '/api/ForudbetalingAdmin/Betalingsordrer/Eksporteret', { ider: [] }, admin);
    expect(await tom.json()).toMatchObject({ errors: [{ path: '/ider', message: 'Angiv mindst én betalingsordre.' }] });
    expect((await json('GET', '/api/ForudbetalingAdmin/Betalingsordrer?eksporteret=ja', undefined, admin)).status).toBe(400);
  });
});

/** The CSV's rows after its header (no cell of these holds a semicolon), after the byte order mark. */
async function csvRaekker(svar: Response): Promise<string[][]> {
  expect(svar.status).toBe(200);
  const tekst = (await svar.text()).replace(/^\uFEFF/, '');
  return tekst
    .split('\r\n')
    .slice(1, -1)
    .map((l) => l.split(';'));
}

describe('payment orders of a period (fraDato, tilDato)', () => {
  it('reads the dates as Danish calendar days: an order approved at 00:30 on 1 December in Copenhagen is of that day, in JSON and CSV', async () => {
    const api = await appMedAnmodning();
    // 23:30 UTC on 30 November is 00:30 on 1 December in Copenhagen (UTC+1).
    api.clock.advance(Date.parse('2026-11-30T23:30:00Z') - api.clock.now().getTime());
    // A login of its own: the clock has moved past the first token's quarter of an hour.
    const admin = { Authorization: `Bearer ${(await api.adminLogin()).accessToken}` };
    expect((await api.json('POST', '/api/ForudbetalingAdmin/GodkendAnmodning', godkendelse(api.id), admin)).status).toBe(200);
    const ordre = `${api.id}-fond-industri`;
    const json = async (query: string) => {
      const svar = await api.json('GET', `/api/ForudbetalingAdmin/Betalingsordrer?${query}`, undefined, admin);
      expect(svar.status, query).toBe(200);
      return ((await svar.json()) as { data: Betalingsordre[] }).data.map((o) => o.id);
    };
    const csv = async (query: string) =>
      csvRaekker(await api.json('GET', `/api/ForudbetalingAdmin/Betalingsordrer/fond-industri?${query}`, undefined, admin));

    for (const [query, med] of [
      ['fraDato=2026-12-01', true],
      ['fraDato=2026-12-01&tilDato=2026-12-01', true],
      ['tilDato=2026-12-01', true],
      ['tilDato=2026-11-30', false],
      ['fraDato=2026-11-30&tilDato=2026-11-30', false],
      ['fraDato=2026-12-02', false],
    ] as const) {
      expect(await json(query), query).toEqual(med ? [ordre] : []);
      expect(
        (await csv(query)).map((r) => r[0]),
        query,
      ).toEqual(med ? [String(api.id)] : []);
    }
    // The file's date is the day it was approved in Denmark, the day the filter found it on.
    expect((await csv('fraDato=2026-12-01'))[0]![1]).toBe('2026-12-01');
  });

  it('refuses tilDato before fraDato, a date that is none, and eksporteret=ja with 400 problem+json on the field, and stores and logs nothing', async () => {
    const api = await appMedAnmodning();
    expect((await api.json('POST', '/api/ForudbetalingAdmin/GodkendAnmodning', godkendelse(api.id), api.admin)).status).toBe(200);
    const lagret = async () => ({
      betalingsordrer: await api.deps.store.collection('betalingsordrer').all(),
      anmodninger: await api.deps.store.collection('anmodninger').all(),
      eksportlog: await api.deps.store.collection('eksportlog').all(),
    });
    const foer = await lagret();
    for (const rute of ['/api/ForudbetalingAdmin/Betalingsordrer', '/api/ForudbetalingAdmin/Betalingsordrer/fond-industri'])
      for (const [query, felt, besked] of [
        ['fraDato=2026-12-02&tilDato=2026-12-01', '/tilDato', 'Godkendt til skal være samme dag som Godkendt fra eller senere.'],
        ['fraDato=2026-13-45', '/fraDato', 'fraDato skal være en dato (ÅÅÅÅ-MM-DD).'],
        ['tilDato=2026-13-45', '/tilDato', 'tilDato skal være en dato (ÅÅÅÅ-MM-DD).'],
        ...(rute.endsWith('Betalingsordrer')
          ? [['eksporteret=ja', '/eksporteret', 'eksporteret skal være true eller false.'] as const]
          : []),
      ] as const) {
        const svar = await api.json('GET', `${rute}?${query}`, undefined, api.admin);
        expect(svar.status, `${rute}?${query}`).toBe(400);
        expect(svar.headers.get('Content-Type'), `${rute}?${query}`).toMatch(/^application\/problem\+json/);
        expect(await svar.json(), `${rute}?${query}`).toMatchObject({
          status: 400,
          title: 'Oplysningerne er ikke udfyldt korrekt.',
          errors: [{ path: felt, message: besked }],
        });
      }
    expect(await lagret()).toEqual(foer);
    expect(await (await api.json('GET', '/api/EksportLog', undefined, api.admin)).json()).toEqual({ data: [] });
  });
});
