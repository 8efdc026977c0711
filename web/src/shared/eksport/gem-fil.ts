/** Saves a file the page has fetched, as a download under `filnavn`, without leaving the page. */
export function gemFil(fil: Blob, filnavn: string): void {
  const url = URL.createObjectURL(fil);
  const link = Object.assign(document.createElement('a'), { href: url, download: filnavn });
  document.body.append(link);
  link.click();
  link.remove();
  // After the click's task, when the browser has taken the file.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
