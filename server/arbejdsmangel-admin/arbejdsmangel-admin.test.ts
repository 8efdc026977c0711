import { describe, expect, it, vi } from 'vitest';
import { createKlienter } from '../identity/klienter';
import { testApp } from '../testing/app';
import { gyldigAnsoegning } from '../testing/fixtures';

/** A fresh app with one application sent by Nordisk Stål & Montage A/S through the employer API, and an admin. */
async function medAnsoegning() {
  const api = testApp();
  const virksomhed = await api.citizenLogin('virksomhed', '31245001');
  const res = await api.json('POST', '/api/ArbejdsmangelAnsoegning/OpretAnsoegning', gyldigAnsoegning(), { Cookie: virksomhed });
  const { id } = (await res.json()) as { id: number };
  const { accessToken } = await api.adminLogin();
  const admin = (method: string, path: string, body?: unknown) => api.json(method, path, body, { Authorization: `Bearer ${accessToken}` });
  const hent = async () =>
    (await (await admin('GET', `/api/ArbejdsmangelAnsoegningAdmin/HentArbejdsmangelAnsoegningAdmin?id=${id}`)).json()) as Record<
      string,
      unknown
    >;
  const handling = (h: string) =>
    admin('PUT', `/api/ArbejdsmangelAnsoegningAdmin/UdfoerHandlingPaaArbejdsmangelAnsoegning?id=${id}`, { handling: h });
  return { ...api, id, admin, hent, handling, accessToken };
}

/** The §7 update body of an application as the detail screen sends it after an edit. */
const opdatering = (id: number, aendring: Record<string, unknown> = {}) => {
  const { medarbejdere, ...rest } = gyldigAnsoegning();
  return { id, ...rest, medarbejdere: medarbejdere.map((m, i) => ({ ...m, id: i + 1 })), ...aendring };
};

describe('list and detail', () => {
  it('lists applications as SPEC §3.3 list items, newest first', async () => {
    const { admin, id } = await medAnsoegning();
    const res = await admin('GET', '/api/ArbejdsmangelAnsoegningAdmin/HentFlereArbejdsmangelAnsoegningerAdmin?pageSize=10000');
    expect(await res.json()).toEqual({
      contents: [
        {
          id,
          oprettelsesTidspunkt: '2026-11-22T09:00:00.000Z',
          status: 'Indsendt',
          statusLabel: 'Afventer attestering',
          senesteStatusSkift: null,
          virksomhedsCVR: '31245001',
          virksomhedsNavn: 'Nordisk Stål & Montage A/S',
          omfang: 'Afdeling',
          ansoegningsNavn: 'Svejseafdelingen',
        },
      ],
    });
  });

  it('reads one application as the admin model of SPEC §3.3', async () => {
    const { hent, id } = await medAnsoegning();
    expect(await hent()).toMatchObject({
      id,
      ansoegningstidspunkt: '2026-11-22T09:00:00.000Z',
      status: 'Indsendt',
      senesteStatusSkiftTidspunkt: '2026-11-22T09:00:00.000Z',
      virksomhedsCVR: '31245001',
      virksomhedsNavn: 'Nordisk Stål & Montage A/S',
      virksomhed: { navn: 'Nordisk Stål & Montage A/S', cvrNummer: '31245001' },
      omfang: { enhed: { type: 'Afdeling', navn: 'Svejseafdelingen' }, periode: { startdato: '2027-03-01', slutdato: '2027-04-04' } },
      medarbejderenighed: {
        indgaaetMed: 'Tillidsrepraesentant',
        repraesentant: {
          navn: 'Bo Holm',
          cprNummer: '010170-1235',
          jobtitel: 'Tillidsrepræsentant',
          email: 'bo.holm@example.dk',
          telefonnummer: '20 30 40 50',
        },
      },
      medarbejdere: [
        {
          id: 1,
          cprNummer: '020290-1234',
          navn: 'Anna Krogh',
          kursusuger: [
            { aar: 2027, ugenummer: 9, kursustimer: 37 },
            { aar: 2027, ugenummer: 10, kursustimer: 18.5 },
          ],
        },
        { id: 2, cprNummer: '0303851234', navn: 'Jens Lund', kursusuger: [{ aar: 2027, ugenummer: 13, kursustimer: 7.5 }] },
      ],
      kanRettes: true,
    });
  });

  it('answers 404 for a non-numeric or unknown id', async () => {
    const { admin } = await medAnsoegning();
    for (const id of ['abc', '999', '0', '-1']) {
      const res = await admin('GET', `/api/ArbejdsmangelAnsoegningAdmin/HentArbejdsmangelAnsoegningAdmin?id=${id}`);
      expect(res.status).toBe(404);
      expect(((await res.json()) as { title: string }).title).toBe('Ansøgningen findes ikke.');
    }
    expect((await admin('GET', '/api/ArbejdsmangelAnsoegningAdmin/HentArbejdsmangelAnsoegningAdmin?id=999')).status).toBe(404);
  });
});

