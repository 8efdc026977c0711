import { loadWorkflow, type Arbejdsgang } from '../../engine/workflow';
import { aktueltSaet } from '../definitioner/saet/kontekst';
import type { Saet } from '../definitioner/saet/filer';

// Built once per published version: a version's object stays the same until the next is published.
const perSaet = new WeakMap<Saet, Map<string, Arbejdsgang>>();

/** The machine of a workflows/ file in the definitions live now (the request's version). */
export function aktuelArbejdsgang<Id extends string>(fil: string): Arbejdsgang<Id> {
  const saet = aktueltSaet();
  let maskiner = perSaet.get(saet);
  if (!maskiner) perSaet.set(saet, (maskiner = new Map()));
  let maskine = maskiner.get(fil);
  if (!maskine) {
    const config = saet.filer[fil];
    if (typeof config !== 'object' || config === null) throw new Error(`No workflow ${fil} in the definitions`);
    maskiner.set(fil, (maskine = loadWorkflow(config)));
  }
  return maskine as Arbejdsgang<Id>;
}

/**
 * A workflow that is always the live version's: each property is read from the machine of the
 * definitions the request runs on, so a published status flow holds without a restart. Methods are
 * bound to that machine, so xstate works on the real one.
 */
function levende<Id extends string>(fil: string): Arbejdsgang<Id> {
  return new Proxy({} as Arbejdsgang<Id>, {
    get(_, egenskab) {
      const maskine = aktuelArbejdsgang<Id>(fil);
      const vaerdi: unknown = Reflect.get(maskine, egenskab, maskine);
      return typeof vaerdi === 'function' ? (vaerdi as (...a: unknown[]) => unknown).bind(maskine) : vaerdi;
    },
    has: (_, egenskab) => Reflect.has(aktuelArbejdsgang(fil), egenskab),
  });
}

/** The status flows of both case kinds, as the live definitions have them. */
export const anmodningWorkflow = levende<'forudbetaling-anmodning'>('workflows/forudbetaling-anmodning.machine.json');
export const arbejdsmangelWorkflow = levende<'arbejdsmangel-ansoegning'>('workflows/arbejdsmangel-ansoegning.machine.json');
