/** The invoice types SPEC §5.1 allows, recognised by their first bytes (never by a declared type or a name). */
export const FILTYPER: readonly { contentType: string; signatur: readonly number[]; endelse: string }[] = [
  { contentType: 'application/pdf', signatur: [0x25, 0x50, 0x44, 0x46, 0x2d], endelse: 'pdf' },
  { contentType: 'image/png', signatur: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], endelse: 'png' },
  { contentType: 'image/jpeg', signatur: [0xff, 0xd8, 0xff], endelse: 'jpg' },
];

/** How many leading bytes the check needs: a browser reads only these before deciding to read the whole file. */
export const SIGNATUR_BYTES = Math.max(...FILTYPER.map((f) => f.signatur.length));

/**
 * The real type of a file by its first bytes (%PDF-, the PNG and the JPEG signatures), or
 * 'application/octet-stream' when it is none of them. Server and browser both ask this.
 */
export function filtypeAf(bytes: Uint8Array): string {
  return FILTYPER.find((f) => f.signatur.every((b, i) => bytes[i] === b))?.contentType ?? 'application/octet-stream';
}