describe('status workflow', () => {
  // From each status: the event, and the status it leads to or 409 (SPEC §4.3 and issue 6).
  const tabel: [string[], string, string | 409][] = [
    [[], 'RegistrerAccepteretAfMedarbejdere', 'EnighedAttesteret'],
    [[], 'RegistrerAfvistAfMedarbejdere', 'Afvist'],
    [[], 'RegistrerAfvistAfSekretariatet', 'Afvist'],
    [[], 'RegistrerGodkendtAfSekretariatet', 409],
    [[], 'SendTilUdbetaling', 409],
    [['RegistrerAccepteretAfMedarbejdere'], 'RegistrerGodkendtAfSekretariatet', 'Godkendt'],
    [['RegistrerAccepteretAfMedarbejdere'], 'RegistrerAfvistAfSekretariatet', 'Afvist'],
    [['RegistrerAccepteretAfMedarbejdere'], 'SendTilUdbetaling', 409],
    [['RegistrerAccepteretAfMedarbejdere', 'RegistrerGodkendtAfSekretariatet'], 'SendTilUdbetaling', 'Udbetalt'],
    [['RegistrerAccepteretAfMedarbejdere', 'RegistrerGodkendtAfSekretariatet'], 'RegistrerAfvistAfSekretariatet', 'Afvist'],
    [['RegistrerAfvistAfSekretariatet'], 'RegistrerGodkendtAfSekretariatet', 'Godkendt'],
    [['RegistrerAfvistAfSekretariatet'], 'SendTilUdbetaling', 409],
    [['RegistrerAccepteretAfMedarbejdere', 'RegistrerGodkendtAfSekretariatet', 'SendTilUdbetaling'], 'RegistrerAfvistAfSekretariatet', 409],
  ];

  it.each(tabel)('after %j, %s gives %s', async (foer, haendelse, forventet) => {
    const { handling, hent, clock } = await medAnsoegning();
    for (const h of foer) expect((await handling(h)).status).toBe(200);
    const statusFoer = (await hent())['status'];
    clock.advance(60_000);
    const res = await handling(haendelse);
    if (forventet === 409) {
      expect(res.status).toBe(409);
      expect((await hent())['status']).toBe(statusFoer);
    } else {
      expect(res.status).toBe(200);
      const efter = await hent();
      expect(efter['status']).toBe(forventet);
      expect(efter['senesteStatusSkiftTidspunkt']).not.toBe('2026-11-22T09:00:00.000Z');
      expect((efter['historik'] as { af: string }[]).at(-1)?.af).toBe('Demo Sekretariat');
    }
  });

  it('offers the labelled actions of the status, naming the confirmation text of those that ask first and the colour of the rejections', async () => {
    const { hent, handling } = await medAnsoegning();
    expect((await hent())['tilladteHandlinger']).toEqual([
      { type: 'RegistrerAccepteretAfMedarbejdere', label: 'Attester ansøgning på vegner af medarbejdere' },
      {
        type: 'RegistrerAfvistAfMedarbejdere',
        label: 'Afvis ansøgning på vegne af medarbejdere',
        bekraeft: 'arbejdsmangelAdminWeb.bekraeft.afvistAfMedarbejdere',
        farve: 'outline-danger',
      },
      {
        type: 'RegistrerAfvistAfSekretariatet',
        label: 'Afvis ansøgning (sekretariat)',
        bekraeft: 'arbejdsmangelAdminWeb.bekraeft.afvis',
        farve: 'outline-danger',
      },
    ]);
    await handling('RegistrerAccepteretAfMedarbejdere');
    await handling('RegistrerGodkendtAfSekretariatet');
    expect((await hent())['tilladteHandlinger']).toEqual([
      { type: 'SendTilUdbetaling', label: 'Overført til udbetaling', bekraeft: 'arbejdsmangelAdminWeb.bekraeft.udbetaling' },
      {
        type: 'RegistrerAfvistAfSekretariatet',
        label: 'Afvis ansøgning',
        bekraeft: 'arbejdsmangelAdminWeb.bekraeft.afvis',
        farve: 'outline-danger',
      },
    ]);
    await handling('SendTilUdbetaling');
    const udbetalt = await hent();
    expect(udbetalt['tilladteHandlinger']).toEqual([]);
    expect(udbetalt['kanRettes']).toBe(false);
  });

  it('refuses an unknown handling with 400', async () => {
    const { handling } = await medAnsoegning();
    expect((await handling('SletAlt')).status).toBe(400);
  });
});

