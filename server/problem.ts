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

export function problemSvar(c: Context, problem: Problem, headers: Record<string, string> = {}): Response {
  return c.body(JSON.stringify({ type: 'about:blank', ...problem }), problem.status as ContentfulStatusCode, {
    ...headers,
    'Content-Type': 'application/problem+json; charset=utf-8',
    'Cache-Control': 'no-store',
  });
}
