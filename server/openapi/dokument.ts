import { bundleAll } from '../../engine/bundle';
import { adminArbejde } from '../../engine/roller';
import { ruter, type Rute } from '../ruter';
import { laesSchemas } from '../validation/validator';

type Schema = Record<string, unknown>;

const SIKKERHED: Partial<Record<Rute['adgang'], Record<string, string[]>[]>> = {
  admin: [{ adminToken: [] }],
  loenmodtager: [{ session: [] }],
  ejer: [{ session: [] }],
  virksomhed: [{ session: [] }],
  borger: [{ session: [] }],
  kladde: [{ session: [] }],
};

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
  const schemas = new Map(bundleAll(laesSchemas() as Schema[]).map((s) => [String(s['$id']), s]));
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [noegle, rute] of Object.entries(ruter)) {
    const [metode, sti] = noegle.split(' ') as [string, string];
    if (!sti.startsWith('/api/') || metode === 'ALL') continue;
    const stiParametre = [...sti.matchAll(/:(\w+)/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));
    const query = rute.query ? queryParametre(schemas.get(rute.query) ?? {}) : [];
    const operation: Record<string, unknown> = {
      summary: rute.beskrivelse,
      operationId: `${metode.toLowerCase()}${sti.replace(/[^A-Za-z0-9]+/g, '_')}`,
      parameters: [...stiParametre, ...query],
      security: SIKKERHED[rute.adgang] ?? [],
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
      },
    };
    if (rute.body) {
      operation['requestBody'] = {
        required: true,
        content: { 'application/json': { schema: { $ref: `#/components/schemas/${rute.body}` } } },
      };
    }
    paths[openApiSti(sti)] = { ...paths[openApiSti(sti)], [metode.toLowerCase()]: operation };
  }
  const brugte = new Set(Object.values(ruter).flatMap((r) => (r.body ? [r.body] : [])));
  const components = Object.fromEntries(
    [...brugte].map((id) => {
      const { $id: _id, $schema: _schema, ...schema } = schemas.get(id) ?? {};
      return [id, schema];
    }),
  );
  return {
    openapi: '3.1.0',
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
        adminToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        session: { type: 'apiKey', in: 'cookie', name: 'fondsession' },
      },
    },
  };
}
