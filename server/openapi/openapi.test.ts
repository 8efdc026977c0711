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

describe('API reference for systems', () => {
  type Dok = {
    paths: Record<
      string,
      Record<string, { security: object[]; parameters: { name: string; in: string }[]; responses: Record<string, { headers?: object }> }>
    >;
    webhooks: Record<string, { post: { requestBody: { content: { 'application/json': { schema: { $ref: string } } } } } }>;
    components: { schemas: Record<string, unknown>; securitySchemes: Record<string, Record<string, unknown>> };
  };
  const dokument = async () => (await (await testApp().app.request('/api/openapi.json')).json()) as Dok;

  it('describes the security schemes: the staff bearer token and the systems client credentials', async () => {
    const { components, paths } = await dokument();
    expect(components.securitySchemes['adminToken']).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(components.securitySchemes['klient']).toMatchObject({
      type: 'oauth2',
      flows: { clientCredentials: { tokenUrl: '/api/auth/token', scopes: {} } },
    });
    // A route a system role may call names both; one for staff only, the bearer alone.
    expect(paths['/api/ForudbetalingAdmin/Betalingsordrer']!['get']!.security).toEqual([{ adminToken: [] }, { klient: [] }]);
    expect(paths['/api/Tekst']!['put']!.security).toEqual([{ adminToken: [] }]);
  });

  it('describes the webhook payloads as OpenAPI 3.1 webhooks, one per event, by their schema', async () => {
    const { webhooks, components } = await dokument();
    expect(Object.keys(webhooks)).toEqual([
      'anmodning.oprettet',
      'anmodning.status-aendret',
      'ansoegning.oprettet',
      'ansoegning.status-aendret',
      'tekst.aendret',
    ]);
    for (const w of Object.values(webhooks))
      expect(w.post.requestBody.content['application/json'].schema.$ref).toBe('#/components/schemas/webhook-haendelse');
    expect(components.schemas['webhook-haendelse']).toBeDefined();
  });

  it('names Idempotency-Key, If-Match and ETag where the route table says, with their 422 and 412', async () => {
    const { paths } = await dokument();
    const opret = paths['/api/Forudbetaling/OpretForudbetalingAnmodning']!['post']!;
    expect(opret.parameters).toContainEqual(expect.objectContaining({ name: 'Idempotency-Key', in: 'header' }));
    expect(opret.responses['422']).toBeDefined();
    const godkend = paths['/api/ForudbetalingAdmin/GodkendAnmodning']!['post']!;
    expect(godkend.parameters.map((p) => p.name)).toEqual(expect.arrayContaining(['Idempotency-Key', 'If-Match']));
    expect(godkend.responses['412']).toBeDefined();
    expect(paths['/api/ForudbetalingAdmin/HentForudbetalingAnmodning/{id}']!['get']!.responses['200']!.headers).toHaveProperty('ETag');
    // A change taking If-Match answers the new ETag too.
    expect(godkend.responses['200']!.headers).toHaveProperty('ETag');
  });

  it('points every $ref at something the document holds, so generators can follow it', async () => {
    const tekst = JSON.stringify(await dokument());
    const dok = JSON.parse(tekst) as Record<string, unknown>;
    const refs = [...tekst.matchAll(/"\$ref":"#\/([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThan(20);
    for (const ref of new Set(refs)) {
      const maal = ref.split('/').reduce<unknown>((node, del) => (node as Record<string, unknown> | undefined)?.[del], dok);
      expect(maal, ref).toBeDefined();
    }
  });
});
