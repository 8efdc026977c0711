import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../testing/app';
import { dataUri, fakturaMedNummer, fakturaPdf } from '../testing/faktura';
import { gyldigAnmodning } from '../testing/fixtures';
import type { Betalingsordre } from './betalingsordrer';

let pdfUri: string;
beforeAll(async () => {
  pdfUri = dataUri(await fakturaPdf());
});

/** A fresh app with one request made by Mette Jensen through the employee API, and an admin token. */
async function medAnmodning(deltagelser?: ReturnType<typeof gyldigAnmodning>['deltagelser']) {
  const api = testApp();
  const mette = await api.citizenLogin('loenmodtager', 'lm-mette');
  const body = { ...gyldigAnmodning(pdfUri), ...(deltagelser ? { deltagelser } : {}) };
  const oprettet = await api.json('POST', '/api/Forudbetaling/OpretForudbetalingAnmodning', body, { Cookie: mette });
  const { id } = (await oprettet.json()) as { id: number };
  const { accessToken } = await api.adminLogin();
  const admin = (method: string, path: string, body?: unknown) => api.json(method, path, body, { Authorization: `Bearer ${accessToken}` });
  const outbox = async () => (await readdir(join(api.dataDir, 'outbox')).catch(() => [] as string[])).sort();
  const ordrer = () => api.deps.store.collection('betalingsordrer').all();
  const detalje = async () =>
    (await (await admin('GET', `/api/ForudbetalingAdmin/HentForudbetalingAnmodning/${id}`)).json()) as Record<string, unknown>;
  return { ...api, id, mette, admin, outbox, ordrer, detalje };
}

const email = { subject: 'Din anmodning (Anmodning 1)', body: '<!DOCTYPE html><html><body><p>Rettet tekst</p></body></html>' };
/** A rejection as the dialog sends it: the reason beside the e-mail, whose text says where it goes. */
const afvisning = {
  email: { subject: 'Din anmodning er afvist', body: '<!DOCTYPE html><html><body><p>Begrundelse: {{begrundelse}}</p></body></html>' },
  begrundelse: 'Kurset er betalt af din arbejdsgiver <AB>.\nSøg igen, hvis det ændrer sig.',
};

