import { rensHtml } from '../mail/rens-html';

const renset = new Map<string, string>();

/**
 * A text's content as it is shown: html sanitised when read as well as when saved, so a text that
 * reached the store another way (the defaults in content/, a restored backup, the terms kept with a
 * request) is served as safe markup too; the pages show it as served. Remembered by content, since
 * texts change seldom.
 */
export function vistIndhold({ type, indhold }: { type: string; indhold: string }): string {
  if (type !== 'html') return indhold;
  let html = renset.get(indhold);
  if (html === undefined) {
    if (renset.size >= 1000) renset.clear();
    html = rensHtml(indhold);
    renset.set(indhold, html);
  }
  return html;
}
