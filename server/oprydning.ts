import type { AppDeps } from './deps';
import { rydGamleTaellere } from './beskyttelse/taellere';
import { rydIdempotens } from './idempotens';
import { rydUdloebneSessioner } from './identity/sessions';
import { rydUdloebneKoder } from './nyadmin/adgang';

const INTERVAL_MS = 15 * 60_000;

/**
 * Sweeps what expires but may never be asked for again, so the store does not keep it for ever:
 * citizen sessions no one logged out of, one-time codes never redeemed, answers kept for an
 * Idempotency-Key past their day, webhook deliveries done with a month ago, and attempt counters
 * (login and scan limits) untouched for an hour. At start and every
 * quarter of an hour; with several instances each sweeps, and a record two of them delete is gone once.
 *
 * @example const oprydning = createOprydning(deps); oprydning.start(); // at shutdown: oprydning.stop()
 */
export function createOprydning(deps: Pick<AppDeps, 'config' | 'store' | 'now' | 'log' | 'webhooks'>, intervalMs = INTERVAL_MS) {
  let timer: NodeJS.Timeout | undefined;

  async function ryd(): Promise<{ sessioner: number; engangskoder: number; idempotens: number; leveringer: number; taellere: number }> {
    const [sessioner, engangskoder, idempotens, leveringer, taellere] = await Promise.all([
      rydUdloebneSessioner(deps),
      rydUdloebneKoder(deps),
      rydIdempotens(deps),
      deps.webhooks.ryd(),
      rydGamleTaellere(deps),
    ]);
    if (sessioner + engangskoder + idempotens + leveringer + taellere > 0)
      deps.log.info(
        { sessioner, engangskoder, idempotens, leveringer, taellere },
        'udløbne sessioner, engangskoder, idempotensnøgler, leveringer og forsøgstællere slettet',
      );
    return { sessioner, engangskoder, idempotens, leveringer, taellere };
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