describe('admin lists and detail', () => {
  it('lists requests awaiting handling as SPEC §3.2 list items', async () => {
    const { admin, id } = await medAnmodning();
    const res = await admin('GET', '/api/ForudbetalingAdmin/FindAnmodninger?status=Oprettet&pageSize=1000000');
    expect(await res.json()).toEqual({
      data: [
        {
          anmodningId: id,
          oprettetDen: '2026-11-22T09:00:00.000Z',
          fond: 'Industriens Uddannelsesfond',
          personNavn: 'Mette Jensen',
          antalAnsoegninger: 2,
          beloebIalt: 27700,
          status: 'Oprettet',
          statusLabel: 'Oprettet',
        },
      ],
    });
    expect(await (await admin('GET', '/api/ForudbetalingAdmin/FindAnmodninger?status=Godkendt&pageSize=10')).json()).toEqual({ data: [] });
    expect((await admin('GET', '/api/ForudbetalingAdmin/FindAnmodninger?status=Slettet')).status).toBe(400);
  });

  it("refuses a list filter dated in year 0027 with the date's Danish message", async () => {
    const { admin } = await medAnmodning();
    const res = await admin('GET', '/api/ForudbetalingAdmin/FindAnmodninger?status=Oprettet&fraDato=0027-12-01');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: unknown[] }).errors).toContainEqual({
      path: '/fraDato',
      message: 'Datoen skal ligge i årene 2000 til 2100.',
    });
  });

  it('serves the cached list gzipped on request, and a fresh list after a handling', async () => {
    const { admin, id, app, adminLogin } = await medAnmodning();
    const sti = '/api/ForudbetalingAdmin/FindAnmodninger?status=Oprettet&pageSize=1000000';
    expect(((await (await admin('GET', sti)).json()) as { data: unknown[] }).data).toHaveLength(1);
    const { accessToken } = await adminLogin();
    const gz = await app.request(sti, { headers: { Authorization: `Bearer ${accessToken}`, 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString('utf8'))).toMatchObject({ data: [{ anmodningId: id }] });
    await admin('POST', '/api/ForudbetalingAdmin/SkiftAnmodningStatusManuel', { anmodningId: id, nyStatus: 'Afvist' });
    expect(((await (await admin('GET', sti)).json()) as { data: unknown[] }).data).toHaveLength(0);
  });

  it('shows the detail with the CPR masked, and reveals it only on request, into the history', async () => {
    const { admin, id, detalje } = await medAnmodning();
    const d = await detalje();
    expect(d).toMatchObject({
      id,
      status: 'Oprettet',
      personId: 'lm-mette',
      personNavn: 'Mette Jensen',
      personCpr: '120385-****',
      faktura: { cvr: '35124004', fakturaNummer: 'KN-2026-0417', dokument: { dataUri: `/api/ForudbetalingAdmin/Dokument/${id}` } },
      deltagelser: [
        { ansogningId: 1001, ansoegningsnummer: 'A-2026-001001', kursusNavn: 'Svejsning efter EN ISO 9606-1', pris: 18500 },
        { ansogningId: 1002, ansoegningsnummer: 'A-2026-001002', kursusNavn: 'Truckcertifikat B', pris: 9200 },
      ],
    });
    expect((d['tilladteHandlinger'] as { type: string }[]).map((h) => h.type)).toContain('GodkendAnmodning');
    const vis = await admin('POST', '/api/ForudbetalingAdmin/VisCpr', { anmodningId: id });
    expect(await vis.json()).toEqual({ personCpr: '120385-1234' });
    expect(((await detalje())['historik'] as { handling: string }[]).map((h) => h.handling)).toContain('CPR-nummer vist');
  });

  it('names other requests to the same supplier for the same total within 30 days as possible duplicates', async () => {
    const api = testApp();
    const opret = async (bruger: string, ansogningId: number, pris: number, fakturaNummer: string, cvr = '35124004') => {
      const body = gyldigAnmodning(dataUri(await fakturaMedNummer(fakturaNummer)));
      const res = await api.json(
        'POST',
        '/api/Forudbetaling/OpretForudbetalingAnmodning',
        {
          ...body,
          deltagelser: [{ ansogningId, pris, periodeStart: '2026-12-01', periodeSlut: '2026-12-05' }],
          faktura: { ...body.faktura, fakturaNummer, cvr },
        },
        { Cookie: await api.citizenLogin('loenmodtager', bruger) },
      );
      return ((await res.json()) as { id: number }).id;
    };
    const dag = 24 * 60 * 60 * 1000;
    const foerste = await opret('lm-mette', 1001, 5000, 'A-1');
    api.clock.advance(dag);
    const anden = await opret('lm-lars', 1004, 5000, 'B-1');
    await opret('lm-lars', 1005, 4000, 'B-2');
    await opret('lm-sofie', 1007, 5000, 'C-1', '41876506');
    api.clock.advance(31 * dag);
    const sen = await opret('lm-sofie', 1008, 5000, 'C-2');

    const { accessToken } = await api.adminLogin();
    const dubletter = async (id: number) =>
      (
        (await (
          await api.json('GET', `/api/ForudbetalingAdmin/HentForudbetalingAnmodning/${id}`, undefined, {
            Authorization: `Bearer ${accessToken}`,
          })
        ).json()) as { muligeDubletter: unknown }
      ).muligeDubletter;
    expect(await dubletter(foerste)).toEqual([
      { anmodningId: anden, oprettetDen: '2026-11-23T09:00:00.000Z', status: 'Oprettet', statusLabel: 'Oprettet' },
    ]);
    expect(await dubletter(anden)).toEqual([
      { anmodningId: foerste, oprettetDen: '2026-11-22T09:00:00.000Z', status: 'Oprettet', statusLabel: 'Oprettet' },
    ]);
    expect(await dubletter(sen)).toEqual([]);
  });

  it('fills the e-mail templates from the texts with the request’s facts', async () => {
    const { admin, id } = await medAnmodning();
    const res = await admin('POST', '/api/ForudbetalingAdmin/HentForudfyldtEmailSkabel', {
      anmodningId: id,
      skabelon: 'AnmodningGodkendt',
    });
    const { subject, body } = (await res.json()) as { subject: string; body: string };
    expect(subject).toBe(`Din anmodning om forudbetaling er godkendt (Anmodning ${id})`);
    expect(body).toContain('Kære Mette Jensen');
    expect(body).toContain('27.700,00 kr.');
    expect(body).toMatch(/^<!DOCTYPE html>/);
  });
});

