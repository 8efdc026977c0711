/** The fields and buttons a person can move to. */
const FELT = 'input:not([type=hidden]):not(:disabled), select:not(:disabled), textarea:not(:disabled), button:not(:disabled)';

/**
 * Brings part `nr` (0 = the first) of a form of numbered parts into view and puts the focus in its
 * first field: where a 'Ret' link on the check page leads. False when the part is not (yet) there.
 */
export function gaaTilSektion(ramme: ParentNode | null, nr: number): boolean {
  const sektion = ramme?.querySelectorAll('section')[nr];
  if (!sektion) return false;
  sektion.scrollIntoView({ block: 'start' });
  sektion.querySelector<HTMLElement>(FELT)?.focus({ preventScroll: true });
  return true;
}
