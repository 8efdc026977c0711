/** The fund's time zone: a month is a Danish calendar month. */
const TIDSZONE = 'Europe/Copenhagen';

const maanedsformat = new Intl.DateTimeFormat('en-CA', { timeZone: TIDSZONE, year: 'numeric', month: '2-digit' });
const forskydning = new Intl.DateTimeFormat('en-US', { timeZone: TIDSZONE, timeZoneName: 'longOffset' });

/** The offset from UTC in Denmark at an instant, in milliseconds ('GMT+02:00' in summer). */
function offsetMs(tid: number): number {
  const navn = forskydning.formatToParts(tid).find((d) => d.type === 'timeZoneName')?.value ?? 'GMT';
  const [, fortegn, timer, minutter] = /GMT([+-])(\d\d):(\d\d)/.exec(navn) ?? [];
  return fortegn ? (fortegn === '-' ? -1 : 1) * (Number(timer) * 60 + Number(minutter)) * 60_000 : 0;
}

/**
 * The last `antal` Danish calendar months up to and including the one `nu` is in, oldest first, each
 * by its name ('YYYY-MM') and the instant it begins (Danish midnight on the 1st): the overview's
 * period, as the store counts in it (AggregateQuery.months).
 */
export function sidsteMaaneder(nu: Date, antal: number): { month: string; from: string }[] {
  const dele = maanedsformat.formatToParts(nu);
  const aar = Number(dele.find((d) => d.type === 'year')!.value);
  const md = Number(dele.find((d) => d.type === 'month')!.value);
  return Array.from({ length: antal }, (_, i) => {
    const utcMidnat = Date.UTC(aar, md - antal + i, 1);
    // Denmark changes its clocks on a Sunday at the end of March and October, never on the 1st:
    // the offset at UTC midnight is the one at Danish midnight.
    return { month: new Date(utcMidnat).toISOString().slice(0, 7), from: new Date(utcMidnat - offsetMs(utcMidnat)).toISOString() };
  });
}
