import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../testing/app';
import { dataUri, fakturaMedNummer, fakturaPdf } from '../testing/faktura';
import { gyldigAnmodning } from '../testing/fixtures';
import type { Anmodning } from './anmodninger';

let pdf: Uint8Array;
beforeAll(async () => {
  pdf = await fakturaPdf();
});

// The shared valid request, with spaces around the payment id that the server must trim.
const gyldig = () => {
  const body = gyldigAnmodning(dataUri(pdf, 'application/pdf', 'faktura.pdf'));
  return {
    ...body,
    faktura: { ...body.faktura, indbetalingskort: { ...body.faktura.indbetalingskort, betalingsId: ' 000000067097535 ' } },
  };
};

async function medMette() {
  const api = testApp();
  const cookie = await api.citizenLogin('loenmodtager', 'lm-mette');
  const kald = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    api.json(method, path, body, { Cookie: cookie, ...headers });
  return { ...api, cookie, kald };
}

const filerI = async (dir: string) => readdir(dir).catch(() => [] as string[]);

describe('AnsogningerDerKanOprettesAnmodningerFor', () => {
  it("offers only the caller's applications that are approved and attested, with their fee and valid period", async () => {
    const { kald } = await medMette();
    const res = await kald('GET', '/api/Forudbetaling/AnsogningerDerKanOprettesAnmodningerFor');
    expect(await res.json()).toEqual([
      {
        ansogningId: 1001,
        ansoegningsnummer: 'A-2026-001001',
        kursusNavn: 'Svejsning efter EN ISO 9606-1',
        deltagerGebyr: 18500,
        gaeldendeFra: '2026-09-01',
        gaeldendeTil: '2027-06-30',
      },
      {
        ansogningId: 1002,
        ansoegningsnummer: 'A-2026-001002',
        kursusNavn: 'Truckcertifikat B',
        deltagerGebyr: 9200,
        gaeldendeFra: '2026-10-01',
        gaeldendeTil: '2027-03-31',
      },
    ]);
  });

  it('lists no application as already requested before any request is made', async () => {
    const { kald } = await medMette();
    expect(await (await kald('GET', '/api/Forudbetaling/AnsogningerMedAnmodning')).json()).toEqual([]);
  });

  it('answers 401 without an employee session, also for a company', async () => {
    const api = testApp();
    expect((await api.json('GET', '/api/Forudbetaling/AnsogningerMedAnmodning')).status).toBe(401);
    expect((await api.json('GET', '/api/Forudbetaling/AnsogningerDerKanOprettesAnmodningerFor')).status).toBe(401);
    const virksomhed = await api.citizenLogin('virksomhed', '31245001');
    const res = await api.json('GET', '/api/Forudbetaling/AnsogningerDerKanOprettesAnmodningerFor', undefined, { Cookie: virksomhed });
    expect(res.status).toBe(401);
  });
});

