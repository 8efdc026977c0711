import { describe, expect, it } from 'vitest';
import type { KlientRolle } from '../../engine/roller';
import { testApp } from '../testing/app';
import { valider } from '../validation/validator';
import { createKlienter } from './klienter';

/** An app with one client of the given roles, made as `npm run klient:opret` makes it. */
async function medKlient(roller: KlientRolle[] = ['Betalingsordrer']) {
  const api = testApp();
  const klienter = createKlienter(api.deps);
  const { clientId, clientSecret } = await klienter.opret('oekonomisystem', roller);
  const form = (felter: Record<string, string>, headers: Record<string, string> = {}) =>
    api.app.request('/api/auth/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(felter),
    });
  return { ...api, klienter, clientId, clientSecret, form };
}

describe('service accounts', () => {
  it('keep only a salted scrypt hash of the secret, and list without it', async () => {
    const { deps, klienter, clientId, clientSecret } = await medKlient(['Betalingsordrer', 'SagerLaes', 'Betalingsordrer']);
    const gemt = JSON.stringify(await deps.store.collection('klienter').get(clientId));
    expect(gemt).not.toContain(clientSecret);
    expect(gemt).toMatch(/"hemmelighed":"scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}"/);
    expect(clientId).toMatch(/^oekonomisystem-[0-9a-f]{8}$/);
    expect(clientSecret).toMatch(/^[\w-]{43}$/);
    expect(await klienter.liste()).toEqual([
      { id: clientId, navn: 'oekonomisystem', roller: ['Betalingsordrer', 'SagerLaes'], oprettet: '2026-11-22T09:00:00.000Z' },
    ]);
    // Two clients with the same secret would still have different hashes (the salt).
    expect(await klienter.verificer(clientId, clientSecret)).toMatchObject({ id: clientId });
    expect(await klienter.verificer(clientId, `${clientSecret}x`)).toBeUndefined();
  });
});

describe('the client credentials grant (RFC 6749 §4.4) on POST /api/auth/token', () => {
  it('answers an access token for the client, form-encoded, as JSON or with HTTP Basic; never a refresh token', async () => {
    const { form, json, clientId, clientSecret } = await medKlient();
    const svar = await form({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret });
    expect(svar.status).toBe(200);
    expect(svar.headers.get('Cache-Control')).toBe('no-store');
    const token = (await svar.json()) as Record<string, unknown>;
    expect(token).toEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: 900 });
    expect(valider('klient-token-svar', token)).toEqual([]);
    // The roles ride in the token for the client to read.
    const claims = JSON.parse(Buffer.from(String(token['access_token']).split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    expect(claims).toMatchObject({ sub: clientId, roller: ['Betalingsordrer'], klient: true });

    const somJson = await json('POST', '/api/auth/token', {
      grant_type: 'client_credentials',
      client_id: clientId,
      client_secret: clientSecret,
    });
    expect(somJson.status).toBe(200);
    const basic = Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString('base64');
    const medBasic = await form({ grant_type: 'client_credentials' }, { Authorization: `Basic ${basic}` });
    expect(medBasic.status).toBe(200);

    const mig = await json('GET', '/api/auth/mig', undefined, { Authorization: `Bearer ${String(token['access_token'])}` });
    expect(await mig.json()).toEqual({ brugernavn: `klient:${clientId}`, navn: 'oekonomisystem', email: '', roller: ['Betalingsordrer'] });
  });

  it('refuses a wrong secret, an unknown client and another grant, in Danish problem+json with the OAuth error code', async () => {
    const { form, clientId } = await medKlient();
    const forkert = await form({ grant_type: 'client_credentials', client_id: clientId, client_secret: 'forkert' });
    expect(forkert.status).toBe(401);
    expect(forkert.headers.get('Content-Type')).toContain('application/problem+json');
    expect(await forkert.json()).toMatchObject({
      status: 401,
      title: 'Klienten er ukendt eller spærret, eller hemmeligheden er forkert.',
      error: 'invalid_client',
    });
    const ukendt = await form({ grant_type: 'client_credentials', client_id: 'ukendt-1234', client_secret: 'x' });
    expect(ukendt.status).toBe(401);
    const basic = await form(
      { grant_type: 'client_credentials' },
      { Authorization: `Basic ${Buffer.from(`${clientId}:forkert`).toString('base64')}` },
    );
    expect(basic.status).toBe(401);
    expect(basic.headers.get('WWW-Authenticate')).toBe('Basic realm="fondsportal"');

    const password = await form({ grant_type: 'password', username: 'admin', password: 'admin' });
    expect(password.status).toBe(400);
    expect(await password.json()).toMatchObject({ error: 'unsupported_grant_type' });
    const mangler = await form({ grant_type: 'client_credentials', client_id: clientId });
    expect(mangler.status).toBe(400);
    expect(await mangler.json()).toMatchObject({
      error: 'invalid_request',
      errors: [{ path: '/client_secret', message: 'client_id og client_secret skal angives, i kroppen eller som HTTP Basic.' }],
    });
    // The staff's password login is JSON only, as before.
    expect((await form({ brugernavn: 'admin', adgangskode: 'admin' })).status).toBe(400);
  });

  it('lets a client do what its roles allow and nothing else, and stops it once disabled', async () => {
    const { form, json, klienter, clientId, clientSecret, clock } = await medKlient(['SagerLaes']);
    const token = async () =>
      (await form({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret })).json() as Promise<{
        access_token: string;
      }>;
    const bearer = { Authorization: `Bearer ${(await token()).access_token}` };
    expect(
      (await json('GET', '/api/ArbejdsmangelAnsoegningAdmin/HentFlereArbejdsmangelAnsoegningerAdmin?pageSize=10', undefined, bearer))
        .status,
    ).toBe(200);
    const betalingsordrer = await json('GET', '/api/ForudbetalingAdmin/Betalingsordrer', undefined, bearer);
    expect(betalingsordrer.status).toBe(403);
    expect(await betalingsordrer.json()).toMatchObject({ title: 'Din rolle giver ikke adgang til dette.' });
    expect((await json('PUT', '/api/Tekst', { key: 'a', type: 'text', indhold: 'b' }, bearer)).status).toBe(403);

    await klienter.spaer(clientId);
    // A token in hand stops within the seconds another instance may lag; a new one is refused at once.
    clock.advance(5_001);
    expect((await json('GET', '/api/auth/mig', undefined, bearer)).status).toBe(401);
    expect((await form({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret })).status).toBe(401);
  });
});
