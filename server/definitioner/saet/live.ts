import type { Logger } from 'pino';
import type { Saet } from './filer';
import type { SaetLager } from './lager';

/** How often an instance asks the store whether another has published (the issue allows five seconds). */
export const LYT_MS = 1000;

/**
 * The live version as this instance serves it: read once, then kept until the store's generation of the
 * set moves (a publish here or on another instance). Every request takes the version current when it began.
 */
export function createLiveSaet(lager: SaetLager, generation: () => Promise<number>, log: Pick<Logger, 'warn'>, frigivet: Saet) {
  let nu: Saet | undefined;
  let set = -1;
  let laeser: Promise<Saet> | undefined;

  async function genlaes(): Promise<Saet> {
    const g = await generation();
    if (nu && g === set) return nu;
    const live = await lager.live();
    // Until something is published (or the server's start stored it), the release's own files are version 1.
    nu = live ? { version: live.version, filer: live.filer } : frigivet;
    set = g;
    return nu;
  }

  const opdater = () => (laeser ??= genlaes().finally(() => (laeser = undefined)));

  let timer: NodeJS.Timeout | undefined;
  return {
    /** The live version now (waits for the first read). */
    hent: async (): Promise<Saet> => nu ?? opdater(),
    /** Reads the store again at once (after this instance published). */
    opdater,
    /** Starts listening for publishes on other instances. */
    start() {
      timer ??= setInterval(() => {
        opdater().catch((error: unknown) => log.warn({ err: error }, 'definitionerne kunne ikke læses'));
      }, LYT_MS);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}

export type LiveSaet = ReturnType<typeof createLiveSaet>;
