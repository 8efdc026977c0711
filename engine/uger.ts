/** An ISO week: its week-numbering year and number (1–53). */
export interface Uge {
  aar: number;
  ugeNr: number;
}

const DAG = 86_400_000;

/**
 * A date 'YYYY-MM-DD' (what follows it, e.g. a time, is ignored) as midnight UTC; NaN when it is no
 * real date (2026-02-30). In UTC, so no daylight saving change makes a day shorter.
 */
function dato(tekst: string): number {
  const [, aar, maaned, dag] = (/^(\d{4})-(\d{2})-(\d{2})/.exec(tekst) ?? []).map(Number);
  if (aar === undefined || maaned === undefined || dag === undefined) return Number.NaN;
  const tid = utc(aar, maaned - 1, dag);
  return new Date(tid).getUTCMonth() === maaned - 1 && new Date(tid).getUTCDate() === dag ? tid : Number.NaN;
}

/** Midnight UTC of a day; unlike Date.UTC, years below 100 are themselves. */
function utc(aar: number, maaned: number, dag: number): number {
  const d = new Date(0);
  d.setUTCFullYear(aar, maaned, dag);
  return d.getTime();
}

/** Days since Monday (0 Monday … 6 Sunday). */
const ugedag = (tid: number) => (new Date(tid).getUTCDay() + 6) % 7;

/** The ISO week of a day: the week belongs to the year of its Thursday, and week 1 holds that year's first Thursday. */
function isoUge(tid: number): Uge {
  const torsdag = tid + (3 - ugedag(tid)) * DAG;
  const aar = new Date(torsdag).getUTCFullYear();
  return { aar, ugeNr: Math.floor((torsdag - utc(aar, 0, 1)) / DAG / 7) + 1 };
}

/**
 * The ISO weeks a period touches, in order, one entry per week from the week of `fra` to the
 * week of `til` (SPEC §3.3). Years are ISO week-years: 2026-12-28 to 2027-01-10 is 53/2026, 1/2027, 2/2027.
 * An empty or reversed period has no weeks.
 */
export function ugerIPeriode(fra: string, til: string): Uge[] {
  const start = dato(fra);
  const slut = dato(til);
  if (Number.isNaN(start) || Number.isNaN(slut) || slut < start) return [];
  const uger: Uge[] = [];
  for (let mandag = start - ugedag(start) * DAG; mandag <= slut; mandag += 7 * DAG) uger.push(isoUge(mandag));
  return uger;
}

/** Days in the period, both ends included ('N dage over M uger'). */
export function dageIPeriode(fra: string, til: string): number {
  const start = dato(fra);
  const slut = dato(til);
  if (Number.isNaN(start) || Number.isNaN(slut) || slut < start) return 0;
  return (slut - start) / DAG + 1;
}

export const ugeNoegle = (u: Uge) => `${u.aar}-${u.ugeNr}`;

/** Keeps only the entries whose week lies in the period (a changed period drops the rest, SPEC §4.3). */
export function indenforPeriode<T extends Uge>(poster: readonly T[], fra: string, til: string): T[] {
  const uger = new Set(ugerIPeriode(fra, til).map(ugeNoegle));
  return poster.filter((p) => uger.has(ugeNoegle(p)));
}

/**
 * The entries whose week lies outside a period, e.g. hours left from before the period was changed.
 * An empty or reversed period (a date half typed) says nothing about them, so none are outside it.
 */
export function udenforPeriode<T extends Uge>(poster: readonly T[], fra: string, til: string): T[] {
  const uger = ugerIPeriode(fra, til);
  if (uger.length === 0) return [];
  const noegler = new Set(uger.map(ugeNoegle));
  return poster.filter((p) => !noegler.has(ugeNoegle(p)));
}