describe('OpretForudbetalingAnmodning', () => {
  it('stores a valid request, answers 201 {id}, keeps the file outside the JSON and mails a receipt', async () => {
    const { kald, dataDir, deps } = await medMette();
    const res = await kald('POST', '/api/Forudbetaling/OpretForudbetalingAnmodning', gyldig());
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    expect(id).toBe(1);

    const laest = (await (await kald('GET', `/api/Forudbetaling/HentForudbetalingAnmodning/${id}`)).json()) as Record<string, unknown>;
    expect(await (await kald('GET', '/api/Forudbetaling/MineAnmodninger')).json()).toEqual([
      expect.objectContaining({ id, status: 'Oprettet', statusLabel: 'Modtaget' }),
    ]);
    // The status also in the employee's words, from the request's own workflow version.
    expect(laest).toMatchObject({
      id,
      status: 'Oprettet',
      statusLabel: 'Modtaget',
      beloebIalt: 27700,
      deltagelser: [
        { kursusNavn: 'Svejsning efter EN ISO 9606-1', pris: 18500, periodeStart: '2026-12-01', periodeSlut: '2026-12-12' },
        { kursusNavn: 'Truckcertifikat B', pris: 9200, periodeStart: '2027-01-10', periodeSlut: '2027-01-14' },
      ],
      faktura: {
        fakturaNummer: 'KN-2026-0417',
        cvr: '35124004',
        leverandoerNavn: 'Kursuscenter Nord ApS',
        indbetalingskort: { kortArt: '71', betalingsId: '000000067097535', kreditorNummer: '85799665' },
        dokument: { dataUri: `/api/Forudbetaling/Dokument/${id}`, contentType: 'application/pdf', filnavn: 'faktura.pdf' },
      },
      betingelser: { type: 'html' },
    });
    expect((laest['betingelser'] as { indhold: string }).indhold).toContain('tro og love');

    // As stored, whichever store: the record names the document, the bytes are in the document store.
    const gemt = (await deps.store.collection<Anmodning>('anmodninger').get(String(id)))!;
    const store = JSON.stringify(gemt);
    expect(store).not.toContain('base64');
    expect(store).not.toContain(Buffer.from(pdf).toString('base64').slice(0, 40));
    expect(await deps.documents.get(gemt.faktura.dokument.sha256)).toEqual(pdf);

    const dokument = await kald('GET', `/api/Forudbetaling/Dokument/${id}`);
    expect(dokument.headers.get('Content-Type')).toBe('application/pdf');
    expect(dokument.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(dokument.headers.get('Content-Security-Policy')).toMatch(/^sandbox;.*default-src 'none'.*frame-ancestors 'self'/);
    expect(dokument.headers.get('Content-Disposition')).toContain('filename="faktura.pdf"');
    expect(new Uint8Array(await dokument.arrayBuffer())).toEqual(pdf);

    const outbox = await filerI(join(dataDir, 'outbox'));
    expect(outbox).toHaveLength(1);
    const eml = await readFile(join(dataDir, 'outbox', outbox[0]!), 'utf8');
    expect(eml).toMatch(/^To: mette\.jensen@example\.dk$/m);
    expect(eml).toContain('Anmodning 1');
    expect(eml).not.toMatch(/120385|000000067097535|85799665/);
  });

  it('takes the chosen applications off the list of possible ones', async () => {
    const { kald } = await medMette();
    await kald('POST', '/api/Forudbetaling/OpretForudbetalingAnmodning', gyldig());
    const res = await kald('GET', '/api/Forudbetaling/AnsogningerDerKanOprettesAnmodningerFor');
    expect(await res.json()).toEqual([]);
    // Listed apart, so the wizard can say why they are not offered.
    expect(await (await kald('GET', '/api/Forudbetaling/AnsogningerMedAnmodning')).json()).toEqual([
      { ansogningId: 1001, ansoegningsnummer: 'A-2026-001001', kursusNavn: 'Svejsning efter EN ISO 9606-1' },
      { ansogningId: 1002, ansoegningsnummer: 'A-2026-001002', kursusNavn: 'Truckcertifikat B' },
    ]);
    const igen = await kald('POST', '/api/Forudbetaling/OpretForudbetalingAnmodning', gyldig());
    expect(igen.status).toBe(400);
  });

  it('lets only one of several simultaneous requests claim the same application', async () => {
    const { kald, deps } = await medMette();
    const svar = await Promise.all(
      Array.from({ length: 6 }, () => kald('POST', '/api/Forudbetaling/OpretForudbetalingAnmodning', gyldig())),
    );
    expect(svar.map((r) => r.status).sort()).toEqual([201, 400, 400, 400, 400, 400]);
    expect(await deps.store.collection('anmodninger').all()).toHaveLength(1);
  });

  it('shows a request to its owner only; anyone else gets 404', async () => {
    const { kald, citizenLogin, json } = await medMette();
    const { id } = (await (await kald('POST', '/api/Forudbetaling/OpretForudbetalingAnmodning', gyldig())).json()) as { id: number };
    const lars = await citizenLogin('loenmodtager', 'lm-lars');
    expect((await json('GET', `/api/Forudbetaling/HentForudbetalingAnmodning/${id}`, undefined, { Cookie: lars })).status).toBe(404);
    expect((await json('GET', `/api/Forudbetaling/Dokument/${id}`, undefined, { Cookie: lars })).status).toBe(404);
    expect((await kald('GET', '/api/Forudbetaling/HentForudbetalingAnmodning/abc')).status).toBe(404);
    const mine = (await (await json('GET', '/api/Forudbetaling/MineAnmodninger', undefined, { Cookie: lars })).json()) as unknown[];
    expect(mine).toEqual([]);
  });

  const ugyldige: [string, (b: ReturnType<typeof gyldig>) => unknown, string, string][] = [
    ['no course', (b) => ({ ...b, deltagelser: [] }), '/deltagelser', 'Der skal vælges mindst ét kursus.'],
    [
      'a price of 0',
      (b) => ({ ...b, deltagelser: [{ ...b.deltagelser[0], pris: 0 }] }),
      '/deltagelser/0/pris',
      'Pris er ikke angivet korrekt.',
    ],
    [
      'an end before the start',
      (b) => ({ ...b, deltagelser: [{ ...b.deltagelser[0], periodeStart: '2026-12-12', periodeSlut: '2026-12-01' }] }),
      '/deltagelser/0/periodeSlut',
      'Periode er ikke angivet korrekt. Slutdatoen ligger før startdatoen.',
    ],
    [
      'a date that does not exist',
      (b) => ({ ...b, deltagelser: [{ ...b.deltagelser[0], periodeStart: '2027-02-30' }] }),
      '/deltagelser/0/periodeStart',
      'Periode er ikke angivet korrekt.',
    ],
    [
      'a year typed as 0027',
      (b) => ({ ...b, deltagelser: [{ ...b.deltagelser[0], periodeStart: '0027-12-01' }] }),
      '/deltagelser/0/periodeStart',
      'Datoen skal ligge i årene 2000 til 2100.',
    ],
    [
      'a one-character invoice number',
      (b) => ({ ...b, faktura: { ...b.faktura, fakturaNummer: 'K' } }),
      '/faktura/fakturaNummer',
      'Der skal angives fakturanummer.',
    ],
    [
      'an invoice number a spreadsheet would read as a formula',
      (b) => ({ ...b, faktura: { ...b.faktura, fakturaNummer: "=cmd|' /C calc'!A0" } }),
      '/faktura/fakturaNummer',
      'Fakturanummer skal begynde med et bogstav eller tal og må kun indeholde bogstaver, tal, mellemrum og tegnene - / . _',
    ],
    [
      'a CVR failing modulus 11',
      (b) => ({ ...b, faktura: { ...b.faktura, cvr: '35124005' } }),
      '/faktura/cvr',
      'Der skal angives CVR-nummer for leverandør. CVR-nummeret er ikke gyldigt (kontrolcifferet passer ikke).',
    ],
    [
      'a CVR of seven digits',
      (b) => ({ ...b, faktura: { ...b.faktura, cvr: '3512400' } }),
      '/faktura/cvr',
      'Der skal angives CVR-nummer for leverandør.',
    ],
    [
      'a CVR not in the register',
      (b) => ({ ...b, faktura: { ...b.faktura, cvr: '10000009' } }),
      '/faktura/cvr',
      'Leverandør ikke fundet ud fra angivet CVR-nummer.',
    ],
    [
      'no document',
      (b) => ({ ...b, faktura: { ...b.faktura, dokument: {} } }),
      '/faktura/dokument/dataUri',
      'Der skal vedhæftes en faktura.',
    ],
    [
      'a three-digit reg.nr.',
      (b) => ({ ...b, faktura: { ...b.faktura, indbetalingskort: undefined, bankOverfoersel: { regNr: '123', kontoNummer: '1234567' } } }),
      '/faktura/bankOverfoersel/regNr',
      'Kontooplysninger er ikke angivet korrekt. Registreringsnummeret skal være 4 cifre.',
    ],
    [
      'an account number of eleven digits',
      (b) => ({
        ...b,
        faktura: { ...b.faktura, indbetalingskort: undefined, bankOverfoersel: { regNr: '1234', kontoNummer: '12345678901' } },
      }),
      '/faktura/bankOverfoersel/kontoNummer',
      'Kontooplysninger er ikke angivet korrekt. Kontonummeret må højst have 10 cifre.',
    ],
    [
      'an account number with a letter',
      (b) => ({ ...b, faktura: { ...b.faktura, indbetalingskort: undefined, bankOverfoersel: { regNr: '1234', kontoNummer: '12a' } } }),
      '/faktura/bankOverfoersel/kontoNummer',
      'Kontooplysninger er ikke angivet korrekt.',
    ],
    [
      'card type 99',
      (b) => ({ ...b, faktura: { ...b.faktura, indbetalingskort: { ...b.faktura.indbetalingskort, kortArt: '99' } } }),
      '/faktura/indbetalingskort/kortArt',
      'Indbetalingskort er ikke angivet korrekt.',
    ],
    [
      'no payment method',
      (b) => ({ ...b, faktura: { ...b.faktura, indbetalingskort: undefined } }),
      '/faktura',
      'Betalingsmetode skal vælges.',
    ],
    [
      "another employee's application",
      (b) => ({ ...b, deltagelser: [{ ...b.deltagelser[0], ansogningId: 1004 }] }),
      '/deltagelser/0/ansogningId',
      'Kurset kan ikke vælges til forudbetaling.',
    ],
    [
      'an application not attested',
      (b) => ({ ...b, deltagelser: [{ ...b.deltagelser[0], ansogningId: 1003 }] }),
      '/deltagelser/0/ansogningId',
      'Kurset kan ikke vælges til forudbetaling.',
    ],
  ];

  it.each(ugyldige)('refuses %s with 400 problem+json naming the field, and stores nothing', async (_navn, aendring, path, message) => {
    const { kald, dataDir, deps, dokumenter } = await medMette();
    const res = await kald('POST', '/api/Forudbetaling/OpretForudbetalingAnmodning', JSON.parse(JSON.stringify(aendring(gyldig()))));
    expect(res.status).toBe(400);
    expect(res.headers.get('Content-Type')).toContain('application/problem+json');
    expect(((await res.json()) as { errors: unknown[] }).errors).toContainEqual({ path, message });
    expect(await dokumenter()).toEqual([]);
    expect(await filerI(join(dataDir, 'outbox'))).toEqual([]);
    expect(await deps.store.collection('anmodninger').all()).toEqual([]);
  });

  const filer: [string, () => string, string][] = [
    ['a file over 10 MB', () => dataUri(new Uint8Array(10 * 1024 * 1024 + 1).fill(0x25)), 'Filen må maks være 10 MB.'],
    // Refused by the schema (maxTegn), before anything is decoded.
    ['a data URI longer than any 10 MB file', () => `data:application/pdf;base64,${'A'.repeat(13_981_200)}`, 'Filen må maks være 10 MB.'],
    ['a PDF declared as PNG', () => dataUri(pdf, 'image/png'), 'Filen skal være en pdf-, png- eller jpeg-fil.'],
    [
      'an HTML file declared as PDF',
      () => dataUri(new TextEncoder().encode('<html><script>alert(1)</script></html>')),
      'Filen skal være en pdf-, png- eller jpeg-fil.',
    ],
    ['an HTML file', () => dataUri(new TextEncoder().encode('<html></html>'), 'text/html'), 'Der skal vedhæftes en faktura.'],
    ['an empty file', () => 'data:application/pdf;base64,', 'Der skal vedhæftes en faktura.'],
    ['broken base64', () => 'data:application/pdf;base64,JVBER$$$', 'Der skal vedhæftes en faktura.'],
  ];

  it.each(filer)('refuses %s with its Danish message and stores no file', async (_navn, uri, message) => {
    const { kald, dokumenter } = await medMette();
    const body = gyldig();
    body.faktura.dokument.dataUri = uri();
    const res = await kald('POST', '/api/Forudbetaling/OpretForudbetalingAnmodning', body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: unknown[] }).errors).toContainEqual({ path: '/faktura/dokument/dataUri', message });
    expect(await dokumenter()).toEqual([]);
  });
});

