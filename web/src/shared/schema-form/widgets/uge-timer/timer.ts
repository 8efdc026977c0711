import { ugeNoegle, type Uge } from '../../../../../../engine/uger';

/** Course hours in one ISO week (SPEC §3.3 kursusTimerPerUge). */
export interface UgeTimer extends Uge {
  timerPerUge: number;
}

/** An hours input's text as hours; empty, 0 or unreadable is no hours, which removes the week (SPEC §5.2). */
export function timerFraInput(tekst: string): number | undefined {
  const timer = Number(tekst.trim().replace(',', '.'));
  return tekst.trim() === '' || Number.isNaN(timer) || timer === 0 ? undefined : timer;
}

/** The weeks with the given week's hours set, or the week removed when there are none; in week order. */
export function saetTimer(poster: readonly UgeTimer[], uge: Uge, timer: number | undefined): UgeTimer[] {
  const andre = poster.filter((p) => ugeNoegle(p) !== ugeNoegle(uge));
  const alle = timer === undefined ? andre : [...andre, { aar: uge.aar, ugeNr: uge.ugeNr, timerPerUge: timer }];
  return alle.sort((a, b) => a.aar - b.aar || a.ugeNr - b.ugeNr);
}

/** The hours entered for a week, if any. */
export function timerForUge(poster: readonly UgeTimer[], uge: Uge): number | undefined {
  return poster.find((p) => ugeNoegle(p) === ugeNoegle(uge))?.timerPerUge;
}

/** All hours of an employee. */
export function samledeTimer(poster: readonly Partial<UgeTimer>[] | undefined): number {
  return (poster ?? []).reduce((sum, p) => sum + (typeof p.timerPerUge === 'number' ? p.timerPerUge : 0), 0);
}

const toDecimaler = new Intl.NumberFormat('da-DK', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Hours as the forms show them: 37.5 → "37,50" (SPEC §9: totals with two decimals). */
export function formatTimer(timer: number): string {
  return toDecimaler.format(timer);
}
