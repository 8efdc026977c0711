import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createKlienter } from '../identity/klienter';
import { createOprydning } from '../oprydning';
import { testApp } from '../testing/app';
import { createLoginForsoeg } from './login-forsoeg';
import { laesTrustProxy } from './klient-adresse';

const fra = (adresse: string) => ({ 'X-Forwarded-For': adresse });
type Par = { accessToken: string; refreshToken: string };

describe('failed sign-ins are counted per client address', () => {
  it('counts no sign-in or refresh that succeeds, so a portal behind one proxy address is not one counter', async () => {
    const { json } = testApp({ loginRateLimitPerMinute: 3 });
    let par: Par | undefined;
    for (let i = 0; i < 6; i++) {
      const res = await json('POST', '/api/auth/token', { brugernavn: 'admin', adgangskode: 'admin' });
      expect(res.status, `login ${i + 1}`).toBe(200);
      par = (await res.json()) as Par;
    }
    for (let i = 0; i < 6; i++) {
      const res = await json('POST', '/api/auth/refresh', { refreshToken: par!.refreshToken });
      expect(res.status, `refresh ${i + 1}`).toBe(200);
      par = (await res.json()) as Par;
    }
  });

  it('behind a trusted proxy, one client over the limit does not stop another; refused refreshes count', async () => {
    const { json } = testApp({ loginRateLimitPerMinute: 3, trustProxy: { hop: 1 } });
    for (let i = 0; i < 3; i++)
      expect((await json('POST', '/api/auth/refresh', { refreshToken: `gaet-${i}` }, fra('203.0.113.1'))).status).toBe(401);
    const spaerret = await json('POST', '/api/auth/token', { brugernavn: 'admin', adgangskode: 'admin' }, fra('203.0.113.1'));
    expect(spaerret.status).toBe(429);
    expect(spaerret.headers.get('Retry-After')).toBe('60');
    expect((await json('POST', '/api/auth/token', { brugernavn: 'admin', adgangskode: 'admin' }, fra('203.0.113.2'))).status).toBe(200);
  });

  it('behind a trusted proxy, answers as usual whatever X-Forwarded-For holds (a garbage entry is no counter key)', async () => {
    const { json } = testApp({ trustProxy: { hop: 1 } });
    for (const videresendt of ['a'.repeat(300), 'unknown', '203.0.113.9:5123', '[2001:db8::1]:443']) {
      expect((await json('POST', '/api/auth/refresh', { refreshToken: 'gaet' }, fra(videresendt))).status, videresendt).toBe(401);
      expect(
        (await json('POST', '/api/auth/token', { brugernavn: 'admin', adgangskode: 'admin' }, fra(videresendt))).status,
        videresendt,
      ).toBe(200);
    }
  });

  it('without TRUST_PROXY, a client cannot escape its count by writing another X-Forwarded-For', async () => {
    const { json } = testApp({ loginRateLimitPerMinute: 3 });
    for (let i = 0; i < 3; i++)
      expect((await json('POST', '/api/auth/refresh', { refreshToken: `gaet-${i}` }, fra(`198.51.100.${i}`))).status).toBe(401);
    expect((await json('POST', '/api/auth/refresh', { refreshToken: 'gaet' }, fra('198.51.100.99'))).status).toBe(429);
  });
});

