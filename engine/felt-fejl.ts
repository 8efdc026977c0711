import type { ErrorObject } from 'ajv';

/** One validation problem in a body or query, at a JSON Pointer, in Danish. */
export interface FeltFejl {
  path: string;
  message: string;
}

/**
 * Turns ajv errors into per-field messages. An errorMessage that replaces a `required`
 * error is placed on the missing property, not its parent, so a form can show it there.
 */
export function feltFejl(errors: readonly ErrorObject[] | null | undefined): FeltFejl[] {
  const result: FeltFejl[] = [];
  for (const error of errors ?? []) {
    if (erUdenEgenBesked(error)) continue;
    const path = fejlSti(error);
    const message = error.message ?? '';
    if (!result.some((f) => f.path === path && f.message === message)) result.push({ path, message });
  }
  return result;
}

/**
 * The JSON Pointer a message belongs on: the missing (or extra) property when the error is, or
 * replaced, a `required` (or `additionalProperties`) error, otherwise the error's instancePath.
 */
export function fejlSti(error: Pick<ErrorObject, 'keyword' | 'params' | 'instancePath'>): string {
  const kilder = error.keyword === 'errorMessage' ? (error.params['errors'] as ErrorObject[]) : [error];
  const mangler = kilder.find((e) => e.keyword === 'required')?.params['missingProperty'] as string | undefined;
  const ekstra = kilder.find((e) => e.keyword === 'additionalProperties')?.params['additionalProperty'] as string | undefined;
  const felt = mangler ?? ekstra;
  return felt === undefined ? error.instancePath : `${error.instancePath}/${escapePointer(felt)}`;
}

/**
 * An `if` error only says that a `then` failed; the `then`'s own errors carry the message,
 * so forms and problem answers leave it out.
 */
export function erUdenEgenBesked(error: Pick<ErrorObject, 'keyword'>): boolean {
  return error.keyword === 'if';
}

function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}
