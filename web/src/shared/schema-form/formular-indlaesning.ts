import { indlaes } from './register';
import { samlet } from './samlet';
import { validatorIndlaesning } from './validator';

/**
 * What a form waits on, its validator and the widgets its layout names, loaded side by side, for its
 * one use() call (samlet.ts); undefined when all had come before the form first asked.
 */
export function formularIndlaesning(schemaId: string, navne: readonly string[]): Promise<unknown> | undefined {
  return samlet(`formular ${schemaId} ${navne.join(' ')}`, () => [validatorIndlaesning([schemaId]), indlaes(navne)]);
}