describe('one request per invoice (SPEC §1)', () => {
  const sti = '/api/Forudbetaling/OpretForudbetalingAnmodning';
  /** A request for one application, with the shared invoice unless told otherwise. */
  const forFaktura = (ansogningId: number, faktura: { fakturaNummer?: string; cvr?: string } = {}) => {
    const body = gyldig();
    return {
      ...body,
      deltagelser: [{ ansogningId, pris: 1000, periodeStart: '2026-12-01', periodeSlut: '2026-12-05' }],
      faktura: { ...body.faktura, ...faktura },
    };
  };
  const besked = (nummer: string) => `Der er allerede anmodet om forudbetaling af faktura ${nummer} fra denne leverandør.`;

  it('refuses the same supplier and invoice number again, trimmed and in any case: 409 at the field', async () => {
    const { kald } = await medMette();
    expect((await kald('POST', sti, forFaktura(1001))).status).toBe(201);
    const igen = await kald('POST', sti, forFaktura(1002, { fakturaNummer: ' kn-2026-0417 ' }));
    expect(igen.status).toBe(409);
    expect(igen.headers.get('Content-Type')).toContain('application/problem+json');
    expect(await igen.json()).toMatchObject({
      status: 409,
      title: besked('kn-2026-0417'),
      errors: [{ path: '/faktura/fakturaNummer', message: besked('kn-2026-0417') }],
    });
    // The same number from another supplier is another invoice.
    expect((await kald('POST', sti, forFaktura(1002, { cvr: '41876506' }))).status).toBe(201);
  });

  it("refuses it to another employee with the same message, naming nobody's request", async () => {
    const { kald, json, citizenLogin } = await medMette();
    await kald('POST', sti, forFaktura(1001));
    const lars = await citizenLogin('loenmodtager', 'lm-lars');
    const res = await json('POST', sti, forFaktura(1004), { Cookie: lars });
    expect(res.status).toBe(409);
    const tekst = await res.text();
    expect(JSON.parse(tekst)).toMatchObject({ title: besked('KN-2026-0417'), errors: [{ path: '/faktura/fakturaNummer' }] });
    expect(tekst).not.toMatch(/Mette|Jensen|lm-mette|120385|"id"/);
  });

  it('frees the invoice once its request is rejected', async () => {
    const { kald, json, adminLogin } = await medMette();
    const { id } = (await (await kald('POST', sti, forFaktura(1001))).json()) as { id: number };
    const { accessToken } = await adminLogin();
    await json(
      'POST',
      '/api/ForudbetalingAdmin/SkiftAnmodningStatusManuel',
      { anmodningId: id, nyStatus: 'Afvist' },
      {
        Authorization: `Bearer ${accessToken}`,
      },
    );
    expect((await kald('POST', sti, forFaktura(1002))).status).toBe(201);
  });

  /** The request with an invoice file of its own: another invoice but for its number. */
  const egenFil = async (body: ReturnType<typeof forFaktura>) => ({
    ...body,
    faktura: { ...body.faktura, dokument: { dataUri: dataUri(await fakturaMedNummer(body.faktura.fakturaNummer)) } },
  });

  it('counts a look-alike invoice number as the same: full-width digits and letters, another case, spaces around (NFKC, case-folded, trimmed)', async () => {
    const { kald, json, citizenLogin } = await medMette();
    const lars = { Cookie: await citizenLogin('loenmodtager', 'lm-lars') };
    expect((await kald('POST', sti, await egenFil(forFaktura(1001, { fakturaNummer: 'INV-1001' })))).status).toBe(201);
    for (const nummer of ['INV-１００１', 'ｉｎｖ-１００１', ' inv-1001 ']) {
      const svar = await json('POST', sti, await egenFil(forFaktura(1004, { fakturaNummer: nummer })), lars);
      expect(svar.status, nummer).toBe(409);
      expect(await svar.json(), nummer).toMatchObject({ errors: [{ path: '/faktura/fakturaNummer', message: besked(nummer.trim()) }] });
    }
    // Case folded as Unicode does it: 'STRASSE' is 'straße'.
    expect((await kald('POST', sti, await egenFil(forFaktura(1002, { fakturaNummer: 'KURS-STRASSE' })))).status).toBe(201);
    expect((await json('POST', sti, await egenFil(forFaktura(1005, { fakturaNummer: 'kurs-straße' })), lars)).status).toBe(409);
    // No more than that: a space or a dash inside makes another number.
    expect((await json('POST', sti, await egenFil(forFaktura(1004, { fakturaNummer: 'INV 1001' })), lars)).status).toBe(201);
    expect((await json('POST', sti, await egenFil(forFaktura(1005, { fakturaNummer: 'INV1001' })), lars)).status).toBe(201);
  });

  it('counts the same invoice file from the same supplier as the same invoice under any number: 409 at the document', async () => {
    const { kald, json, citizenLogin, deps } = await medMette();
    const lars = { Cookie: await citizenLogin('loenmodtager', 'lm-lars') };
    expect((await kald('POST', sti, forFaktura(1001, { fakturaNummer: 'A-1' }))).status).toBe(201);
    const igen = await json('POST', sti, forFaktura(1004, { fakturaNummer: 'B-7' }), lars);
    expect(igen.status).toBe(409);
    const besked = 'Der er allerede anmodet om forudbetaling af denne faktura fra denne leverandør.';
    expect(await igen.json()).toMatchObject({ status: 409, errors: [{ path: '/faktura/dokument/dataUri', message: besked }] });
    expect(await deps.store.collection('anmodninger').all()).toHaveLength(1);
    // The refused request's claims were given back: B-7 on a file of its own goes through.
    expect((await json('POST', sti, await egenFil(forFaktura(1004, { fakturaNummer: 'B-7' })), lars)).status).toBe(201);
    // The same file from another supplier is another invoice.
    expect((await json('POST', sti, forFaktura(1005, { fakturaNummer: 'C-1', cvr: '41876506' }), lars)).status).toBe(201);
  });

  it('lets exactly one of simultaneous requests for the same invoice through, from the same or another employee', async () => {
    for (let runde = 0; runde < 5; runde++) {
      const { kald, json, citizenLogin, deps } = await medMette();
      const lars = await citizenLogin('loenmodtager', 'lm-lars');
      const svar = await Promise.all([
        kald('POST', sti, forFaktura(1001)),
        kald('POST', sti, forFaktura(1002, { fakturaNummer: 'KN-2026-0417 ' })),
        json('POST', sti, forFaktura(1004, { fakturaNummer: 'kn-2026-0417' }), { Cookie: lars }),
      ]);
      expect(svar.map((r) => r.status).sort()).toEqual([201, 409, 409]);
      expect(await deps.store.collection('anmodninger').all()).toHaveLength(1);
    }
  });
});

