import { beforeAll, describe, expect, it } from 'vitest';
import { appMedAnmodning, godkendelse } from './testing/anmodning';
import { testApp } from './testing/app';
import { dataUri, fakturaPdf } from './testing/faktura';
import { gyldigAnmodning, gyldigAnsoegning } from './testing/fixtures';
import { ruter } from './ruter';

let pdfUri: string;
beforeAll(async () => {
  pdfUri = dataUri(await fakturaPdf());
});

const OPRET = '/api/Forudbetaling/OpretForudbetalingAnmodning';

describe('Idempotency-Key', () => {
  it('creates one request for the same key sent twice, and answers the first answer again', async () => {
    const api = testApp();
    const mette = { Cookie: await api.citizenLogin('loenmodtager', 'lm-mette') };
    const medNoegle = { ...mette, 'Idempotency-Key': 'c0ffee-1' };
    const foerste = await api.json('POST', OPRET, gyldigAnmodning(pdfUri), medNoegle);
    expect(foerste.status).toBe(201);
    expect(foerste.headers.get('Idempotent-Replayed')).toBeNull();
    const anden = await api.json('POST', OPRET, gyldigAnmodning(pdfUri), medNoegle);
    expect(anden.status).toBe(201);
    expect(anden.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await anden.json()).toEqual(await foerste.json());
    expect(await api.deps.store.collection('anmodninger').all()).toHaveLength(1);
    // One receipt: the second answer sent nothing.
    expect(await api.deps.store.collection('mails').all()).toHaveLength(1);
  });

  it('answers 422 in Danish for the same key with another body, and changes nothing', async () => {
    const api = testApp();
    const mette = { Cookie: await api.citizenLogin('loenmodtager', 'lm-mette'), 'Idempotency-Key': 'noegle-2' };
    expect((await api.json('POST', OPRET, gyldigAnmodning(pdfUri), mette)).status).toBe(201);
    const anden = {
      ...gyldigAnmodning(pdfUri),
      deltagelser: [{ ansogningId: 1002, pris: 9200, periodeStart: '2026-12-01', periodeSlut: '2026-12-05' }],
    };
    const svar = await api.json('POST', OPRET, anden, mette);
    expect(svar.status).toBe(422);
    expect(svar.headers.get('Content-Type')).toContain('application/problem+json');
    expect(await svar.json()).toEqual({
      type: 'about:blank',
      status: 422,
      title: 'Idempotency-Key er allerede brugt til en anden forespørgsel.',
      detail: 'Send den samme forespørgsel igen med nøglen, eller brug en ny nøgle til en ny forespørgsel.',
    });
    expect(await api.deps.store.collection('anmodninger').all()).toHaveLength(1);
  });

  it('creates one request when the same key arrives twice at once: the other waits for its answer, or is told it is under way', async () => {
    const api = testApp();
    const mette = { Cookie: await api.citizenLogin('loenmodtager', 'lm-mette'), 'Idempotency-Key': 'samtidig' };
    const svar = await Promise.all([
      api.json('POST', OPRET, gyldigAnmodning(pdfUri), mette),
      api.json('POST', OPRET, gyldigAnmodning(pdfUri), mette),
    ]);
    const statusser = svar.map((s) => s.status).sort();
    // PostgreSQL: the second waits on the first's row and answers its answer; the embedded store: 409 while it runs.
    expect([
      [201, 201],
      [201, 409],
    ]).toContainEqual(statusser);
    expect(await api.deps.store.collection('anmodninger').all()).toHaveLength(1);
  });

  it('keeps a key per caller, keeps nothing for a refused request, expires after 24 hours, and refuses a malformed key', async () => {
    const api = testApp();
    const nordisk = { Cookie: await api.citizenLogin('virksomhed', '31245001'), 'Idempotency-Key': 'faelles' };
    const fyns = { Cookie: await api.citizenLogin('virksomhed', '38765418'), 'Idempotency-Key': 'faelles' };
    const opret = (headers: Record<string, string>, body: unknown = gyldigAnsoegning()) =>
      api.json('POST', '/api/ArbejdsmangelAnsoegning/OpretAnsoegning', body, headers);
    // A refused body keeps nothing: the same key with a valid body then runs.
    expect((await opret(nordisk, { ...gyldigAnsoegning(), medarbejdere: [] })).status).toBe(400);
    const a = await opret(nordisk);
    expect(a.status).toBe(201);
    expect((await opret(nordisk)).headers.get('Idempotent-Replayed')).toBe('true');
    // Another company's same key is its own.
    const b = await opret(fyns);
    expect(b.status).toBe(201);
    expect(b.headers.get('Idempotent-Replayed')).toBeNull();
    expect(await api.deps.store.collection('arbejdsmangel').all()).toHaveLength(2);
    // A day later the key is free again (and the sweep forgets the answers).
    api.clock.advance(24 * 3_600_000 + 1);
    const nordiskIgen = { ...nordisk, Cookie: await api.citizenLogin('virksomhed', '31245001') };
    expect((await opret(nordiskIgen)).headers.get('Idempotent-Replayed')).toBeNull();
    expect(await api.deps.store.collection('arbejdsmangel').all()).toHaveLength(3);

    const ugyldig = await opret({ ...nordiskIgen, 'Idempotency-Key': 'med mellemrum' });
    expect(ugyldig.status).toBe(400);
    expect(await ugyldig.json()).toMatchObject({ title: 'Idempotency-Key skal være 1-255 synlige tegn uden mellemrum.' });
    expect(await api.deps.store.collection('arbejdsmangel').all()).toHaveLength(3);
  });

  it('approves once for a handling sent twice with its key, with one e-mail and one payment order', async () => {
    const { json, admin, id, deps } = await appMedAnmodning();
    const medNoegle = { ...admin, 'Idempotency-Key': `godkend-${id}` };
    const foerste = await json('POST', '/api/ForudbetalingAdmin/GodkendAnmodning', godkendelse(id), medNoegle);
    expect(foerste.status).toBe(200);
    const anden = await json('POST', '/api/ForudbetalingAdmin/GodkendAnmodning', godkendelse(id), medNoegle);
    expect(anden.status).toBe(200);
    expect(anden.headers.get('Idempotent-Replayed')).toBe('true');
    expect(anden.headers.get('ETag')).toBe(foerste.headers.get('ETag'));
    expect(await anden.json()).toEqual(await foerste.json());
    expect(await deps.store.collection('betalingsordrer').all()).toHaveLength(1);
    // The receipt and the approval.
    expect(await deps.store.collection('mails').all()).toHaveLength(2);
    // Without the key the second approval is what it always was: 409, already handled.
    expect((await json('POST', '/api/ForudbetalingAdmin/GodkendAnmodning', godkendelse(id), admin)).status).toBe(409);
  });

  it('is taken by the creations and every handling route, as the route table says', () => {
    const medNoegle = Object.entries(ruter)
      .filter(([, r]) => r.idempotens)
      .map(([navn]) => navn);
    expect(medNoegle).toEqual(
      expect.arrayContaining([
        'POST /api/Forudbetaling/OpretForudbetalingAnmodning',
        'POST /api/ArbejdsmangelAnsoegning/OpretAnsoegning',
        'POST /api/ForudbetalingAdmin/GodkendAnmodning',
        'POST /api/ForudbetalingAdmin/AfvisAnmodning',
        'POST /api/ForudbetalingAdmin/SkiftAnmodningStatusManuel',
        'PUT /api/ForudbetalingAdmin/UdfoerHandling',
        'POST /api/ForudbetalingAdmin/OpdaterAnmodningerAdmin',
        'PUT /api/ArbejdsmangelAnsoegningAdmin/UdfoerHandlingPaaArbejdsmangelAnsoegning',
        'POST /api/ArbejdsmangelAnsoegningAdmin/OpdaterArbejdsmangelAnsoegningAdmin',
      ]),
    );
    // Only writes: a read is safe to repeat anyway.
    expect(medNoegle.filter((navn) => navn.startsWith('GET '))).toEqual([]);
  });
});
