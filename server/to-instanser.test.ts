import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { dataUri, fakturaPdf } from './testing/faktura';
import { gyldigAnmodning, gyldigAnsoegning } from './testing/fixtures';
import { startInstans, type Instans } from './testing/instans';
import { nyDatabase } from './testing/postgres';

const OFFENTLIG = 'http://fond.test';

/**
 * Two server processes on one PostgreSQL database, as behind a load balancer: what one knows, the
 * other knows, and a conflict between them is decided by the database.
 */
describe('two instances on one database', () => {
  let url: string;
  let a: Instans;
  let b: Instans;

  beforeAll(async () => {
    url = await nyDatabase(inject('databaseUrl'), { migreret: false });
    const env = { DATABASE_URL: url, SESSION_SECRET: 'to-instanser-hemmelighed', PUBLIC_BASE_URL: OFFENTLIG };
    // The first migrates the empty database; the second finds it migrated.
    [a, b] = await Promise.all([startInstans(env), startInstans(env)]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
  });

  const json = (i: Instans, sti: string, body: unknown, headers: Record<string, string> = {}, method = 'POST') =>
    fetch(`${i.base}${sti}`, { method, headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });

  const borgerLogin = async (i: Instans, loginHint: string, bruger: string) => {
    const res = await fetch(`${i.base}/fonditlogin`, {
      method: 'POST',
      body: new URLSearchParams({ loginHint, bruger, returnUrl: '/app' }),
      redirect: 'manual',
    });
    return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
  };
  const adminLogin = async (i: Instans, brugernavn = 'admin') =>
    (await (await json(i, '/api/auth/token', { brugernavn, adgangskode: brugernavn })).json()) as {
      accessToken: string;
      refreshToken: string;
    };
  const status = async (i: Instans, cookie: string) =>
    ((await (await fetch(`${i.base}/api/loginStatus.aspx`, { headers: { Cookie: cookie } })).json()) as { data: { type: string | null } })
      .data.type;

  it('shares a citizen session: logged in on one is logged in on the other, logged out on one is out on both', async () => {
    const mette = await borgerLogin(a, 'loenmodtager', 'lm-mette');
    expect(await status(b, mette)).toBe('loenmodtager');
    expect((await fetch(`${b.base}/api/Forudbetaling/MineAnmodninger`, { headers: { Cookie: mette } })).status).toBe(200);
    const ud = await fetch(`${a.base}/log-ud`, { method: 'POST', headers: { Cookie: mette, Origin: OFFENTLIG }, redirect: 'manual' });
    expect(ud.status).toBe(302);
    expect(await status(b, mette)).toBeNull();
    expect((await fetch(`${b.base}/api/Forudbetaling/MineAnmodninger`, { headers: { Cookie: mette } })).status).toBe(401);
  });

  it('shares admin tokens: issued by one, used and refreshed on the other; logging out on one ends it on both', async () => {
    const { accessToken, refreshToken } = await adminLogin(a);
    const liste = '/api/ArbejdsmangelAnsoegningAdmin/HentFlereArbejdsmangelAnsoegningerAdmin';
    expect((await fetch(`${b.base}${liste}`, { headers: { Authorization: `Bearer ${accessToken}` } })).status).toBe(200);
    const fornyet = await json(b, '/api/auth/refresh', { refreshToken });
    expect(fornyet.status).toBe(200);
    const par = (await fornyet.json()) as { refreshToken: string };
    // The rotated-away token is spent on both.
    expect((await json(a, '/api/auth/refresh', { refreshToken })).status).toBe(401);
    expect((await json(a, '/api/auth/logout', { refreshToken: par.refreshToken })).status).toBe(204);
    expect((await json(b, '/api/auth/refresh', { refreshToken: par.refreshToken })).status).toBe(401);
  });

  it('lets exactly one of two simultaneous approvals of one request through, the other gets 409', async () => {
    const mette = await borgerLogin(a, 'loenmodtager', 'lm-mette');
    const pdf = dataUri(await fakturaPdf(), 'application/pdf', 'faktura.pdf');
    const oprettet = await json(b, '/api/Forudbetaling/OpretForudbetalingAnmodning', gyldigAnmodning(pdf), { Cookie: mette });
    expect(oprettet.status).toBe(201);
    const { id } = (await oprettet.json()) as { id: number };
    // The same applications cannot be claimed again, whichever instance is asked.
    expect((await json(a, '/api/Forudbetaling/OpretForudbetalingAnmodning', gyldigAnmodning(pdf), { Cookie: mette })).status).toBe(400);

    const { accessToken } = await adminLogin(b);
    const admin = { Authorization: `Bearer ${accessToken}` };
    const godkend = (i: Instans) =>
      json(
        i,
        '/api/ForudbetalingAdmin/GodkendAnmodning',
        { anmodningId: id, version: 1, email: { subject: 'Godkendt', body: '<p>Ja</p>' } },
        admin,
      );
    const svar = await Promise.all([godkend(a), godkend(b)]);
    expect(svar.map((r) => r.status).sort()).toEqual([200, 409]);
    const ordrer = await fetch(`${a.base}/api/ForudbetalingAdmin/Betalingsordrer/fond-industri`, { headers: admin });
    expect((await ordrer.text()).trim().split('\r\n')).toHaveLength(2);
  });

  it('lets exactly one of 20 simultaneous edits with the same version through, across both', async () => {
    const virksomhed = await borgerLogin(b, 'virksomhed', '31245001');
    const oprettet = await json(a, '/api/ArbejdsmangelAnsoegning/OpretAnsoegning', gyldigAnsoegning(), { Cookie: virksomhed });
    expect(oprettet.status).toBe(201);
    const { id } = (await oprettet.json()) as { id: number };
    const { accessToken } = await adminLogin(a);
    const admin = { Authorization: `Bearer ${accessToken}` };
    const ret = (i: number) =>
      json(
        i % 2 ? a : b,
        '/api/ArbejdsmangelAnsoegningAdmin/OpdaterArbejdsmangelAnsoegningAdmin',
        { ...gyldigAnsoegning(), id, version: 1, ansoegningsNavn: `Rettet ${i}` },
        admin,
      );
    const svar = await Promise.all(Array.from({ length: 20 }, (_, i) => ret(i)));
    const koder = svar.map((r) => r.status);
    expect(koder.filter((k) => k === 200)).toHaveLength(1);
    expect(koder.filter((k) => k === 409)).toHaveLength(19);
  });

  it('sends each e-mail exactly once: every outbox record leaves once, by one of the two', async () => {
    const virksomhed = await borgerLogin(a, 'virksomhed', '38765418');
    const svar = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        json(i % 2 ? a : b, '/api/ArbejdsmangelAnsoegning/OpretAnsoegning', gyldigAnsoegning(), { Cookie: virksomhed }),
      ),
    );
    expect(svar.every((r) => r.status === 201)).toBe(true);
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    try {
      let tilbage = -1;
      for (let i = 0; i < 100 && tilbage !== 0; i++) {
        tilbage = Number((await db.query("SELECT count(*) AS n FROM records WHERE collection = 'udbakke'")).rows[0].n);
        if (tilbage) await new Promise((r) => setTimeout(r, 100));
      }
      expect(tilbage).toBe(0);
      const sendte = (await db.query<{ id: string }>("SELECT id FROM records WHERE collection = 'mails'")).rows.map((r) => r.id);
      // What the tests above caused: a request's receipt and its approval, 1 + 12 work-shortage receipts.
      expect(sendte).toHaveLength(15);
      const filer = [a, b].flatMap((i) => {
        try {
          return readdirSync(join(i.dataDir, 'outbox'));
        } catch {
          return [];
        }
      });
      expect(filer).toHaveLength(15);
      expect(new Set(filer.map((f) => f.slice(-'.eml'.length - 36, -'.eml'.length)))).toEqual(new Set(sendte));
    } finally {
      await db.end();
    }
  });
  it('serves a definition version published on one instance on the other within five seconds, without a restart', async () => {
    const mellemrum = 'Fakturanummer må ikke indeholde mellemrum.';
    const mette = await borgerLogin(b, 'loenmodtager', 'lm-mette');
    // Only the invoice number is looked at: a body the schema refuses changes nothing, so the probe can be sent again and again.
    const fejlVedNummer = async () => {
      const res = await json(
        b,
        '/api/Forudbetaling/OpretForudbetalingAnmodning',
        { faktura: { fakturaNummer: 'AB 12' } },
        { Cookie: mette },
      );
      const { errors } = (await res.json()) as { errors: { path: string; message: string }[] };
      return errors.filter((e) => e.path === '/faktura/fakturaNummer').map((e) => e.message);
    };
    expect(await fejlVedNummer()).not.toContain(mellemrum);

    const admin = { Authorization: `Bearer ${(await adminLogin(a)).accessToken}` };
    const live = (await (await fetch(`${a.base}/api/Definitioner/Live`, { headers: admin })).json()) as {
      version: number;
      filer: Record<string, { definitions: Record<string, object> }>;
    };
    expect(live.version).toBe(1);
    const felter = live.filer['schemas/felter.schema.json']!;
    felter.definitions.fakturanummer = { ...felter.definitions.fakturanummer, pattern: '^\\S+$', errorMessage: { pattern: mellemrum } };
    const { id } = (await (await json(a, '/api/Definitioner/Udkast', { titel: 'Mellemrum' }, admin)).json()) as { id: string };
    expect(
      (await json(a, `/api/Definitioner/Udkast/${id}/Filer`, { sti: 'schemas/felter.schema.json', indhold: felter }, admin, 'PUT')).status,
    ).toBe(200);
    // Published by another than the draft's author (four eyes).
    const analytiker = { Authorization: `Bearer ${(await adminLogin(a, 'analytiker')).accessToken}` };
    expect((await json(a, `/api/Definitioner/Udkast/${id}/Udgiv`, { note: 'To instanser' }, analytiker)).status).toBe(201);
    const udgivet = Date.now();

    let set: string[] = [];
    while (Date.now() - udgivet < 5000 && !set.includes(mellemrum)) {
      set = await fejlVedNummer();
      if (!set.includes(mellemrum)) await new Promise((r) => setTimeout(r, 100));
    }
    expect(set).toContain(mellemrum);
  });
});
