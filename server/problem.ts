import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Problem } from '../contract/problem';

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

export function problemSvar(c: Context, problem: Problem, headers: Record<string, string> = {}): Response {
  return c.body(JSON.stringify({ type: 'about:blank', ...problem }), problem.status as ContentfulStatusCode, {
    ...headers,
    'Content-Type': 'application/problem+json; charset=utf-8',
    'Cache-Control': 'no-store',
  });
}
