import { feltIdKandidater } from './opsummerede-fejl';

const KONTROLLER = 'input:not([type=hidden]), select, textarea, button';

/**
 * The control in the form a message at this JSON Pointer belongs to: the element with rjsf's id of
 * the field or the first control inside it, else the first control whose id starts with it (radios,
 * a widget's parts), trying each parent in turn.
 */
export function feltElement(form: ParentNode, sti: string): HTMLElement | null {
  for (const id of feltIdKandidater(sti)) {
    const element = form.querySelector<HTMLElement>(`[id="${CSS.escape(id)}"]`);
    const kontrol = element?.matches(KONTROLLER) ? element : element?.querySelector<HTMLElement>(KONTROLLER);
    const medPraefiks = form.querySelector<HTMLElement>(`:is(${KONTROLLER})[id^="${CSS.escape(`${id}_`)}"]`);
    if (kontrol ?? medPraefiks) return kontrol ?? medPraefiks;
  }
  return null;
}
