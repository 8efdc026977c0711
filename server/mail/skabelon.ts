import type { Tekster } from '../tekst/tekster';

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Fills `{{navn}}` placeholders of a text template. In an html template the values are
 * escaped, so a course name or a person's name can never inject markup into an e-mail, and
 * a value's line breaks (a written reason) stay line breaks.
 */
export function udfyld(skabelon: string, vaerdier: Record<string, string | number>, html: boolean): string {
  return skabelon.replace(/\{\{\s*(\w+)\s*\}\}/g, (hel, navn: string) => {
    if (!Object.hasOwn(vaerdier, navn)) return hel;
    const vaerdi = String(vaerdier[navn]);
    return html ? vaerdi.replace(/[&<>"']/g, (tegn) => escapes[tegn] ?? tegn).replace(/\r?\n/g, '<br>') : vaerdi;
  });
}

/** Subject and body of an e-mail template (texts `email:{skabelon}:emne` and `:indhold`), filled in. */
export async function udfyldSkabelon(tekster: Tekster, skabelon: string, vaerdier: Record<string, string | number>) {
  const emne = await tekster.hent(`email:${skabelon}:emne`);
  const indhold = await tekster.hent(`email:${skabelon}:indhold`);
  if (!emne || !indhold) throw new Error(`E-mailskabelonen ${skabelon} mangler i teksterne`);
  return { subject: udfyld(emne.indhold, vaerdier, false), body: udfyld(indhold.indhold, vaerdier, indhold.type === 'html') };
}
