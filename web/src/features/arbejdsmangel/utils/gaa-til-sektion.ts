/** The fields and buttons a person can move to. */
const FELT = 'input:not([type=hidden]):not(:disabled), select:not(:disabled), textarea:not(:disabled), button:not(:disabled)';

/**
 * Where a 'Ret' link in the form's review leads: part `ret` (0 = the first) of a form of numbered parts,
 * brought into view with the focus in its first field, or the field rjsf gave the id root_<ret>.
 * False when it is not (yet) there.
 */
export function gaaTilSektion(ramme: ParentNode | null, ret: number | string): boolean {
  if (typeof ret === 'string') {
    const felt = ramme?.querySelector<HTMLElement>(`#root_${CSS.escape(ret)}`);
    felt?.scrollIntoView({ block: 'center' });
    felt?.focus({ preventScroll: true });
    return Boolean(felt);
  }
  const sektion = ramme?.querySelectorAll('section')[ret];
  if (!sektion) return false;
  sektion.scrollIntoView({ block: 'start' });
  sektion.querySelector<HTMLElement>(FELT)?.focus({ preventScroll: true });
  return true;
}
