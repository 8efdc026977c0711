import { harIndlejredeSvar } from './indlejrede-svar';

/** A load's outcome for one key: its data or its failure. */
export interface Resultat<T> {
  noegle: string;
  data?: T;
  fejl?: unknown;
}

const startede = new Map<string, Promise<Resultat<unknown>>>();
let foersteSkaerm = true;

/**
 * A load of the first screen, started in its first render while the page still holds answers the
 * server put in it (server/indlejrede-svar.ts), so use-hent.ts can read it in that render: answered
 * from the page, it settles in a few microtasks and React shows the screen with its data in its
 * first pass, not a spinner first and the data in a second pass (issue 21). One promise per key,
 * kept until the component that reads it has mounted: a render React replays, or retries after a
 * load that had to ask the network (a resumed draft) suspended it, finds the same one instead of
 * loading again. It never rejects: a failure is the outcome, as the component shows it. No new one
 * once the first screen is shown (afslutFoersteSkaerm), nor on a page without answers (the admin
 * app, tests).
 *
 * @example
 * const loefte = foersteSvar('login-status', hentLoginStatus); // in render; use(loefte) reads it
 */
export function foersteSvar<T>(noegle: string, hent: (signal: AbortSignal) => Promise<T>): Promise<Resultat<T>> | undefined {
  const kendt = startede.get(noegle) as Promise<Resultat<T>> | undefined;
  if (kendt || !foersteSkaerm || !harIndlejredeSvar()) return kendt;
  const resultat = (svar: Omit<Resultat<T>, 'noegle'>): Resultat<T> => ({ noegle: `0:${noegle}`, ...svar });
  const loefte = hent(new AbortController().signal).then(
    (data) => resultat({ data }),
    (fejl: unknown) => resultat({ fejl }),
  );
  startede.set(noegle, loefte);
  return loefte;
}

/** The component that read the key's first load has mounted with it: a later mount loads anew. */
export function glemFoersteSvar(noegle: string): void {
  startede.delete(noegle);
}

/**
 * The first screen is shown (web/src/app/foerste-skaerm.ts): from now on every load starts when its
 * component mounts. Loads already started stay for the components still to mount with them; one
 * whose component never mounts answers the next mount of its key once, as an answer in the page does.
 */
export function afslutFoersteSkaerm(): void {
  foersteSkaerm = false;
}
