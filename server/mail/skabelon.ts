import { fyld, SKABELON, type Pladsholdere, type Vaerdier } from '../../engine/indsaet';
import type { Tekster } from '../tekst/tekster';

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** A value as an html template shows it: escaped, so a course name or a person's name can never inject markup, its line breaks kept. */
const somHtml = (vaerdi: string) => vaerdi.replace(/[&<>"']/g, (tegn) => escapes[tegn] ?? tegn).replace(/\r?\n/g, '<br>');
const HTML: Pladsholdere = { ...SKABELON, vis: somHtml };

/**
 * Fills `{{navn}}` placeholders of a text template, and a count's wording by Danish plural rules,
 * `{{antal, plural, one {# medarbejder} other {# medarbejdere}}}` (engine/indsaet.ts). In an html
 * template the values are escaped; the wording around them is the template's own.
 */
export function udfyld(skabelon: string, vaerdier: Vaerdier, html: boolean): string {
  return fyld(skabelon, vaerdier, html ? HTML : SKABELON);
}

/** Subject and body of an e-mail template (texts `email:{skabelon}:emne` and `:indhold`), filled in. */
export async function udfyldSkabelon(tekster: Tekster, skabelon: string, vaerdier: Vaerdier) {
  const emne = await tekster.hent(`email:${skabelon}:emne`);
  const indhold = await tekster.hent(`email:${skabelon}:indhold`);
  if (!emne || !indhold) throw new Error(`E-mailskabelonen ${skabelon} mangler i teksterne`);
  return { subject: udfyld(emne.indhold, vaerdier, false), body: udfyld(indhold.indhold, vaerdier, indhold.type === 'html') };
}
