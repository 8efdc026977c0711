import { formatToDecimaler } from '@engine/format';
import { udenforPeriode, ugeNoegle, type Uge } from '@engine/uger';

/** Course hours in one ISO week (SPEC §3.3 kursusTimerPerUge); a typed text that is no number stays text, so the schema refuses it. */
export interface UgeTimer extends Uge {
  timerPerUge: number | string;
}

/**
 * An hours input's text as hours, with a Danish decimal comma or a dot ('7,5', '7.5'); empty or 0 is no
 * hours, which removes the week (SPEC §5.2). Any other text is kept as it is, for the schema's message.
 */
export function timerFraInput(tekst: string): number | string | undefined {
  const renset = tekst.trim();
  if (!/^-?\d+([.,]\d*)?$/.test(renset)) return renset === '' ? undefined : tekst;
  const timer = Number(renset.replace(',', '.'));
  return timer === 0 ? undefined : timer;
}

/** Hours as an input shows them again: 7.5 → '7,5', read back the same by timerFraInput. */
export function visTimer(timer: number | string | undefined): string {
  return typeof timer === 'number' ? String(timer).replace('.', ',') : (timer ?? '');
}

/** The weeks with the given week's hours set, or the week removed when there are none; in week order. */
export function saetTimer(poster: readonly UgeTimer[], uge: Uge, timer: number | string | undefined): UgeTimer[] {
  const andre = poster.filter((p) => ugeNoegle(p) !== ugeNoegle(uge));
  const alle = timer === undefined ? andre : [...andre, { aar: uge.aar, ugeNr: uge.ugeNr, timerPerUge: timer }];
  return alle.sort((a, b) => a.aar - b.aar || a.ugeNr - b.ugeNr);
}

/** The hours entered for a week, if any. */
export function timerForUge(poster: readonly UgeTimer[], uge: Uge): number | string | undefined {
  return poster.find((p) => ugeNoegle(p) === ugeNoegle(uge))?.timerPerUge;
}

/** All hours of an employee. */
export function samledeTimer(poster: readonly Partial<UgeTimer>[] | undefined): number {
  return (poster ?? []).reduce((sum, p) => sum + (typeof p.timerPerUge === 'number' ? p.timerPerUge : 0), 0);
}

/**
 * The hours in weeks outside a period, e.g. left from before the period was changed: kept until
 * the person removes them or submits. A period not (yet) valid has none outside it.
 */
export function timerUdenforPeriode(
  poster: readonly UgeTimer[] | undefined,
  periode: { fra?: string; til?: string } | undefined,
): UgeTimer[] {
  return udenforPeriode(poster ?? [], periode?.fra ?? '', periode?.til ?? '');
}

/** Hours as the forms show them: 37.5 → "37,50" (SPEC §9: totals with two decimals). */
export function formatTimer(timer: number): string {
  return formatToDecimaler(timer);
}
