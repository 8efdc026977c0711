import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../testing/app';
import { dataUri, fakturaPdf } from '../testing/faktura';
import { gyldigAnmodning, gyldigAnsoegning } from '../testing/fixtures';
import { startKladdeOprydning } from './index';
import { MAKS_KLADDE_BYTES } from './kladder';

let pdf: Uint8Array;
let fil: string;
beforeAll(async () => {
  pdf = await fakturaPdf();
  fil = dataUri(pdf, 'application/pdf', 'faktura.pdf');
});

/** The wizard's draft as the browser sends it: three steps filled in, the invoice as a data URI. */
const wizardKladde = (url: string) => ({
  trin: 'faktura',
  version: 0,
  data: {
    deltagelser: [{ tilskud: { id: 1001 }, pris: 18500, periode: { startdato: '2026-12-01' } }],
    fakturaoplysninger: { dokument: { url, filnavn: 'faktura.pdf', stoerrelse: pdf.byteLength }, fakturanummer: 'KN' },
  },
});

interface Svar {
  trin: string | null;
  version: number;
  opdateret: string;
  udloeber: string;
  ejer?: string;
  data: { fakturaoplysninger?: { dokument?: { url?: string } } } & Record<string, unknown>;
  filer?: Record<string, string>;
}

async function medPersoner(overrides: Parameters<typeof testApp>[0] = {}) {
  const api = testApp(overrides);
  const cookies = {
    mette: await api.citizenLogin('loenmodtager', 'lm-mette'),
    lars: await api.citizenLogin('loenmodtager', 'lm-lars'),
    nordisk: await api.citizenLogin('virksomhed', '31245001'),
  };
  const som = (hvem: keyof typeof cookies) => (method: string, path: string, body?: unknown) =>
    api.json(method, path, body, { Cookie: cookies[hvem] });
  return { ...api, mette: som('mette'), lars: som('lars'), nordisk: som('nordisk') };
}

describe('a draft of the wizard', () => {
  it('is saved unvalidated, its invoice as a document, and read back with the invoice at the step it was left', async () => {
    const { mette, deps, dokumenter } = await medPersoner();
    const gemt = await mette('PUT', '/api/Kladde/forudbetaling', wizardKladde(fil));
    expect(gemt.status).toBe(200);
    const svar = (await gemt.json()) as Svar;
    expect(svar).toMatchObject({ trin: 'faktura', version: 1 });
    const reference = svar.data.fakturaoplysninger?.dokument?.url;
    expect(reference).toMatch(/^kladde-dokument:[0-9a-f]{64}$/);
    // The record holds the reference only; the file lies once in the document store.
    const [post] = await deps.store.collection('kladder').all();
    expect(JSON.stringify(post)).not.toContain(fil.slice(-200));
    expect(await dokumenter()).toEqual([reference!.slice('kladde-dokument:'.length)]);

    const laest = (await (await mette('GET', '/api/Kladde/forudbetaling')).json()) as Svar;
    expect(laest).toMatchObject({ trin: 'faktura', version: 1, data: wizardKladde(reference!).data });
    expect(laest.filer).toEqual({ [reference!]: fil });
    expect(Date.parse(laest.udloeber) - Date.parse(laest.opdateret)).toBe(30 * 86_400_000);
  });

  it('keeps the file when the reference comes back instead of it, and deletes it when it is removed', async () => {
    const { mette, dokumenter } = await medPersoner();
    const foerste = (await (await mette('PUT', '/api/Kladde/forudbetaling', wizardKladde(fil))).json()) as Svar;
    const reference = foerste.data.fakturaoplysninger!.dokument!.url!;
    const anden = await mette('PUT', '/api/Kladde/forudbetaling', { ...wizardKladde(reference), version: 1, trin: 'troOgLove' });
    expect(await anden.json()).toMatchObject({ version: 2, trin: 'troOgLove' });
    expect((await (await mette('GET', '/api/Kladde/forudbetaling')).json()) as Svar).toMatchObject({ filer: { [reference]: fil } });

    const uden = { trin: 'faktura', version: 2, data: { deltagelser: [], fakturaoplysninger: {} } };
    expect((await mette('PUT', '/api/Kladde/forudbetaling', uden)).status).toBe(200);
    expect(await dokumenter()).toEqual([]);
    // A reference to a file the draft does not have is only text: it reaches no one's document.
    const fremmed = await mette('PUT', '/api/Kladde/forudbetaling', { ...wizardKladde(reference), version: 3 });
    expect(((await (await mette('GET', '/api/Kladde/forudbetaling')).json()) as Svar).filer).toEqual({});
    expect(fremmed.status).toBe(200);
  });

  it('lists only the signed-in person’s drafts, newest first, with a mark that differs per person', async () => {
    const { mette, lars, nordisk } = await medPersoner();
    await mette('PUT', '/api/Kladde/forudbetaling', wizardKladde(fil));
    await nordisk('PUT', '/api/Kladde/arbejdsmangel', { data: { omfang: 'Afdeling' } });
    const metteListe = (await (await mette('GET', '/api/Kladde')).json()) as { ejer: string; kladder: Svar[] };
    expect(metteListe.kladder).toEqual([expect.objectContaining({ formular: 'forudbetaling', trin: 'faktura', version: 1 })]);
    expect(metteListe.kladder[0]).not.toHaveProperty('data');
    const larsListe = (await (await lars('GET', '/api/Kladde')).json()) as { ejer: string; kladder: Svar[] };
    expect(larsListe.kladder).toEqual([]);
    expect(larsListe.ejer).not.toBe(metteListe.ejer);
    expect(((await (await mette('GET', '/api/Kladde')).json()) as { ejer: string }).ejer).toBe(metteListe.ejer);
    expect(((await (await nordisk('GET', '/api/Kladde')).json()) as { kladder: Svar[] }).kladder).toHaveLength(1);
  });
});

