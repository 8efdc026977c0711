import { describe, expect, it } from 'vitest';
import type { Betalingsordre } from '../../contract/forudbetaling';
import type { Eksportpost } from '../eksport/eksport-log';
import { appMedAnmodning, godkendelse } from '../testing/anmodning';
import { testApp } from '../testing/app';
import { PgStore } from '../store/postgres/pg-store';
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
        ['fraDato=0026-12-01', '/fraDato', 'Datoen skal ligge i årene 2000 til 2100.'],
        ['tilDato=2260-12-01', '/tilDato', 'Datoen skal ligge i årene 2000 til 2100.'],
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

// Orders as the store keeps them, around the test clock's 22 November 2026 09:00 UTC. The first is
// approved 00:30 in Copenhagen on the 20th, still the 19th in UTC; the second was exported before.
const ORDRER: Betalingsordre[] = [
  ordre(1, 'fond-industri', '2026-11-19T23:30:00.000Z'),
  { ...ordre(2, 'fond-industri', '2026-11-21T10:00:00.000Z'), eksporteret: '2026-11-21T12:00:00.000Z' },
  ordre(3, 'fond-industri', '2026-11-22T08:00:00.000Z'),
  ordre(4, 'fond-handel', '2026-11-21T10:00:00.000Z'),
];

function ordre(anmodningId: number, fondId: string, oprettet: string): Betalingsordre {
  return {
    id: `${anmodningId}-${fondId}`,
    anmodningId,
    fondId,
    fondNavn: fondId,
    leverandoerCvr: '35124004',
    leverandoerNavn: 'Kursuscenter Nord ApS',
    kreditorNummer: '700112',
    fakturaNummer: `F-${anmodningId}`,
    beloeb: 1000 + anmodningId / 4,
    oprettet,
  };
}

/** A fresh app holding ORDRER, the admin's calls, and what is marked and logged. */
async function medOrdrer(...args: Parameters<typeof testApp>) {
  const api = testApp(...args);
  const gemt = api.deps.store.collection<Betalingsordre>('betalingsordrer');
  // A second instance on the same database finds them there.
  if (!args[0]?.databaseUrl) for (const o of ORDRER) await gemt.put(o.id, o);
  const admin = { Authorization: `Bearer ${(await api.adminLogin()).accessToken}` };
  const hent = (sti: string) => api.app.request(sti, { headers: admin });
  const fil = (query = '', fond = 'fond-industri') => hent(`/api/ForudbetalingAdmin/Betalingsordrer/${fond}${query}`);
  /** The file's lines after the heading, each as its cells. */
  const raekker = async (svar: Response) => {
    expect(svar.status).toBe(200);
    const [overskrift, ...linjer] = (await svar.text()).split('\r\n').slice(0, -1);
    expect(overskrift).toBe('anmodning;dato;cvr;leverandoer;kreditornummer;fakturanummer;beloeb;bankkonto;fi-kort');
    return linjer.map((l) => l.split(';'));
  };
  const markeret = async () =>
    Object.fromEntries((await gemt.all()).map((o) => [o.id, o.eksporteret])) as Record<string, string | undefined>;
  const log = async () => ((await (await hent('/api/EksportLog')).json()) as { data: Eksportpost[] }).data;
  return { ...api, admin, hent, fil, raekker, markeret, log };
}

const FOER = {
  '1-fond-industri': undefined,
  '2-fond-industri': '2026-11-21T12:00:00.000Z',
  '3-fond-industri': undefined,
  '4-fond-handel': undefined,
};

