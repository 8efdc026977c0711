import type { AppDeps } from '../deps';
import type { Store } from '../store/types';

/** One key's attempts within its window, as stored. */
interface Taeller {
  id: string;
  tider: number[];
}

/** A key was over its limit: the time of the oldest attempt still in the window. */
export class Spaerret extends Error {
  constructor(readonly aeldste: number) {
    super('for mange forsøg');
  }
}

// Longer than any window counted here; a counter untouched this long is only garbage.
const GAMMEL_MS = 60 * 60_000;

/**
 * Deletes the counters whose latest attempt is more than an hour old (indexed by it, store/indekser.ts),
 * so the store does not keep every address that ever failed; run by the expiry sweep (oprydning.ts).
 */
export function rydGamleTaellere({ store, now }: Pick<AppDeps, 'store' | 'now'>): Promise<number> {
  const graense = now().getTime() - GAMMEL_MS - 1;
  return store.collection<Taeller | number[]>('rate-limit').deleteWhere({ createdTo: new Date(graense).toISOString() });
}

/**
 * Attempt counters in the store, so instances on one database share them: each key's attempt times
 * within a sliding window, reserved by one atomic update (so simultaneous attempts cannot all slip
 * under the limit), taken back or reset afterwards. Counters left alone for an hour are swept by
 * rydGamleTaellere.
 */
export function createTaellere({ store, now }: { store: Store; now: () => Date }) {
  const taellere = store.collection<Taeller | number[]>('rate-limit');

  // Counters stored before they named themselves were bare arrays.
  const tiderAf = (r: Taeller | number[] | undefined) => (Array.isArray(r) ? r : (r?.tider ?? []));

  return {
    /** Counts an attempt at `t` for the key, unless it already has `max` in the window: then Spaerret. */
    async reserver(noegle: string, max: number, vindueMs: number, t = now().getTime()): Promise<Spaerret | undefined> {
      return taellere
        .update(noegle, (r) => {
          const seneste = tiderAf(r).filter((tid) => tid > t - vindueMs);
          if (seneste.length >= max) throw new Spaerret(seneste[0]!);
          return { id: noegle, tider: [...seneste, t] };
        })
        .then(
          () => undefined,
          (error: unknown) => {
            if (error instanceof Spaerret) return error;
            throw error;
          },
        );
    },

    /** Takes back one attempt counted at `t` (it turned out not to count). */
    async fjern(noegle: string, t: number): Promise<void> {
      await taellere.update(noegle, (r) => {
        const tider = [...tiderAf(r)];
        const i = tider.indexOf(t);
        if (i >= 0) tider.splice(i, 1);
        return { id: noegle, tider };
      });
    },

    /** Forgets a key's attempts. */
    nulstil: (noegle: string) => taellere.delete(noegle),
  };
}

/** Seconds until the oldest attempt leaves the window, for Retry-After. */
export const sekunderTil = (spaerret: Spaerret, vindueMs: number, t: number) =>
  Math.max(1, Math.ceil((spaerret.aeldste + vindueMs - t) / 1000));
