import { maaned, TIDSZONE } from '../store/aggregate';

const forskydning = new Intl.DateTimeFormat('en-US', { timeZone: TIDSZONE, timeZoneName: 'longOffset' });

/** The offset from UTC in Denmark at an instant, in milliseconds ('GMT+02:00' in summer). */
function offsetMs(tid: number): number {
  const navn = forskydning.formatToParts(tid).find((d) => d.type === 'timeZoneName')?.value ?? 'GMT';
  const [, fortegn, timer, minutter] = /GMT([+-])(\d\d):(\d\d)/.exec(navn) ?? [];
  return fortegn ? (fortegn === '-' ? -1 : 1) * (Number(timer) * 60 + Number(minutter)) * 60_000 : 0;
}

/**
 * The last `antal` Danish calendar months up to and including the one `nu` is in, oldest first
 * ('YYYY-MM'), and the instant the first of them began (Danish midnight): the overview's period.
 */
export function sidsteMaaneder(nu: Date, antal: number): { maaneder: string[]; fra: string } {
  const [aar, md] = maaned(nu.toISOString()).split('-').map(Number) as [number, number];
  const maaneder = Array.from({ length: antal }, (_, i) => {
    const d = new Date(Date.UTC(aar, md - antal + i, 1));
    return d.toISOString().slice(0, 7);
  });
  // Denmark changes its clocks on a Sunday at the end of March and October, never on the 1st:
  // the offset at UTC midnight is the one at Danish midnight.
  const utcMidnat = Date.parse(`${maaneder[0]}-01T00:00:00.000Z`);
  return { maaneder, fra: new Date(utcMidnat - offsetMs(utcMidnat)).toISOString() };
}
