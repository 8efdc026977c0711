import sanitizeHtml from 'sanitize-html';

// What the rich-text editor (TipTap's StarterKit) writes, plus the document around an e-mail body.
const indholdsTags = ['p', 'br', 'strong', 'b', 'em', 'i', 's', 'u', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'hr', 'a'];
const overskrifter = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const dokumentTags = ['html', 'head', 'meta', 'title', 'body'];

const valg: sanitizeHtml.IOptions = {
  allowedTags: [...dokumentTags, ...indholdsTags, ...overskrifter],
  allowedAttributes: { html: ['lang'], meta: ['charset'], a: ['href', 'target', 'rel'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  // Scripts, styles and frames go with their content; other unknown tags keep only their text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'template'],
};

/**
 * HTML as the secretariat's editor can write it and nothing more: no scripts, event handlers,
 * `javascript:` links, frames or forms. E-mail bodies pass here before they are sent, html texts
 * before they are stored. A `<!DOCTYPE html>` at the start is kept.
 */
export function rensHtml(html: string): string {
  const renset = sanitizeHtml(html, valg);
  return /^\s*<!doctype html>/i.test(html) ? `<!DOCTYPE html>${renset}` : renset;
}
