/**
 * One cell of a CSV the portal writes for spreadsheets. A cell starting with =, +, -, @, tab or CR
 * is read as a formula by Excel and LibreOffice (CSV injection), so it gets a leading single quote
 * and is quoted, as OWASP's rule says; a cell holding the separator, a quote or a line break is
 * quoted with its quotes doubled (RFC 4180).
 *
 * @example csvCelle('=1+1') // → "'=1+1" (with the double quotes)
 */
export function csvCelle(vaerdi: string): string {
  const formel = /^[=+\-@\t\r]/.test(vaerdi);
  const tekst = formel ? `'${vaerdi}` : vaerdi;
  return formel || /[;"\r\n]/.test(tekst) ? `"${tekst.replace(/"/g, '""')}"` : tekst;
}

/** A line of cells, semicolon-separated as Danish spreadsheets read it. */
export const csvLinje = (celler: readonly string[]) => celler.map(csvCelle).join(';');
