import { erTekstNoegle, t } from '@engine/tekster';

/** A uiSchema string that may name a fixed text (content/ui) or be plain words: the words to show. */
export function uiTekst(vaerdi: string): string {
  return erTekstNoegle(vaerdi) ? t(vaerdi) : vaerdi;
}
