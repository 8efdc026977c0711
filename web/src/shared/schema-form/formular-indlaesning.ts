import { indlaes } from './register';
import { samlet } from './samlet';
import { validatorIndlaesning } from './validator';

/**
 * What a form waits on, its validator and the widgets its layout names, loaded side by side, for its
 * one use() call (samlet.ts); undefined when all have come.
 */
export function formularIndlaesning(schemaId: string, navne: readonly string[]): Promise<unknown> | undefined {
  const validator = validatorIndlaesning([schemaId]);
  const widgets = indlaes(navne);
  if (!validator && !widgets) return undefined;
  return samlet(`formular ${schemaId} ${navne.join(' ')}`, () => [validator, widgets]);
}
