// en-CA writes dates as YYYY-MM-DD.
const isoDato = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'Europe/Copenhagen' });

/** The Danish calendar date `dage` days before `nu`, as YYYY-MM-DD (the all-requests list's start). */
export function datoDageFoer(dage: number, nu: Date = new Date()): string {
  return isoDato.format(new Date(nu.getTime() - dage * 24 * 60 * 60 * 1000));
}