describe('handling', () => {
  it('approves: status Godkendt, the edited e-mail in the outbox, a payment order, applications prepaid', async () => {
    const { admin, id, outbox, ordrer, detalje } = await medAnmodning();
    const foer = await outbox();
    const res = await admin('POST', '/api/ForudbetalingAdmin/GodkendAnmodning', { anmodningId: id, email });
    expect(res.status).toBe(200);
    expect((await detalje())['status']).toBe('Godkendt');
    const nye = (await outbox()).filter((f) => !foer.includes(f));
    expect(nye).toHaveLength(1);
    expect(await ordrer()).toEqual([
      expect.objectContaining({
        anmodningId: id,
        fondId: 'fond-industri',
        beloeb: 27700,
        kreditorNummer: '700112',
        fakturaNummer: 'KN-2026-0417',
      }),
    ]);
    const csv = await (await admin('GET', '/api/ForudbetalingAdmin/Betalingsordrer/fond-industri')).text();
    expect(csv).toContain(`${id};2026-11-22;35124004;Kursuscenter Nord ApS;700112;KN-2026-0417;27700,00`);
  });

  it("refuses to approve a price above the fee or a period outside the application's, with SPEC §5.3's messages at the fields: no payment order, no e-mail", async () => {
    // As the employee sent it: 95,000 kr on a course whose fee is 18,500 kr, and a week after the second course's period.
    const { admin, id, outbox, ordrer, detalje } = await medAnmodning([
      { ansogningId: 1001, pris: 95000, periodeStart: '2026-12-01', periodeSlut: '2026-12-12' },
      { ansogningId: 1002, pris: 9200, periodeStart: '2027-04-01', periodeSlut: '2027-04-05' },
    ]);
    const foer = await outbox();
    const res = await admin('POST', '/api/ForudbetalingAdmin/GodkendAnmodning', { anmodningId: id, email });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(((await res.json()) as { errors: unknown[] }).errors).toEqual([
      { path: '/deltagelser/0/pris', message: 'Beløb er større end deltagergebyr.' },
      { path: '/deltagelser/1/periodeStart', message: 'Periode er udenfor gældende periode.' },
    ]);
    expect((await detalje())['status']).toBe('Oprettet');
    expect(await ordrer()).toEqual([]);
    expect(await outbox()).toEqual(foer);
    // Corrected within the rules, it is approved, and the order pays what was corrected.
    const rettet = await admin('POST', '/api/ForudbetalingAdmin/OpdaterAnmodningerAdmin', {
      anmodningId: id,
      faktura: (await detalje())['faktura'],
      deltagelser: [
        { ansogningId: 1001, pris: 18500, periodeStart: '2026-12-01', periodeSlut: '2026-12-12' },
        { ansogningId: 1002, pris: 9200, periodeStart: '2027-03-25', periodeSlut: '2027-03-29' },
      ],
    });
    expect(rettet.status, await rettet.clone().text()).toBe(200);
    expect((await admin('POST', '/api/ForudbetalingAdmin/GodkendAnmodning', { anmodningId: id, email })).status).toBe(200);
    expect(await ordrer()).toEqual([expect.objectContaining({ anmodningId: id, beloeb: 27700 })]);
  });

  it('refuses to approve a request whose supplier the finance system does not know, at /faktura/cvr', async () => {
    const { admin, id, ordrer, deps } = await medAnmodning();
    await deps.store
      .collection<{ faktura: { cvr: string } }>('anmodninger')
      .update(String(id), (a) => ({ ...a!, faktura: { ...a!.faktura, cvr: '24256790' } }));
    const res = await admin('POST', '/api/ForudbetalingAdmin/GodkendAnmodning', { anmodningId: id, email });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: unknown[] }).errors).toEqual([
      { path: '/faktura/cvr', message: 'Leverandør findes ikke i økonomisystem.' },
    ]);
    expect(await ordrer()).toEqual([]);
  });

  it('rejects: status Afvist, the reason in the e-mail and on the request, no payment order, applications free again', async () => {
    const { admin, id, outbox, ordrer, detalje, json, mette, dataDir } = await medAnmodning();
    const foer = await outbox();
    expect((await admin('POST', '/api/ForudbetalingAdmin/AfvisAnmodning', { anmodningId: id, ...afvisning })).status).toBe(200);
    const d = await detalje();
    expect(d['status']).toBe('Afvist');
    expect(d['begrundelse']).toBe(afvisning.begrundelse);
    expect((d['historik'] as { detaljer?: unknown }[]).at(-1)?.detaljer).toEqual({
      emne: 'Din anmodning er afvist',
      begrundelse: afvisning.begrundelse,
    });
    const nye = (await outbox()).filter((f) => !foer.includes(f));
    expect(nye).toHaveLength(1);
    // The reason escaped where {{begrundelse}} stood, its line break kept.
    const eml = (await readFile(join(dataDir, 'outbox', nye[0]!), 'utf8')).replace(/=\r?\n/g, '');
    expect(eml).toContain('<p>Begrundelse: Kurset er betalt af din arbejdsgiver &lt;AB&gt;.<br />S=C3=B8g igen');
    expect(eml).not.toContain('{{begrundelse}}');
    expect(await ordrer()).toEqual([]);
    const egen = (await (
      await json('GET', `/api/Forudbetaling/HentForudbetalingAnmodning/${id}`, undefined, { Cookie: mette })
    ).json()) as Record<string, unknown>;
    expect(egen).toMatchObject({ status: 'Afvist', begrundelse: afvisning.begrundelse });
    const mulige = (await (
      await json('GET', '/api/Forudbetaling/AnsogningerDerKanOprettesAnmodningerFor', undefined, { Cookie: mette })
    ).json()) as unknown[];
    expect(mulige).toHaveLength(2);
  });

  it("rejects with SPEC §7's body alone: the e-mail as sent is the final text, no reason needed", async () => {
    const { admin, id, outbox, ordrer, detalje, dataDir } = await medAnmodning();
    const foer = await outbox();
    const spec = { subject: 'Din anmodning er afvist', body: '<!DOCTYPE html><html><body><p>Fakturaen er ikke til dig.</p></body></html>' };
    const res = await admin('POST', '/api/ForudbetalingAdmin/AfvisAnmodning', { anmodningId: id, email: spec });
    expect(res.status).toBe(200);
    const d = await detalje();
    expect(d['status']).toBe('Afvist');
    expect(d['begrundelse']).toBeUndefined();
    expect((d['historik'] as { detaljer?: unknown }[]).at(-1)?.detaljer).toEqual({ emne: spec.subject });
    const nye = (await outbox()).filter((f) => !foer.includes(f));
    expect(nye).toHaveLength(1);
    const eml = (await readFile(join(dataDir, 'outbox', nye[0]!), 'utf8')).replace(/=\r?\n/g, '');
    expect(eml).toContain('<p>Fakturaen er ikke til dig.</p>');
    expect(await ordrer()).toEqual([]);
  });

  it.each([
    [
      'whose e-mail has {{begrundelse}} but no reason to put there',
      { email: afvisning.email },
      '/begrundelse',
      'Begrundelse skal angives.',
    ],
    ['with a reason of spaces only', { ...afvisning, begrundelse: '  \n ' }, '/begrundelse', 'Begrundelse skal angives.'],
    [
      "with the template's placeholder as the reason",
      { ...afvisning, begrundelse: '{{begrundelse}}' },
      '/begrundelse',
      'Skriv selve begrundelsen; pladsholderen {{begrundelse}} hører til i e-mailens tekst.',
    ],
    [
      'with a reason over 2000 characters',
      { ...afvisning, begrundelse: 'x'.repeat(2001) },
      '/begrundelse',
      'Begrundelsen må højst være 2000 tegn.',
    ],
    [
      'with a reason and an e-mail that has no place for it',
      { ...afvisning, email },
      '/email/body',
      'E-mailens tekst skal indeholde {{begrundelse}}, hvor begrundelsen sættes ind.',
    ],
  ])('refuses a rejection %s with 400 and a Danish message, changing nothing', async (_navn, afvis, path, message) => {
    const { admin, id, detalje, outbox } = await medAnmodning();
    const foer = await outbox();
    const res = await admin('POST', '/api/ForudbetalingAdmin/AfvisAnmodning', { anmodningId: id, ...afvis });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(((await res.json()) as { errors: unknown[] }).errors).toContainEqual({ path, message });
    const d = await detalje();
    expect(d['status']).toBe('Oprettet');
    expect(d['begrundelse']).toBeUndefined();
    expect(await outbox()).toEqual(foer);
  });

  // SPEC §4.2: the manual change pays nothing, so the rules of a payment (§5.3) are not its; even 95,000 kr on an 18,500 kr course.
  it.each(['Godkendt', 'Afvist'])('changes the status manually to %s with no e-mail and no payment order', async (nyStatus) => {
    const { admin, id, outbox, ordrer, detalje } = await medAnmodning([
      { ansogningId: 1001, pris: 95000, periodeStart: '2026-12-01', periodeSlut: '2026-12-12' },
    ]);
    const foer = await outbox();
    expect((await admin('POST', '/api/ForudbetalingAdmin/SkiftAnmodningStatusManuel', { anmodningId: id, nyStatus })).status).toBe(200);
    expect((await detalje())['status']).toBe(nyStatus);
    expect(await outbox()).toEqual(foer);
    expect(await ordrer()).toEqual([]);
  });

  it("refuses a manual change without a status: 'Status er ikke valgt.'", async () => {
    const { admin, id, detalje } = await medAnmodning();
    const res = await admin('POST', '/api/ForudbetalingAdmin/SkiftAnmodningStatusManuel', { anmodningId: id });
    expect(((await res.json()) as { errors: unknown[] }).errors).toContainEqual({ path: '/nyStatus', message: 'Status er ikke valgt.' });
    expect((await detalje())['status']).toBe('Oprettet');
  });

  it('answers 409 to a second handling of the same request, and changes nothing', async () => {
    const { admin, id, detalje, outbox } = await medAnmodning();
    await admin('POST', '/api/ForudbetalingAdmin/GodkendAnmodning', { anmodningId: id, email });
    const foer = await outbox();
    for (const [path, body] of [
      ['/api/ForudbetalingAdmin/AfvisAnmodning', { anmodningId: id, ...afvisning }],
      ['/api/ForudbetalingAdmin/GodkendAnmodning', { anmodningId: id, email }],
      ['/api/ForudbetalingAdmin/SkiftAnmodningStatusManuel', { anmodningId: id, nyStatus: 'Afvist' }],
    ] as const) {
      const res = await admin('POST', path, body);
      expect(res.status).toBe(409);
      expect(((await res.json()) as { title: string }).title).toBe('Anmodning er allerede behandlet');
    }
    expect((await detalje())['status']).toBe('Godkendt');
    expect(await outbox()).toEqual(foer);
  });

  it('lets exactly one of two simultaneous approvals through', async () => {
    for (let runde = 0; runde < 5; runde++) {
      const { admin, id, ordrer } = await medAnmodning();
      const svar = await Promise.all([
        admin('POST', '/api/ForudbetalingAdmin/GodkendAnmodning', { anmodningId: id, email }),
        admin('POST', '/api/ForudbetalingAdmin/AfvisAnmodning', { anmodningId: id, ...afvisning }),
      ]);
      expect(svar.map((r) => r.status).sort()).toEqual([200, 409]);
      expect((await ordrer()).length).toBe(svar[0]!.status === 200 ? 1 : 0);
    }
  });

  it('tells a second handler the request is already handled, even with the version it read', async () => {
    const { admin, id, detalje } = await medAnmodning();
    const { version } = (await detalje()) as { version: number };
    await admin('POST', '/api/ForudbetalingAdmin/GodkendAnmodning', { anmodningId: id, version, email });
    const res = await admin('POST', '/api/ForudbetalingAdmin/AfvisAnmodning', { anmodningId: id, version, ...afvisning });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { title: string }).title).toBe('Anmodning er allerede behandlet');
  });

  it('refuses an outdated version with 409', async () => {
    const { admin, id } = await medAnmodning();
    const res = await admin('POST', '/api/ForudbetalingAdmin/SkiftAnmodningStatusManuel', {
      anmodningId: id,
      nyStatus: 'Godkendt',
      version: 7,
    });
    expect(res.status).toBe(409);
  });
});

