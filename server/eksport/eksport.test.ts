import ExcelJS from 'exceljs';
import { describe, expect, it, vi } from 'vitest';
import type { AnmodningListeItem, Betalingsordre } from '../../contract/forudbetaling';
import type { AnsoegningIListe } from '../../contract/arbejdsmangel';
import { anmodningNoegler, ansoegningNoegler, behandlingStart } from '../../engine/liste-sortering';
import { sorter } from '../../engine/sortering';
import { testApp } from '../testing/app';
import type { Eksportpost } from './eksport-log';
import { SIDE } from './sider';

// Requests written as the store keeps them, around the test clock's 22 November 2026: names that sort
// differently in Danish than by code point, two at the same time, amounts with øre.
const ANMODNINGER = [
  { id: 11, navn: 'Øster Hansen', status: 'Oprettet', created: '2026-11-20T08:00:00.000Z', pris: 1234.5, cpr: '0101901234' },
  { id: 12, navn: 'anders Berg', status: 'Oprettet', created: '2026-11-21T08:00:00.000Z', pris: 500, cpr: '0202902345' },
  { id: 13, navn: 'Åse Lund', status: 'Godkendt', created: '2026-11-21T08:00:00.000Z', pris: 18500, cpr: '0303903456' },
  { id: 14, navn: 'Bo Ek', status: 'Oprettet', created: '2026-11-15T08:00:00.000Z', pris: 99.99, cpr: '0404904567' },
  { id: 15, navn: 'Carl Ny', status: 'Afvist', created: '2026-09-01T08:00:00.000Z', pris: 700, cpr: '0505905678' },
  { id: 16, navn: 'Anders Ager', status: 'Oprettet', created: '2026-10-01T08:00:00.000Z', pris: 42, cpr: '0606906789' },
];

const ANSOEGNINGER = [
  { id: 1, navn: 'Zink ApS', status: 'Indsendt', tid: '2026-11-01T10:00:00.000Z', omfang: 'HeleVirksomheden' },
  { id: 2, navn: 'Ærø Værft A/S', status: 'Godkendt', tid: '2026-11-02T10:00:00.000Z', omfang: 'Afdeling', enhed: 'Svejseriet' },
  { id: 3, navn: 'Byg & Bo ApS', status: 'Indsendt', tid: '2026-11-03T10:00:00.000Z', omfang: 'HeleVirksomheden' },
];

async function opstilling() {
  const api = testApp();
  const anmodninger = api.deps.store.collection('anmodninger');
  for (const a of ANMODNINGER) {
    await anmodninger.put(String(a.id), {
      id: a.id,
      created: a.created,
      status: a.status,
      version: 1,
      loenmodtagerId: `lm-${a.id}`,
      personNavn: a.navn,
      personCpr: a.cpr,
      deltagelser: [{ ansogningId: 9000 + a.id, fondId: a.id % 2 ? 'fond-industri' : 'fond-handel', pris: a.pris }],
    });
  }
  const ansoegninger = api.deps.store.collection('arbejdsmangel');
  for (const a of ANSOEGNINGER) {
    await ansoegninger.put(String(a.id), {
      id: a.id,
      oprettelsesTidspunkt: a.tid,
      status: a.status,
      virksomhedsCVR: `3124500${a.id}`,
      virksomhedsNavn: a.navn,
      omfang: a.omfang,
      ...(a.enhed ? { ansoegningsNavn: a.enhed } : {}),
    });
  }
  const bearer = async (bruger: string) => ({ Authorization: `Bearer ${(await api.adminLogin(bruger)).accessToken}` });
  const admin = await bearer('admin');
  const hent = (sti: string, headers: Record<string, string> = admin) => api.app.request(sti, { headers });
  const log = async () => ((await (await hent('/api/EksportLog')).json()) as { data: Eksportpost[] }).data;
  return { ...api, admin, bearer, hent, log };
}

/** The CSV's lines split in cells (none of these cells holds a semicolon or a quote), after checking the byte order mark. */
async function csv(res: Response): Promise<string[][]> {
  expect(res.status).toBe(200);
  expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const tekst = new TextDecoder().decode(bytes.slice(3));
  expect(tekst.endsWith('\r\n')).toBe(true);
  return tekst
    .slice(0, -2)
    .split('\r\n')
    .map((l) => l.split(';'));
}

