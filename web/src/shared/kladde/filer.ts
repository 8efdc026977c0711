/**
 * The files of a draft (data URIs, e.g. the uploaded invoice) travel once: the server answers each
 * with a reference ('kladde-dokument:<sha256>') that later saves send instead. These keep the map
 * from a file to its reference, known per draft.
 */
export type Referencer = Map<string, string>;

const REFERENCE = 'kladde-dokument:';
const erFil = (v: unknown): v is string => typeof v === 'string' && v.startsWith('data:');

/** The data to send: every file the server already has as its reference. */
export function medReferencer<T>(data: T, referencer: Referencer): T {
  if (referencer.size === 0) return data;
  return JSON.parse(JSON.stringify(data, (_n, v: unknown) => (erFil(v) ? (referencer.get(v) ?? v) : v))) as T;
}

/** Learns the references the server gave the files just sent, by walking what was sent beside what was saved. */
export function laerReferencer(sendt: unknown, gemt: unknown, referencer: Referencer): void {
  if (erFil(sendt)) {
    if (typeof gemt === 'string' && gemt.startsWith(REFERENCE)) referencer.set(sendt, gemt);
    return;
  }
  if (typeof sendt !== 'object' || sendt === null || typeof gemt !== 'object' || gemt === null) return;
  for (const [noegle, vaerdi] of Object.entries(sendt)) {
    if (Object.hasOwn(gemt, noegle)) laerReferencer(vaerdi, (gemt as Record<string, unknown>)[noegle], referencer);
  }
}

/** A saved draft's data with its files put back, learning their references; a reference to a file gone is dropped. */
export function udfold<T>(data: unknown, filer: Record<string, string>, referencer: Referencer): T {
  return JSON.parse(
    JSON.stringify(data, (_n, v: unknown) => {
      if (typeof v !== 'string' || !v.startsWith(REFERENCE)) return v;
      const fil = filer[v];
      if (fil !== undefined) referencer.set(fil, v);
      return fil;
    }),
  ) as T;
}

/**
 * A key that changes exactly when the data or step does: files stand in as a number each, so a
 * large file costs a lookup, not a copy, every time the form changes.
 */
export function sammenligning(data: unknown, trin: string | undefined, numre: Map<string, number>): string {
  return JSON.stringify({ trin, data }, (_n, v: unknown) => {
    if (!erFil(v)) return v;
    if (!numre.has(v)) numre.set(v, numre.size);
    return `fil#${numre.get(v)}`;
  });
}