describe('edits', () => {
  it('persists a period change, dropping nothing the client did not drop', async () => {
    const { admin, hent, id } = await medAnsoegning();
    const body = opdatering(id, {
      periode: { fra: '2027-03-01', til: '2027-03-14' },
      medarbejdere: [
        {
          id: 1,
          navn: 'Anna Krogh',
          cpr: '020290-1234',
          kursusTimerPerUge: [
            { aar: 2027, ugeNr: 9, timerPerUge: 37 },
            { aar: 2027, ugeNr: 10, timerPerUge: 18.5 },
          ],
        },
      ],
    });
    expect((await admin('POST', '/api/ArbejdsmangelAnsoegningAdmin/OpdaterArbejdsmangelAnsoegningAdmin', body)).status).toBe(200);
    const a = await hent();
    expect(a['omfang']).toMatchObject({ periode: { startdato: '2027-03-01', slutdato: '2027-03-14' } });
    expect((a['medarbejdere'] as unknown[]).length).toBe(1);
  });

  it('persists scope, agreement and employee add, edit and remove; new employees get new ids', async () => {
    const { admin, hent, id } = await medAnsoegning();
    const body = opdatering(id, {
      omfang: 'HeleVirksomheden',
      ansoegningsNavn: '',
      enighed: 'SamtligeOmfattedeMedarbejdere',
      medarbejderRepraesentant: undefined,
      medarbejdere: [
        { id: 2, navn: 'Jens Lund Madsen', cpr: '0303851234', kursusTimerPerUge: [{ aar: 2027, ugeNr: 13, timerPerUge: 10 }] },
        { navn: 'Ny Medarbejder', cpr: '040495-4321', kursusTimerPerUge: [{ aar: 2027, ugeNr: 11, timerPerUge: 20 }] },
      ],
    });
    const res = await admin(
      'POST',
      '/api/ArbejdsmangelAnsoegningAdmin/OpdaterArbejdsmangelAnsoegningAdmin',
      JSON.parse(JSON.stringify(body)),
    );
    expect(res.status).toBe(200);
    const a = await hent();
    expect(a).toMatchObject({
      omfang: { enhed: { type: 'Virksomhed' } },
      medarbejderenighed: { indgaaetMed: 'AlleMedarbejdere' },
      medarbejdere: [
        { id: 2, navn: 'Jens Lund Madsen', kursusuger: [{ aar: 2027, ugenummer: 13, kursustimer: 10 }] },
        { id: 3, navn: 'Ny Medarbejder' },
      ],
    });
    expect(a['medarbejderenighed']).not.toHaveProperty('repraesentant');
    expect((a['omfang'] as { enhed: object }).enhed).not.toHaveProperty('navn');
    expect((a['historik'] as { handling: string }[]).map((h) => h.handling)).toContain('Ansøgning rettet af sekretariatet');
  });

  it("uses the secretariat's wording for the representative's CPR", async () => {
    const { admin, id } = await medAnsoegning();
    const body = opdatering(id, { medarbejderRepraesentant: { ...gyldigAnsoegning().medarbejderRepraesentant, cpr: '12' } });
    const res = await admin('POST', '/api/ArbejdsmangelAnsoegningAdmin/OpdaterArbejdsmangelAnsoegningAdmin', body);
    expect(((await res.json()) as { errors: unknown[] }).errors).toContainEqual({
      path: '/medarbejderRepraesentant/cpr',
      message: 'CPR-nummer på repræsentant skal angives.',
    });
  });

  it.each([
    ['a start in year 0027', { fra: '0027-03-01', til: '2027-04-04' }, '/periode/fra', 'Datoen skal ligge i årene 2000 til 2100.'],
    ['a period of ten years', { fra: '2027-03-01', til: '2037-03-01' }, '/periode', 'Perioden må højst vare 52 uger.'],
  ])('refuses %s on an edit with a Danish message, changing nothing', async (_navn, periode, path, message) => {
    const { admin, hent, id } = await medAnsoegning();
    const foer = await hent();
    const res = await admin('POST', '/api/ArbejdsmangelAnsoegningAdmin/OpdaterArbejdsmangelAnsoegningAdmin', opdatering(id, { periode }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: unknown[] }).errors).toContainEqual({ path, message });
    expect(await hent()).toEqual(foer);
  });

  it('takes a period of exactly 52 weeks', async () => {
    const { admin, hent, id } = await medAnsoegning();
    const periode = { fra: '2027-03-01', til: '2028-02-27' };
    expect(
      (await admin('POST', '/api/ArbejdsmangelAnsoegningAdmin/OpdaterArbejdsmangelAnsoegningAdmin', opdatering(id, { periode }))).status,
    ).toBe(200);
    expect((await hent())['omfang']).toMatchObject({ periode: { startdato: '2027-03-01', slutdato: '2028-02-27' } });
  });

  it('refuses hours outside the period and an unknown employee id, changing nothing', async () => {
    const { admin, hent, id } = await medAnsoegning();
    const foer = await hent();
    const udenfor = opdatering(id, { periode: { fra: '2027-03-08', til: '2027-04-04' } });
    const res = await admin('POST', '/api/ArbejdsmangelAnsoegningAdmin/OpdaterArbejdsmangelAnsoegningAdmin', udenfor);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: unknown[] }).errors).toContainEqual({
      path: '/medarbejdere/0/kursusTimerPerUge/0',
      message: 'Ugen ligger uden for perioden.',
    });
    const ukendt = opdatering(id, { medarbejdere: [{ ...opdatering(id).medarbejdere[0], id: 77 }] });
    expect((await admin('POST', '/api/ArbejdsmangelAnsoegningAdmin/OpdaterArbejdsmangelAnsoegningAdmin', ukendt)).status).toBe(400);
    expect(await hent()).toEqual(foer);
  });

  it('refuses any edit once the application is Udbetalt (409) and changes nothing', async () => {
    const { admin, hent, handling, id } = await medAnsoegning();
    for (const h of ['RegistrerAccepteretAfMedarbejdere', 'RegistrerGodkendtAfSekretariatet', 'SendTilUdbetaling']) await handling(h);
    const foer = await hent();
    const res = await admin(
      'POST',
      '/api/ArbejdsmangelAnsoegningAdmin/OpdaterArbejdsmangelAnsoegningAdmin',
      opdatering(id, { omfang: 'HeleVirksomheden' }),
    );
    expect(res.status).toBe(409);
    expect(await hent()).toEqual(foer);
  });

  it('refuses an edit made on an outdated version (409)', async () => {
    const { admin, id } = await medAnsoegning();
    const url = '/api/ArbejdsmangelAnsoegningAdmin/OpdaterArbejdsmangelAnsoegningAdmin';
    expect((await admin('POST', url, opdatering(id, { version: 1, ansoegningsNavn: 'Montage' }))).status).toBe(200);
    expect((await admin('POST', url, opdatering(id, { version: 1, omfang: 'Produktionsenhed' }))).status).toBe(409);
    expect((await admin('POST', url, opdatering(id, { version: 2, omfang: 'Produktionsenhed' }))).status).toBe(200);
  });
});

