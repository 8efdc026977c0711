import { describe, expect, it } from 'vitest';
import { testApp } from '../testing/app';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const NOEGLE = 'forside:velkomst';

describe('/api/Tekst/:noegle/Historik and /Gendan', () => {
  it('keeps who changed a text, when and each earlier wording, and restores one (the default text too) as a new save', async () => {
    const { json, adminLogin, clock } = testApp();
    const lidt = 5 * 60 * 1000;
    const redaktoer = bearer((await adminLogin('tekstredaktoer')).accessToken);
    const admin = bearer((await adminLogin('admin')).accessToken);
    const standard = ((await (await json('GET', `/api/Tekst/${encodeURIComponent(NOEGLE)}`)).json()) as { indhold: string }).indhold;
    const gem = async (indhold: string, hvem: Record<string, string>) =>
      expect((await json('PUT', '/api/Tekst', { key: NOEGLE, type: 'text', indhold, beskrivelse: 'Forsiden' }, hvem)).status).toBe(200);
    const historik = async (hvem = admin) => {
      const res = await json('GET', `/api/Tekst/${encodeURIComponent(NOEGLE)}/Historik`, undefined, hvem);
      return { status: res.status, krop: (await res.json()) as Record<string, unknown> };
    };

    // Only the default text yet: no saved wording.
    expect((await historik()).krop).toEqual({
      noegle: NOEGLE,
      versioner: [],
      standard: { type: expect.any(String), indhold: standard, beskrivelse: expect.any(String) },
    });
    await gem('Første', redaktoer);
    clock.advance(lidt);
    await gem('Anden', admin);
    expect((await historik()).krop['versioner']).toEqual([
      { nr: 2, type: 'text', indhold: 'Anden', beskrivelse: 'Forsiden', tidspunkt: '2026-11-22T09:05:00.000Z', af: 'admin' },
      { nr: 1, type: 'text', indhold: 'Første', beskrivelse: 'Forsiden', tidspunkt: '2026-11-22T09:00:00.000Z', af: 'tekstredaktoer' },
    ]);

    clock.advance(lidt);
    const gendannet = await json('POST', `/api/Tekst/${encodeURIComponent(NOEGLE)}/Gendan`, { nr: 1 }, redaktoer);
    expect(gendannet.status).toBe(200);
    expect(((await (await json('GET', `/api/Tekst/${encodeURIComponent(NOEGLE)}`)).json()) as { indhold: string }).indhold).toBe('Første');
    expect(((await historik()).krop['versioner'] as unknown[])[0]).toEqual({
      nr: 3,
      type: 'text',
      indhold: 'Første',
      beskrivelse: 'Forsiden',
      tidspunkt: '2026-11-22T09:10:00.000Z',
      af: 'tekstredaktoer',
    });
    // nr 0 is the default text.
    expect((await json('POST', `/api/Tekst/${encodeURIComponent(NOEGLE)}/Gendan`, { nr: 0 }, admin)).status).toBe(200);
    expect(((await (await json('GET', `/api/Tekst/${encodeURIComponent(NOEGLE)}`)).json()) as { indhold: string }).indhold).toBe(standard);
  });

  it('answers bad input with problem+json at the field, an unknown key 404, and refuses those who may not edit texts', async () => {
    const { json, adminLogin } = testApp();
    const admin = bearer((await adminLogin('admin')).accessToken);
    const sagsbehandler = bearer((await adminLogin('sagsbehandler')).accessToken);
    const gendan = (body: unknown, hvem = admin, noegle = NOEGLE) =>
      json('POST', `/api/Tekst/${encodeURIComponent(noegle)}/Gendan`, body, hvem);

    const ukendt = await gendan({ nr: 7 });
    expect(ukendt.status).toBe(400);
    expect(ukendt.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(((await ukendt.json()) as { errors: unknown }).errors).toEqual([
      { path: '/nr', message: 'Tekstens ordlyd nr. 7 findes ikke i dens historik.' },
    ]);
    const forkert = await gendan({ nr: 'x' });
    expect(forkert.status).toBe(400);
    expect(((await forkert.json()) as { errors: unknown }).errors).toEqual([
      { path: '/nr', message: 'Vælg en ordlyd fra tekstens historik.' },
    ]);
    expect((await gendan({ nr: -1 })).status).toBe(400);
    expect((await gendan({})).status).toBe(400);

    const ingen = await json('GET', '/api/Tekst/findes-ikke/Historik', undefined, admin);
    expect(ingen.status).toBe(404);
    expect(((await ingen.json()) as { title: string }).title).toBe('Tekst ikke fundet');
    expect((await gendan({ nr: 0 }, admin, 'findes-ikke')).status).toBe(404);

    expect((await json('GET', `/api/Tekst/${encodeURIComponent(NOEGLE)}/Historik`, undefined, sagsbehandler)).status).toBe(403);
    expect((await gendan({ nr: 0 }, sagsbehandler)).status).toBe(403);
    expect((await json('GET', `/api/Tekst/${encodeURIComponent(NOEGLE)}/Historik`)).status).toBe(401);
  });
});
