import { describe, expect, it } from 'vitest';
import { createKlienter } from '../identity/klienter';
import { testApp } from '../testing/app';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('/api/Tekst', () => {
  it('lists the default texts from content/ as {tekster: {key: {type, indhold, beskrivelse}}}', async () => {
    const { json, adminLogin } = testApp();
    const { accessToken } = await adminLogin();
    const res = await json('GET', '/api/Tekst', undefined, bearer(accessToken));
    expect(res.status).toBe(200);
    const { tekster } = (await res.json()) as { tekster: Record<string, { type: string; indhold: string; beskrivelse: string }> };
    expect(tekster['forudbetaling:tro-og-love']).toMatchObject({ type: 'html' });
    expect(tekster['forudbetaling:tro-og-love']?.beskrivelse).not.toBe('');
  });

  it('hides the internal notes from callers who are not admins', async () => {
    const { json } = testApp();
    const { tekster } = (await (await json('GET', '/api/Tekst')).json()) as { tekster: Record<string, { beskrivelse: string }> };
    expect(Object.values(tekster).every((tekst) => tekst.beskrivelse === '')).toBe(true);
  });

  it("hides the internal notes from the fund's systems (SagerBehandl, SagerLaes), which may not edit the texts", async () => {
    const { json, deps } = testApp();
    const { clientId, clientSecret } = await createKlienter(deps).opret('esdh', ['SagerBehandl', 'SagerLaes']);
    const token = await json('POST', '/api/auth/token', {
      grant_type: 'client_credentials',
      client_id: clientId,
      client_secret: clientSecret,
    });
    const { access_token } = (await token.json()) as { access_token: string };
    const res = await json('GET', '/api/Tekst', undefined, bearer(access_token));
    expect(res.status).toBe(200);
    const { tekster } = (await res.json()) as { tekster: Record<string, { indhold: string; beskrivelse: string }> };
    expect(tekster['forudbetaling:tro-og-love']?.indhold).not.toBe('');
    expect(Object.values(tekster).every((tekst) => tekst.beskrivelse === '')).toBe(true);
  });

  it('gives the notes only to staff who may edit the texts: a Tekstredaktoer sees them, a Sagsbehandler does not', async () => {
    const { json, adminLogin } = testApp();
    const noter = async (brugernavn: string) => {
      const res = await json('GET', '/api/Tekst', undefined, bearer((await adminLogin(brugernavn)).accessToken));
      expect(res.status).toBe(200);
      return ((await res.json()) as { tekster: Record<string, { beskrivelse: string }> }).tekster['forudbetaling:tro-og-love']?.beskrivelse;
    };
    expect(await noter('tekstredaktoer')).not.toBe('');
    expect(await noter('sagsbehandler')).toBe('');
  });

  it('creates a text (201), updates it (200), and keeps it across a restart', async () => {
    const { json, adminLogin, dataDir, deps } = testApp();
    const { accessToken } = await adminLogin();
    const ny = { key: 'forside:nyhed-æøå_1', type: 'text', indhold: 'Første udgave', beskrivelse: 'Til forsiden' };
    const oprettet = await json('PUT', '/api/Tekst', ny, bearer(accessToken));
    expect(oprettet.status).toBe(201);
    const opdateret = await json('PUT', '/api/Tekst', { ...ny, type: 'preformatted', indhold: 'Anden udgave' }, bearer(accessToken));
    expect(opdateret.status).toBe(200);

    const genstartet = testApp({ dataDir, databaseUrl: deps.config.databaseUrl });
    const { accessToken: nytToken } = await genstartet.adminLogin();
    const { tekster } = (await (await genstartet.json('GET', '/api/Tekst', undefined, bearer(nytToken))).json()) as {
      tekster: Record<string, unknown>;
    };
    expect(tekster['forside:nyhed-æøå_1']).toEqual({ type: 'preformatted', indhold: 'Anden udgave', beskrivelse: 'Til forsiden' });
  });

  it('stores an html text only as the editor can write it: no scripts, handlers, javascript: links or frames', async () => {
    const { json, adminLogin } = testApp();
    const { accessToken } = await adminLogin();
    const indhold =
      '<p onmouseover="alert(1)">Hej<script>alert(2)</script></p><a href="javascript:alert(3)">x</a><iframe src="https://evil.example"></iframe>';
    const res = await json('PUT', '/api/Tekst', { key: 'forside:velkomst', type: 'html', indhold, beskrivelse: '' }, bearer(accessToken));
    expect(((await res.json()) as { indhold: string }).indhold).toBe('<p>Hej</p><a>x</a>');
    expect(await (await json('GET', '/api/Tekst/forside:velkomst')).json()).toMatchObject({ indhold: '<p>Hej</p><a>x</a>' });
  });

  it('serves an html text that reached the store another way (a default, a restored backup) sanitised too', async () => {
    const { json, adminLogin, services } = testApp();
    const indhold = '<p onclick="alert(1)">Kontakt</p><script>alert(2)</script><img src=x onerror="alert(3)">';
    await services.tekster.gem('sidefod:kontakt', { type: 'html', indhold, beskrivelse: 'Fod' }, 'test');
    expect(await (await json('GET', '/api/Tekst/sidefod:kontakt')).json()).toMatchObject({ indhold: '<p>Kontakt</p>' });
    const borger = (await (await json('GET', '/api/Tekst')).json()) as { tekster: Record<string, { indhold: string }> };
    expect(borger.tekster['sidefod:kontakt']?.indhold).toBe('<p>Kontakt</p>');
    const { accessToken } = await adminLogin();
    const admin = (await (await json('GET', '/api/Tekst', undefined, bearer(accessToken))).json()) as {
      tekster: Record<string, { indhold: string; beskrivelse: string }>;
    };
    expect(admin.tekster['sidefod:kontakt']).toEqual({ type: 'html', indhold: '<p>Kontakt</p>', beskrivelse: 'Fod' });
  });

  it('keeps a text of type text as written (it is shown as text, never as markup)', async () => {
    const { json, adminLogin } = testApp();
    const { accessToken } = await adminLogin();
    await json('PUT', '/api/Tekst', { key: 'forside:ren', type: 'text', indhold: 'a < b & <b>', beskrivelse: '' }, bearer(accessToken));
    expect(await (await json('GET', '/api/Tekst/forside:ren')).json()).toMatchObject({ indhold: 'a < b & <b>' });
  });

  it('lets an admin override a default text', async () => {
    const { json, adminLogin } = testApp();
    const { accessToken } = await adminLogin();
    await json('PUT', '/api/Tekst', { key: 'forside:velkomst', type: 'html', indhold: '<p>Ny</p>', beskrivelse: '' }, bearer(accessToken));
    const res = await json('GET', '/api/Tekst/forside:velkomst');
    expect(await res.json()).toEqual({ noegle: 'forside:velkomst', type: 'html', indhold: '<p>Ny</p>' });
  });

  it.each(['Forside', 'med mellemrum', 'skråstreg/nøgle', 'punktum.nøgle', '', '__proto__', 'constructor', 'prototype'])(
    'refuses the key %j with 400 problem+json and stores nothing',
    async (key) => {
      const { json, adminLogin, deps } = testApp();
      const { accessToken } = await adminLogin();
      const res = await json('PUT', '/api/Tekst', { key, type: 'text', indhold: 'x', beskrivelse: '' }, bearer(accessToken));
      expect(res.status).toBe(400);
      expect(res.headers.get('Content-Type')).toContain('application/problem+json');
      const problem = (await res.json()) as { errors: { path: string; message: string }[] };
      expect(problem.errors).toContainEqual({ path: '/key', message: 'Nøgle har ikke korrekt format.' });
      expect(await deps.store.collection('tekster').all()).toEqual([]);
    },
  );

  it('names every bad field of a body in Danish', async () => {
    const { json, adminLogin } = testApp();
    const { accessToken } = await adminLogin();
    const res = await json('PUT', '/api/Tekst', { key: 'ok', type: 'markdown', ekstra: 1 }, bearer(accessToken));
    const problem = (await res.json()) as { errors: { path: string; message: string }[] };
    expect(problem.errors).toEqual(
      expect.arrayContaining([
        { path: '/type', message: 'Type skal være text, html eller preformatted.' },
        { path: '/indhold', message: 'Indhold skal angives.' },
        { path: '/ekstra', message: 'Feltet er ikke tilladt.' },
      ]),
    );
  });

  it('refuses malformed JSON with a Danish problem', async () => {
    const { app, adminLogin } = testApp();
    const { accessToken } = await adminLogin();
    const res = await app.request('/api/Tekst', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', ...bearer(accessToken) },
      body: '{"key": ',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { title: string }).title).toBe('Forespørgslen er ikke gyldig JSON.');
  });

  it('answers 401 to PUT without a token, and stores nothing', async () => {
    const { json, deps } = testApp();
    const res = await json('PUT', '/api/Tekst', { key: 'a', type: 'text', indhold: 'x', beskrivelse: '' });
    expect(res.status).toBe(401);
    expect(res.headers.get('WWW-Authenticate')).toContain('Bearer');
    expect(await deps.store.collection('tekster').all()).toEqual([]);
  });

  it("answers 404 'Tekst ikke fundet' for an unknown key", async () => {
    const { json } = testApp();
    const res = await json('GET', '/api/Tekst/findes:ikke');
    expect(res.status).toBe(404);
    expect(((await res.json()) as { title: string }).title).toBe('Tekst ikke fundet');
  });
});

describe('/api/Tekst with an expired token', () => {
  it('answers 401 rather than the texts without notes, so the client refreshes', async () => {
    const { json, adminLogin, clock } = testApp({ adminTokenTtlSeconds: 60 });
    const { accessToken } = await adminLogin();
    clock.advance(61_000);
    expect((await json('GET', '/api/Tekst', undefined, bearer(accessToken))).status).toBe(401);
  });
});
