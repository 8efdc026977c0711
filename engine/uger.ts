// One file per function: date-fns' index loads every one of its hundreds of modules (most of a second of the server's start).
import { addDays } from 'date-fns/addDays';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { getISOWeek } from 'date-fns/getISOWeek';
import { getISOWeeksInYear } from 'date-fns/getISOWeeksInYear';
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

/**
 * The longest period the schema allows, in weeks of seven days (its maksUger), for drawing the weeks:
 * in the web app the published one (the import goes through liveFil, web/vite-plugin-live-definitioner.ts),
 * elsewhere the repository's. The server judges with the live definitions.
 */
export const maksUgerIPeriode: number = felter.definitions.periode.maksUger;

/**
 * The ISO weeks a period touches, in order, one entry per week from the week of `fra` to the
 * week of `til` (SPEC §3.3). Years are ISO week-years: 2026-12-28 to 2027-01-10 is 53/2026, 1/2027, 2/2027.
 * An empty or reversed period has no weeks. No upper bound: the schema in force judges the length.
 */
export function ugerIPeriode(fra: string, til: string): Uge[] {
  const start = dato(fra);
  const slut = dato(til);
  if (Number.isNaN(start.getTime()) || Number.isNaN(slut.getTime()) || slut < start) return [];
  const uger: Uge[] = [];
  for (let dag = startOfISOWeek(start); dag <= slut; dag = addDays(dag, 7)) {
    uger.push({ aar: getISOWeekYear(dag), ugeNr: getISOWeek(dag) });
  }
  return uger;
}

/**
 * The weeks to draw (an input or a row each): those of ugerIPeriode, or none when the period is
 * longer than the bundled schema allows, so a typo such as year 0027 is not 100,000 weeks on screen.
 */
export function ugerAtVise(fra: string, til: string): Uge[] {
  return erPeriodenForLang(fra, til) ? [] : ugerIPeriode(fra, til);
}

/** How many ISO weeks the period touches (ugerIPeriode's length), counted from the days, so a long period costs nothing. */
export function antalUgerIPeriode(fra: string, til: string): number {
  const start = dato(fra);
  const slut = dato(til);
  if (Number.isNaN(start.getTime()) || Number.isNaN(slut.getTime()) || slut < start) return 0;
  return differenceInCalendarDays(startOfISOWeek(slut), startOfISOWeek(start)) / 7 + 1;
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

/**
 * Whether a week lies in the period, compared as (week-year, number) with the period's first and
 * last week, so a long period (a typo such as year 0027 while typing) lists no weeks; a week
 * number its year does not have (53 in 2027) lies in no period. Undefined for an empty or reversed period.
 */
function iPerioden(fra: string, til: string): ((u: Uge) => boolean) | undefined {
  const start = dato(fra);
  const slut = dato(til);
  if (Number.isNaN(start.getTime()) || Number.isNaN(slut.getTime()) || slut < start) return undefined;
  const nr = (aar: number, ugeNr: number) => aar * 100 + ugeNr;
  const foerste = nr(getISOWeekYear(start), getISOWeek(start));
  const sidste = nr(getISOWeekYear(slut), getISOWeek(slut));
  return ({ aar, ugeNr }) =>
    Number.isInteger(aar) &&
    Number.isInteger(ugeNr) &&
    ugeNr >= 1 &&
    // 1 July lies in the week-year of its own year.
    ugeNr <= getISOWeeksInYear(new Date(aar, 6, 1)) &&
    nr(aar, ugeNr) >= foerste &&
    nr(aar, ugeNr) <= sidste;
}

/** Keeps only the entries whose week lies in the period (a changed period drops the rest, SPEC §4.3). */
export function indenforPeriode<T extends Uge>(poster: readonly T[], fra: string, til: string): T[] {
  const inde = iPerioden(fra, til);
  return inde ? poster.filter(inde) : [];
}

/**
 * The entries whose week lies outside a period, e.g. hours left from before the period was changed.
 * An empty or reversed period (a date half typed) says nothing about them, so none are outside it.
 */
export function udenforPeriode<T extends Uge>(poster: readonly T[], fra: string, til: string): T[] {
  const inde = iPerioden(fra, til);
  return inde ? poster.filter((p) => !inde(p)) : [];
}
