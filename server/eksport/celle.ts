/** A cell of an export, by what it holds: each file format writes each kind its own way (csv-fil.ts, xlsx-fil.ts). */
export type Celle =
  | { type: 'tekst'; vaerdi: string }
  | { type: 'tal'; vaerdi: number }
  | { type: 'beloeb'; vaerdi: number }
  | { type: 'tidspunkt'; vaerdi: string }
  | { type: 'dato'; vaerdi: string };

/** A column of an export: its Danish heading (the list's own, from content/ui) and its cell for a row. */
export interface Kolonne<R> {
  overskrift: string;
  celle: (raekke: R) => Celle;
}

export const tekst = (vaerdi: string): Celle => ({ type: 'tekst', vaerdi });
export const tal = (vaerdi: number): Celle => ({ type: 'tal', vaerdi });
export const beloeb = (vaerdi: number): Celle => ({ type: 'beloeb', vaerdi });
/** An ISO timestamp, written as the time in Copenhagen. */
export const tidspunkt = (vaerdi: string): Celle => ({ type: 'tidspunkt', vaerdi });
/** An ISO timestamp, written as its calendar day in Copenhagen. */
export const dato = (vaerdi: string): Celle => ({ type: 'dato', vaerdi });
