// Made once, when first used: a formatter is costly to create (loading the locale's data takes tens
// of milliseconds on a slow phone, which a page that formats nothing should not pay while loading),
// and lists format a date per row.
let kronerFormat: Intl.NumberFormat | undefined;
let datoFormat: Intl.DateTimeFormat | undefined;
let langDatoFormat: Intl.DateTimeFormat | undefined;
let klokkeFormat: Intl.DateTimeFormat | undefined;
let isoDeleFormat: Intl.DateTimeFormat | undefined;
const kroner = () => (kronerFormat ??= new Intl.NumberFormat('da-DK', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
const dato = () =>
  (datoFormat ??= new Intl.DateTimeFormat('da-DK', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Copenhagen' }));
const langDato = () =>
  (langDatoFormat ??= new Intl.DateTimeFormat('da-DK', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Copenhagen' }));
const klokke = () =>
  (klokkeFormat ??= new Intl.DateTimeFormat('da-DK', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Copenhagen' }));
// en-CA writes its parts as ISO does: year first, two-digit month and day.
const isoDele = () =>
  (isoDeleFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Copenhagen',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }));

/** 18500 → "18.500,00" (SPEC §5.1: money and totals with two decimals). */
export function formatToDecimaler(tal: number): string {
  return kroner().format(tal);
}

/** 18500 → "18.500,00 kr." as the fund writes amounts. */
export function formatKroner(beloeb: number): string {
  return `${formatToDecimaler(beloeb)} kr.`;
}

/** An ISO date or timestamp → "22.11.2026", in Danish time. */
export function formatDato(iso: string): string {
  // A bare date is read at noon UTC, which is the same calendar day in Copenhagen.
  return dato().format(iso.length === 10 ? new Date(`${iso}T12:00:00Z`) : new Date(iso));
}

/** An ISO date or timestamp → "1. december 2026", in Danish time, as a letter writes it. */
export function formatDatoLang(iso: string): string {
  return langDato().format(iso.length === 10 ? new Date(`${iso}T12:00:00Z`) : new Date(iso));
}

/** An ISO timestamp → "22.11.2026 09.25", date and time in Danish time, as the secretariat reads it. */
export function formatDatoTid(iso: string): string {
  const tid = new Date(iso);
  return `${dato().format(tid)} ${klokke().format(tid)}`;
}

/** The UTC moment a Danish calendar day begins (midnight in Copenhagen), e.g. for "the last 30 days". */
export function danskDagsStart(dato: string): string {
  const midnatUtc = new Date(`${dato}T00:00:00Z`);
  const dansk = new Date(midnatUtc.toLocaleString('en-US', { timeZone: 'Europe/Copenhagen' }));
  const utc = new Date(midnatUtc.toLocaleString('en-US', { timeZone: 'UTC' }));
  return new Date(midnatUtc.getTime() - (dansk.getTime() - utc.getTime())).toISOString();
}

/** The wall-clock time in Copenhagen of an instant (an ISO timestamp or a Date), as 'åååå-mm-dd tt:mm'. */
export function danskTid(tid: string | Date): string {
  const d = Object.fromEntries(
    isoDele()
      .formatToParts(new Date(tid))
      .map((p) => [p.type, p.value]),
  );
  return `${d['year']}-${d['month']}-${d['day']} ${d['hour']}:${d['minute']}`;
}

/** The Danish calendar day of an instant, as 'åååå-mm-dd' (an evening in UTC may be the next day). */
export const danskDato = (tid: string | Date): string => danskTid(tid).slice(0, 10);

/** A CPR number as the portal shows it everywhere, ddmmåå-xxxx ('0202901234' → '020290-1234'); anything else as given. */
export function formatCpr(cpr: string): string {
  const dele = /^(\d{6})-?(\d{4})$/.exec(cpr.trim());
  return dele ? `${dele[1]}-${dele[2]}` : cpr;
}

/** A CPR number shown by its birth date part only ('0202901234' → '020290-****'), to those who may not see it whole. */
export const maskerCpr = (cpr: string) => (cpr.length >= 6 ? `${cpr.slice(0, 6)}-****` : '****');
