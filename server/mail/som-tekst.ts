import { convert, type HtmlToTextOptions } from 'html-to-text';

// Headings keep their case (html-to-text shouts them by default); a link keeps its address beside its text.
const valg: HtmlToTextOptions = {
  selectors: [
    { selector: 'a', options: { linkBrackets: ['(', ')'], hideLinkHrefIfSameAsText: true } },
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({ selector, options: { uppercase: false } })),
  ],
};

/**
 * The plain-text part sent beside an e-mail's HTML, as mail clients and spam filters expect: each
 * paragraph and list item on its own line, a link as 'text (url)', entities decoded, the head left out.
 */
export function somTekst(html: string): string {
  return convert(html, valg);
}
