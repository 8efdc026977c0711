import { compare } from './query';
import type { Aggregate, AggregateQuery, IndexFields } from './types';

/** The fund's time zone: a month is a Danish calendar month (PostgreSQL counts in the same zone). */
export const TIDSZONE = 'Europe/Copenhagen';

const maanedsformat = new Intl.DateTimeFormat('en-CA', { timeZone: TIDSZONE, year: 'numeric', month: '2-digit' });

/** The Danish calendar month of an ISO timestamp, as 'YYYY-MM'. */
export function maaned(iso: string): string {
  const dele = maanedsformat.formatToParts(new Date(iso));
  return `${dele.find((d) => d.type === 'year')!.value}-${dele.find((d) => d.type === 'month')!.value}`;
}

/** The p-quantile of ascending numbers, interpolated between the closest two as PostgreSQL's percentile_cont does. */
export function percentil(stigende: readonly number[], p: number): number | null {
  if (stigende.length === 0) return null;
  const plads = p * (stigende.length - 1);
  const under = Math.floor(plads);
  const a = stigende[under]!;
  const b = stigende[Math.ceil(plads)]!;
  return a + (b - a) * (plads - under);
}

const taeller = (antal: Record<string, number>, noegle: string) => {
  antal[noegle] = (antal[noegle] ?? 0) + 1;
};

type Indekseret<T> = readonly (readonly [id: string, index: IndexFields, record: T])[];

/**
 * aggregate() answered in memory, for the embedded store: the same figures PostgreSQL answers with
 * GROUP BY and percentile_cont (store/postgres/aggregate-sql.ts), held to one answer by the contract suite.
 */
export function aggregate<T>(poster: Indekseret<T>, q: AggregateQuery): Aggregate {
  const perStatus: Record<string, number> = {};
  const created: Record<string, number> = {};
  const handled: Record<string, number> = {};
  const varigheder: number[] = [];
  const summer = new Map<string, { key: string; month: string; sum: number }>();
  const ventende: [string, IndexFields][] = [];
  for (const [id, index, record] of poster) {
    const { status, created: oprettet, statusChanged } = index;
    if (status !== undefined) taeller(perStatus, status);
    if (oprettet !== undefined && oprettet >= q.from) taeller(created, maaned(oprettet));
    if (status !== undefined && oprettet !== undefined && q.waiting.includes(status)) ventende.push([id, index]);
    if (status === undefined || statusChanged === undefined || statusChanged < q.from) continue;
    if (q.final.includes(status)) {
      taeller(handled, maaned(statusChanged));
      if (oprettet !== undefined) varigheder.push((Date.parse(statusChanged) - Date.parse(oprettet)) / 1000);
    }
    if (q.sum?.statuses.includes(status)) {
      const month = maaned(statusChanged);
      const liste = (record as Record<string, unknown>)[q.sum.list];
      for (const item of Array.isArray(liste) ? (liste as Record<string, unknown>[]) : []) {
        const key = item[q.sum.key];
        const vaerdi = item[q.sum.value];
        if (typeof key !== 'string' || typeof vaerdi !== 'number') continue;
        const sum = summer.get(`${key}\n${month}`) ?? { key, month, sum: 0 };
        sum.sum += vaerdi;
        summer.set(`${key}\n${month}`, sum);
      }
    }
  }
  varigheder.sort((a, b) => a - b);
  ventende.sort(([, a], [, b]) => compare('created-asc')!(a, b));
  return {
    perStatus,
    created,
    handled,
    duration: { count: varigheder.length, median: percentil(varigheder, 0.5), p90: percentil(varigheder, 0.9) },
    oldest: ventende.slice(0, q.oldest).map(([id, index]) => ({ id, status: index.status!, created: index.created! })),
    sums: [...summer.values()]
      .map((s) => ({ ...s, sum: Math.round(s.sum * 100) / 100 }))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.month < b.month ? -1 : a.month > b.month ? 1 : 0)),
  };
}