describe('who reaches a draft', () => {
  it('another person cannot read, write or delete it: 404, and their own save leaves it alone', async () => {
    const { mette, lars, nordisk, json } = await medPersoner();
    await mette('PUT', '/api/Kladde/forudbetaling', wizardKladde(fil));
    expect((await lars('GET', '/api/Kladde/forudbetaling')).status).toBe(404);
    expect((await lars('DELETE', '/api/Kladde/forudbetaling')).status).toBe(404);
    expect((await lars('PUT', '/api/Kladde/forudbetaling', { trin: 'tilskud', data: { deltagelser: [] } })).status).toBe(200);
    for (const metode of ['GET', 'PUT', 'DELETE']) {
      const res = await nordisk(metode, '/api/Kladde/forudbetaling', metode === 'PUT' ? { data: {} } : undefined);
      expect(res.status, `${metode} som virksomhed`).toBe(404);
      expect(await res.text()).not.toContain('KN');
    }
    expect((await mette('GET', '/api/Kladde/arbejdsmangel')).status).toBe(404);
    expect((await mette('GET', '/api/Kladde/ukendt')).status).toBe(404);
    expect((await json('GET', '/api/Kladde/forudbetaling')).status).toBe(401);
    expect((await json('PUT', '/api/Kladde/forudbetaling', { data: {} })).status).toBe(401);
    expect((await json('GET', '/api/Kladde')).status).toBe(401);
    expect((await (await mette('GET', '/api/Kladde/forudbetaling')).json()) as Svar).toMatchObject({ trin: 'faktura', version: 1 });
  });
});

describe('a draft is never a case', () => {
  it('shows in no admin list, count or export', async () => {
    const { mette, nordisk, json, adminLogin } = await medPersoner();
    await mette('PUT', '/api/Kladde/forudbetaling', wizardKladde(fil));
    await nordisk('PUT', '/api/Kladde/arbejdsmangel', { data: gyldigAnsoegning() });
    const admin = { Authorization: `Bearer ${(await adminLogin()).accessToken}` };
    const hent = async (sti: string) => (await json('GET', sti, undefined, admin)).text();
    expect(JSON.parse(await hent('/api/ForudbetalingAdmin/FindAnmodninger?pageSize=1000000'))).toEqual({ data: [] });
    expect(
      JSON.parse(await hent('/api/ArbejdsmangelAnsoegningAdmin/HentFlereArbejdsmangelAnsoegningerAdmin?pageSize=10000')),
    ).toMatchObject({
      contents: [],
    });
    expect((await hent('/api/ForudbetalingAdmin/Betalingsordrer/fond-industri')).trim().split('\n')).toHaveLength(1);
    const arbejdsgange = await hent('/api/Arbejdsgange');
    const antal = arbejdsgange.match(/"antal":\{[^}]*\}/g) ?? [];
    expect(antal).toHaveLength(2);
    for (const pr of antal) expect(pr).not.toMatch(/:[1-9]/);
    expect(arbejdsgange).not.toContain('Svejseafdelingen');
  });
});

