import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Problem } from '../contract/problem';
import { t } from '../engine/alle-tekster';
import type { FeltFejl } from '../engine/felt-fejl';

/** Thrown anywhere in a handler; the app's error handler answers it as problem+json. */
export class ProblemFejl extends Error {
  constructor(
    readonly problem: Problem,
    readonly headers: Record<string, string> = {},
  ) {
    super(problem.detail ?? problem.title);
  }
}

/** A change based on a version of a case that is no longer its own (409; 412 when the version came in If-Match, if-match.ts). */
export class VersionKonflikt extends ProblemFejl {
  constructor(title: string) {
    super({ status: 409, title });
  }
}

/** 400 for input the checks refuse, with a Danish message per field (RFC 9457 `errors`); the first is the detail. */
export const valideringsfejl = (errors: FeltFejl[]) =>
  new ProblemFejl({ status: 400, title: t('problem.valideringsfejl'), detail: errors[0]?.message, errors });

/** 400 for one field, at its JSON Pointer. */
export const feltFejl = (path: string, message: string) => valideringsfejl([{ path, message }]);

export function problemSvar(c: Context, problem: Problem, headers: Record<string, string> = {}): Response {
  return c.body(JSON.stringify({ type: 'about:blank', ...problem }), problem.status as ContentfulStatusCode, {
    ...headers,
    'Content-Type': 'application/problem+json; charset=utf-8',
    'Cache-Control': 'no-store',
  });
}
