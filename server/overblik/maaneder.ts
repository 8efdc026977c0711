import { danskDagsStart, danskDato } from '../../engine/format';

/**
 * The last `antal` Danish calendar months up to and including the one `nu` is in, oldest first, each
 * by its name ('YYYY-MM') and the instant it begins (Danish midnight on the 1st): the overview's
 * period, as the store counts in it (AggregateQuery.months).
 */
export function sidsteMaaneder(nu: Date, antal: number): { month: string; from: string }[] {
  const [aar, md] = danskDato(nu).split('-').map(Number) as [number, number];
  return Array.from({ length: antal }, (_, i) => {
    const den1 = new Date(Date.UTC(aar, md - antal + i, 1)).toISOString().slice(0, 10);
    return { month: den1.slice(0, 7), from: danskDagsStart(den1) };
  });
}
