/** An HTML document cut around the inner part of its <body>, so that part can be edited on its own. */
export interface DeltDokument {
  foer: string;
  indre: string;
  efter: string;
}

/** Splits a whole document at its <body> tags; a fragment without them is all inner part. */
export function delDokument(html: string): DeltDokument {
  const start = /<body\b[^>]*>/i.exec(html);
  const slut = html.search(/<\/body\s*>(?![\s\S]*<\/body\s*>)/i);
  const indreStart = start ? start.index + start[0].length : -1;
  if (!start || slut < indreStart) return { foer: '', indre: html, efter: '' };
  return { foer: html.slice(0, indreStart), indre: html.slice(indreStart, slut), efter: html.slice(slut) };
}

/** The document again, with the edited inner part put back between its <body> tags. */
export function samlDokument({ foer, efter }: DeltDokument, indre: string): string {
  return `${foer}${indre}${efter}`;
}
