const datoTid = new Intl.DateTimeFormat('da-DK', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Copenhagen',
});

// en-CA writes dates as YYYY-MM-DD.
const isoDato = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'Europe/Copenhagen' });

/** A timestamp as the secretariat reads it, in Danish time: "22.11.2026 09.26". */
export function formatDatoTid(iso: string): string {
  return datoTid.format(new Date(iso)).replace(',', '');
}

/** The Danish calendar date `dage` days before `nu`, as YYYY-MM-DD (the all-requests list's start). */
export function datoDageFoer(dage: number, nu: Date = new Date()): string {
  return isoDato.format(new Date(nu.getTime() - dage * 24 * 60 * 60 * 1000));
}
