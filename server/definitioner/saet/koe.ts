/** A check that will not run: a newer one from the same person took its place, or its caller went away. */
export class TjekAfloest extends Error {}
/** A check refused because too many wait already. */
export class TjekOptaget extends Error {}

interface Ventende {
  arbejde: () => Promise<unknown>;
  resolve: (svar: unknown) => void;
  reject: (fejl: unknown) => void;
  signal?: AbortSignal;
}

/**
 * The checks of the definition set, one at a time on this instance: a check writes the set out and compiles
 * every schema on the event loop (about half a second), and the editors ask at each pause in the typing, so
 * checks side by side would hold up every other request. Each person has at most one waiting: a newer one
 * takes the waiting one's place in the line (latest wins; the editor shows only the newest answer), one
 * whose caller has gone is dropped when its turn comes, and beyond `hoejstVentende` people waiting a
 * check is refused (TjekOptaget) rather than queued.
 */
export function tjekKoe({ hoejstVentende = 8 }: { hoejstVentende?: number } = {}) {
  let koerer = false;
  // One per person, in the order they joined the line (a replaced one keeps its place).
  const ventende = new Map<string, Ventende>();

  const naeste = () => {
    if (koerer) return;
    const foerste = ventende.entries().next();
    if (foerste.done) return;
    const [bruger, job] = foerste.value;
    ventende.delete(bruger);
    if (job.signal?.aborted) {
      job.reject(new TjekAfloest());
      naeste();
      return;
    }
    koerer = true;
    void job
      .arbejde()
      .then(job.resolve, job.reject)
      .finally(() => {
        koerer = false;
        naeste();
      });
  };

  return <T>(bruger: string, arbejde: () => Promise<T>, signal?: AbortSignal): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const foer = ventende.get(bruger);
      if (!foer && ventende.size >= hoejstVentende) {
        reject(new TjekOptaget());
        return;
      }
      foer?.reject(new TjekAfloest());
      ventende.set(bruger, { arbejde, resolve: resolve as (svar: unknown) => void, reject, signal });
      naeste();
    });
}
