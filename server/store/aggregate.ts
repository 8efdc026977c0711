import { compare } from './query';
import type { Aggregate, AggregateQuery, IndexFields } from './types';

/** The p-quantile of ascending numbers, interpolated between the closest two as PostgreSQL's percentile_cont does. */
export function percentil(stigende: readonly number[], p: number): number | null {
  if (stigende.length === 0) return null;
  const plads = p * (stigende.length - 1);
  const under = Math.floor(plads);
  const a = stigende[under]!;
  const b = stigende[Math.ceil(plads)]!;
  return a + (b - a) * (plads - under);
}

/** The month an ISO timestamp falls in (the last that began at or before it), as width_bucket finds it; undefined before the first. */
export function maanedFor(months: AggregateQuery['months'], iso: string): string | undefined {
  let fundet: string | undefined;
  for (const { month, from } of months) if (iso >= from) fundet = month;
  return fundet;
}

const taeller = (antal: Record<string, number>, noegle: string | undefined) => {
  if (noegle !== undefined) antal[noegle] = (antal[noegle] ?? 0) + 1;
};

/**
 * aggregate() answered in memory from the indexed fields, for the embedded store: the same figures
 * PostgreSQL answers with GROUP BY and percentile_cont (store/postgres/aggregate-sql.ts), held to one
 * answer by the contract suite.
 */
export function aggregate(poster: readonly (readonly [id: string, index: IndexFields])[], q: AggregateQuery): Aggregate {
  const perStatus: Record<string, number> = {};
  const created: Record<string, number> = {};
  const handled: Record<string, number> = {};
  const varigheder: number[] = [];
  const summer = new Map<string, { key: string; month: string; sum: number }>();
  const ventende: [string, IndexFields][] = [];
  for (const [id, index] of poster) {
    const { status, created: oprettet, statusChanged } = index;
    if (status !== undefined) taeller(perStatus, status);
    if (oprettet !== undefined) taeller(created, maanedFor(q.months, oprettet));
    if (status !== undefined && oprettet !== undefined && q.waiting.includes(status)) ventende.push([id, index]);
    const month = status !== undefined && statusChanged !== undefined ? maanedFor(q.months, statusChanged) : undefined;
    if (month === undefined) continue;
    if (q.final.includes(status!)) {
      taeller(handled, month);
      if (oprettet !== undefined) varigheder.push((Date.parse(statusChanged!) - Date.parse(oprettet)) / 1000);
    }
    if (!q.sum?.includes(status!)) continue;
    for (const [key, vaerdi] of Object.entries(index.amounts ?? {})) {
      const sum = summer.get(`${key}\n${month}`) ?? { key, month, sum: 0 };
      sum.sum += vaerdi;
      summer.set(`${key}\n${month}`, sum);
    }
  }
  varigheder.sort((a, b) => a - b);
  ventende.sort(([, a], [, b]) => compare('created-asc')!(a, b));
  const orden = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return {
    perStatus,
    created,
    handled,
    duration: { count: varigheder.length, median: percentil(varigheder, 0.5), p90: percentil(varigheder, 0.9) },
    oldest: ventende.slice(0, q.oldest).map(([id, index]) => ({ id, status: index.status!, created: index.created! })),
    sums: [...summer.values()]
      .map((s) => ({ ...s, sum: Math.round(s.sum * 100) / 100 }))
      .sort((a, b) => orden(a.key, b.key) || orden(a.month, b.month)),
  };
}
