import { bundleAll } from '../../engine/bundle';
import { adminArbejde, erKlientRolle } from '../../engine/roller';
import { ruter, type Rute } from '../ruter';
import { schemasI } from '../validation/validator';

type Schema = Record<string, unknown>;

const SIKKERHED: Partial<Record<Rute['adgang'], Record<string, string[]>[]>> = {
  admin: [{ adminToken: [] }],
  loenmodtager: [{ session: [] }],
  ejer: [{ session: [] }],
  virksomhed: [{ session: [] }],
  borger: [{ session: [] }],
  kladde: [{ session: [] }],
};

const IDEMPOTENCY_KEY = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Samme nøgle med samme forespørgsel inden for 24 timer giver det første svar igen (med Idempotent-Replayed: true) og ændrer intet; med en anden forespørgsel 422.',
  schema: { type: 'string', minLength: 1, maxLength: 255 },
};
const IF_MATCH = {
  name: 'If-Match',
  in: 'header',
  required: false,
  description: 'Sagens ETag fra GET, i stedet for version i kroppen; 412, hvis sagen er ændret siden.',
  schema: { type: 'string' },
};
const ETAG = { description: 'Sagens version, til If-Match på næste ændring.', schema: { type: 'string' } };
const problemSvar = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/problem' } } },
});

/** Staff by their bearer token; a route some system role may call also by a system's token. */
function sikkerhed(rute: Rute): Record<string, string[]>[] {
  if (rute.adgang !== 'admin') return SIKKERHED[rute.adgang] ?? [];
  return adminArbejde[rute.arbejde].some(erKlientRolle) ? [{ adminToken: [] }, { klient: [] }] : [{ adminToken: [] }];
}

/** The events a subscription receives (OpenAPI 3.1 `webhooks`): each a POST of schemas/webhook-haendelse, signed. */
function webhooks(schemas: Map<string, Schema>): Record<string, unknown> {
  const { $id: _id, $schema: _schema, ...haendelse } = schemas.get('webhook-haendelse') ?? {};
  const typer = ((haendelse['definitions'] as Record<string, Schema>)['type']!['oneOf'] as { const: string; title: string }[]) ?? [];
  return Object.fromEntries(
    typer.map(({ const: type, title }) => [
      type,
      {
        post: {
          summary: title,
          operationId: `webhook_${type.replace(/[^a-z]+/g, '_')}`,
          parameters: [
            {
              name: 'Fondsportal-Signatur',
              in: 'header',
              required: true,
              description: 't=<unix-sekunder>,v1=<hex af HMAC-SHA256 af "t.krop" med abonnementets hemmelighed>',
              schema: { type: 'string' },
            },
          ],
          requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/webhook-haendelse' } } } },
          responses: {
            '2XX': { description: 'Modtaget; andre svar (eller intet inden for 10 sekunder) sendes igen med stigende pause i 24 timer.' },
          },
        },
      },
    ]),
  );
}

/** An OpenAPI path template from Hono's: ':id' → '{id}', a regex parameter keeps only its name. */
export const openApiSti = (sti: string) => sti.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');

/** The properties of a query schema as OpenAPI query parameters. */
function queryParametre(schema: Schema) {
  const egenskaber = (schema['properties'] ?? {}) as Record<string, Schema>;
  const kraevet = new Set((schema['required'] ?? []) as string[]);
  return Object.entries(egenskaber).map(([navn, s]) => ({ name: navn, in: 'query', required: kraevet.has(navn), schema: s }));
}

/**
 * The API as OpenAPI 3.1, made from the route table and the schemas in schemas/ — the same schemas
 * that validate the bodies — so the document cannot drift from what the server accepts.
 */