describe('what a save refuses', () => {
  it('answers 413 for a draft over the limit and 400 for a body that is not {data: object}, storing nothing', async () => {
    const { mette, deps, dokumenter } = await medPersoner();
    const stor = { data: { noter: 'x'.repeat(MAKS_KLADDE_BYTES) } };
    const res = await mette('PUT', '/api/Kladde/forudbetaling', stor);
    expect(res.status).toBe(413);
    expect(res.headers.get('Content-Type')).toContain('application/problem+json');
    // Four invoices are more files than a draft holds.
    const filer = ['a', 'b', 'c', 'd'].map((x) => dataUri(new TextEncoder().encode(`%PDF-1.4 ${x}`)));
    expect((await mette('PUT', '/api/Kladde/forudbetaling', { data: { filer } })).status).toBe(413);
    for (const body of [[], { data: [] }, { data: 'tekst' }, { trin: 'faktura' }, { data: {}, ekstra: 1 }, { data: {}, version: -1 }]) {
      const svar = await mette('PUT', '/api/Kladde/forudbetaling', body);
      expect(svar.status, JSON.stringify(body)).toBe(400);
      expect(((await svar.json()) as { errors: unknown[] }).errors.length).toBeGreaterThan(0);
    }
    expect(await deps.store.collection('kladder').all()).toEqual([]);
    expect(await dokumenter()).toEqual([]);
  });

  it('answers 409 to a save based on a draft since deleted, so a late save cannot bring back a submitted draft', async () => {
    const { mette } = await medPersoner();
    await mette('PUT', '/api/Kladde/forudbetaling', wizardKladde(fil));
    expect((await mette('DELETE', '/api/Kladde/forudbetaling')).status).toBe(204);
    const sen = await mette('PUT', '/api/Kladde/forudbetaling', { ...wizardKladde(fil), version: 1 });
    expect(sen.status).toBe(409);
    expect((await mette('GET', '/api/Kladde/forudbetaling')).status).toBe(404);
  });
});

describe('submitting', () => {
  it('turns the wizard’s draft into the request: the draft is gone, the invoice stays as the request’s file', async () => {
    const { mette, dokumenter } = await medPersoner();
    await mette('PUT', '/api/Kladde/forudbetaling', wizardKladde(fil));
    const res = await mette('POST', '/api/Forudbetaling/OpretForudbetalingAnmodning', gyldigAnmodning(fil));
    expect(res.status).toBe(201);
    expect((await mette('GET', '/api/Kladde/forudbetaling')).status).toBe(404);
    expect(await dokumenter()).toHaveLength(1);
    const { id } = (await res.json()) as { id: number };
    expect((await mette('GET', `/api/Forudbetaling/Dokument/${id}`)).status).toBe(200);
  });

  it('turns the company’s draft into the application', async () => {
    const { nordisk } = await medPersoner();
    await nordisk('PUT', '/api/Kladde/arbejdsmangel', { data: gyldigAnsoegning() });
    expect((await nordisk('POST', '/api/ArbejdsmangelAnsoegning/OpretAnsoegning', gyldigAnsoegning())).status).toBe(201);
    expect((await nordisk('GET', '/api/Kladde/arbejdsmangel')).status).toBe(404);
  });
});

describe('a session that runs out', () => {
  it('keeps the draft: the next save is refused with 401, and after a new login the draft is there at its step with the invoice', async () => {
    const api = testApp({ sessionIdleMinutes: 30 });
    const foer = { Cookie: await api.citizenLogin('loenmodtager', 'lm-mette') };
    expect((await api.json('PUT', '/api/Kladde/forudbetaling', wizardKladde(fil), foer)).status).toBe(200);
    api.clock.advance(31 * 60_000);
    expect((await api.json('PUT', '/api/Kladde/forudbetaling', { ...wizardKladde(fil), version: 1 }, foer)).status).toBe(401);

    const efter = { Cookie: await api.citizenLogin('loenmodtager', 'lm-mette') };
    const laest = await api.json('GET', '/api/Kladde/forudbetaling', undefined, efter);
    expect(laest.status).toBe(200);
    const svar = (await laest.json()) as Svar;
    expect(svar).toMatchObject({ trin: 'faktura', version: 1 });
    expect(svar.data.fakturaoplysninger?.dokument?.url).toMatch(/^kladde-dokument:[0-9a-f]{64}$/);
  });
});