describe('corrections', () => {
  const rettelse = (id: number) => ({
    anmodningId: id,
    faktura: { cvr: '41876506', fakturaNummer: 'ES-77', bankOverfoersel: { regNr: '9570', kontoNummer: '12345678' } },
    deltagelser: [
      { ansogningId: 1001, pris: 18000, periodeStart: '2026-12-02', periodeSlut: '2026-12-12' },
      { ansogningId: 1002, pris: 9200, periodeStart: '2027-01-10', periodeSlut: '2027-01-14' },
    ],
  });

  it('saves a valid correction with a before/after entry in the history', async () => {
    const { admin, id, detalje } = await medAnmodning();
    expect((await admin('POST', '/api/ForudbetalingAdmin/OpdaterAnmodningerAdmin', rettelse(id))).status).toBe(200);
    const d = await detalje();
    expect(d).toMatchObject({
      faktura: {
        cvr: '41876506',
        fakturaNummer: 'ES-77',
        leverandoerNavn: 'Efteruddannelse Syd A/S',
        bankOverfoersel: { regNr: '9570', kontoNummer: '12345678' },
      },
      beloebIalt: 27200,
    });
    expect(d['faktura']).not.toHaveProperty('indbetalingskort');
    const rettet = (d['historik'] as { handling: string; detaljer?: { foer: unknown; efter: unknown } }[]).find(
      (h) => h.handling === 'Anmodning rettet',
    );
    expect(rettet?.detaljer?.foer).toMatchObject({ faktura: { cvr: '35124004' } });
    expect(rettet?.detaljer?.efter).toMatchObject({ faktura: { cvr: '41876506' } });
  });

  it('takes the detail back as read (GET, change, POST): read-only fields accepted and ignored, unknown ones refused', async () => {
    const { admin, id, detalje } = await medAnmodning();
    type Laest = { version: number; faktura: Record<string, unknown>; deltagelser: Record<string, unknown>[] };
    const laest = (await detalje()) as Laest;
    const deltagelser = laest.deltagelser.map((d, i) => (i === 0 ? { ...d, pris: 18000 } : d));
    const sti = '/api/ForudbetalingAdmin/OpdaterAnmodningerAdmin';
    const svar = await admin('POST', sti, { anmodningId: id, version: laest.version, faktura: laest.faktura, deltagelser });
    expect(svar.status).toBe(200);
    const efter = (await detalje()) as Laest;
    expect(efter).toMatchObject({ beloebIalt: 27200, faktura: laest.faktura, deltagelser });

    // What the read-only fields say is not stored.
    const aendret = {
      anmodningId: id,
      faktura: { ...efter.faktura, leverandoerNavn: 'Nogen Andre ApS', dokument: { dataUri: 'data:text/html;base64,PGh0bWw+' } },
      deltagelser: efter.deltagelser.map((d) => ({ ...d, kursusNavn: 'Andet kursus', ansoegningsnummer: 'X-1' })),
    };
    expect((await admin('POST', sti, aendret)).status).toBe(200);
    expect(await detalje()).toEqual(efter);

    const ukendt = await admin('POST', sti, { ...aendret, faktura: { ...aendret.faktura, fond: 'Anden fond' } });
    expect(ukendt.status).toBe(400);
    expect(((await ukendt.json()) as { errors: unknown[] }).errors).toContainEqual({
      path: '/faktura/fond',
      message: 'Feltet er ikke tilladt.',
    });
  });

  type R = ReturnType<typeof rettelse>;
  const brud: [string, (r: R) => R, string, string][] = [
    [
      'a CVR failing modulus 11',
      (r) => ({ ...r, faktura: { ...r.faktura, cvr: '41876507' } }),
      '/faktura/cvr',
      'Leverandør CVR-nummer er ikke angivet korrekt.',
    ],
    [
      'a CVR not in the register',
      (r) => ({ ...r, faktura: { ...r.faktura, cvr: '10000009' } }),
      '/faktura/cvr',
      'Leverandør ikke fundet i CVR-registeret.',
    ],
    [
      'a supplier unknown to the finance system',
      (r) => ({ ...r, faktura: { ...r.faktura, cvr: '24256790' } }),
      '/faktura/cvr',
      'Leverandør findes ikke i økonomisystem.',
    ],
    [
      'a one-character invoice number',
      (r) => ({ ...r, faktura: { ...r.faktura, fakturaNummer: 'E' } }),
      '/faktura/fakturaNummer',
      'Fakturanummer er ikke angivet korrekt.',
    ],
    [
      'an invoice number a spreadsheet would read as a formula',
      (r) => ({ ...r, faktura: { ...r.faktura, fakturaNummer: '@SUM(A1:A9)' } }),
      '/faktura/fakturaNummer',
      'Fakturanummer skal begynde med et bogstav eller tal og må kun indeholde bogstaver, tal, mellemrum og tegnene - / . _',
    ],
    [
      'an account number of eleven digits',
      (r) => ({ ...r, faktura: { ...r.faktura, bankOverfoersel: { regNr: '9570', kontoNummer: '12345678901' } } }),
      '/faktura/bankOverfoersel/kontoNummer',
      'Betalingsoplysninger er ikke angivet korrekt.',
    ],
    [
      'a price above the fee',
      (r) => ({ ...r, deltagelser: [{ ...r.deltagelser[0]!, pris: 18500.01 }, r.deltagelser[1]!] }),
      '/deltagelser/0/pris',
      'Beløb er større end deltagergebyr.',
    ],
    [
      'a price of 0',
      (r) => ({ ...r, deltagelser: [{ ...r.deltagelser[0]!, pris: 0 }, r.deltagelser[1]!] }),
      '/deltagelser/0/pris',
      'Pris er ikke angivet korrekt.',
    ],
    [
      'a period outside the application’s',
      (r) => ({ ...r, deltagelser: [{ ...r.deltagelser[0]!, periodeStart: '2026-08-01' }, r.deltagelser[1]!] }),
      '/deltagelser/0/periodeStart',
      'Periode er udenfor gældende periode.',
    ],
    [
      'an end before the start',
      (r) => ({ ...r, deltagelser: [{ ...r.deltagelser[0]!, periodeSlut: '2026-12-01' }, r.deltagelser[1]!] }),
      '/deltagelser/0/periodeSlut',
      'Periode er ikke angivet korrekt.',
    ],
    [
      'a participation of another request',
      (r) => ({ ...r, deltagelser: [r.deltagelser[0]!, { ...r.deltagelser[1]!, ansogningId: 1004 }] }),
      '/deltagelser/1/ansogningId',
      'Ansøgningen hører ikke til anmodningen.',
    ],
  ];

  it.each(brud)('refuses %s with 400 and changes nothing', async (_navn, aendring, path, message) => {
    const { admin, id, detalje } = await medAnmodning();
    const foer = await detalje();
    const res = await admin('POST', '/api/ForudbetalingAdmin/OpdaterAnmodningerAdmin', aendring(rettelse(id)));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: unknown[] }).errors).toContainEqual({ path, message });
    expect(await detalje()).toEqual(foer);
  });

  /** Lars's request for 1004 from Kursuscenter Nord, with the invoice number and file given. */
  const larsAnmoder = async (api: Awaited<ReturnType<typeof medAnmodning>>, fakturaNummer: string, fil: string, cvr = '35124004') => {
    const body = gyldigAnmodning(fil);
    const svar = await api.json(
      'POST',
      '/api/Forudbetaling/OpretForudbetalingAnmodning',
      {
        ...body,
        deltagelser: [{ ansogningId: 1004, pris: 15000, periodeStart: '2026-12-01', periodeSlut: '2026-12-12' }],
        faktura: { ...body.faktura, cvr, fakturaNummer },
      },
      { Cookie: await api.citizenLogin('loenmodtager', 'lm-lars') },
    );
    expect(svar.status, await svar.clone().text()).toBe(201);
    return ((await svar.json()) as { id: number }).id;
  };
  const larsRettelse = (anmodningId: number, fakturaNummer: string, cvr = '35124004') => ({
    anmodningId,
    faktura: { cvr, fakturaNummer, bankOverfoersel: { regNr: '9570', kontoNummer: '12345678' } },
    deltagelser: [{ ansogningId: 1004, pris: 15000, periodeStart: '2026-12-01', periodeSlut: '2026-12-12' }],
  });

  it("refuses a correction onto another live request's invoice number written another way (full-width, another case): 409", async () => {
    const api = await medAnmodning();
    const larsId = await larsAnmoder(api, 'ES-77', dataUri(await fakturaMedNummer('ES-77')));
    for (const nummer of ['KN-２０２６-０４１７', 'kn-2026-0417']) {
      const res = await api.admin('POST', '/api/ForudbetalingAdmin/OpdaterAnmodningerAdmin', larsRettelse(larsId, nummer));
      expect(res.status, nummer).toBe(409);
      expect(((await res.json()) as { errors: unknown[] }).errors, nummer).toEqual([
        { path: '/faktura/fakturaNummer', message: `Der er allerede anmodet om forudbetaling af faktura ${nummer} fra denne leverandør.` },
      ]);
    }
    expect((await api.admin('POST', '/api/ForudbetalingAdmin/OpdaterAnmodningerAdmin', larsRettelse(larsId, 'ES 77'))).status).toBe(200);
  });

  it('shows on the handling page the other live requests with the same invoice file from the same supplier, as a correction can make them', async () => {
    const api = await medAnmodning();
    const { id, admin } = api;
    // The same file as Mette's, but from another supplier: another invoice, until the secretariat corrects the supplier.
    const larsId = await larsAnmoder(api, 'ES-77', pdfUri, '41876506');
    const samme = async (anmodning: number) =>
      ((await (await admin('GET', `/api/ForudbetalingAdmin/HentForudbetalingAnmodning/${anmodning}`)).json()) as { sammeFaktura: unknown })
        .sammeFaktura;
    expect(await samme(id)).toEqual([]);
    expect((await admin('POST', '/api/ForudbetalingAdmin/OpdaterAnmodningerAdmin', larsRettelse(larsId, 'ES-77'))).status).toBe(200);
    expect(await samme(id)).toEqual([
      { anmodningId: larsId, oprettetDen: '2026-11-22T09:00:00.000Z', status: 'Oprettet', statusLabel: 'Oprettet' },
    ]);
    expect(await samme(larsId)).toEqual([
      { anmodningId: id, oprettetDen: '2026-11-22T09:00:00.000Z', status: 'Oprettet', statusLabel: 'Oprettet' },
    ]);
    // A rejected one is no longer the same invoice paid twice.
    await admin('POST', '/api/ForudbetalingAdmin/SkiftAnmodningStatusManuel', { anmodningId: larsId, nyStatus: 'Afvist' });
    expect(await samme(id)).toEqual([]);
  });

  it("refuses a correction onto another live request's invoice (409), and allows it once that one is rejected", async () => {
    const { admin, id, json, citizenLogin, detalje } = await medAnmodning();
    const lars = await citizenLogin('loenmodtager', 'lm-lars');
    const body = gyldigAnmodning(pdfUri);
    const larsAnmodning = await json(
      'POST',
      '/api/Forudbetaling/OpretForudbetalingAnmodning',
      {
        ...body,
        deltagelser: [{ ansogningId: 1004, pris: 15000, periodeStart: '2026-12-01', periodeSlut: '2026-12-12' }],
        faktura: { ...body.faktura, cvr: '41876506', fakturaNummer: 'es-77' },
      },
      { Cookie: lars },
    );
    const { id: larsId } = (await larsAnmodning.json()) as { id: number };
    const foer = await detalje();
    const res = await admin('POST', '/api/ForudbetalingAdmin/OpdaterAnmodningerAdmin', rettelse(id));
    expect(res.status).toBe(409);
    const besked = 'Der er allerede anmodet om forudbetaling af faktura ES-77 fra denne leverandør.';
    expect(((await res.json()) as { errors: unknown[] }).errors).toEqual([{ path: '/faktura/fakturaNummer', message: besked }]);
    expect(await detalje()).toEqual(foer);

    await admin('POST', '/api/ForudbetalingAdmin/SkiftAnmodningStatusManuel', { anmodningId: larsId, nyStatus: 'Afvist' });
    expect((await admin('POST', '/api/ForudbetalingAdmin/OpdaterAnmodningerAdmin', rettelse(id))).status).toBe(200);
  });

  it('refuses a correction once the request is handled (409)', async () => {
    const { admin, id } = await medAnmodning();
    await admin('POST', '/api/ForudbetalingAdmin/SkiftAnmodningStatusManuel', { anmodningId: id, nyStatus: 'Afvist' });
    expect((await admin('POST', '/api/ForudbetalingAdmin/OpdaterAnmodningerAdmin', rettelse(id))).status).toBe(409);
  });
});

