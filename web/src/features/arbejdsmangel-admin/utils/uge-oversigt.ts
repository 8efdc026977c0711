import { ugeNoegle, ugerAtVise, type Uge } from '@engine/uger';
import type { AdminMedarbejder } from '../api/hent-ansoegning';

/** A week of the period and how many employees have course hours in it. */
export interface UgeMedAntal extends Uge {
  antal: number;
}

/** The ISO weeks of the period, each with the number of employees having hours that week (SPEC §2.5 Periode). */
export function ugeOversigt(fra: string, til: string, medarbejdere: readonly Pick<AdminMedarbejder, 'kursusuger'>[]): UgeMedAntal[] {
  const antal = new Map<string, number>();
  for (const m of medarbejdere) {
    const uger = new Set(m.kursusuger.filter((u) => u.kursustimer > 0).map((u) => ugeNoegle({ aar: u.aar, ugeNr: u.ugenummer })));
    for (const noegle of uger) antal.set(noegle, (antal.get(noegle) ?? 0) + 1);
  }
  return ugerAtVise(fra, til).map((uge) => ({ ...uge, antal: antal.get(ugeNoegle(uge)) ?? 0 }));
}

/** An employee's hours in a week, 0 when none. */
export function timerIUge(medarbejder: Pick<AdminMedarbejder, 'kursusuger'>, uge: Uge): number {
  return medarbejder.kursusuger.find((u) => u.aar === uge.aar && u.ugenummer === uge.ugeNr)?.kursustimer ?? 0;
}

/** All of an employee's course hours ('N kursustimer'). */
export function kursustimerIAlt(medarbejder: Pick<AdminMedarbejder, 'kursusuger'>): number {
  return medarbejder.kursusuger.reduce((sum, u) => sum + u.kursustimer, 0);
}
