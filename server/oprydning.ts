import type { AppDeps } from './deps';
import { rydUdloebneSessioner } from './identity/sessions';
import { rydUdloebneKoder } from './nyadmin/adgang';

const INTERVAL_MS = 15 * 60_000;

/**
 * Sweeps what expires but may never be asked for again, so the store does not keep it for ever:
 * citizen sessions no one logged out of, and one-time codes never redeemed. At start and every
 * quarter of an hour; with several instances each sweeps, and a record two of them delete is gone once.
 *
 * @example const oprydning = createOprydning(deps); oprydning.start(); // at shutdown: oprydning.stop()
 */
export function createOprydning(deps: Pick<AppDeps, 'config' | 'store' | 'now' | 'log'>, intervalMs = INTERVAL_MS) {
  let timer: NodeJS.Timeout | undefined;

  async function ryd(): Promise<{ sessioner: number; engangskoder: number }> {
    const [sessioner, engangskoder] = await Promise.all([rydUdloebneSessioner(deps), rydUdloebneKoder(deps)]);
    if (sessioner + engangskoder > 0) deps.log.info({ sessioner, engangskoder }, 'udløbne sessioner og engangskoder slettet');
    return { sessioner, engangskoder };
  }

  // A failed sweep (the database out of reach for a moment) is tried again at the next interval.
  const koer = () => ryd().catch((error: unknown) => deps.log.warn({ err: error }, 'oprydning af udløbne sessioner fejlede'));

  return {
    ryd,
    start(): Promise<unknown> {
      timer = setInterval(() => void koer(), intervalMs);
      timer.unref();
      return koer();
    },
    stop(): void {
      clearInterval(timer);
    },
  };
}
