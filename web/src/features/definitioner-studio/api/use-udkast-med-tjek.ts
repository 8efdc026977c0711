import { useHent } from '../../../shared/api/use-hent';
import { useUdkast } from './hent-udkast';
import { useLive } from './hent-live';
import { tjekUdkast } from './tjek-udkast';

/**
 * What an editor page of a draft reads: the draft, the live set it is laid over and the draft's
 * check. `runde` rises with every save, so the draft and its check are read anew; `status` is the
 * reading of the first two, for the page's HentStatus until both have come.
 */
export function useUdkastMedTjek(id: string, runde: number) {
  const udkast = useUdkast(id, runde);
  const live = useLive();
  const tjek = useHent(`definitioner-tjek:${id}:${runde}`, () => tjekUdkast(id));
  const status = { indlaeser: udkast.indlaeser || live.indlaeser, fejl: udkast.fejl ?? live.fejl };
  return { udkast, live, tjek, status };
}