export function openApiDokument(): Schema {
  const schemas = new Map(bundleAll(schemasI() as Schema[]).map((s) => [String(s['$id']), s]));
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [noegle, rute] of Object.entries(ruter)) {
    const [metode, sti] = noegle.split(' ') as [string, string];
    if (!sti.startsWith('/api/') || metode === 'ALL') continue;
    const stiParametre = [...sti.matchAll(/:(\w+)/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));
    const query = rute.query ? queryParametre(schemas.get(rute.query) ?? {}) : [];
    const operation: Record<string, unknown> = {
      summary: rute.beskrivelse,
      operationId: `${metode.toLowerCase()}${sti.replace(/[^A-Za-z0-9]+/g, '_')}`,
      parameters: [...stiParametre, ...query, ...(rute.idempotens ? [IDEMPOTENCY_KEY] : []), ...(rute.ifMatch ? [IF_MATCH] : [])],
      security: sikkerhed(rute),
      'x-adgang': rute.adgang,
      ...(rute.adgang === 'admin' ? { 'x-roller': adminArbejde[rute.arbejde] } : {}),
      responses: {
        '200': { description: 'OK' },
        '400': {
          description: 'Ugyldig forespørgsel (problem+json med errors)',
          content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/problem' } } },
        },
        ...(rute.adgang !== 'offentlig' ? { '401': { description: 'Ikke logget ind' } } : {}),
        ...(rute.adgang === 'admin' ? { '403': { description: 'Rollen giver ikke adgang (problem+json)' } } : {}),
        ...(rute.ifMatch ? { '412': problemSvar('If-Match passer ikke med sagens nuværende ETag; intet er ændret') } : {}),
        ...(rute.idempotens ? { '422': problemSvar('Idempotency-Key er brugt før til en anden forespørgsel; intet er ændret') } : {}),
      },
    };
    (operation['responses'] as Record<string, unknown>)['200'] = {
      description: 'OK',
      // A change sent with If-Match answers the case's new ETag, as a GET of it does.
      ...(rute.etag || rute.ifMatch ? { headers: { ETag: ETAG } } : {}),
      ...(rute.svar ? { content: { 'application/json': { schema: { $ref: `#/components/schemas/${rute.svar}` } } } } : {}),
    };
    if (rute.body) {
      operation['requestBody'] = {
        required: true,
        content: { 'application/json': { schema: { $ref: `#/components/schemas/${rute.body}` } } },
      };
    }
    paths[openApiSti(sti)] = { ...paths[openApiSti(sti)], [metode.toLowerCase()]: operation };
  }
  const brugte = new Set([...Object.values(ruter).flatMap((r) => [r.body, r.svar].filter((id) => id !== undefined)), 'webhook-haendelse']);
  // A schema's definitions become components of their own (`<id>.<name>`), which generators name as types,
  // and its own refs (#/definitions/…) point at them.
  const components: Record<string, Schema> = {};
  for (const id of brugte) {
    const { $id: _id, $schema: _schema, definitions = {}, ...schema } = schemas.get(id) ?? {};
    const flyttet = (s: unknown) => JSON.parse(JSON.stringify(s).replaceAll('"#/definitions/', `"#/components/schemas/${id}.`)) as Schema;
    components[id] = flyttet(schema);
    for (const [navn, definition] of Object.entries(definitions as Record<string, unknown>))
      components[`${id}.${navn}`] = flyttet(definition);
  }
  return {
    openapi: '3.1.0',
    webhooks: webhooks(schemas),
    info: {
      title: 'Fondsportalens API',
      version: '1.0.0',
      description: 'Forudbetaling af kursusgebyrer, støtte ved midlertidig arbejdsmangel og sekretariatets sagsbehandling.',
    },
    paths,
    components: {
      schemas: {
        ...components,
        problem: {
          type: 'object',
          description: 'RFC 9457 problem details med danske tekster.',
          properties: {
            type: { type: 'string' },
            title: { type: 'string' },
            status: { type: 'integer' },
            detail: { type: 'string' },
            errors: { type: 'array', items: { type: 'object', properties: { path: { type: 'string' }, message: { type: 'string' } } } },
          },
        },
      },
      securitySchemes: {
        adminToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'Sekretariatets token fra POST /api/auth/token (eller login hos organisationens OpenID-udbyder).',
        },
        klient: {
          type: 'oauth2',
          description:
            'Et af fondens systemer: client credentials (npm run klient:opret), eller et app-token fra organisationens OpenID-udbyder med systemets roller. Tokenet sendes som Authorization: Bearer.',
          flows: { clientCredentials: { tokenUrl: '/api/auth/token', scopes: {} } },
        },
        session: { type: 'apiKey', in: 'cookie', name: 'fondsession' },
      },
    },
  };
}
