import { filtypeAf, SIGNATUR_BYTES } from '@engine/filtype';

/** The file's bytes as a data URI, as the browser reads it (`data:application/pdf;base64,...`). */
export function laesSomDataUri(fil: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('FileReader failed'));
    reader.readAsDataURL(fil);
  });
}

/** The file's real type by its first bytes (engine/filtype.ts), read without reading the whole file. */
export async function laesFiltype(fil: Blob): Promise<string> {
  return filtypeAf(new Uint8Array(await fil.slice(0, SIGNATUR_BYTES).arrayBuffer()));
}

// The longest parameter value the schema takes (felter's fakturaDataUri, bounded so no pattern backtracks far).
const NAVN_MAKS = 250;

/**
 * The data URI with the file's real type (the browser guesses one from the name) and its name as a
 * `name` parameter, so the server can keep it for the download. A long name is cut to fit the schema
 * (the server keeps 80 characters of it anyway).
 */
export function medTypeOgFilnavn(dataUri: string, contentType: string, filnavn: string): string {
  const komma = dataUri.indexOf(';base64,');
  if (komma < 0) return dataUri;
  const tegn = Array.from(filnavn);
  while (encodeURIComponent(tegn.join('')).length > NAVN_MAKS) tegn.pop();
  const navn = tegn.length === 0 ? '' : `;name=${encodeURIComponent(tegn.join(''))}`;
  return `data:${contentType}${navn}${dataUri.slice(komma)}`;
}
