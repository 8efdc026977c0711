import { describe, expect, it } from 'vitest';
import { ruter } from '../ruter';
import { testApp } from '../testing/app';

describe('API reference', () => {
  it('describes every /api route of the route table in OpenAPI 3.1, bodies by their schema', async () => {
    const { app } = testApp();
    const dokument = (await (await app.request('/api/openapi.json')).json()) as {
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: { content: { 'application/json': { schema: { $ref: string } } } } }>>;
      components: { schemas: Record<string, unknown> };
    };
    expect(dokument.openapi).toBe('3.1.0');
    for (const [noegle, rute] of Object.entries(ruter)) {
      const [metode, sti] = noegle.split(' ') as [string, string];
      if (!sti.startsWith('/api/')) continue;
      const operation = dokument.paths[sti.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}')]?.[metode.toLowerCase()];
      expect(operation, noegle).toBeDefined();
      if (rute.body) {
        expect(operation?.requestBody?.content['application/json'].schema.$ref).toBe(`#/components/schemas/${rute.body}`);
        expect(dokument.components.schemas[rute.body]).toBeDefined();
      }
    }
  });

  it('shows a readable Danish reference page', async () => {
    const { app } = testApp();
    const side = await (await app.request('/api/docs')).text();
    expect(side).toContain('<h1 class="h3">Fondsportalens API</h1>');
    expect(side).toContain('POST /api/Forudbetaling/OpretForudbetalingAnmodning');
    expect(side).toContain('?status (valgfri)');
  });

  it('names the roles of each admin route, and its 403', async () => {
    const { app } = testApp();
    const dokument = (await (await app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { 'x-roller'?: string[]; responses: Record<string, unknown> }>>;
    };
    const tekst = dokument.paths['/api/Tekst']!;
    expect(tekst['put']?.['x-roller']).toEqual(['Tekstredaktoer', 'Administrator']);
    expect(tekst['put']?.responses['403']).toBeDefined();
    expect(tekst['get']?.['x-roller']).toBeUndefined();
    const side = await (await app.request('/api/docs')).text();
    expect(side).toContain('admin: Sagsbehandler, Administrator');
  });
});
