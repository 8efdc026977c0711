import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { FeltFejl } from '../engine/felt-fejl';

/** An RFC 9457 problem answer: Danish title and detail, per-field errors when a body was refused. */
export interface Problem {
  type?: string;
  title: string;
  status: number;
  detail?: string;
  errors?: FeltFejl[];
}

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
