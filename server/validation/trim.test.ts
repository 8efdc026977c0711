import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../testing/app';
import { dataUri, fakturaPdf } from '../testing/faktura';
import { gyldigAnmodning, gyldigAnsoegning } from '../testing/fixtures';

// Issue 14: required text of spaces only was accepted and stored blank. Bodies are trimmed before
// validation (engine/trim.ts), so a blank required field gets its required-message and nothing is stored.

let pdfUri: string;
beforeAll(async () => {
  pdfUri = dataUri(await fakturaPdf(), 'application/pdf', 'faktura.pdf');
});

type Problem = { errors: { path: string; message: string }[] };

describe('blank required text', () => {
  it("refuses an invoice number of spaces with the wizard's message and stores nothing", async () => {
    const api = testApp();
    const cookie = await api.citizenLogin('loenmodtager', 'lm-mette');
    const body = gyldigAnmodning(pdfUri);
    const res = await api.json(
      'POST',
      '/api/Forudbetaling/OpretForudbetalingAnmodning',
      { ...body, faktura: { ...body.faktura, fakturaNummer: '   ' } },
      { Cookie: cookie },
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as Problem).errors).toContainEqual({
      path: '/faktura/fakturaNummer',
      message: 'Der skal angives fakturanummer.',
    });
    expect(await api.deps.store.collection('anmodninger').all()).toEqual([]);
  });

  it('stores text trimmed', async () => {
    const api = testApp();
    const cookie = await api.citizenLogin('loenmodtager', 'lm-mette');
    const body = gyldigAnmodning(pdfUri);
    const res = await api.json(
      'POST',
      '/api/Forudbetaling/OpretForudbetalingAnmodning',
      { ...body, faktura: { ...body.faktura, fakturaNummer: '  KN-7 ' } },
      { Cookie: cookie },
    );
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const laest = (await (
      await api.json('GET', `/api/Forudbetaling/HentForudbetalingAnmodning/${id}`, undefined, { Cookie: cookie })
    ).json()) as {
      faktura: { fakturaNummer: string };
    };
    expect(laest.faktura.fakturaNummer).toBe('KN-7');
  });

  it("refuses the secretariat's correction to an invoice number of spaces and changes nothing", async () => {
    const api = testApp();
    const cookie = await api.citizenLogin('loenmodtager', 'lm-mette');
    const { id } = (await (
      await api.json('POST', '/api/Forudbetaling/OpretForudbetalingAnmodning', gyldigAnmodning(pdfUri), { Cookie: cookie })
    ).json()) as { id: number };
    const { accessToken } = await api.adminLogin();
    const admin = (method: string, path: string, body?: unknown) =>
      api.json(method, path, body, { Authorization: `Bearer ${accessToken}` });
    const foer = await (await admin('GET', `/api/ForudbetalingAdmin/HentForudbetalingAnmodning/${id}`)).json();
    const res = await admin('POST', '/api/ForudbetalingAdmin/OpdaterAnmodningerAdmin', {
      anmodningId: id,
      faktura: { cvr: '41876506', fakturaNummer: '  ', bankOverfoersel: { regNr: '9570', kontoNummer: '12345678' } },
      deltagelser: [{ ansogningId: 1001, pris: 18000, periodeStart: '2026-12-02', periodeSlut: '2026-12-12' }],
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Problem).errors).toContainEqual({
      path: '/faktura/fakturaNummer',
      message: 'Fakturanummer er ikke angivet korrekt.',
    });
    expect(await (await admin('GET', `/api/ForudbetalingAdmin/HentForudbetalingAnmodning/${id}`)).json()).toEqual(foer);
  });

  it("refuses the employer's representative name and job title of spaces with their messages", async () => {
    const api = testApp();
    const cookie = await api.citizenLogin('virksomhed', '31245001');
    const body = gyldigAnsoegning();
    const res = await api.json(
      'POST',
      '/api/ArbejdsmangelAnsoegning/OpretAnsoegning',
      { ...body, medarbejderRepraesentant: { ...body.medarbejderRepraesentant, navn: ' ', jobTitel: '\t ' } },
      { Cookie: cookie },
    );
    expect(res.status).toBe(400);
    const { errors } = (await res.json()) as Problem;
    expect(errors).toContainEqual({ path: '/medarbejderRepraesentant/navn', message: 'Navn på repræsentant skal angives.' });
    expect(errors).toContainEqual({ path: '/medarbejderRepraesentant/jobTitel', message: 'Jobtitel på repræsentant skal angives.' });
    expect(await api.deps.store.collection('arbejdsmangel').all()).toEqual([]);
  });

  // Issue 33: characters that show nothing passed the required rule and were stored as filled in.
  it('refuses an invoice number of zero-width spaces and names of Hangul fillers, and stores nothing', async () => {
    const api = testApp();
    const loenmodtager = { Cookie: await api.citizenLogin('loenmodtager', 'lm-mette') };
    const body = gyldigAnmodning(pdfUri);
    const faktura = await api.json(
      'POST',
      '/api/Forudbetaling/OpretForudbetalingAnmodning',
      { ...body, faktura: { ...body.faktura, fakturaNummer: '\u200B\u200B\u200B' } },
      loenmodtager,
    );
    expect(faktura.status).toBe(400);
    expect(((await faktura.json()) as Problem).errors).toContainEqual({
      path: '/faktura/fakturaNummer',
      message: 'Der skal angives fakturanummer.',
    });
    expect(await api.deps.store.collection('anmodninger').all()).toEqual([]);

    const virksomhed = { Cookie: await api.citizenLogin('virksomhed', '31245001') };
    const ansoegning = gyldigAnsoegning();
    const res = await api.json(
      'POST',
      '/api/ArbejdsmangelAnsoegning/OpretAnsoegning',
      {
        ...ansoegning,
        medarbejderRepraesentant: { ...ansoegning.medarbejderRepraesentant, navn: '\u3164\u3164', jobTitel: '\u2800\uFEFF\u115F' },
      },
      virksomhed,
    );
    expect(res.status).toBe(400);
    const { errors } = (await res.json()) as Problem;
    expect(errors).toContainEqual({ path: '/medarbejderRepraesentant/navn', message: 'Navn på repræsentant skal angives.' });
    expect(errors).toContainEqual({ path: '/medarbejderRepraesentant/jobTitel', message: 'Jobtitel på repræsentant skal angives.' });
    expect(await api.deps.store.collection('arbejdsmangel').all()).toEqual([]);
  });

  it('keeps a password as typed (its schema says trim: false)', async () => {
    const api = testApp();
    const res = await api.json('POST', '/api/auth/token', { brugernavn: ' admin ', adgangskode: ' admin ' });
    expect(res.status).toBe(401);
    expect((await api.json('POST', '/api/auth/token', { brugernavn: ' admin ', adgangskode: 'admin' })).status).toBe(200);
  });
});