describe("the finance system's file of a fund's payment orders", () => {
  it('writes the day of approval in Copenhagen, which the period counts in too', async () => {
    const { fil, raekker } = await medOrdrer();
    expect(await raekker(await fil('?fraDato=2026-11-20&tilDato=2026-11-20'))).toEqual([
      ['1', '2026-11-20', '35124004', 'Kursuscenter Nord ApS', '700112', 'F-1', '1000,25', '', ''],
    ]);
    expect(await raekker(await fil('?fraDato=2026-11-19&tilDato=2026-11-19'))).toEqual([]);
  });

  it('marks exactly the orders the file holds, once it is written; those marked before keep their time', async () => {
    const { fil, raekker, markeret, log, clock } = await medOrdrer();
    clock.advance(60_000);
    const svar = await fil('?fraDato=2026-11-20&tilDato=2026-11-21');
    expect(svar.headers.get('Row-Count')).toBe('2');
    // Order 2 was exported before: the file holds it again, but marks only order 1.
    expect(svar.headers.get('Marked-Count')).toBe('1');
    expect(svar.headers.get('Content-Disposition')).toBe('attachment; filename="betalingsordrer-fond-industri-2026-11-22.csv"');
    expect(await markeret()).toEqual(FOER);
    expect((await raekker(svar)).map((r) => r[0])).toEqual(['1', '2']);
    expect(await markeret()).toEqual({ ...FOER, '1-fond-industri': '2026-11-22T09:01:00.000Z' });
    expect(await log()).toEqual([
      expect.objectContaining({
        rute: 'GET /api/ForudbetalingAdmin/Betalingsordrer/:fondId',
        format: 'csv',
        filter: { fondId: 'fond-industri', fraDato: '2026-11-20', tilDato: '2026-11-21' },
        cprVist: false,
        antal: 2,
      }),
    ]);
  });

  it('with eksporteret=false holds only the orders not sent before, so the next file holds only those approved since', async () => {
    const { fil, raekker, markeret, deps, clock } = await medOrdrer();
    expect((await raekker(await fil('?eksporteret=false'))).map((r) => r[0])).toEqual(['1', '3']);
    expect(await markeret()).toEqual({
      ...FOER,
      '1-fond-industri': '2026-11-22T09:00:00.000Z',
      '3-fond-industri': '2026-11-22T09:00:00.000Z',
    });
    const tom = await fil('?eksporteret=false');
    expect(tom.headers.get('Row-Count')).toBe('0');
    expect(tom.headers.get('Marked-Count')).toBe('0');
    expect(await raekker(tom)).toEqual([]);
    clock.advance(60_000);
    await deps.store
      .collection<Betalingsordre>('betalingsordrer')
      .put('5-fond-industri', ordre(5, 'fond-industri', '2026-11-22T09:00:30.000Z'));
    expect((await raekker(await fil('?eksporteret=false'))).map((r) => r[0])).toEqual(['5']);
    // The exported ones again, as a copy: nothing new to mark.
    const foer = await markeret();
    expect((await raekker(await fil('?eksporteret=true'))).map((r) => r[0])).toEqual(['1', '2', '3', '5']);
    expect(await markeret()).toEqual(foer);
  });

  it('marks nothing when the download stops before the end of the file', async () => {
    const { fil, markeret, log } = await medOrdrer();
    const laeser = (await fil('?eksporteret=false')).body!.getReader();
    expect(new TextDecoder().decode((await laeser.read()).value)).toMatch(/^anmodning;/);
    await laeser.cancel();
    expect(await markeret()).toEqual(FOER);
    expect((await log())[0]).not.toHaveProperty('antal');
  });

  it('gives every new order to exactly one of ten simultaneous files, on one instance or on two sharing the database', async () => {
    const api = await medOrdrer();
    const { fil, raekker, markeret, deps } = api;
    // On PostgreSQL half the files go to a second instance on the same database.
    const anden = deps.store instanceof PgStore ? await medOrdrer({ databaseUrl: deps.store.pool.options.connectionString }) : api;
    const svar = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? anden : api).fil('?eksporteret=false')));
    const filer = await Promise.all(svar.map(raekker));
    expect(
      filer
        .flat()
        .map((r) => r[0])
        .sort(),
    ).toEqual(['1', '3']);
    // Each file's headers claim exactly what it holds.
    svar.forEach((s, i) => {
      expect(s.headers.get('Row-Count'), `fil ${i}`).toBe(String(filer[i]!.length));
      expect(s.headers.get('Marked-Count'), `fil ${i}`).toBe(String(filer[i]!.length));
    });
    expect(await markeret()).toEqual({
      ...FOER,
      '1-fond-industri': '2026-11-22T09:00:00.000Z',
      '3-fond-industri': '2026-11-22T09:00:00.000Z',
    });
    expect(await raekker(await fil('?eksporteret=false'))).toEqual([]);
  });

  it('leaves the orders another file holds out of a simultaneous file of all orders, which copies only those exported before', async () => {
    const { fil, raekker } = await medOrdrer();
    const foerste = await fil('?eksporteret=false');
    const alle = await fil();
    expect(alle.headers.get('Marked-Count')).toBe('0');
    expect((await raekker(alle)).map((r) => r[0])).toEqual(['2']);
    expect((await raekker(foerste)).map((r) => r[0])).toEqual(['1', '3']);
  });

  it('gives the claim of a file broken off midway back, so the next file holds its orders', async () => {
    const { fil, raekker, markeret } = await medOrdrer();
    const laeser = (await fil('?eksporteret=false')).body!.getReader();
    await laeser.read();
    // Claimed: a file meanwhile gets none of them.
    expect(await raekker(await fil('?eksporteret=false'))).toEqual([]);
    await laeser.cancel();
    expect(await markeret()).toEqual(FOER);
    expect((await raekker(await fil('?eksporteret=false'))).map((r) => r[0])).toEqual(['1', '3']);
  });

  it('leaves the orders a file is sending out of the JSON list of those not exported, and refuses to mark them with 409', async () => {
    const { fil, hent, app, admin, markeret } = await medOrdrer();
    const laeser = (await fil('?eksporteret=false')).body!.getReader();
    expect(new TextDecoder().decode((await laeser.read()).value)).toMatch(/^anmodning;/);
    const ikkeEksporteret = (await (await hent('/api/ForudbetalingAdmin/Betalingsordrer?eksporteret=false')).json()) as {
      data: Betalingsordre[];
    };
    // Order 4 is another fund's, which this file does not claim.
    expect(ikkeEksporteret.data.map((o) => o.id)).toEqual(['4-fond-handel']);
    const ider = ['1-fond-industri', '3-fond-industri'];
    const svar = await app.request('/api/ForudbetalingAdmin/Betalingsordrer/Eksporteret', {
      method: 'POST',
      headers: { ...admin, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ider }),
    });
    expect(svar.status).toBe(409);
    expect(svar.headers.get('Content-Type')).toMatch(/^application\/problem\+json/);
    const besked = 'Betalingsordren 1-fond-industri er ved at blive sendt i en fil til økonomisystemet. Hent listen igen.';
    expect(await svar.json()).toMatchObject({ status: 409, title: besked, errors: [{ path: '/ider/0', message: besked }] });
    expect(await markeret()).toEqual(FOER);
    // The file ends and marks both.
    while (!(await laeser.read()).done);
    expect(await markeret()).toEqual({
      ...FOER,
      '1-fond-industri': '2026-11-22T09:00:00.000Z',
      '3-fond-industri': '2026-11-22T09:00:00.000Z',
    });
  });

  it('refuses HEAD on the file with 405 problem+json: it claims nothing and logs nothing', async () => {
    const { app, admin, fil, raekker, markeret, log } = await medOrdrer();
    const svar = await app.request('/api/ForudbetalingAdmin/Betalingsordrer/fond-industri?eksporteret=false', {
      method: 'HEAD',
      headers: admin,
    });
    expect(svar.status).toBe(405);
    expect(svar.headers.get('Allow')).toBe('GET');
    expect(svar.headers.get('Content-Type')).toMatch(/^application\/problem\+json/);
    expect(await log()).toEqual([]);
    // A file right after holds the orders: HEAD left no claim on them.
    expect((await raekker(await fil('?eksporteret=false'))).map((r) => r[0])).toEqual(['1', '3']);
    expect(await markeret()).toEqual({
      ...FOER,
      '1-fond-industri': '2026-11-22T09:00:00.000Z',
      '3-fond-industri': '2026-11-22T09:00:00.000Z',
    });
  });

  it('frees the claim of a file whose instance died once the claim has run out', async () => {
    const { fil, raekker, clock, app, adminLogin } = await medOrdrer();
    // Read no further and never cancelled, as if the instance had stopped.
    const haengt = await fil('?eksporteret=false');
    expect(haengt.headers.get('Marked-Count')).toBe('2');
    clock.advance(14 * 60_000);
    expect(await raekker(await fil('?eksporteret=false'))).toEqual([]);
    clock.advance(2 * 60_000);
    // A login of its own: the clock has moved past the first token's quarter of an hour.
    const admin = { Authorization: `Bearer ${(await adminLogin()).accessToken}` };
    const senere = await app.request('/api/ForudbetalingAdmin/Betalingsordrer/fond-industri?eksporteret=false', { headers: admin });
    expect((await raekker(senere)).map((r) => r[0])).toEqual(['1', '3']);
  });

  it('never shows a claim to a client', async () => {
    const { fil, hent } = await medOrdrer();
    await fil('?eksporteret=false');
    const svar = (await (await hent('/api/ForudbetalingAdmin/Betalingsordrer')).json()) as unknown;
    expect(valider('betalingsordrer', svar)).toEqual([]);
    expect(JSON.stringify(svar)).not.toContain('krav');
  });

  it('refuses a bad filter with 400 problem+json naming the field, and an unknown fund with 404; marks and logs nothing', async () => {
    const { fil, markeret, log } = await medOrdrer();
    for (const [query, felt, besked] of [
      ['?eksporteret=ja', '/eksporteret', 'eksporteret skal være true eller false.'],
      ['?fraDato=2026-13-01', '/fraDato', 'fraDato skal være en dato (ÅÅÅÅ-MM-DD).'],
      ['?fraDato=2026-11-21&tilDato=2026-11-20', '/tilDato', 'Godkendt til skal være samme dag som Godkendt fra eller senere.'],
      ['?fondId=fond-handel', '/fondId', 'Parameteren er ikke tilladt.'],
    ] as const) {
      const svar = await fil(query);
      expect(svar.status, query).toBe(400);
      expect(svar.headers.get('Content-Type')).toMatch(/^application\/problem\+json/);
      expect(await svar.json(), query).toMatchObject({ errors: [{ path: felt, message: besked }] });
    }
    const ukendt = await fil('', 'fond-ukendt');
    expect(ukendt.status).toBe(404);
    expect(await ukendt.json()).toMatchObject({ title: 'Fonden fond-ukendt findes ikke.' });
    expect(await markeret()).toEqual(FOER);
    expect(await log()).toEqual([]);
  });

  it('lists the funds of the register for the page to choose from', async () => {
    const { hent } = await medOrdrer();
    const svar = (await (await hent('/api/ForudbetalingAdmin/Fonde')).json()) as unknown;
    expect(valider('forudbetaling-admin-fonde', svar)).toEqual([]);
    expect(svar).toEqual({
      data: [
        { id: 'fond-industri', navn: 'Industriens Uddannelsesfond' },
        { id: 'fond-handel', navn: 'Handelens Kompetencefond' },
      ],
    });
  });
});