describe('payment orders as CSV', () => {
  it('writes no cell a spreadsheet would read as a formula; the FI line keeps its +71< after a quote', async () => {
    const { admin, id, deps } = await medAnmodning();
    await admin('POST', '/api/ForudbetalingAdmin/GodkendAnmodning', { anmodningId: id, email });
    // An order stored before invoice numbers were narrowed, with a supplier name from outside.
    await deps.store.collection<Betalingsordre>('betalingsordrer').put('99-fond-industri', {
      id: '99-fond-industri',
      anmodningId: 99,
      fondId: 'fond-industri',
      fondNavn: 'Industriens Uddannelsesfond',
      leverandoerCvr: '35124004',
      leverandoerNavn: '@SUM(1+1)',
      kreditorNummer: '700112',
      fakturaNummer: "=cmd|' /C calc'!A0",
      beloeb: 100,
      bankOverfoersel: { regNr: '9570', kontoNummer: '12345678' },
      oprettet: '2026-11-23T09:00:00.000Z',
    });
    const csv = await (await admin('GET', '/api/ForudbetalingAdmin/Betalingsordrer/fond-industri')).text();
    expect(csv.split('\r\n')).toEqual([
      'anmodning;dato;cvr;leverandoer;kreditornummer;fakturanummer;beloeb;bankkonto;fi-kort',
      `${id};2026-11-22;35124004;Kursuscenter Nord ApS;700112;KN-2026-0417;27700,00;;"'+71<000000067097535+85799665<"`,
      `99;2026-11-23;35124004;"'@SUM(1+1)";700112;"'=cmd|' /C calc'!A0";100,00;9570-12345678;`,
      '',
    ]);
  });
});

