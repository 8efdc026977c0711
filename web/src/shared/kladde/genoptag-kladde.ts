import { ApiFejl } from '../api/client';
import { useHent } from '../api/use-hent';
import { hentKladde } from './api/hent-kladde';
import { hentKladder } from './api/hent-kladder';
import { laesIkkeGemt, glemIkkeGemt } from './ikke-gemt';
import { udfold, type Referencer } from './filer';
import { KLADDE_FORMULARER, type Formular } from './formularer';

/** Where a form starts: the person's draft with its files, or nothing to resume. */
export interface Genoptagelse<T> {
  ejer: string;
  /** The server's version of the draft; 0 when there is none. */
  version: number;
  referencer: Referencer;
  kladde?: { data: T; trin?: string; opdateret?: string };
  /** The draft holds changes the server has not got (kept in the tab when the page went): save them at once. */
  ikkeGemt: boolean;
}

/**
 * The draft to resume: the server's, unless this tab kept newer changes of the same person on the
 * same version (a 401 sent the browser to the login before they were saved).
 */
export async function genoptagKladde<T>(formular: Formular, signal?: AbortSignal): Promise<Genoptagelse<T>> {
  const { ejer, kladder } = await hentKladder(KLADDE_FORMULARER[formular], signal);
  const gemt = kladder.some((k) => k.formular === formular)
    ? await hentKladde(formular, signal).catch((fejl: unknown) => {
        // Deleted or expired since the list was read.
        if (fejl instanceof ApiFejl && fejl.status === 404) return undefined;
        throw fejl;
      })
    : undefined;
  const referencer: Referencer = new Map();
  const filer = gemt?.filer ?? {};
  const version = gemt?.version ?? 0;
  const lokal = laesIkkeGemt(formular);
  if (lokal && lokal.ejer === ejer && lokal.version === version) {
    return { ejer, version, referencer, kladde: { data: udfold<T>(lokal.data, filer, referencer), trin: lokal.trin }, ikkeGemt: true };
  }
  if (lokal) glemIkkeGemt(formular);
  const kladde = gemt && { data: udfold<T>(gemt.data, filer, referencer), trin: gemt.trin ?? undefined, opdateret: gemt.opdateret };
  return { ejer, version, referencer, kladde, ikkeGemt: false };
}

export function useGenoptagKladde<T>(formular: Formular) {
  return useHent(`kladde-${formular}`, (signal) => genoptagKladde<T>(formular, signal));
}
