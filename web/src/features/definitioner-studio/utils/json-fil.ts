import { t } from '@engine/tekster';

/** A file's JSON as the editor and the diff show it: two spaces, as the repository keeps the files. */
export const somTekst = (indhold: unknown): string =>
  indhold === undefined || indhold === null ? '' : `${JSON.stringify(indhold, null, 2)}\n`;

/** The editor's text read as JSON, or the Danish reason it cannot be saved. */
export function laesJson(tekst: string): { vaerdi: unknown } | { fejl: string } {
  if (tekst.trim() === '') return { fejl: t('definitionerWeb.editor.tom') };
  try {
    return { vaerdi: JSON.parse(tekst) as unknown };
  } catch (error) {
    return { fejl: t('definitionerWeb.editor.ugyldig', { fejl: error instanceof Error ? error.message : String(error) }) };
  }
}

/** The same JSON written with its keys in order, so two files that differ only in key order are the same. */
function kanonisk(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(kanonisk);
  if (v !== null && typeof v === 'object')
    return Object.fromEntries(
      Object.keys(v)
        .sort()
        .map((k) => [k, kanonisk((v as Record<string, unknown>)[k])]),
    );
  return v;
}

/** Whether two files are the same JSON, however their keys are ordered (the store need not keep the order). */
export const ens = (a: unknown, b: unknown): boolean => JSON.stringify(kanonisk(a)) === JSON.stringify(kanonisk(b));

/** The paths whose files differ between two sets, sorted. */
export function forskellige(a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>): string[] {
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((sti) => !ens(a[sti], b[sti])).sort();
}
