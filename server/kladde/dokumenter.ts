import { createHash } from 'node:crypto';

/** How a file in a draft's data is referred to once it is stored: the document's sha256 after this prefix. */
export const REFERENCE = 'kladde-dokument:';

const HOVED = /^data:[a-z]+\/[a-z0-9.+-]+(?:;[a-zA-Z0-9-]+=[^;,]*)*;base64,/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const SHA256 = /^[0-9a-f]{64}$/;

/** A file lifted out of a draft: the bytes go to the document store, the head rebuilds the data URI. */
export interface UdtrukketDokument {
  sha256: string;
  contentType: string;
  /** `data:<type>;name=…;base64,` as the browser sent it. */
  hoved: string;
  bytes: Uint8Array;
}

/** The sha256 a reference string names, if it is one. */
export function referenceTil(vaerdi: string): string | undefined {
  const sha256 = vaerdi.startsWith(REFERENCE) ? vaerdi.slice(REFERENCE.length) : '';
  return SHA256.test(sha256) ? sha256 : undefined;
}

/** The file a base64 data URI holds, or undefined for any other string. */
function somDokument(vaerdi: string): UdtrukketDokument | undefined {
  const hoved = HOVED.exec(vaerdi.slice(0, 512))?.[0];
  if (!hoved) return undefined;
  const base64 = vaerdi.slice(hoved.length);
  if (base64.length % 4 !== 0 || !BASE64.test(base64)) return undefined;
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.byteLength === 0) return undefined;
  const contentType = hoved.slice('data:'.length, hoved.search(/[;,]/));
  return { sha256: createHash('sha256').update(bytes).digest('hex'), contentType, hoved, bytes };
}

/**
 * The draft's data as the JSON to store, with every file (a base64 data URI, e.g. the uploaded
 * invoice) replaced by a reference, so records stay small and a file is sent once: a client that
 * already has a reference sends it back instead of the file. Also the files found and every
 * reference the data holds (to files of this draft or not; the caller keeps those it owns).
 */
export function udtraekDokumenter(data: object): { json: string; nye: UdtrukketDokument[]; referencer: Set<string> } {
  const nye = new Map<string, UdtrukketDokument>();
  const referencer = new Set<string>();
  const json = JSON.stringify(data, (_noegle, vaerdi: unknown) => {
    if (typeof vaerdi !== 'string') return vaerdi;
    const sha256 = referenceTil(vaerdi);
    if (sha256) referencer.add(sha256);
    const dokument = sha256 ? undefined : somDokument(vaerdi);
    if (!dokument) return vaerdi;
    nye.set(dokument.sha256, dokument);
    referencer.add(dokument.sha256);
    return REFERENCE + dokument.sha256;
  });
  return { json, nye: [...nye.values()], referencer };
}
