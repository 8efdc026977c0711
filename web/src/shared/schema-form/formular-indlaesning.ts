import { indlaes } from './register';
import { validatorIndlaesning } from './validator';

const samlede = new Map<string, Promise<unknown>>();

/**
 * One promise for what a form waits on, its validator and the widgets its layout names, loaded side
 * by side (the same object while they load, as use() wants); undefined when all have come. The form
 * makes its one use() call with it (validatorIndlaesning says why only one).
 */
export function formularIndlaesning(schemaId: string, navne: readonly string[]): Promise<unknown> | undefined {
  const validator = validatorIndlaesning([schemaId]);
  const widgets = indlaes(navne);
  if (!validator && !widgets) return undefined;
  const noegle = `${schemaId}|${navne.join(' ')}|${validator ? 'validator' : ''}|${widgets ? 'widgets' : ''}`;
  let samlet = samlede.get(noegle);
  if (!samlet) {
    samlet = Promise.all([validator, widgets]);
    samlede.set(noegle, samlet);
  }
  return samlet;
}
