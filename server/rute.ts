import type { MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import type { SchemaTyper } from '../contract/generated/index';
import type { AdgangEnv, createAdgang } from './adgang';
import { ifMatch, versionFraIfMatch } from './if-match';
import { ruter, type Rute, type RuteNoegle, type RuteTabel } from './ruter';
import { schemaValidator } from './validation/index';
import { schemaMedId } from './validation/validator';

type SchemaAf<K extends RuteNoegle, F extends 'body' | 'query'> =
  RuteTabel[K] extends Record<F, infer Id extends keyof SchemaTyper> ? SchemaTyper[Id] : never;
type Felt<Navn extends string, T> = [T] extends [never] ? Record<never, never> : Record<Navn, T>;

/** What c.req.valid() hands the route's handler: its body and query as their schemas' types, trimmed and valid. */
type Valideret<K extends RuteNoegle> = Felt<'json', SchemaAf<K, 'body'>> & Felt<'query', SchemaAf<K, 'query'>>;

/** The one middleware of a route: the checks of its access kind, then its query and body against their schemas. */
export type RuteLed<K extends RuteNoegle, P extends string = string> = MiddlewareHandler<
  AdgangEnv<RuteTabel[K]['adgang']>,
  P,
  { out: Valideret<K> }
>;

const noegler = new WeakMap<object, RuteNoegle>();

/**
 * A JSON request with an empty body, to a route whose body may be empty (its schema requires nothing):
 * read as `{}`, as one without Content-Type is, so a body made optional later (POST …/Tjek's unsaved
 * files) does not turn its earlier callers' empty requests into 400.
 */
const tomKropSomIngen =
  (schemaId: string): MiddlewareHandler =>
  async (c, next) => {
    const jsonKrop = /^application\/([\w.-]+\+)?json\b/i.test(c.req.header('Content-Type') ?? '');
    if (jsonKrop && !Array.isArray(schemaMedId(schemaId)['required']) && (await c.req.text()) === '')
      // Hono keeps each read of the body as its promise: the validator's json() then parses this text.
      (c.req.bodyCache as Record<string, unknown>)['text'] = Promise.resolve('{}');
    await next();
  };

/**
 * A route's access and schemas, as its entry in server/ruter.ts states them: the route file names its
 * key and nothing else. A route the table marks `ifMatch` hands its handler the body with If-Match's
 * version as `version` and answers a stale If-Match 412; one it marks `idempotens` takes
 * Idempotency-Key (once the caller is known, before the body is read). A key the table lacks is a
 * type error, and c.req.valid('json') is the body
 * schema's generated type (contract/generated); the authorisation test checks each key is the route it
 * is mounted on.
 *
 * @example app.put('/', rute('PUT /api/Tekst'), (c) => c.req.valid('json').indhold)
 */
export function createRute(adgang: ReturnType<typeof createAdgang>, idempotens: MiddlewareHandler) {
  return function rute<K extends RuteNoegle, P extends string = string>(noegle: K): RuteLed<K, P> {
    const entry = ruter[noegle] as Rute | undefined;
    if (entry === undefined) throw new Error(`No route "${noegle}" in server/ruter.ts`);
    const { query, ugyldigQuery, body, oauthKrop } = entry;
    const led = [
      ...adgang(entry),
      ...(entry.ifMatch ? [ifMatch] : []),
      ...(entry.idempotens ? [idempotens] : []),
      ...(query ? [schemaValidator('query', query, ugyldigQuery)] : []),
      ...(body && !oauthKrop ? [tomKropSomIngen(body), schemaValidator('json', body)] : []),
      ...(body && !oauthKrop && entry.ifMatch ? [versionFraIfMatch] : []),
    ];
    const middleware = every(...led);
    noegler.set(middleware, noegle);
    return middleware as RuteLed<K, P>;
  };
}

/** The key rute() was given for this handler, if it is one rute() made. */
export const ruteNoegle = (handler: unknown): RuteNoegle | undefined => (typeof handler === 'function' ? noegler.get(handler) : undefined);