describe('legacy pages and access', () => {
  it('opens the journal frame only through a one-time code that becomes a cookie scoped to /nyadmin', async () => {
    const { admin, app, id } = await medAnsoegning();
    expect((await app.request(`/nyadmin/ArbejdsmangelJournalisering/${id}`)).status).toBe(401);
    const { url } = (await (await admin('POST', '/api/NyadminAdgang', { til: `/nyadmin/ArbejdsmangelJournalisering/${id}` })).json()) as {
      url: string;
    };
    expect(url).toMatch(/^\/nyadmin\/boot\?kode=/);
    const boot = await app.request(url);
    expect(boot.status).toBe(302);
    expect(boot.headers.get('Location')).toBe(`/nyadmin/ArbejdsmangelJournalisering/${id}`);
    const cookie = boot.headers.get('Set-Cookie') ?? '';
    expect(cookie).toMatch(/Path=\/nyadmin/);
    expect(cookie).toMatch(/HttpOnly/);
    expect((await app.request(url)).status).toBe(401);
    const side = await app.request(`/nyadmin/ArbejdsmangelJournalisering/${id}`, { headers: { Cookie: cookie.split(';')[0]! } });
    expect(side.status).toBe(200);
    expect(side.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'self'");
    const tekst = await side.text();
    expect(tekst).toContain('E-mails sendt fra portalen');
    expect(tekst).toContain(`Ansøgning ${id}`);
    // Framed in the detail screen under the portal's own header: the page brings no header, footer or skip link of its own.
    expect(tekst).not.toMatch(/<header|<footer|Gå til indhold/);
    const veu = await app.request(`/nyadmin/Arbejdsmangel/${id}`, { headers: { Cookie: cookie.split(';')[0]! } });
    const veuTekst = await veu.text();
    expect(veuTekst).toContain('Anna Krogh');
    expect(veuTekst).toMatch(/<header[\s\S]*<footer/);
    // CPR numbers read ddmmåå-xxxx however the company typed them (Jens Lund's was sent without the hyphen).
    expect(veuTekst).toContain('030385-1234');
    expect(veuTekst).not.toContain('0303851234');
  });

  it.each([
    ['GET', '/api/ArbejdsmangelAnsoegningAdmin/HentFlereArbejdsmangelAnsoegningerAdmin?pageSize=10000'],
    ['GET', '/api/ArbejdsmangelAnsoegningAdmin/HentArbejdsmangelAnsoegningAdmin?id=1'],
    ['PUT', '/api/ArbejdsmangelAnsoegningAdmin/UdfoerHandlingPaaArbejdsmangelAnsoegning?id=1'],
    ['POST', '/api/ArbejdsmangelAnsoegningAdmin/OpdaterArbejdsmangelAnsoegningAdmin'],
    ['POST', '/api/NyadminAdgang'],
  ])('%s %s answers 401 without a token, also to the company', async (method, path) => {
    const api = testApp();
    const virksomhed = await api.citizenLogin('virksomhed', '31245001');
    const body = method === 'GET' ? undefined : {};
    expect((await api.json(method, path, body)).status).toBe(401);
    expect((await api.json(method, path, body, { Cookie: virksomhed })).status).toBe(401);
  });
});

describe('CPR numbers', () => {
  // The fixture's representative and employees (Jens Lund's sent without the hyphen).
  const HELE = ['010170-1235', '020290-1234', '0303851234'];
  const MASKEREDE = { repraesentant: '010170-****', medarbejdere: ['020290-****', '030385-****'] };
  const cprNumre = (a: Record<string, unknown>) => ({
    repraesentant: (a['medarbejderenighed'] as { repraesentant: { cprNummer: string } }).repraesentant.cprNummer,
    medarbejdere: (a['medarbejdere'] as { cprNummer: string }[]).map((m) => m.cprNummer),
  });
  const ingenHele = (tekst: string) => HELE.forEach((cpr) => expect(tekst).not.toContain(cpr));

  /** A bearer header for a demo staff account or a service account with one system role. */
  async function bearer(
    api: Awaited<ReturnType<typeof medAnsoegning>>,
    hvem: 'analytiker' | 'sagsbehandler' | 'SagerLaes' | 'SagerBehandl',
  ) {
    if (hvem === 'analytiker' || hvem === 'sagsbehandler') return { Authorization: `Bearer ${(await api.adminLogin(hvem)).accessToken}` };
    const { clientId, clientSecret } = await createKlienter(api.deps).opret(hvem.toLowerCase(), [hvem]);
    const svar = await api.json('POST', '/api/auth/token', {
      grant_type: 'client_credentials',
      client_id: clientId,
      client_secret: clientSecret,
    });
    return { Authorization: `Bearer ${((await svar.json()) as { access_token: string }).access_token}` };
  }

  it.each(['analytiker', 'SagerLaes'] as const)(
    'shows %s, who only reads cases, every CPR number masked, and logs no CPR shown',
    async (hvem) => {
      const api = await medAnsoegning();
      const headers = await bearer(api, hvem);
      const log = vi.spyOn(api.deps.log, 'info');
      const res = await api.json(
        'GET',
        `/api/ArbejdsmangelAnsoegningAdmin/HentArbejdsmangelAnsoegningAdmin?id=${api.id}`,
        undefined,
        headers,
      );
      expect(res.status).toBe(200);
      const tekst = await res.text();
      ingenHele(tekst);
      expect(cprNumre(JSON.parse(tekst) as Record<string, unknown>)).toEqual(MASKEREDE);
      expect(log).not.toHaveBeenCalledWith(expect.anything(), 'cpr vist');
      expect((await api.hent())['historik']).toHaveLength(1);
    },
  );

  it.each(['sagsbehandler', 'SagerBehandl'] as const)(
    'gives %s, who handles cases, the numbers whole, and writes each reading to the audit log',
    async (hvem) => {
      const api = await medAnsoegning();
      const headers = await bearer(api, hvem);
      const log = vi.spyOn(api.deps.log, 'info');
      const laes = () =>
        api.json('GET', `/api/ArbejdsmangelAnsoegningAdmin/HentArbejdsmangelAnsoegningAdmin?id=${api.id}`, undefined, headers);
      const laest = await laes();
      expect(laest.headers.get('Cache-Control')).toBe('no-store');
      expect(cprNumre((await laest.json()) as Record<string, unknown>)).toEqual({ repraesentant: HELE[0], medarbejdere: HELE.slice(1) });
      const cprVist = () => log.mock.calls.filter(([, besked]) => besked === 'cpr vist').map(([felter]) => felter);
      expect(cprVist()).toEqual([{ arbejdsmangel: api.id, admin: expect.stringMatching(/\S/) }]);
      await laes();
      expect(cprVist()).toHaveLength(2);
      // The audit log, not the application's history.
      expect((await api.hent())['historik']).toHaveLength(1);
      expect((await api.json('POST', '/api/ArbejdsmangelAnsoegningAdmin/VisCpr', { id: api.id }, headers)).status).toBe(404);
    },
  );

  it('keeps no whole CPR number in the answers kept by Idempotency-Key, nor in the answers of a change', async () => {
    const api = await medAnsoegning();
    const medNoegle = (method: string, path: string, body: unknown, noegle: string) =>
      api.json(method, path, body, { Authorization: `Bearer ${api.accessToken}`, 'Idempotency-Key': noegle });
    const rettet = await medNoegle(
      'POST',
      '/api/ArbejdsmangelAnsoegningAdmin/OpdaterArbejdsmangelAnsoegningAdmin',
      opdatering(api.id, { ansoegningsNavn: 'Montage' }),
      'ret-1',
    );
    expect(rettet.status).toBe(200);
    ingenHele(await rettet.text());
    const handlet = await medNoegle(
      'PUT',
      `/api/ArbejdsmangelAnsoegningAdmin/UdfoerHandlingPaaArbejdsmangelAnsoegning?id=${api.id}`,
      { handling: 'RegistrerAccepteretAfMedarbejdere' },
      'handling-1',
    );
    expect(cprNumre((await handlet.json()) as Record<string, unknown>)).toEqual(MASKEREDE);
    const gemte = await api.deps.store.collection<{ svar?: { krop: string } }>('idempotens').all();
    expect(gemte.map((p) => p.svar?.krop ?? '')).toHaveLength(2);
    for (const p of gemte) ingenHele(p.svar!.krop);
  });

  it('shows the VEU page to one who only reads cases with the CPR numbers masked', async () => {
    const api = await medAnsoegning();
    const headers = await bearer(api, 'analytiker');
    const til = `/nyadmin/Arbejdsmangel/${api.id}`;
    const { url } = (await (await api.json('POST', '/api/NyadminAdgang', { til }, headers)).json()) as { url: string };
    const cookie = (await api.app.request(url)).headers.get('Set-Cookie')!.split(';')[0]!;
    const veu = await (await api.app.request(til, { headers: { Cookie: cookie } })).text();
    expect(veu).toContain('020290-****');
    expect(veu).not.toContain('020290-1234');
    expect(veu).not.toContain('030385-1234');
  });
});

describe('two admins at once', () => {
  it('lets exactly one of two simultaneous edits or handlings of the same version through', async () => {
    for (let runde = 0; runde < 5; runde++) {
      const { admin, hent, id } = await medAnsoegning();
      const { version } = (await hent()) as { version: number };
      const url = '/api/ArbejdsmangelAnsoegningAdmin/OpdaterArbejdsmangelAnsoegningAdmin';
      const redigeringer = await Promise.all([
        admin('POST', url, opdatering(id, { version, ansoegningsNavn: `Hal ${runde}` })),
        admin('POST', url, opdatering(id, { version, ansoegningsNavn: `Værksted ${runde}` })),
      ]);
      expect(redigeringer.map((r) => r.status).sort()).toEqual([200, 409]);

      const ny = ((await hent()) as { version: number }).version;
      const handling = `/api/ArbejdsmangelAnsoegningAdmin/UdfoerHandlingPaaArbejdsmangelAnsoegning?id=${id}`;
      const handlinger = await Promise.all([
        admin('PUT', handling, { handling: 'RegistrerAccepteretAfMedarbejdere', version: ny }),
        admin('PUT', handling, { handling: 'RegistrerAfvistAfSekretariatet', version: ny }),
      ]);
      expect(handlinger.map((r) => r.status).sort()).toEqual([200, 409]);
    }
  });
});
