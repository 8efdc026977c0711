/** The file's bytes as a data URI, as the browser reads it (`data:application/pdf;base64,...`). */
export function laesSomDataUri(fil: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('FileReader failed'));
    reader.readAsDataURL(fil);
  });
}

/** The data URI with the file's name as a `name` parameter, so the server can keep it for the download. */
export function medFilnavn(dataUri: string, filnavn: string): string {
  const komma = dataUri.indexOf(';base64,');
  if (komma < 0 || filnavn === '') return dataUri;
  return `${dataUri.slice(0, komma)};name=${encodeURIComponent(filnavn)}${dataUri.slice(komma)}`;
}
