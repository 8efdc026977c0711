import { filtypeAf, FILTYPER } from '../engine/filtype';
import { t } from '../engine/alle-tekster';

export const MAKS_FAKTURA_BYTES = 10 * 1024 * 1024;

// The head only: a regular expression over a megabyte of base64 costs more than decoding it, and
// one over millions of parameters overflows the stack. The schema allows a head of about 1,200 characters.
const HOVED = /^data:([a-z]+\/[a-z0-9.+-]+)((?:;[a-zA-Z0-9-]+=[^;,]*)*);base64,/;
const HOVED_MAKS = 2048;
const PADDING = /={0,2}$/;

export type DokumentFejl = 'mangler' | 'forStor' | 'forkertType';

/** The Danish message for a refused invoice file. */
export function dokumentFejlBesked(fejl: DokumentFejl): string {
  return { mangler: t('forudbetaling.fakturaMangler'), forStor: t('forudbetaling.filForStor'), forkertType: t('forudbetaling.filtype') }[
    fejl
  ];
}

export interface Dokument {
  bytes: Uint8Array;
  contentType: string;
  filnavn: string | undefined;
}

/**
 * Decodes an invoice sent as a data URI and checks what the schema cannot: the decoded size,
 * that the bytes are not empty, and that they really are the PDF, PNG or JPEG the URI claims.
 */
export function laesFakturaDataUri(dataUri: string): Dokument | DokumentFejl {
  const match = HOVED.exec(dataUri.slice(0, HOVED_MAKS));
  if (!match) return 'mangler';
  const [hoved, contentType = '', parametre = ''] = match;
  const laengde = dataUri.length - hoved.length;
  if (laengde % 4 !== 0) return 'mangler';
  if ((laengde / 4) * 3 > MAKS_FAKTURA_BYTES + 2) return 'forStor';
  // Node's decoder skips characters outside the alphabet, so valid base64 is exactly the input
  // whose decoded length is the one its length and padding promise.
  const base64 = dataUri.slice(hoved.length);
  // Node also reads the URL-safe alphabet; a data URI uses the standard one only.
  if (base64.includes('-') || base64.includes('_')) return 'mangler';
  const afkodet = Buffer.from(base64, 'base64');
  // A small Buffer may share Node's pool; the document gets bytes of its own, a large one without a copy.
  const bytes = afkodet.byteOffset === 0 && afkodet.buffer.byteLength === afkodet.byteLength ? afkodet : new Uint8Array(afkodet);
  const padding = PADDING.exec(dataUri.slice(-2))![0].length;
  if (bytes.byteLength !== (laengde / 4) * 3 - padding) return 'mangler';
  if (bytes.byteLength === 0) return 'mangler';
  if (bytes.byteLength > MAKS_FAKTURA_BYTES) return 'forStor';
  if (!FILTYPER.some((f) => f.contentType === contentType) || filtypeAf(bytes) !== contentType) return 'forkertType';
  const navn = /;name=([^;]*)/.exec(parametre)?.[1];
  return { bytes, contentType, filnavn: navn ? safeFilnavn(afkod(navn), endelseFor(contentType)) : undefined };
}

/** A file name safe for Content-Disposition: no paths or control characters, the real extension. */
export function safeFilnavn(navn: string, endelse: string): string {
  const base = navn
    .replace(/^.*[\\/]/, '')
    .replace(/[^\p{L}\p{N} ._-]/gu, '_')
    .replace(/\.[^.]*$/, '')
    .slice(0, 80);
  return `${base || 'faktura'}.${endelse}`;
}

export function endelseFor(contentType: string): string {
  return FILTYPER.find((f) => f.contentType === contentType)?.endelse ?? 'bin';
}

function afkod(navn: string): string {
  try {
    return decodeURIComponent(navn);
  } catch {
    return navn;
  }
}