describe('lookups', () => {
  it('gives the application detail of SPEC §3.2', async () => {
    const { admin } = await medAnmodning();
    expect(await (await admin('GET', '/api/AnsogningAdmin/HentAnsogning?ansogningId=1001')).json()).toEqual({
      ansogningId: 1001,
      ansoegningsnummer: 'A-2026-001001',
      kursusNavn: 'Svejsning efter EN ISO 9606-1',
      gaeldendeFra: '2026-09-01',
      gaeldendeTil: '2027-06-30',
      deltagerGebyr: 18500,
      statusKode: 'Godkendt',
      fond: 'Industriens Uddannelsesfond',
    });
    expect((await admin('GET', '/api/AnsogningAdmin/HentAnsogning?ansogningId=99')).status).toBe(404);
  });

  it('finds suppliers in the CVR register and in the finance system of the application’s fund', async () => {
    const { admin } = await medAnmodning();
    expect(await (await admin('GET', '/api/CvrOpslagAdmin/FindVirksomhedFraCvrRegisterAdmin?cvr=24256790')).json()).toEqual({
      navn: 'Novo Nordisk A/S',
    });
    expect((await admin('GET', '/api/CvrOpslagAdmin/FindVirksomhedFraCvrRegisterAdmin?cvr=10000009')).status).toBe(404);
    expect(await (await admin('GET', '/api/CvrAdmin/FindNavnFraCvrOgAnsoegningId?cvr=41876506&ansogningId=1001')).json()).toEqual({
      navn: 'Efteruddannelse Syd A/S',
      kreditorNummer: '700245',
    });
    const mangler = await admin('GET', '/api/CvrAdmin/FindNavnFraCvrOgAnsoegningId?cvr=41876506&ansogningId=1005');
    expect(mangler.status).toBe(404);
    expect(await mangler.text()).toMatch(/^CVR ikke fundet for fond/);
  });
});

