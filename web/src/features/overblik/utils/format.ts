// Danish formats for the overview's figures (Intl da-DK), each formatter made once when first used.
let talFormat: Intl.NumberFormat | undefined;
let dageFormat: Intl.NumberFormat | undefined;
let maanedFormat: Intl.DateTimeFormat | undefined;

/** 1234 → "1.234". */
export const formatTal = (tal: number) => (talFormat ??= new Intl.NumberFormat('da-DK', { maximumFractionDigits: 0 })).format(tal);

/** 3.75 → "3,8": days with one decimal. */
export const formatDage = (dage: number) =>
  (dageFormat ??= new Intl.NumberFormat('da-DK', { minimumFractionDigits: 1, maximumFractionDigits: 1 })).format(dage);

/** '2026-03' → "mar. 2026". */
export const formatMaaned = (maaned: string) =>
  (maanedFormat ??= new Intl.DateTimeFormat('da-DK', { month: 'short', year: 'numeric', timeZone: 'UTC' })).format(
    new Date(`${maaned}-15T12:00:00Z`),
  );
