import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testApp } from '../testing/app';
import { gyldigAnsoegning } from '../testing/fixtures';

async function somVirksomhed(cvr = '31245001') {
  const api = testApp();
  const cookie = await api.citizenLogin('virksomhed', cvr);
  const kald = (method: string, path: string, body?: unknown) => api.json(method, path, body, { Cookie: cookie });
  return { ...api, cookie, kald };
}

const filerI = async (dir: string) => readdir(dir).catch(() => [] as string[]);

describe('KanAnsoegeOmArbejdsMangel', () => {
  it('answers 200 for an eligible company, 400 with the Danish alert otherwise, 401 without a company session', async () => {
    expect((await (await somVirksomhed('31245001')).kald('GET', '/api/ArbejdsmangelAnsoegning/KanAnsoegeOmArbejdsMangel')).status).toBe(
      200,
    );
    const nej = await (await somVirksomhed('29876509')).kald('GET', '/api/ArbejdsmangelAnsoegning/KanAnsoegeOmArbejdsMangel');
    expect(nej.status).toBe(400);
    expect(((await nej.json()) as { title: string }).title).toBe(
      'Din virksomhed indbetaler ikke for en overenskomst der giver mulighed for at søge om støtte ved midlertidig arbejdsmangel.',
    );
    const api = testApp();
    expect((await api.json('GET', '/api/ArbejdsmangelAnsoegning/KanAnsoegeOmArbejdsMangel')).status).toBe(401);
    const loenmodtager = await api.citizenLogin('loenmodtager', 'lm-mette');
    expect(
      (await api.json('GET', '/api/ArbejdsmangelAnsoegning/KanAnsoegeOmArbejdsMangel', undefined, { Cookie: loenmodtager })).status,
    ).toBe(401);
  });
});

describe('MineAnsoegninger', () => {
  const mine = '/api/ArbejdsmangelAnsoegning/MineAnsoegninger';

  it("lists the company's own applications, newest first, with status and no employee's CPR or name", async () => {
    const api = testApp();
    const nordisk = { Cookie: await api.citizenLogin('virksomhed', '31245001') };
    const fyns = { Cookie: await api.citizenLogin('virksomhed', '38765418') };
    const opret = '/api/ArbejdsmangelAnsoegning/OpretAnsoegning';
    expect((await api.json('POST', opret, gyldigAnsoegning(), nordisk)).status).toBe(201);
    expect((await api.json('POST', opret, { ...gyldigAnsoegning(), omfang: 'HeleVirksomheden' }, fyns)).status).toBe(201);
    api.clock.advance(60_000);
    expect((await api.json('POST', opret, { ...gyldigAnsoegning(), omfang: 'HeleVirksomheden' }, nordisk)).status).toBe(201);

    const res = await api.json('GET', mine, undefined, nordisk);
    expect(res.status).toBe(200);
    const tekst = await res.text();
    expect(tekst).not.toMatch(/020290|0303851234|Anna Krogh|Jens Lund|010170|Bo Holm/);
    expect(JSON.parse(tekst)).toEqual([
      {
        id: 3,
        oprettelsesTidspunkt: '2026-11-22T09:01:00.000Z',
        status: 'Indsendt',
        statusLabel: 'Afventer attestering',
        senesteStatusSkift: null,
        omfang: 'HeleVirksomheden',
        periode: { fra: '2027-03-01', til: '2027-04-04' },
        antalMedarbejdere: 2,
        kursustimer: 63,
      },
      {
        id: 1,
        oprettelsesTidspunkt: '2026-11-22T09:00:00.000Z',
        status: 'Indsendt',
        statusLabel: 'Afventer attestering',
        senesteStatusSkift: null,
        omfang: 'Afdeling',
        ansoegningsNavn: 'Svejseafdelingen',
        periode: { fra: '2027-03-01', til: '2027-04-04' },
        antalMedarbejdere: 2,
        kursustimer: 63,
      },
    ]);
    expect(((await (await api.json('GET', mine, undefined, fyns)).json()) as { id: number }[]).map((a) => a.id)).toEqual([2]);
  });

  it('shows the status the secretariat has moved the application to', async () => {
    const api = testApp();
    const nordisk = { Cookie: await api.citizenLogin('virksomhed', '31245001') };
    expect((await api.json('POST', '/api/ArbejdsmangelAnsoegning/OpretAnsoegning', gyldigAnsoegning(), nordisk)).status).toBe(201);
    const admin = { Authorization: `Bearer ${(await api.adminLogin()).accessToken}` };
    const handling = await api.json(
      'PUT',
      '/api/ArbejdsmangelAnsoegningAdmin/UdfoerHandlingPaaArbejdsmangelAnsoegning?id=1',
      { handling: 'RegistrerAccepteretAfMedarbejdere' },
      admin,
    );
    expect(handling.status).toBe(200);
    const [ansoegning] = (await (await api.json('GET', mine, undefined, nordisk)).json()) as {
      status: string;
      senesteStatusSkift: string;
    }[];
    expect(ansoegning).toMatchObject({ status: 'EnighedAttesteret', senesteStatusSkift: '2026-11-22T09:00:00.000Z' });
  });

  it('shows another company none of them, and answers 401 without a company session', async () => {
    const api = testApp();
    const nordisk = { Cookie: await api.citizenLogin('virksomhed', '31245001') };
    expect((await api.json('POST', '/api/ArbejdsmangelAnsoegning/OpretAnsoegning', gyldigAnsoegning(), nordisk)).status).toBe(201);
    const butik = { Cookie: await api.citizenLogin('virksomhed', '29876509') };
    const andenRes = await api.json('GET', mine, undefined, butik);
    expect(andenRes.status).toBe(200);
    expect(await andenRes.json()).toEqual([]);
    expect((await api.json('GET', mine)).status).toBe(401);
    const mette = { Cookie: await api.citizenLogin('loenmodtager', 'lm-mette') };
    const loenmodtager = await api.json('GET', mine, undefined, mette);
    expect(loenmodtager.status).toBe(401);
    expect(await loenmodtager.text()).not.toContain('Svejseafdelingen');
  });
});

