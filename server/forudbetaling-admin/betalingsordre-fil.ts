import type { Betalingsordre } from '../../contract/forudbetaling';
import { beloeb, dato, tal, tekst, type Kolonne } from '../eksport/celle';

const fiLinje = ({ kortArt, betalingsId, kreditorNummer }: NonNullable<Betalingsordre['indbetalingskort']>) =>
  `+${kortArt}<${betalingsId}+${kreditorNummer}<`;

/**
 * The columns of the finance system's file. Its import reads the headings by these names, so they are
 * the file format's, not text of the site. The day is the approval's in Copenhagen, as the page's period
 * counts days; the FI line (+71<…) is a text cell, which csv-fil.ts keeps whole behind the quote
 * spreadsheets read as literal text ('+71<…).
 */
export const betalingsordreKolonner: readonly Kolonne<Betalingsordre>[] = [
  { overskrift: 'anmodning', celle: (o) => tal(o.anmodningId) },
  { overskrift: 'dato', celle: (o) => dato(o.oprettet) },
  { overskrift: 'cvr', celle: (o) => tekst(o.leverandoerCvr) },
  { overskrift: 'leverandoer', celle: (o) => tekst(o.leverandoerNavn) },
  { overskrift: 'kreditornummer', celle: (o) => tekst(o.kreditorNummer) },
  { overskrift: 'fakturanummer', celle: (o) => tekst(o.fakturaNummer) },
  { overskrift: 'beloeb', celle: (o) => beloeb(o.beloeb) },
  { overskrift: 'bankkonto', celle: (o) => tekst(o.bankOverfoersel ? `${o.bankOverfoersel.regNr}-${o.bankOverfoersel.kontoNummer}` : '') },
  { overskrift: 'fi-kort', celle: (o) => tekst(o.indbetalingskort ? fiLinje(o.indbetalingskort) : '') },
];
