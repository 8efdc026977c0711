import type { TilladtHaendelse, Tilstand } from '../engine/workflow';
import type { ForudbetalingAdminEmail } from './generated/forudbetaling-admin-email';
import type { ForudbetalingOpret } from './generated/forudbetaling-opret';
import type { Historikpost } from './historik';
import type { Journalpost } from './journalisering';
import type { OevrigOplysning } from './oevrige';

// What the prepayment API answers (SPEC §3.1, §3.2); what it takes is generated from schemas/ into ./generated.

/** A request's status: a state of workflows/forudbetaling-anmodning.machine.json. */
export type AnmodningStatus = Tilstand<'forudbetaling-anmodning'>;

export type Bankoverfoersel = NonNullable<ForudbetalingOpret['faktura']['bankOverfoersel']>;
export type Indbetalingskort = NonNullable<ForudbetalingOpret['faktura']['indbetalingskort']>;

/** One application the employee can ask to have prepaid (GET AnsogningerDerKanOprettesAnmodningerFor). */
export interface MuligAnsoegning {
  ansogningId: number;
  ansoegningsnummer: string;
  kursusNavn: string;
  deltagerGebyr: number;
  gaeldendeFra: string;
  gaeldendeTil: string;
}

/** One of the employee's applications that a pending or approved request already covers (GET AnsogningerMedAnmodning). */
export type AnsoegningMedAnmodning = Pick<MuligAnsoegning, 'ansogningId' | 'ansoegningsnummer' | 'kursusNavn'>;

/** One participation of a request as employee and secretariat read it. */
export interface DeltagelseVisning {
  ansogningId: number;
  ansoegningsnummer: string;
  kursusNavn: string;
  pris: number;
  periodeStart: string;
  periodeSlut: string;
}

/** The invoice of a request; the file is served from `dokument.url` (dataUri is the same address, as SPEC names it). */
export interface FakturaVisning {
  fakturaNummer: string;
  cvr: string;
  leverandoerNavn: string;
  dokument: { dataUri: string; url: string; contentType: string; filnavn: string; stoerrelse: number };
  bankOverfoersel?: Bankoverfoersel;
  indbetalingskort?: Indbetalingskort;
}

/** A submitted request as its employee reads it back (SPEC §3.1 "Stored request"). */
export interface LoenmodtagerAnmodning {
  id: number;
  created: string;
  status: AnmodningStatus;
  /** The status in the employee's words, from the request's own workflow version. */
  statusLabel?: string;
  deltagelser: DeltagelseVisning[];
  beloebIalt: number;
  faktura: FakturaVisning;
  betingelser: { type: string; indhold: string };
  /** Why the secretariat rejected it. */
  begrundelse?: string;
  /** Fields an analyst added to the wizard, with their schema titles. */
  oevrigeOplysninger: OevrigOplysning[];
}

/** One of the employee's own requests (GET MineAnmodninger), newest first. */
export interface MinAnmodning {
  id: number;
  created: string;
  status: AnmodningStatus;
  /** The status in the employee's words, from the request's own workflow version. */
  statusLabel?: string;
  kurser: string[];
  beloebIalt: number;
}

/** What POST /api/OcrFaktura/ScanFaktura read on the invoice (SPEC §3.1); a field is absent when not found. */
export interface ScanResultat {
  cvr?: string;
  fakturaNummer?: string;
  bankOverfoersel?: Bankoverfoersel;
  indbetalingskort?: { kortArt: string; betalingsId: string; kreditorNummer: string };
}

/** A row of the secretariat's lists (SPEC §3.2 "List item"). */
export interface AnmodningListeItem {
  anmodningId: number;
  oprettetDen: string;
  fond: string;
  personNavn: string;
  antalAnsoegninger: number;
  beloebIalt: number;
  status: AnmodningStatus;
  /** The status's Danish label in the request's own workflow version, as the detail gives it. */
  statusLabel: string;
}

/** Another request to the same supplier for the same total, made within 30 days: perhaps the same invoice again. */
export interface MuligDublet {
  anmodningId: number;
  oprettetDen: string;
  status: AnmodningStatus;
  /** The status's Danish label in that request's own workflow version. */
  statusLabel: string;
}

/** What the correction and handling calls answer: the request with its history and the handlings its status allows. */
export interface BehandletAnmodning {
  id: number;
  created: string;
  status: AnmodningStatus;
  /** The status's Danish label in the request's own workflow version (the status itself may be gone from the live one). */
  statusLabel?: string;
  /** Sent back with every change, so a change made meanwhile by someone else is refused (409). */
  version: number;
  personId: string;
  personNavn: string;
  /** Masked ('120385-****') until revealed through VisCpr. */
  personCpr: string;
  fond: string;
  beloebIalt: number;
  faktura: FakturaVisning;
  deltagelser: DeltagelseVisning[];
  betingelser: { type: string; indhold: string };
  /** Why it was rejected, as the applicant reads it. */
  begrundelse?: string;
  /** Fields an analyst added to the wizard, with their schema titles. */
  oevrigeOplysninger: OevrigOplysning[];
  /** Fields an analyst added to a schema of the request (e.g. the secretariat's correction), kept as sent. */
  oevrige?: Record<string, unknown>;
  historik: Historikpost[];
  tilladteHandlinger: TilladtHaendelse[];
}

/** The admin detail of a request (SPEC §3.2): also its journal, the e-mails sent about it and possible duplicates. */
export interface AnmodningDetalje extends BehandletAnmodning {
  journal: Journalpost[];
  sendteEmails: { emne: string; til: string; sendt: string }[];
  muligeDubletter: MuligDublet[];
  /**
   * Other requests not rejected with the same invoice: the same supplier and invoice number (compared
   * NFKC, case-folded, trimmed) or the same file from the same supplier. A new request with either is
   * refused; these came another way (stored before the rule, or a correction onto another's file).
   */
  sammeFaktura: MuligDublet[];
}

/** An application as the secretariat checks a participation against it (SPEC §3.2 "Application detail"). */
export interface AnsoegningDetalje {
  ansogningId: number;
  ansoegningsnummer: string;
  kursusNavn: string;
  gaeldendeFra: string;
  gaeldendeTil: string;
  deltagerGebyr: number;
  statusKode: string;
  fond: string;
}

/** The supplier as the finance system of an application's fund knows it. */
export interface Leverandoer {
  navn: string;
  kreditorNummer: string;
}

/** An e-mail to the applicant (the template filled in, and as the secretariat sends it); the body is a whole HTML document. */
export type Email = ForudbetalingAdminEmail['email'];

/** An order to the finance system for one fund of an approved request: generated from schemas/betalingsordrer.schema.json. */
export type { Betalingsordre } from './generated/betalingsordrer';
