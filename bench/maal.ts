import autocannon from 'autocannon';

export interface Laesning {
  reqPerSek: number;
  p99Ms: number;
  non2xx: number;
}

/** Loads one URL over loopback with autocannon, 10 connections, for a few seconds. */
export async function belast(url: string, headers: Record<string, string>, sekunder = 5): Promise<Laesning> {
  const r = await autocannon({ url, connections: 10, duration: sekunder, headers });
  return { reqPerSek: Math.round(r.requests.average), p99Ms: r.latency.p99, non2xx: r.non2xx };
}

// The middle of an odd number of runs, by requests per second.
const median = (koersler: Laesning[]) => [...koersler].sort((a, b) => a.reqPerSek - b.reqPerSek)[koersler.length >> 1]!;

/**
 * Loads each URL in turns, `runder` times for `sekunder` each, and answers the median run of each (by
 * requests per second): on a machine others work on too, a change in its load falls on both alike,
 * and one disturbed run does not decide the figure.
 */
export async function belastSkiftevis(
  maal: { url: string; headers: Record<string, string> }[],
  runder = 3,
  sekunder = 3,
): Promise<Laesning[]> {
  const koersler: Laesning[][] = maal.map(() => []);
  for (let r = 0; r < runder; r++) {
    for (const [i, { url, headers }] of maal.entries()) koersler[i]!.push(await belast(url, headers, sekunder));
  }
  return koersler.map((k) => ({ ...median(k), non2xx: k.reduce((sum, x) => sum + x.non2xx, 0) }));
}

export interface Skrivning {
  p95Ms: number;
  medianMs: number;
  antal: number;
  fejl: number;
  /** Writes finished per second, from the first start to the last answer. */
  perSekund: number;
}

/**
 * Runs `antal` writes one after another and reports their latency: what one write costs, not how
 * ten uploads of 1 MB share two cores.
 */
export async function skriv(antal: number, forbered: (i: number) => [string, RequestInit], samtidige = 1): Promise<Skrivning> {
  const tider: number[] = [];
  let fejl = 0;
  let naeste = 0;
  const arbejder = async () => {
    while (naeste < antal) {
      const i = naeste++;
      // The body is made, and encoded to the bytes sent, before the clock starts: the client's work
      // (a megabyte string turned into UTF-8 inside fetch) is not the server's.
      const [url, init] = forbered(i);
      const body = typeof init.body === 'string' ? new Uint8Array(Buffer.from(init.body)) : init.body;
      // One at a time, the client's garbage is collected before the clock starts, not inside a write's
      // time (with --expose-gc, as bench/skriv-proces.ts runs; simultaneous writes would pause each other).
      if (samtidige === 1) (globalThis as { gc?: () => void }).gc?.();
      const t0 = performance.now();
      const res = await fetch(url, { ...init, body });
      await res.arrayBuffer();
      tider.push(performance.now() - t0);
      if (!res.ok) fejl++;
    }
  };
  const start = performance.now();
  await Promise.all(Array.from({ length: samtidige }, arbejder));
  const perSekund = Math.round((antal / ((performance.now() - start) / 1000)) * 10) / 10;
  tider.sort((a, b) => a - b);
  const kvantil = (q: number) => Math.round(tider[Math.min(tider.length - 1, Math.floor(q * tider.length))]! * 10) / 10;
  return { p95Ms: kvantil(0.95), medianMs: kvantil(0.5), antal, fejl, perSekund };
}
