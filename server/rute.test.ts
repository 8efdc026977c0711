import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { ArbejdsmangelAdminQuery } from '../contract/generated/arbejdsmangel-admin-query';
import type { ArbejdsmangelHandling } from '../contract/generated/arbejdsmangel-handling';
import type { Tekst } from '../contract/generated/tekst';
import { t } from '../engine/alle-tekster';
import { ProblemFejl, problemSvar, VersionKonflikt } from './problem';
import { ruteNoegle } from './rute';
import { testApp } from './testing/app';

/** A bare app with one route made as the area's are, answering what its handler was handed. */
async function medRute() {
  const api = testApp();
  const { rute } = api.services;
  const app = new Hono();
  app.put('/api/Tekst', rute('PUT /api/Tekst'), (c) => {
    const tekst: Tekst = c.req.valid('json');
    // @ts-expect-error: the table names no query schema for this route
    c.req.valid('query');
    return c.json({ tekst, af: c.var.admin.brugernavn });
  });
  app.put(
    '/api/ArbejdsmangelAnsoegningAdmin/UdfoerHandlingPaaArbejdsmangelAnsoegning',
    rute('PUT /api/ArbejdsmangelAnsoegningAdmin/UdfoerHandlingPaaArbejdsmangelAnsoegning'),
    (c) => {
      const query: ArbejdsmangelAdminQuery = c.req.valid('query');
      const handling: ArbejdsmangelHandling = c.req.valid('json');
      // As a store would: the case is at version 2, and a change based on another is stale.
      if (handling.version !== undefined && handling.version !== 2) throw new VersionKonflikt('Sagen er ændret i mellemtiden.');
      return c.json({ query, handling });
    },
  );
  app.onError((fejl, c) => (fejl instanceof ProblemFejl ? problemSvar(c, fejl.problem, fejl.headers) : c.text(String(fejl), 500)));
  const kald = (sti: string, body: unknown, headers: Record<string, string> = {}) =>
    app.request(sti, { method: 'PUT', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { api, rute, app, kald };
}

describe('rute', () => {
  it('reads an empty JSON body as {} where the body schema requires nothing, and refuses it where it requires fields', async () => {
    const api = testApp();
    const analytiker = { Authorization: `Bearer ${(await api.adminLogin('analytiker')).accessToken}` };
    // Fortryd's body may be empty: the empty request reaches the handler, which finds no such draft.
    expect((await api.json('POST', '/api/Definitioner/Udkast/findes-ikke/Fortryd', undefined, analytiker)).status).toBe(404);
    const redaktoer = { Authorization: `Bearer ${(await api.adminLogin('tekstredaktoer')).accessToken}` };
    const tom = await api.json('PUT', '/api/Tekst', undefined, redaktoer);
    expect(tom.status).toBe(400);
    expect(await tom.json()).toMatchObject({ title: t('problem.ugyldigJson') });
  });

  it("hands the handler the body its table entry's schema allows, trimmed, after the entry's access check", async () => {
    const { api, kald } = await medRute();
    const tekst = { key: 'forside:intro', type: 'text', indhold: '  Velkommen  ' };
    expect((await kald('/api/Tekst', tekst)).status).toBe(401);
    const analytiker = { Authorization: `Bearer ${(await api.adminLogin('analytiker')).accessToken}` };
    expect((await kald('/api/Tekst', tekst, analytiker)).status).toBe(403);
    const redaktoer = { Authorization: `Bearer ${(await api.adminLogin('tekstredaktoer')).accessToken}` };
    const ugyldig = await kald('/api/Tekst', { ...tekst, type: 'billede' }, redaktoer);
    expect(ugyldig.status).toBe(400);
    expect(await ugyldig.json()).toMatchObject({ errors: [{ path: '/type' }] });
    const svar = await kald('/api/Tekst', tekst, redaktoer);
    expect(await svar.json()).toEqual({ tekst: { ...tekst, indhold: 'Velkommen' }, af: 'tekstredaktoer' });
  });

  it('checks the query before the body, each by its own schema', async () => {
    const { api, kald } = await medRute();
    const sagsbehandler = { Authorization: `Bearer ${(await api.adminLogin('sagsbehandler')).accessToken}` };
    const sti = '/api/ArbejdsmangelAnsoegningAdmin/UdfoerHandlingPaaArbejdsmangelAnsoegning';
    const forkertId = await kald(`${sti}?id=x`, {}, sagsbehandler);
    expect(forkertId.status).toBe(400);
    expect(await forkertId.json()).toMatchObject({ errors: [{ path: '/id' }] });
    const svar = await kald(`${sti}?id=7`, { handling: 'RegistrerAfvist', version: 2 }, sagsbehandler);
    expect(await svar.json()).toEqual({ query: { id: '7' }, handling: { handling: 'RegistrerAfvist', version: 2 } });
  });

  it("hands the handler of a route marked ifMatch If-Match's version as the body's, and answers a stale one 412", async () => {
    const { api, kald } = await medRute();
    const sagsbehandler = { Authorization: `Bearer ${(await api.adminLogin('sagsbehandler')).accessToken}` };
    const sti = '/api/ArbejdsmangelAnsoegningAdmin/UdfoerHandlingPaaArbejdsmangelAnsoegning?id=7';
    const handling = { handling: 'RegistrerAfvist' };
    const aktuel = await kald(sti, handling, { ...sagsbehandler, 'If-Match': '"2"' });
    expect(await aktuel.json()).toEqual({ query: { id: '7' }, handling: { ...handling, version: 2 } });
    // The handler never reads the header, yet a stale If-Match is 412 where the same version in the body is 409.
    const forAeldet = await kald(sti, handling, { ...sagsbehandler, 'If-Match': '"1"' });
    expect(forAeldet.status).toBe(412);
    expect(await forAeldet.json()).toMatchObject({ status: 412, title: 'Sagen er ændret, siden den blev hentet.' });
    expect((await kald(sti, { ...handling, version: 1 }, sagsbehandler)).status).toBe(409);
    // A tag that disagrees with the body's version is 412 before the handler runs.
    expect((await kald(sti, { ...handling, version: 2 }, { ...sagsbehandler, 'If-Match': '"1"' })).status).toBe(412);
    expect((await kald(sti, handling, { ...sagsbehandler, 'If-Match': '*' })).status).toBe(200);
  });

  it('refuses a key the route table does not have, when the type checker has not already', async () => {
    const { rute } = await medRute();
    // @ts-expect-error: no such route in server/ruter.ts
    expect(() => rute('GET /api/Findes/Ikke')).toThrow('No route "GET /api/Findes/Ikke" in server/ruter.ts');
  });

  it('names the key each middleware it made was made for, and no other handler', async () => {
    const { app } = await medRute();
    expect(app.routes.map((r) => ruteNoegle(r.handler)).filter(Boolean)).toEqual([
      'PUT /api/Tekst',
      'PUT /api/ArbejdsmangelAnsoegningAdmin/UdfoerHandlingPaaArbejdsmangelAnsoegning',
    ]);
  });
});
