import type { ReactNode } from 'react';

/** What the registers answered about the supplier with a CVR (SPEC §5.3); undefined while still asking. */
export interface LeverandoerOpslag {
  cvr: string;
  /** The name in the CVR register; null when it is not there. */
  navn?: string | null;
  /** Asking the CVR register failed. */
  fejlet?: boolean;
  /** Per application, the supplier in its fund's finance system; null when unknown there. */
  oekonomi: readonly { ansoegningsnummer: string; leverandoer?: { navn: string; kreditorNummer: string } | null }[];
}

/** An application the employee may ask to have prepaid (SPEC §3.1 "Possible application"). */
export interface Tilskud {
  id: number;
  ansoegningsnummer: string;
  uddannelse: { navn: string };
}

/** A participation's application as deltagelse-rettelse shows it beside the row (SPEC §3.2 "Application detail"). */
export interface RettelsesDeltagelse {
  ansogningId: number;
  ansoegningsnummer: string;
  kursusNavn: string;
  /** Known once the application has been looked up. */
  gaeldendeFra?: string;
  gaeldendeTil?: string;
  fond?: string;
  deltagerGebyr?: number;
}

/**
 * What the portal's widgets take from the screen through rjsf's formContext. Each widget reads
 * only its own member, so a form passes just what its uiSchema's widgets need.
 */
export interface SkemaKontekst {
  /** kursus-vaelger: the applications to choose from. */
  tilskud?: readonly Tilskud[];
  /** kursus-vaelger: the applications a request already covers, named as such and not to be chosen. */
  alleredeAnmodet?: readonly Tilskud[];
  /** cvr-opslag: the company's name, or null when the register does not know the CVR. */
  findVirksomhed?: (cvr: string, signal: AbortSignal) => Promise<string | null>;
  /** faktura-upload: told the data URI of each newly chosen file, e.g. to scan it. */
  fakturaValgt?: (dataUri: string) => void;
  /** faktura-upload: true while the chosen file is being scanned. */
  fakturaScannes?: boolean;
  /** faktura-upload: the note naming the fields the scan filled ('Udfyldt fra fakturaen: …'), shown with the file. */
  fakturaUdfyldt?: string;
  /** uge-timer and medarbejder-tabel: the work-shortage period the weeks are taken from. */
  periode?: { fra?: string; til?: string };
  /** medarbejder-tabel: opens the screen's employee dialog, for the employee at index or a new one. */
  aabnMedarbejder?: (index?: number) => void;
  /** medarbejder-tabel: asks before removing the employee at index; left out, the row goes at once. */
  fjernMedarbejder?: (index: number) => void;
  /** medarbejder-tabel: the period once it has stood still (not one half typed); hours outside it are marked. periode when left out. */
  bekraeftetPeriode?: { fra?: string; til?: string };
  /** medarbejder-tabel: offered beside hours outside the period, to remove them (after asking). */
  fjernTimerUdenforPerioden?: () => void;
  /** tekst-indhold: the text's type (text, html, preformatted); html is edited as rich text. */
  tekstType?: string;
  /** pris and dato-interval: warnings by the field's JSON Pointer, shown at once and never stopping the form. */
  advarsler?: Readonly<Record<string, readonly string[]>>;
  /** status-valg: the statuses to choose from, each by its Danish label. */
  statusValg?: readonly { status: string; label: string }[];
  /** faktura-rettelse: what the registers call the supplier of the CVR typed, shown beside it. */
  leverandoer?: LeverandoerOpslag;
  /** deltagelse-rettelse: the application of each participation, by ansogningId. */
  deltagelser?: readonly RettelsesDeltagelse[];
  /** sidepanel: what stands above the fields of its narrow column (the case's own details). */
  foerFelter?: ReactNode;
  /** sidepanel: what stands in the wide column beside them (the document they are read from). */
  sidepanel?: ReactNode;
  /** Set by SchemaForm: its refused submit attempts so far, for widgets that reveal fields (betalingsmetode). */
  forsoeg?: number;
}