/** The XLSX's first sheet, as read back by exceljs. */
async function xlsxArk(res: Response): Promise<ExcelJS.Worksheet> {
  expect(res.status).toBe(200);
  expect(res.headers.get('Content-Type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  const bog = new ExcelJS.Workbook();
  await bog.xlsx.load(await res.arrayBuffer());
  return bog.worksheets[0]!;
}

async function xlsx(res: Response): Promise<unknown[][]> {
  const raekker: unknown[][] = [];
  (await xlsxArk(res)).eachRow((row) => raekker.push((row.values as unknown[]).slice(1)));
  return raekker;
}

const findAnmodninger = async (api: Pick<Awaited<ReturnType<typeof opstilling>>, 'hent'>, query: string) =>
  ((await (await api.hent(`/api/ForudbetalingAdmin/FindAnmodninger?pageSize=1000000${query}`)).json()) as { data: AnmodningListeItem[] })
    .data;

describe('the prepayment lists as files', () => {
  it('has the rows of the all-requests list for its filter, in its sort, with its columns', async () => {
    const api = await opstilling();
    const filter = '&status=Oprettet&fraDato=2026-10-23';
    const [hoved, ...raekker] = await csv(
      await api.hent(`/api/ForudbetalingAdmin/Eksport?liste=alle&format=csv${filter}&sorter=ansoeger&retning=stigende`),
    );
    expect(hoved).toEqual(['Dato', 'Ansøger', 'CPR-nummer', 'Fond', 'Status']);
    const liste = sorter(await findAnmodninger(api, filter), anmodningNoegler, { kolonne: 'ansoeger', retning: 'stigende' });
    expect(raekker.map((r) => r[1])).toEqual(liste.map((a) => a.personNavn));
    // Danish order: a and A alike, Ø after the other letters; Anders Ager (1 October) is before fraDato.
    expect(raekker.map((r) => r[1])).toEqual(['anders Berg', 'Bo Ek', 'Øster Hansen']);
    expect(raekker[0]).toEqual(['2026-11-21 09:00', 'anders Berg', '020290-2345', 'Handelens Kompetencefond', 'Oprettet']);
  });

  it('streams the list in its own order (newest first) when the table is sorted so', async () => {
    const api = await opstilling();
    const [, ...raekker] = await csv(await api.hent('/api/ForudbetalingAdmin/Eksport?liste=alle&format=csv'));
    expect(raekker.map((r) => r[1])).toEqual((await findAnmodninger(api, '')).map((a) => a.personNavn));
    expect(raekker.map((r) => r[1])).toEqual(['Åse Lund', 'anders Berg', 'Øster Hansen', 'Bo Ek', 'Anders Ager', 'Carl Ny']);
  });

  it('sorts by date either way as the table does, requests made at the same time by number the same way', async () => {
    const api = await opstilling();
    for (const retning of ['stigende', 'faldende'] as const) {
      const [, ...raekker] = await csv(
        await api.hent(`/api/ForudbetalingAdmin/Eksport?liste=alle&format=csv&sorter=dato&retning=${retning}`),
      );
      const liste = sorter(await findAnmodninger(api, ''), anmodningNoegler, { kolonne: 'dato', retning });
      expect(raekker.map((r) => r[1])).toEqual(liste.map((a) => a.personNavn));
    }
    const [, ...aeldsteFoerst] = await csv(
      await api.hent('/api/ForudbetalingAdmin/Eksport?liste=alle&format=csv&sorter=dato&retning=stigende'),
    );
    // anders Berg (12) and Åse Lund (13) were made at the same time.
    expect(aeldsteFoerst.map((r) => r[1])).toEqual(['Carl Ny', 'Anders Ager', 'Bo Ek', 'Øster Hansen', 'anders Berg', 'Åse Lund']);
  });

  it('streams the handling list oldest first from the store a page at a time: a request made meanwhile comes once, last', async () => {
    const api = testApp();
    const anmodninger = api.deps.store.collection('anmodninger');
    const antal = 2 * SIDE + 10;
    // Three requests a minute, so many share a time; written newest first, so the store's order is not the order of writing.
    const gem = (id: number, status = 'Oprettet') =>
      anmodninger.put(String(id), {
        id,
        created: new Date(Date.UTC(2026, 9, 1) + Math.floor(id / 3) * 60_000).toISOString(),
        status,
        version: 1,
        loenmodtagerId: `lm-${id}`,
        personNavn: `Person ${id}`,
        personCpr: '0101901234',
        deltagelser: [{ ansogningId: id, fondId: 'fond-industri', pris: 100 }],
      });
    for (let fra = antal; fra > 0; fra -= 100) {
      await Promise.all(Array.from({ length: Math.min(100, fra) }, (_, i) => gem(fra - i, fra - i === 7 ? 'Godkendt' : 'Oprettet')));
    }
    const laesninger = vi.spyOn(api.services.anmodninger, 'eksportSide');
    const admin = { Authorization: `Bearer ${(await api.adminLogin()).accessToken}` };
    const res = await api.app.request('/api/ForudbetalingAdmin/Eksport?liste=behandling&format=csv', { headers: admin });
    const laeser = res.body!.getReader();
    const dele = [(await laeser.read()).value!, (await laeser.read()).value!];
    // The header and the first page are out before the rest of the list is read (it takes three reads).
    expect(new TextDecoder().decode(dele[1]).split('\r\n')).toHaveLength(SIDE + 1);
    expect(laesninger.mock.calls.length).toBeLessThan(3);
    await gem(antal + 1);
    for (let del = await laeser.read(); !del.done; del = await laeser.read()) dele.push(del.value);
    expect(laesninger).toHaveBeenCalledTimes(3);
    expect(laesninger.mock.calls.map(([, , order, after]) => [order, after === undefined])).toEqual([
      ['created-number-asc', true],
      ['created-number-asc', false],
      ['created-number-asc', false],
    ]);
    const [, ...raekker] = await csv(new Response(new Blob(dele), { headers: res.headers }));
    const skaerm = sorter(
      await findAnmodninger({ hent: (sti) => api.app.request(sti, { headers: admin }) }, '&status=Oprettet'),
      anmodningNoegler,
      behandlingStart,
    );
    expect(raekker.map((r) => r[1])).toEqual(skaerm.map((a) => a.personNavn));
    expect(raekker).toHaveLength(antal);
    expect(raekker.at(-1)![1]).toBe(`Person ${antal + 1}`);
  });

  it('has the handling list with its columns, amounts with a decimal comma, oldest first or by amount', async () => {
    const api = await opstilling();
    const [hoved, ...raekker] = await csv(await api.hent('/api/ForudbetalingAdmin/Eksport?liste=behandling&format=csv'));
    expect(hoved).toEqual(['Anmodningsdato', 'Ansøger', 'CPR-nummer', 'Fond', 'Antal ansøgninger', 'Beløb i alt']);
    expect(raekker).toEqual([
      ['2026-10-01', 'Anders Ager', '060690-6789', 'Handelens Kompetencefond', '1', '42,00'],
      ['2026-11-15', 'Bo Ek', '040490-4567', 'Handelens Kompetencefond', '1', '99,99'],
      ['2026-11-20', 'Øster Hansen', '010190-1234', 'Industriens Uddannelsesfond', '1', '1234,50'],
      ['2026-11-21', 'anders Berg', '020290-2345', 'Handelens Kompetencefond', '1', '500,00'],
    ]);
    const [, ...efterBeloeb] = await csv(
      await api.hent('/api/ForudbetalingAdmin/Eksport?liste=behandling&format=csv&sorter=beloeb&retning=faldende'),
    );
    expect(efterBeloeb.map((r) => r[5])).toEqual(['1234,50', '500,00', '99,99', '42,00']);
  });

  it('masks the CPR numbers for a role that may not reveal them', async () => {
    const api = await opstilling();
    const [, ...raekker] = await csv(
      await api.hent('/api/ForudbetalingAdmin/Eksport?liste=alle&format=csv&status=Godkendt', await api.bearer('analytiker')),
    );
    expect(raekker).toEqual([['2026-11-21 09:00', 'Åse Lund', '030390-****', 'Industriens Uddannelsesfond', 'Godkendt']]);
    expect((await api.log())[0]).toMatchObject({ brugernavn: 'analytiker', cprVist: false });
  });

  it('masks the CPR numbers in the XLSX too for a role that may not reveal them', async () => {
    const api = await opstilling();
    const [hoved, ...raekker] = await xlsx(
      await api.hent(
        '/api/ForudbetalingAdmin/Eksport?liste=alle&format=xlsx&sorter=ansoeger&retning=stigende',
        await api.bearer('analytiker'),
      ),
    );
    expect(hoved![2]).toBe('CPR-nummer');
    expect(raekker.map((r) => r[2])).toEqual(['060690-****', '020290-****', '040490-****', '050590-****', '010190-****', '030390-****']);
    expect(JSON.stringify(raekker)).not.toMatch(/\d{6}-?\d{4}/);
    expect((await api.log())[0]).toMatchObject({ brugernavn: 'analytiker', format: 'xlsx', cprVist: false });
  });

  it('writes a name that reads as a formula as text: quoted in the CSV, a string and no formula in the XLSX', async () => {
    const api = await opstilling();
    const navn = '=HYPERLINK("http://x")';
    await api.deps.store.collection('anmodninger').put('17', {
      id: 17,
      created: '2026-11-22T08:00:00.000Z',
      status: 'Oprettet',
      version: 1,
      loenmodtagerId: 'lm-17',
      personNavn: navn,
      personCpr: '0707907890',
      deltagelser: [{ ansogningId: 9017, fondId: 'fond-industri', pris: 300 }],
    });
    const query = 'liste=alle&status=Oprettet&sorter=dato&retning=faldende';
    const res = await api.hent(`/api/ForudbetalingAdmin/Eksport?format=csv&${query}`);
    expect(res.status).toBe(200);
    const [, foerste] = (await res.text()).split('\r\n');
    // A leading quote, the cell quoted and its quotes doubled: a spreadsheet shows it as text.
    expect(foerste!.split(';')[1]).toBe('"\'=HYPERLINK(""http://x"")"');

    const ark = await xlsxArk(await api.hent(`/api/ForudbetalingAdmin/Eksport?format=xlsx&${query}`));
    const celle = ark.getRow(2).getCell(2);
    expect(celle.type).toBe(ExcelJS.ValueType.String);
    expect(celle.value).toBe(navn);
    expect(celle.formula).toBeUndefined();
  });

  it('writes the same rows as XLSX, numbers and times as such', async () => {
    const api = await opstilling();
    const query = 'liste=behandling&sorter=ansoeger&retning=faldende';
    const [, ...somCsv] = await csv(await api.hent(`/api/ForudbetalingAdmin/Eksport?format=csv&${query}`));
    const [hoved, ...raekker] = await xlsx(await api.hent(`/api/ForudbetalingAdmin/Eksport?format=xlsx&${query}`));
    expect(hoved).toEqual(['Anmodningsdato', 'Ansøger', 'CPR-nummer', 'Fond', 'Antal ansøgninger', 'Beløb i alt']);
    expect(raekker.map((r) => r[1])).toEqual(somCsv.map((r) => r[1]));
    expect(raekker[0]).toEqual([
      new Date('2026-11-20T00:00:00.000Z'),
      'Øster Hansen',
      '010190-1234',
      'Industriens Uddannelsesfond',
      1,
      1234.5,
    ]);
  });

  it('refuses a bad filter with 400 problem+json naming the field, and logs nothing', async () => {
    const api = await opstilling();
    for (const [query, felt] of [
      ['liste=alle&format=csv&status=Ukendt', '/status'],
      ['liste=alle&format=csv&fraDato=2026-13-45', '/fraDato'],
      ['liste=alle&format=pdf', '/format'],
      ['liste=alle&format=csv&sorter=cpr', '/sorter'],
      ['liste=behandling&format=csv&status=Oprettet', '/status'],
      ['format=csv', '/liste'],
      ['liste=alle&format=csv&side=2', '/side'],
    ] as const) {
      const res = await api.hent(`/api/ForudbetalingAdmin/Eksport?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.headers.get('Content-Type')).toMatch(/^application\/problem\+json/);
      const problem = (await res.json()) as { errors: { path: string; message: string }[] };
      expect(
        problem.errors.map((e) => e.path),
        query,
      ).toContain(felt);
    }
    // The schema's rule, in its own words: the handling list takes no status.
    expect(await (await api.hent('/api/ForudbetalingAdmin/Eksport?liste=behandling&format=csv&status=Oprettet')).json()).toMatchObject({
      errors: [
        {
          path: '/status',
          message: 'status kan kun bruges med liste=alle: listen til behandling viser arbejdsgangens statusser til behandling.',
        },
      ],
    });
    const arbejdsmangel = await api.hent('/api/ArbejdsmangelAnsoegningAdmin/Eksport?format=csv&status=Oprettet');
    expect(await arbejdsmangel.json()).toMatchObject({ status: 400, errors: [{ path: '/status' }] });
    expect(await api.log()).toEqual([]);
  });

  it('answers 401 without a login and 403 to a role without case access', async () => {
    const api = await opstilling();
    for (const sti of [
      '/api/ForudbetalingAdmin/Eksport?liste=alle&format=csv',
      '/api/ArbejdsmangelAnsoegningAdmin/Eksport?format=xlsx',
      '/api/ForudbetalingAdmin/Betalingsordrer/fond-industri',
    ]) {
      expect((await api.hent(sti, {})).status, sti).toBe(401);
      const res = await api.hent(sti, await api.bearer('tekstredaktoer'));
      expect(res.status, sti).toBe(403);
      expect(await res.json()).toMatchObject({ title: 'Din rolle giver ikke adgang til dette.' });
    }
    expect(await api.log()).toEqual([]);
  });

  it('logs who exported which list when, with its filter and row count', async () => {
    const api = await opstilling();
    await csv(await api.hent('/api/ForudbetalingAdmin/Eksport?liste=alle&format=csv&status=Oprettet&sorter=fond&retning=faldende'));
    api.clock.advance(60_000);
    await xlsx(await api.hent('/api/ArbejdsmangelAnsoegningAdmin/Eksport?format=xlsx&status=Indsendt', await api.bearer('sagsbehandler')));
    const [anden, foerste] = await api.log();
    expect(foerste).toEqual({
      id: expect.any(String),
      tidspunkt: '2026-11-22T09:00:00.000Z',
      brugernavn: 'admin',
      navn: expect.any(String),
      rute: 'GET /api/ForudbetalingAdmin/Eksport',
      format: 'csv',
      filter: { liste: 'alle', format: 'csv', status: 'Oprettet', sorter: 'fond', retning: 'faldende' },
      cprVist: true,
      antal: 4,
    });
    expect(anden).toMatchObject({
      tidspunkt: '2026-11-22T09:01:00.000Z',
      brugernavn: 'sagsbehandler',
      rute: 'GET /api/ArbejdsmangelAnsoegningAdmin/Eksport',
      filter: { format: 'xlsx', status: 'Indsendt' },
      antal: 2,
    });
    // Only an Administrator reads the log.
    expect((await api.hent('/api/EksportLog', await api.bearer('sagsbehandler'))).status).toBe(403);
  });

  it("names the file by the Danish date it was made on, not UTC's", async () => {
    const api = await opstilling();
    const navn = async () =>
      (await api.hent('/api/ForudbetalingAdmin/Eksport?liste=alle&format=csv', await api.bearer('admin'))).headers.get(
        'Content-Disposition',
      );
    expect(await navn()).toBe('attachment; filename="anmodninger-2026-11-22.csv"');
    // 23.30 UTC on 22 November is half past midnight on the 23rd in Copenhagen (a new login: the first has expired).
    api.clock.advance(14.5 * 3_600_000);
    expect(await navn()).toBe('attachment; filename="anmodninger-2026-11-23.csv"');
  });
});

describe('the payment orders file', () => {
  // The finance system's file: no byte order mark, unlike the lists' (the header is its first bytes).
  const ordrer = async (res: Response) => {
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    const [hoved, ...raekker] = (await res.text()).split('\r\n').map((l) => l.split(';'));
    expect(hoved![0]).toBe('anmodning');
    return raekker;
  };

  it('logs each download, by token and by the short-lived address, with its fund and period, CPR not shown', async () => {
    const api = await opstilling();
    await api.deps.store.collection<Betalingsordre>('betalingsordrer').put('13-fond-industri', {
      id: '13-fond-industri',
      anmodningId: 13,
      fondId: 'fond-industri',
      fondNavn: 'Industriens Uddannelsesfond',
      leverandoerCvr: '35124004',
      leverandoerNavn: 'Kursuscenter Nord ApS',
      kreditorNummer: '700112',
      fakturaNummer: 'KN-2026-0417',
      beloeb: 18500,
      oprettet: '2026-11-21T08:00:00.000Z',
    });
    const sti = '/api/ForudbetalingAdmin/Betalingsordrer/fond-industri?fraDato=2026-11-01&tilDato=2026-11-30';
    const medToken = await ordrer(await api.hent(sti));
    expect(medToken.slice(0, -1).map((r) => r[0])).toEqual(['13']);
    api.clock.advance(60_000);
    const sagsbehandler = await api.bearer('sagsbehandler');
    const { url } = (await (await api.hent(`/api/EksportAdgang?adresse=${encodeURIComponent(sti)}`, sagsbehandler)).json()) as {
      url: string;
    };
    expect(url).toMatch(/^\/api\/ForudbetalingAdmin\/Betalingsordrer\/fond-industri\?.*adgang=/);
    expect(await ordrer(await api.hent(url, {}))).toEqual(medToken);

    const filter = { fondId: 'fond-industri', fraDato: '2026-11-01', tilDato: '2026-11-30' };
    // One order in each file: the first marks it exported, the second (no eksporteret filter) holds it again.
    const post = { rute: 'GET /api/ForudbetalingAdmin/Betalingsordrer/:fondId', format: 'csv', filter, cprVist: false, antal: 1 };
    const log = await api.log();
    expect(log).toHaveLength(2);
    const [adresse, token] = log;
    expect(token).toEqual({
      id: expect.any(String),
      tidspunkt: '2026-11-22T09:00:00.000Z',
      brugernavn: 'admin',
      navn: expect.any(String),
      ...post,
    });
    expect(adresse).toEqual({
      id: expect.any(String),
      tidspunkt: '2026-11-22T09:01:00.000Z',
      brugernavn: 'sagsbehandler',
      navn: expect.any(String),
      ...post,
    });
    // Without a period the filter has the fund alone.
    api.clock.advance(60_000);
    await ordrer(await api.hent('/api/ForudbetalingAdmin/Betalingsordrer/fond-industri'));
    expect((await api.log())[0]!.filter).toEqual({ fondId: 'fond-industri' });
  });
});

describe('the work-shortage list as a file', () => {
  it('has the rows of the list for its status filter and sort, company and status cells split in parts', async () => {
    const api = await opstilling();
    const [hoved, ...raekker] = await csv(
      await api.hent('/api/ArbejdsmangelAnsoegningAdmin/Eksport?format=csv&sorter=virksomhed&retning=stigende'),
    );
    expect(hoved).toEqual(['Ansøgningsdato', 'Virksomhed', 'CVR-nummer', 'Afdeling / produktionsenhed', 'Status', 'Senest ændret']);
    const liste = (
      (await (await api.hent('/api/ArbejdsmangelAnsoegningAdmin/HentFlereArbejdsmangelAnsoegningerAdmin?pageSize=10000')).json()) as {
        contents: AnsoegningIListe[];
      }
    ).contents;
    expect(raekker.map((r) => r[1])).toEqual(
      sorter(liste, ansoegningNoegler, { kolonne: 'virksomhed', retning: 'stigende' }).map((a) => a.virksomhedsNavn),
    );
    expect(raekker.map((r) => r[1])).toEqual(['Byg & Bo ApS', 'Zink ApS', 'Ærø Værft A/S']);
    expect(raekker[2]).toEqual(['2026-11-02 11:00', 'Ærø Værft A/S', '31245002', 'Afdeling: Svejseriet', 'Godkendt', '2026-11-02 11:00']);
    const [, ...indsendte] = await csv(await api.hent('/api/ArbejdsmangelAnsoegningAdmin/Eksport?format=csv&status=Indsendt'));
    expect(indsendte.map((r) => r[1])).toEqual(['Byg & Bo ApS', 'Zink ApS']);
  });

  it('sorts by date either way as the table does, applications made at the same time by number the same way', async () => {
    const api = await opstilling();
    await api.deps.store.collection('arbejdsmangel').put('4', {
      id: 4,
      oprettelsesTidspunkt: ANSOEGNINGER[0]!.tid,
      status: 'Indsendt',
      virksomhedsCVR: '31245004',
      virksomhedsNavn: 'Vind A/S',
      omfang: 'HeleVirksomheden',
    });
    const liste = (
      (await (await api.hent('/api/ArbejdsmangelAnsoegningAdmin/HentFlereArbejdsmangelAnsoegningerAdmin?pageSize=10000')).json()) as {
        contents: AnsoegningIListe[];
      }
    ).contents;
    for (const retning of ['stigende', 'faldende'] as const) {
      const [, ...raekker] = await csv(
        await api.hent(`/api/ArbejdsmangelAnsoegningAdmin/Eksport?format=csv&sorter=dato&retning=${retning}`),
      );
      expect(raekker.map((r) => r[1])).toEqual(
        sorter(liste, ansoegningNoegler, { kolonne: 'dato', retning }).map((a) => a.virksomhedsNavn),
      );
    }
    const [, ...aeldsteFoerst] = await csv(
      await api.hent('/api/ArbejdsmangelAnsoegningAdmin/Eksport?format=csv&sorter=dato&retning=stigende'),
    );
    expect(aeldsteFoerst.map((r) => r[1])).toEqual(['Zink ApS', 'Vind A/S', 'Ærø Værft A/S', 'Byg & Bo ApS']);
  });
});

describe('the short-lived address a browser downloads an export by', () => {
  const adresse = '/api/ForudbetalingAdmin/Eksport?liste=alle&format=csv&status=Oprettet';
  const adgang = async (api: Awaited<ReturnType<typeof opstilling>>, headers = api.admin, sti = adresse) =>
    api.hent(`/api/EksportAdgang?adresse=${encodeURIComponent(sti)}`, headers);

  it('opens the export once without a token, as the admin who asked for it', async () => {
    const api = await opstilling();
    const { url } = (await (await adgang(api)).json()) as { url: string };
    expect(url).toMatch(/^\/api\/ForudbetalingAdmin\/Eksport\?.*adgang=/);
    const medToken = await csv(await api.hent(adresse));
    expect(await csv(await api.hent(url, {}))).toEqual(medToken);
    expect((await api.hent(url, {})).status).toBe(401);
    const log = await api.log();
    expect(log.map((p) => p.brugernavn)).toEqual(['admin', 'admin']);
    expect(log.map((p) => p.filter)).toEqual([
      { liste: 'alle', format: 'csv', status: 'Oprettet' },
      { liste: 'alle', format: 'csv', status: 'Oprettet' },
    ]);
  });

  it('is refused with another query, after a minute, or for an export the role may not fetch', async () => {
    const api = await opstilling();
    const { url } = (await (await adgang(api)).json()) as { url: string };
    expect((await api.hent(url.replace('status=Oprettet', 'status=Godkendt'), {})).status).toBe(401);
    expect((await api.hent(`${url}&sorter=fond`, {})).status).toBe(401);
    api.clock.advance(61_000);
    expect((await api.hent(url, {})).status).toBe(401);
    const analytiker = await api.bearer('analytiker');
    expect((await adgang(api, analytiker, '/api/ForudbetalingAdmin/Betalingsordrer/fond-industri')).status).toBe(403);
    const ukendt = await adgang(api, api.admin, '/api/Tekst');
    expect(await ukendt.json()).toMatchObject({ status: 400, errors: [{ path: '/adresse' }] });
    expect(await api.log()).toEqual([]);
  });
});