describe('CVR lookup for employees', () => {
  it('finds a training provider by CVR, answers 404 for an unknown one and 400 for a malformed one', async () => {
    const { kald } = await medMette();
    expect(await (await kald('GET', '/api/CvrOpslag/FindVirksomhedFraCvrRegisterLoenmodtager?cvr=35124004')).json()).toEqual({
      navn: 'Kursuscenter Nord ApS',
    });
    expect((await kald('GET', '/api/CvrOpslag/FindVirksomhedFraCvrRegisterLoenmodtager?cvr=10000009')).status).toBe(404);
    expect((await kald('GET', '/api/CvrOpslag/FindVirksomhedFraCvrRegisterLoenmodtager?cvr=1234')).status).toBe(400);
  });
});

describe('ScanFaktura', () => {
  it('reads CVR, invoice number and FI line from a generated PDF invoice', async () => {
    const { kald } = await medMette();
    const res = await kald('POST', '/api/OcrFaktura/ScanFaktura', { dataUri: dataUri(pdf) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      cvr: '35124004',
      fakturaNummer: 'KN-2026-0417',
      indbetalingskort: { kortArt: '71', betalingsId: '000000067097535', kreditorNummer: '85799665' },
    });
  });

  it('refuses a file that is not what it claims', async () => {
    const { kald } = await medMette();
    const res = await kald('POST', '/api/OcrFaktura/ScanFaktura', { dataUri: dataUri(pdf, 'image/jpeg') });
    expect(res.status).toBe(400);
  });
});

describe('legacy pages', () => {
  it('lists the logged-in employee’s course applications with their status', async () => {
    const { app, cookie } = await medMette();
    const side = await (await app.request('/nyhjemmeside/Loenmodtager/AlleAnsoegninger', { headers: { Cookie: cookie } })).text();
    expect(side).toContain('A-2026-001001');
    expect(side).toContain('Projektledelse for faglærte');
    expect(side).toContain('afventer attestering');
    expect(side).not.toContain('A-2026-001004');
  });

  it('sends a visitor without a session to log in and back', async () => {
    const { app } = testApp();
    const res = await app.request('/nyhjemmeside/Loenmodtager/AlleAnsoegninger');
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe(
      '/fonditlogin?loginHint=loenmodtager&returnUrl=%2Fnyhjemmeside%2FLoenmodtager%2FAlleAnsoegninger',
    );
  });
});
