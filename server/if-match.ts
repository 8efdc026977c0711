import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { problemSvar, ProblemFejl, VersionKonflikt } from './problem';
import { tServer } from './server-tekster';

/** A case's entity tag: its version, which rises with every change (RFC 9110 §8.8.3). */
export const etag = (version: number) => `"${version}"`;

/** Names the version of the case an answer shows, so a client can send it back in If-Match. */
export function medEtag(c: Context, sag: { version: number }): void {
  c.header('ETag', etag(sag.version));
}

const foraeldet = () =>
  new ProblemFejl({ status: 412, title: tServer('problem.ifMatchForaeldet'), detail: tServer('problem.ifMatchForaeldetDetalje') });

/**
 * The version an update is based on: If-Match's, as a GET's ETag gave it, else the body's `version`.
 * `If-Match: *` asks only that the case exists. A header that names no version of ours (a weak or
 * foreign tag, a list) or disagrees with the body's version cannot match: 412, nothing changed.
 */
function forventetVersion(c: Context, version: number | undefined): number | undefined {
  const header = c.req.header('If-Match')?.trim();
  if (header === undefined || header === '*') return version;
  const fraHeader = /^"(\d{1,9})"$/.exec(header)?.[1];
  if (fraHeader === undefined || (version !== undefined && version !== Number(fraHeader))) throw foraeldet();
  return Number(fraHeader);
}

/**
 * On the routes the route table marks `ifMatch` (rute() puts it there): an update sent with If-Match
 * whose version is no longer the case's answers 412 Precondition Failed (RFC 9110 §13.1.1) where one
 * sent with `version` in the body answers 409, in Danish problem+json either way.
 */
export const ifMatch = createMiddleware(async (c, next) => {
  await next();
  if (c.req.header('If-Match') !== undefined && c.error instanceof VersionKonflikt) c.res = problemSvar(c, foraeldet().problem);
});

/**
 * On the routes the route table marks `ifMatch`, after the body's validation: the body's `version`
 * becomes the one the update is based on (forventetVersion), so a handler that reads `version` from
 * the body honours If-Match without naming it; a stale or foreign tag is 412 before the handler runs.
 */
export const versionFraIfMatch: MiddlewareHandler = async (c, next) => {
  const krop = c.req.valid('json' as never) as { version?: number };
  const version = forventetVersion(c, krop.version);
  if (version !== krop.version) c.req.addValidatedData('json', { ...krop, version });
  await next();
};