describe('OpretAnsoegning', () => {
  it("stores a valid application as Indsendt for the session's company and mails a receipt", async () => {
    const { kald, dataDir, deps } = await somVirksomhed();
    const res = await kald('POST', '/api/ArbejdsmangelAnsoegning/OpretAnsoegning', { ...gyldigAnsoegning() });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const gemt = await deps.store.collection<Record<string, unknown>>('arbejdsmangel').get(String(id));
    expect(gemt).toMatchObject({
      id,
      status: 'Indsendt',
      senesteStatusSkift: null,
      virksomhedsCVR: '31245001',
      virksomhedsNavn: 'Nordisk Stål & Montage A/S',
      omfang: 'Afdeling',
      ansoegningsNavn: 'Svejseafdelingen',
      medarbejdere: [
        { id: 1, navn: 'Anna Krogh', cpr: '020290-1234' },
        { id: 2, navn: 'Jens Lund', cpr: '0303851234' },
      ],
    });
    expect(gemt?.['oprettelsesTidspunkt']).toBe('2026-11-22T09:00:00.000Z');
    const outbox = await filerI(join(dataDir, 'outbox'));
    expect(outbox).toHaveLength(1);
    const eml = await readFile(join(dataDir, 'outbox', outbox[0]!), 'utf8');
    expect(eml).toMatch(/^To: hr@nordisk-staal\.example\.dk$/m);
    expect(eml).not.toMatch(/020290|010170/);
  });

  it('drops the unit name for the whole company and the representative when all employees agreed', async () => {
    const { kald, deps } = await somVirksomhed();
    const body = { ...gyldigAnsoegning(), omfang: 'HeleVirksomheden', enighed: 'SamtligeOmfattedeMedarbejdere' };
    expect((await kald('POST', '/api/ArbejdsmangelAnsoegning/OpretAnsoegning', body)).status).toBe(201);
    const [gemt] = await deps.store.collection<Record<string, unknown>>('arbejdsmangel').all();
    expect(gemt).not.toHaveProperty('ansoegningsNavn');
    expect(gemt).not.toHaveProperty('medarbejderRepraesentant');
  });

  it('numbers the employees itself, 1..n, ignoring ids the company sends (duplicates, the largest integer)', async () => {
    const { kald, deps } = await somVirksomhed();
    const body = gyldigAnsoegning();
    const medarbejdere = body.medarbejdere.map((m) => ({ ...m, id: 2147483647 }));
    expect((await kald('POST', '/api/ArbejdsmangelAnsoegning/OpretAnsoegning', { ...body, medarbejdere })).status).toBe(201);
    const [gemt] = await deps.store.collection<{ medarbejdere: { id: number; navn: string }[] }>('arbejdsmangel').all();
    expect(gemt?.medarbejdere.map(({ id, navn }) => ({ id, navn }))).toEqual([
      { id: 1, navn: 'Anna Krogh' },
      { id: 2, navn: 'Jens Lund' },
    ]);
  });

  it('takes the company from the session, never from the body', async () => {
    const { kald } = await somVirksomhed();
    const res = await kald('POST', '/api/ArbejdsmangelAnsoegning/OpretAnsoegning', { ...gyldigAnsoegning(), virksomhedsCVR: '38765418' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: unknown[] }).errors).toContainEqual({
      path: '/virksomhedsCVR',
      message: 'Feltet er ikke tilladt.',
    });
  });

  type Body = ReturnType<typeof gyldigAnsoegning>;
  const ugyldige: [string, (b: Body) => unknown, string, string][] = [
    ['no scope', ({ omfang: _o, ...b }) => b, '/omfang', 'Omfang af virksomhed skal angives.'],
    [
      'a department without a name',
      (b) => ({ ...b, ansoegningsNavn: '' }),
      '/ansoegningsNavn',
      'Navn på afdeling / produktionsenhed skal angives.',
    ],
    ['no period', ({ periode: _p, ...b }) => b, '/periode', 'Peiode skal angives.'],
    [
      'an end before the start',
      (b) => ({ ...b, periode: { fra: '2027-03-01', til: '2027-02-01' } }),
      '/periode/til',
      'Peiode skal angives. Til-datoen må ikke ligge før Fra-datoen.',
    ],
    [
      'a date that does not exist',
      (b) => ({ ...b, periode: { fra: '2027-02-30', til: '2027-04-04' } }),
      '/periode/fra',
      'Peiode skal angives.',
    ],
    [
      'a start in year 0027 (a typo the date input lets through)',
      (b) => ({ ...b, periode: { fra: '0027-03-01', til: '2027-04-04' } }),
      '/periode/fra',
      'Datoen skal ligge i årene 2000 til 2100.',
    ],
    [
      'an end in year 2207',
      (b) => ({ ...b, periode: { fra: '2027-03-01', til: '2207-04-04' } }),
      '/periode/til',
      'Datoen skal ligge i årene 2000 til 2100.',
    ],
    [
      'a period of ten years',
      (b) => ({ ...b, periode: { fra: '2027-03-01', til: '2037-03-01' } }),
      '/periode',
      'Perioden må højst vare 52 uger.',
    ],
    [
      'a period of 52 weeks and a day',
      (b) => ({ ...b, periode: { fra: '2027-03-01', til: '2028-02-28' } }),
      '/periode',
      'Perioden må højst vare 52 uger.',
    ],
    ['no agreement', ({ enighed: _e, ...b }) => b, '/enighed', 'Der skal angives hvordan der er opnået enighed med medarbejdre.'],
    [
      'a representative without a name',
      (b) => ({ ...b, medarbejderRepraesentant: { ...b.medarbejderRepraesentant, navn: '' } }),
      '/medarbejderRepraesentant/navn',
      'Navn på repræsentant skal angives.',
    ],
    [
      "a representative's CPR of nine digits",
      (b) => ({ ...b, medarbejderRepraesentant: { ...b.medarbejderRepraesentant, cpr: '010170123' } }),
      '/medarbejderRepraesentant/cpr',
      'CPR-nummer på repræsentant skal angives (10 cifre).',
    ],
    [
      'a representative without a job title',
      (b) => ({ ...b, medarbejderRepraesentant: { ...b.medarbejderRepraesentant, jobTitel: '' } }),
      '/medarbejderRepraesentant/jobTitel',
      'Jobtitel på repræsentant skal angives.',
    ],
    [
      'a bad e-mail',
      (b) => ({ ...b, medarbejderRepraesentant: { ...b.medarbejderRepraesentant, email: 'bo@' } }),
      '/medarbejderRepraesentant/email',
      'Email til repræsentant skal angives korrekt.',
    ],
    [
      'no phone',
      (b) => ({ ...b, medarbejderRepraesentant: { ...b.medarbejderRepraesentant, telefon: '' } }),
      '/medarbejderRepraesentant/telefon',
      'Telefonnummer til repræsentant skal angives.',
    ],
    ['no employees', (b) => ({ ...b, medarbejdere: [] }), '/medarbejdere', 'Ingen medarbejdere angivet.'],
    [
      'an employee without a name',
      (b) => ({ ...b, medarbejdere: [{ ...b.medarbejdere[0], navn: '' }] }),
      '/medarbejdere/0/navn',
      'Navn skal angives.',
    ],
    [
      'an employee with a CPR of nine digits',
      (b) => ({ ...b, medarbejdere: [{ ...b.medarbejdere[0], cpr: '020290-123' }] }),
      '/medarbejdere/0/cpr',
      'CPR-nummer skal angives (10 cifre).',
    ],
    [
      'an employee with a CPR of 31 February',
      (b) => ({ ...b, medarbejdere: [{ ...b.medarbejdere[0], cpr: '310290-1234' }] }),
      '/medarbejdere/0/cpr',
      'CPR-nummeret er ikke gyldigt: de første seks cifre skal være en dato (ddmmåå).',
    ],
    [
      "a representative's CPR that is no date",
      (b) => ({ ...b, medarbejderRepraesentant: { ...b.medarbejderRepraesentant, cpr: '991370-1235' } }),
      '/medarbejderRepraesentant/cpr',
      'CPR-nummeret er ikke gyldigt: de første seks cifre skal være en dato (ddmmåå).',
    ],
    [
      'more than 37 hours in a week',
      (b) => ({ ...b, medarbejdere: [{ ...b.medarbejdere[0], kursusTimerPerUge: [{ aar: 2027, ugeNr: 10, timerPerUge: 37.5 }] }] }),
      '/medarbejdere/0/kursusTimerPerUge/0/timerPerUge',
      'Der kan højst angives 37 kursustimer om ugen.',
    ],
    [
      'negative hours',
      (b) => ({ ...b, medarbejdere: [{ ...b.medarbejdere[0], kursusTimerPerUge: [{ aar: 2027, ugeNr: 10, timerPerUge: -2 }] }] }),
      '/medarbejdere/0/kursusTimerPerUge/0/timerPerUge',
      'Kursustimer skal være et positivt tal.',
    ],
    [
      'hours that are no number',
      (b) => ({ ...b, medarbejdere: [{ ...b.medarbejdere[0], kursusTimerPerUge: [{ aar: 2027, ugeNr: 10, timerPerUge: '7,5' }] }] }),
      '/medarbejdere/0/kursusTimerPerUge/0/timerPerUge',
      'Kursustimer skal angives som et tal, f.eks. 7,5.',
    ],
    [
      'an employee without hours',
      (b) => ({ ...b, medarbejdere: [{ ...b.medarbejdere[0], kursusTimerPerUge: [] }] }),
      '/medarbejdere/0/kursusTimerPerUge',
      'Kursustimer skal angives.',
    ],
    [
      'hours in a week outside the period',
      (b) => ({ ...b, medarbejdere: [{ ...b.medarbejdere[0], kursusTimerPerUge: [{ aar: 2027, ugeNr: 20, timerPerUge: 5 }] }] }),
      '/medarbejdere/0/kursusTimerPerUge/0',
      'Ugen ligger uden for perioden.',
    ],
    [
      'the same employee twice',
      (b) => ({ ...b, medarbejdere: [b.medarbejdere[0], { ...b.medarbejdere[1], cpr: '0202901234' }] }),
      '/medarbejdere/1/cpr',
      'Der er allerede en medarbejder med dette CPR-nummer på ansøgningen.',
    ],
  ];

  it.each(ugyldige)('refuses %s with 400 problem+json naming it, and stores nothing', async (_navn, aendring, path, message) => {
    const { kald, dataDir, deps } = await somVirksomhed();
    const res = await kald('POST', '/api/ArbejdsmangelAnsoegning/OpretAnsoegning', aendring(gyldigAnsoegning()));
    expect(res.status).toBe(400);
    expect(res.headers.get('Content-Type')).toContain('application/problem+json');
    expect(((await res.json()) as { errors: unknown[] }).errors).toContainEqual({ path, message });
    expect(await deps.store.collection('arbejdsmangel').all()).toEqual([]);
    expect(await filerI(join(dataDir, 'outbox'))).toEqual([]);
  });

  it('refuses an ineligible company, and an employee session', async () => {
    const { kald } = await somVirksomhed('29876509');
    expect((await kald('POST', '/api/ArbejdsmangelAnsoegning/OpretAnsoegning', gyldigAnsoegning())).status).toBe(403);
    const api = testApp();
    const loenmodtager = await api.citizenLogin('loenmodtager', 'lm-mette');
    const res = await api.json('POST', '/api/ArbejdsmangelAnsoegning/OpretAnsoegning', gyldigAnsoegning(), { Cookie: loenmodtager });
    expect(res.status).toBe(401);
  });
});