describe('failed sign-ins are counted per account', () => {
  it('slows a guesser who spreads one account over many addresses, and lets the account in when the window has passed', async () => {
    const { json, clock } = testApp({ loginAccountFailures: 3, trustProxy: { hop: 1 } });
    for (let i = 0; i < 3; i++)
      expect((await json('POST', '/api/auth/token', { brugernavn: 'admin', adgangskode: `gaet-${i}` }, fra(`203.0.113.${i}`))).status).toBe(
        401,
      );
    const spaerret = await json('POST', '/api/auth/token', { brugernavn: 'Admin', adgangskode: 'admin' }, fra('203.0.113.50'));
    expect(spaerret.status).toBe(429);
    expect(Number(spaerret.headers.get('Retry-After'))).toBeGreaterThan(800);
    // Another account is not locked out.
    expect(
      (await json('POST', '/api/auth/token', { brugernavn: 'sagsbehandler', adgangskode: 'sagsbehandler' }, fra('203.0.113.50'))).status,
    ).toBe(200);
    clock.advance(15 * 60_000 + 1000);
    expect((await json('POST', '/api/auth/token', { brugernavn: 'admin', adgangskode: 'admin' }, fra('203.0.113.50'))).status).toBe(200);
  });

  it("resets the account's count at a successful sign-in", async () => {
    const { json } = testApp({ loginAccountFailures: 3 });
    const log = (adgangskode: string) => json('POST', '/api/auth/token', { brugernavn: 'admin', adgangskode });
    expect((await log('forkert')).status).toBe(401);
    expect((await log('forkert')).status).toBe(401);
    expect((await log('admin')).status).toBe(200);
    expect((await log('forkert')).status).toBe(401);
    expect((await log('forkert')).status).toBe(401);
  });

  it("does not count a service account's wrong secrets by its client_id, so no one can lock the real client out", async () => {
    const api = testApp({ loginAccountFailures: 2, trustProxy: { hop: 1 } });
    const { clientId, clientSecret } = await createKlienter(api.deps).opret('oekonomisystem', ['Betalingsordrer']);
    // The client_id is no secret (it is logged); its secret is 32 random bytes, so guessing is limited per address only.
    for (let i = 0; i < 5; i++) {
      const krop = { grant_type: 'client_credentials', client_id: clientId, client_secret: `gaet-${i}` };
      expect((await api.json('POST', '/api/auth/token', krop, fra(`203.0.113.${i}`))).status, `gæt ${i + 1}`).toBe(401);
    }
    const rigtig = { grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret };
    expect((await api.json('POST', '/api/auth/token', rigtig, fra('198.51.100.7'))).status).toBe(200);
  });
});

describe('the account an attempt is for', () => {
  it('is known to the limit after the handler, whatever replaced the request object meanwhile (as bodyLimit does)', async () => {
    const { deps } = testApp();
    const forsoeg = createLoginForsoeg({
      store: deps.store,
      now: deps.now,
      trustProxy: laesTrustProxy(undefined),
      prAdresse: 100,
      prKonto: 3,
    });
    const app = new Hono().post(
      '/log-ind',
      forsoeg.graense,
      // A middleware may put a new Request in c.req.raw (bodyLimit does, for a body without Content-Length).
      async (c, next) => {
        await next();
        c.req.raw = new Request(c.req.raw);
      },
      async (c) => {
        await forsoeg.konto(c, 'admin');
        return c.req.query('kode') === 'rigtig' ? c.body(null, 204) : c.body(null, 401);
      },
    );
    const log = async (kode: string) => (await app.request(`/log-ind?kode=${kode}`, { method: 'POST' })).status;
    expect([await log('forkert'), await log('forkert'), await log('rigtig')]).toEqual([401, 401, 204]);
    // The success reset the account's count: two more failures are failures, not 429.
    expect([await log('forkert'), await log('forkert')]).toEqual([401, 401]);
  });
});

describe('the counters', () => {
  it('are swept by the expiry sweep once they are an hour old, so the store does not keep every address that ever failed', async () => {
    const { json, clock, deps } = testApp({ trustProxy: { hop: 1 } });
    const taellere = async () => (await deps.store.collection<{ id: string }>('rate-limit').find()).map((t) => t.id).sort();
    expect((await json('POST', '/api/auth/refresh', { refreshToken: 'gaet' }, fra('203.0.113.1'))).status).toBe(401);
    clock.advance(30 * 60_000);
    expect((await json('POST', '/api/auth/refresh', { refreshToken: 'gaet' }, fra('203.0.113.2'))).status).toBe(401);
    expect(await taellere()).toEqual(['login:203.0.113.1', 'login:203.0.113.2']);
    clock.advance(30 * 60_000);
    // Exactly an hour since its failure: kept, as its window might still be one of an hour.
    expect(await createOprydning(deps).ryd()).toMatchObject({ taellere: 0 });
    clock.advance(1);
    expect(await createOprydning(deps).ryd()).toMatchObject({ taellere: 1 });
    expect(await taellere()).toEqual(['login:203.0.113.2']);
  });
});
