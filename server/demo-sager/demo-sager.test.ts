import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../config';
import { startInstans, type Instans } from '../testing/instans';
import { testApp } from '../testing/app';
import { seedDemoSager } from './index';
import { demoSagerVedStart } from './ved-start';

const statusser = (liste: { status: string }[]) => [...new Set(liste.map((s) => s.status))].sort();

describe('the demo cases of a fresh embedded demo start (npm start, not production)', () => {
  let server: Instans;
  let admin: Record<string, string>;
  const hent = async <T>(sti: string, headers: Record<string, string> = admin) =>
    (await (await fetch(`${server.base}${sti}`, { headers })).json()) as T;
  beforeAll(async () => {
    // As npm start: no DEMO_SAGER, no DATABASE_URL, NODE_ENV not production.
    server = await startInstans({});
    const svar = await fetch(`${server.base}/api/auth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ brugernavn: 'admin', adgangskode: 'admin' }),
    });
    admin = { Authorization: `Bearer ${((await svar.json()) as { accessToken: string }).accessToken}` };
  }, 60_000);
  afterAll(() => server?.stop());

  it('has requests and work-shortage applications in several statuses, each with its history', async () => {
    const anmodninger = await hent<{ data: { anmodningId: number; status: string }[] }>('/api/ForudbetalingAdmin/FindAnmodninger');
    expect(statusser(anmodninger.data)).toEqual(['Afvist', 'Godkendt', 'Oprettet']);
    const ansoegninger = await hent<{ contents: { id: number; status: string }[] }>(
      '/api/ArbejdsmangelAnsoegningAdmin/HentFlereArbejdsmangelAnsoegningerAdmin',
    );
    expect(statusser(ansoegninger.contents)).toEqual(['Afvist', 'Godkendt', 'Indsendt']);
    const godkendt = anmodninger.data.find((a) => a.status === 'Godkendt')!;
    const detalje = await hent<{ historik: { handling: string }[] }>(
      `/api/ForudbetalingAdmin/HentForudbetalingAnmodning/${godkendt.anmodningId}`,
    );
    expect(detalje.historik.length).toBeGreaterThanOrEqual(2);
  });

  it('leaves the demo employees the courses they are offered on a store without them', async () => {
    const cookie = async (bruger: string) => {
      const svar = await fetch(`${server.base}/fonditlogin`, {
        method: 'POST',
        body: new URLSearchParams({ loginHint: 'loenmodtager', bruger, returnUrl: '/app' }),
        redirect: 'manual',
      });
      return { Cookie: svar.headers.get('Set-Cookie')!.split(';')[0]! };
    };
    const tomt = testApp();
    for (const bruger of ['lm-mette', 'lm-lars', 'lm-sofie']) {
      const her = await hent<unknown>('/api/Forudbetaling/AnsogningerDerKanOprettesAnmodningerFor', await cookie(bruger));
      const uden = await tomt.app.request('/api/Forudbetaling/AnsogningerDerKanOprettesAnmodningerFor', {
        headers: { Cookie: await tomt.citizenLogin('loenmodtager', bruger) },
      });
      expect(her).toEqual(await uden.json());
    }
  });
});

describe('seedDemoSager', () => {
  it('makes the cases once, through the API, in either store', async () => {
    const api = testApp({ demoSager: true });
    const request = (sti: string, init: RequestInit) => Promise.resolve(api.app.request(sti, init));
    expect(await seedDemoSager(api.deps, request)).toBe(7);
    // A second start finds the marker and makes none.
    expect(await seedDemoSager(api.deps, request)).toBe(0);
    expect(await api.deps.store.collection('anmodninger').find({})).toHaveLength(4);
  }, 60_000);

  it('makes the cases once when two starts seed at once (several instances on one database)', async () => {
    const api = testApp({ demoSager: true });
    const request = (sti: string, init: RequestInit) => Promise.resolve(api.app.request(sti, init));
    const antal = await Promise.all([seedDemoSager(api.deps, request), seedDemoSager(api.deps, request)]);
    expect(antal.sort()).toEqual([0, 7]);
    expect(await api.deps.store.collection('anmodninger').find({})).toHaveLength(4);
    expect(await api.deps.store.collection('arbejdsmangel').find({})).toHaveLength(3);
    expect(await api.deps.store.collection('seed').get('demosager')).toMatchObject({ faerdig: true });
  }, 60_000);

  it('does not take up a seeding cut off halfway: a later start makes none and throws nothing', async () => {
    const api = testApp({ demoSager: true });
    await api.deps.store.collection('seed').put('demosager', { tidspunkt: '2026-01-01T00:00:00.000Z', faerdig: false });
    expect(await seedDemoSager(api.deps, (sti, init) => Promise.resolve(api.app.request(sti, init)))).toBe(0);
    expect(await api.deps.store.collection('anmodninger').find({})).toHaveLength(0);
  });

  it('makes none when the start is not a demo start (production, PostgreSQL unless asked, DEMO_SAGER=false)', async () => {
    const api = testApp({ demoSager: false });
    expect(await seedDemoSager(api.deps, (sti, init) => Promise.resolve(api.app.request(sti, init)))).toBe(0);
    expect(await api.deps.store.collection('anmodninger').find({})).toHaveLength(0);
  });
});

describe('DEMO_SAGER', () => {
  it.each([
    ['the embedded demo start', {}, true],
    ['NODE_ENV=production', { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) }, false],
    ['NODE_ENV=production even when asked', { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), DEMO_SAGER: 'true' }, false],
    ['PostgreSQL', { DATABASE_URL: 'postgres://localhost/fond' }, false],
    ['PostgreSQL when asked', { DATABASE_URL: 'postgres://localhost/fond', DEMO_SAGER: 'true' }, true],
    ['DEMO_SAGER=false', { DEMO_SAGER: 'false' }, false],
  ])('%s: %s', (_navn, env, forventet) => {
    const e = env as NodeJS.ProcessEnv;
    expect(demoSagerVedStart(e, e['NODE_ENV'] === 'production', e['DATABASE_URL'])).toBe(forventet);
  });

  it('refuses a value that is not true or false', () => {
    expect(() => configFromEnv({ DATA_DIR: '/tmp/x', DEMO_SAGER: 'ja' })).toThrow(/DEMO_SAGER/);
  });
});
