// One file per function: date-fns' index loads every one of its hundreds of modules (most of a second of the server's start).
import { addDays } from 'date-fns/addDays';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { getISOWeek } from 'date-fns/getISOWeek';
import { getISOWeekYear } from 'date-fns/getISOWeekYear';
import { parseISO } from 'date-fns/parseISO';
import { startOfISOWeek } from 'date-fns/startOfISOWeek';
import felter from '../schemas/arbejdsmangel-felter.schema.json';

/** An ISO week: its week-numbering year and number (1–53). */
export interface Uge {
  aar: number;
  ugeNr: number;
}

/** A date 'YYYY-MM-DD' (what follows it, e.g. a time, is ignored) as local midnight; an invalid date when it is no real date (2026-02-30). */
const dato = (tekst: string) => parseISO(tekst.slice(0, 10));

/** The longest period allowed, in weeks of seven days: the schema's rule (maksUger), read where it is written. */
export const maksUgerIPeriode: number = felter.definitions.periode.maksUger;

/**
 * The ISO weeks a period touches, in order, one entry per week from the week of `fra` to the
 * week of `til` (SPEC §3.3). Years are ISO week-years: 2026-12-28 to 2027-01-10 is 53/2026, 1/2027, 2/2027.
 * An empty or reversed period has no weeks, and so has one longer than the schema allows: a typo
 * such as year 0027 would otherwise be 100,000 weeks, each drawn as an input or a row.
 */
export function ugerIPeriode(fra: string, til: string): Uge[] {
  const start = dato(fra);
  const slut = dato(til);
  if (Number.isNaN(start.getTime()) || Number.isNaN(slut.getTime()) || slut < start) return [];
  if (erPeriodenForLang(fra, til)) return [];
  const uger: Uge[] = [];
  for (let dag = startOfISOWeek(start); dag <= slut; dag = addDays(dag, 7)) {
    uger.push({ aar: getISOWeekYear(dag), ugeNr: getISOWeek(dag) });
  }
  return uger;
}

/** Days in the period, both ends included ('N dage over M uger'). */
export function dageIPeriode(fra: string, til: string): number {
  const start = dato(fra);
  const slut = dato(til);
  if (Number.isNaN(start.getTime()) || Number.isNaN(slut.getTime()) || slut < start) return 0;
  // Calendar days, so a daylight saving change (a 23- or 25-hour day) counts as one.
  return differenceInCalendarDays(slut, start) + 1;
}

/** True when the period lasts longer than maksUgerIPeriode weeks (both ends included), as the schema's maksUger judges it. */
export function erPeriodenForLang(fra: string, til: string): boolean {
  return dageIPeriode(fra, til) > maksUgerIPeriode * 7;
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