describe('access', () => {
  it.each([
    ['GET', '/api/ForudbetalingAdmin/FindAnmodninger?status=Oprettet&pageSize=1000000'],
    ['GET', '/api/ForudbetalingAdmin/HentForudbetalingAnmodning/1'],
    ['GET', '/api/ForudbetalingAdmin/Dokument/1'],
    ['POST', '/api/ForudbetalingAdmin/OpdaterAnmodningerAdmin'],
    ['POST', '/api/ForudbetalingAdmin/HentForudfyldtEmailSkabel'],
    ['POST', '/api/ForudbetalingAdmin/GodkendAnmodning'],
    ['POST', '/api/ForudbetalingAdmin/AfvisAnmodning'],
    ['POST', '/api/ForudbetalingAdmin/SkiftAnmodningStatusManuel'],
    ['POST', '/api/ForudbetalingAdmin/VisCpr'],
    ['GET', '/api/ForudbetalingAdmin/Betalingsordrer/fond-industri'],
    ['GET', '/api/AnsogningAdmin/HentAnsogning?ansogningId=1001'],
    ['GET', '/api/CvrOpslagAdmin/FindVirksomhedFraCvrRegisterAdmin?cvr=24256790'],
    ['GET', '/api/CvrAdmin/FindNavnFraCvrOgAnsoegningId?cvr=41876506&ansogningId=1001'],
  ])('%s %s answers 401 without a token, also to an employee', async (method, path) => {
    const { json, mette } = await medAnmodning();
    const body = method === 'POST' ? {} : undefined;
    expect((await json(method, path, body)).status).toBe(401);
    expect((await json(method, path, body, { Cookie: mette })).status).toBe(401);
  });
});