describe('expiry', () => {
  it('removes drafts past DRAFT_RETENTION_DAYS with their documents, keeping a file a request shares', async () => {
    // Sessions outlive the months the clock moves here.
    const { mette, lars, clock, services, dokumenter } = await medPersoner({ sessionIdleMinutes: 1e9, sessionAbsoluteHours: 1e9 });
    const egen = dataUri(new TextEncoder().encode('%PDF-1.4 kun i kladden'));
    await lars('PUT', '/api/Kladde/forudbetaling', wizardKladde(egen));
    await mette('PUT', '/api/Kladde/forudbetaling', wizardKladde(fil));
    // The same invoice is also submitted by Mette (her draft is then gone), and saved again in a new draft.
    await mette('POST', '/api/Forudbetaling/OpretForudbetalingAnmodning', gyldigAnmodning(fil));
    await mette('PUT', '/api/Kladde/forudbetaling', wizardKladde(fil));
    expect(await dokumenter()).toHaveLength(2);

    clock.advance(29 * 86_400_000);
    expect(await services.kladder.sletUdloebne()).toBe(0);
    await lars('PUT', '/api/Kladde/forudbetaling', { ...wizardKladde(egen), version: 1 });
    clock.advance(2 * 86_400_000);
    // Mette's draft is 31 days old, Lars's changed 2 days ago.
    expect(await services.kladder.sletUdloebne()).toBe(1);
    expect((await mette('GET', '/api/Kladde/forudbetaling')).status).toBe(404);
    expect((await lars('GET', '/api/Kladde/forudbetaling')).status).toBe(200);
    expect(await dokumenter()).toHaveLength(2);

    clock.advance(30 * 86_400_000);
    // Read after its time, a draft is deleted there and then, not shown.
    expect((await lars('GET', '/api/Kladde/forudbetaling')).status).toBe(404);
    expect(await dokumenter()).toHaveLength(1);
    expect(((await (await lars('GET', '/api/Kladde')).json()) as { kladder: unknown[] }).kladder).toEqual([]);
  });

  it('keeps a draft saved again while the sweep is under way', async () => {
    const { mette, clock, services } = await medPersoner({ sessionIdleMinutes: 1e9, sessionAbsoluteHours: 1e9 });
    await mette('PUT', '/api/Kladde/forudbetaling', wizardKladde(fil));
    clock.advance(31 * 86_400_000);
    const ejer = { type: 'loenmodtager', id: 'lm-mette' } as const;
    const [gemt, slettet] = await Promise.all([
      services.kladder.gem('forudbetaling', ejer, { ...wizardKladde(fil), version: 1 }),
      services.kladder.sletUdloebne(),
    ]);
    expect(gemt.version).toBe(2);
    expect(slettet).toBe(0);
    expect((await mette('GET', '/api/Kladde/forudbetaling')).status).toBe(200);
  });

  it('is swept at the start and then daily', async () => {
    const api = await medPersoner({ sessionIdleMinutes: 1e9 });
    await api.mette('PUT', '/api/Kladde/forudbetaling', wizardKladde(fil));
    api.clock.advance(31 * 86_400_000);
    const stop = startKladdeOprydning(api.deps, api.services.kladder);
    try {
      await expect.poll(() => api.dokumenter()).toEqual([]);
      expect(await api.deps.store.collection('kladder').all()).toEqual([]);
    } finally {
      stop();
    }
  });

  it('follows DRAFT_RETENTION_DAYS', async () => {
    const api = testApp({ draftRetentionDays: 2, sessionIdleMinutes: 1e9 });
    const cookie = await api.citizenLogin('virksomhed', '31245001');
    await api.json('PUT', '/api/Kladde/arbejdsmangel', { data: {} }, { Cookie: cookie });
    api.clock.advance(2 * 86_400_000);
    expect(await api.services.kladder.sletUdloebne()).toBe(1);
  });
});
