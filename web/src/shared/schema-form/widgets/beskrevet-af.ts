import { ariaDescribedByIds } from '@rjsf/utils';

/**
 * A control's aria-describedby: its own texts first (its message, a warning, a hint), then its
 * field's description, messages and help as rjsf names them (`{id}__description`, `__error`,
 * `__help`), so a screen reader reads the field's help and error with the control as with rjsf's
 * own widgets. An id with nothing on the page is passed over by the screen reader.
 */
export function beskrevetAf(feltId: string, ...egne: (string | false | null | undefined)[]): string {
  return [...new Set([...egne.filter((e): e is string => !!e), ...ariaDescribedByIds(feltId).split(' ')])].join(' ');
}
