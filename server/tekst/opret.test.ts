import { describe, expect, it } from 'vitest';
import { testApp } from '../testing/app';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const kunNy = { 'If-None-Match': '*' };

// Issue 24: 'Opret tekst' replaced an existing text without a word. PUT keeps SPEC's create-or-update
// meaning; a client that means only to create says so with If-None-Match: * (RFC 9110 §13.1.2).
describe('PUT /api/Tekst with If-None-Match: *', () => {
  it('creates a new key (201)', async () => {
    const { json, adminLogin } = testApp();
    const { accessToken } = await adminLogin();
    const ny = { key: 'forside:nyhed', type: 'text', indhold: 'Ny', beskrivelse: '' };
    expect((await json('PUT', '/api/Tekst', ny, { ...bearer(accessToken), ...kunNy })).status).toBe(201);
    expect(await (await json('GET', '/api/Tekst/forside:nyhed')).json()).toMatchObject({ indhold: 'Ny' });
  });

  it.each([
    ['a default text', 'forudbetaling:tro-og-love'],
    ['a text created before', 'forside:nyhed'],
  ])('refuses %s with 412, a Danish message at the key, and changes nothing', async (_art, key) => {
    const { json, adminLogin, deps } = testApp();
    const { accessToken } = await adminLogin();
    await json('PUT', '/api/Tekst', { key: 'forside:nyhed', type: 'text', indhold: 'Første', beskrivelse: '' }, bearer(accessToken));
    const foer = await (await json('GET', `/api/Tekst/${key}`)).json();
    const gemteFoer = await deps.store.collection('tekster').all();

    const res = await json(
      'PUT',
      '/api/Tekst',
      { key, type: 'text', indhold: 'Overskrevet', beskrivelse: '' },
      { ...bearer(accessToken), ...kunNy },
    );
    expect(res.status).toBe(412);
    expect(res.headers.get('Content-Type')).toContain('application/problem+json');
    const besked = `Der findes allerede en tekst med nøglen ${key}.`;
    expect(await res.json()).toMatchObject({ status: 412, title: besked, errors: [{ path: '/key', message: besked }] });
    expect(await (await json('GET', `/api/Tekst/${key}`)).json()).toEqual(foer);
    expect(await deps.store.collection('tekster').all()).toEqual(gemteFoer);
  });

  it('lets only one of two simultaneous creations of the same key succeed', async () => {
    const { json, adminLogin } = testApp();
    const { accessToken } = await adminLogin();
    const opret = (indhold: string) =>
      json('PUT', '/api/Tekst', { key: 'forside:samtidig', type: 'text', indhold, beskrivelse: '' }, { ...bearer(accessToken), ...kunNy });
    const svar = await Promise.all([opret('A'), opret('B')]);
    expect(svar.map((s) => s.status).sort()).toEqual([201, 412]);
    const vinder = svar[0]!.status === 201 ? 'A' : 'B';
    expect(await (await json('GET', '/api/Tekst/forside:samtidig')).json()).toMatchObject({ indhold: vinder });
  });

  it('still replaces an existing text without the header, as SPEC §7 says', async () => {
    const { json, adminLogin } = testApp();
    const { accessToken } = await adminLogin();
    const res = await json(
      'PUT',
      '/api/Tekst',
      { key: 'forside:velkomst', type: 'text', indhold: 'Ny', beskrivelse: '' },
      bearer(accessToken),
    );
    expect(res.status).toBe(200);
    expect(await (await json('GET', '/api/Tekst/forside:velkomst')).json()).toMatchObject({ indhold: 'Ny' });
  });
});

describe('PUT /api/Tekst and plural forms', () => {
  const skabelon = '<p>Vi har modtaget jeres ansøgning med {{antalMedarbejdere, plural, one {# medarbejder} other {# medarbejdere}}}.</p>';

  it('keeps an e-mail template with a plural as written, through the html clean-up', async () => {
    const { json, adminLogin } = testApp();
    const { accessToken } = await adminLogin();
    const tekst = { key: 'email:kvittering-arbejdsmangel:indhold', type: 'html', indhold: skabelon, beskrivelse: '' };
    expect((await json('PUT', '/api/Tekst', tekst, bearer(accessToken))).status).toBe(200);
    expect(await (await json('GET', '/api/Tekst/email:kvittering-arbejdsmangel:indhold')).json()).toMatchObject({ indhold: skabelon });
  });

  it('refuses a plural not written as one with 400 and a Danish message at the content, and stores nothing', async () => {
    const { json, adminLogin, deps } = testApp();
    const { accessToken } = await adminLogin();
    const brudt = 'med {{antalMedarbejdere, plural, one {# medarbejder}}}';
    const res = await json('PUT', '/api/Tekst', { key: 'email:x', type: 'text', indhold: brudt, beskrivelse: '' }, bearer(accessToken));
    expect(res.status).toBe(400);
    const problem = (await res.json()) as { errors: { path: string; message: string }[] };
    expect(problem.errors).toEqual([
      {
        path: '/indhold',
        message:
          'Et antal med ental og flertal skrives som {{antal, plural, one {# medarbejder} other {# medarbejdere}}}, med et valg "other". Ret: {{antalMedarbejdere, plural, one {# medarbejder}}}',
      },
    ]);
    expect(await deps.store.collection('tekster').all()).toEqual([]);
  });
});
