import type { Context } from 'hono';
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
export function forventetVersion(c: Context, version: number | undefined): number | undefined {
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
