import type { Definitionsudkast } from '@contract/definitioner';
import { gemFil } from '../api/gem-fil';
import type { Aendringer } from './trin-model';

/**
 * A change's files saved into the draft one by one through the studio's one write path (PUT
 * .../Filer), each with its revision in the draft (0 when the draft has not changed it), so a save
 * over another's answers 412 instead of overwriting it. The machine is saved last when the change adds
 * files and first when it deletes some: a save that fails half way then leaves no step naming a form
 * the draft does not have (the check would name it at the step all the same).
 */
export async function gemAendringer(udkast: Pick<Definitionsudkast, 'id' | 'filer'>, aendringer: Aendringer): Promise<void> {
  const versioner = new Map(udkast.filer.map((f) => [f.sti, f.version]));
  const sletter = Object.values(aendringer).includes(null);
  const erMaskine = (sti: string) => Number(sti.startsWith('workflows/'));
  const stier = Object.keys(aendringer).sort((a, b) => (sletter ? erMaskine(b) - erMaskine(a) : erMaskine(a) - erMaskine(b)));
  for (const sti of stier) await gemFil(udkast.id, sti, aendringer[sti], versioner.get(sti) ?? 0);
}
