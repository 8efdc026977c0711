import type { Definitionsudkast } from '@contract/definitioner';
import { gemFil } from '../api/gem-fil';
import type { Aendringer } from './trin-model';

/**
 * A change's files saved into the draft one by one through the studio's one write path (PUT
 * .../Filer), each with its revision in the draft (0 when the draft has not changed it), so a save
 * over another's answers 412 instead of overwriting it. The machine goes last: until it names the
 * new step, a file saved before it changes nothing the wizard shows.
 */
export async function gemAendringer(udkast: Pick<Definitionsudkast, 'id' | 'filer'>, aendringer: Aendringer): Promise<void> {
  const versioner = new Map(udkast.filer.map((f) => [f.sti, f.version]));
  const stier = Object.keys(aendringer).sort((a, b) => Number(a.startsWith('workflows/')) - Number(b.startsWith('workflows/')));
  for (const sti of stier) await gemFil(udkast.id, sti, aendringer[sti], versioner.get(sti) ?? 0);
}
