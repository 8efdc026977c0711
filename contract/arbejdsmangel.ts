import type { TilladtHaendelse, Tilstand } from '../engine/workflow';
import type { Enighed, Omfang, Periode } from './generated/arbejdsmangel-felter';
import type { Historikpost } from './historik';
import type { OevrigOplysning } from './oevrige';

// What the work-shortage API answers (SPEC §3.3); what it takes is generated from schemas/ into ./generated.

/** An application's status: a state of workflows/arbejdsmangel-ansoegning.machine.json. */
export type ArbejdsmangelStatus = Tilstand<'arbejdsmangel-ansoegning'>;

/** One of the company's own applications (GET MineAnsoegninger), newest first; no employee's name or CPR number. */
export interface MinAnsoegning {
  id: number;
  oprettelsesTidspunkt: string;
  status: ArbejdsmangelStatus;
  /** The status's Danish label in the application's own workflow version. */
  statusLabel?: string;
  senesteStatusSkift: string | null;
  omfang: Omfang;
  ansoegningsNavn?: string;
  periode: Periode;
  antalMedarbejdere: number;
  kursustimer: number;
}

/**
 * One of the company's own applications to read (GET MinAnsoegning/{id}): what it sent and what the
 * secretariat decided, with each status by its label in the application's own workflow version. No
 * CPR number, no staff member's name, no correction's details.
 */
export interface VirksomhedensAnsoegning {
  id: number;
  oprettelsesTidspunkt: string;
  status: ArbejdsmangelStatus;
  statusLabel: string;
  senesteStatusSkift: string | null;
  omfang: Omfang;
  ansoegningsNavn?: string;
  periode: Periode;
  enighed: Enighed;
  medarbejdere: { navn: string; kursustimer: number; kursusTimerPerUge: { aar: number; ugeNr: number; timerPerUge: number }[] }[];
  /** Oldest first: what was done (a fixed text or the event's label) and, for a change of status, the labels before and after. */
  historik: { tidspunkt: string; handling: string; statusLabels?: { fra: string; til: string } }[];
}

/** One application in the secretariat's list (SPEC §3.3 "List response"). */
export interface AnsoegningIListe {
  id: number;
  oprettelsesTidspunkt: string;
  status: ArbejdsmangelStatus;
  /** The status's Danish label in the application's own workflow version, as the detail gives it. */
  statusLabel: string;
  /** Null until the status has changed once. */
  senesteStatusSkift: string | null;
  virksomhedsCVR: string;
  virksomhedsNavn: string;
  omfang: Omfang;
  /** Only for Afdeling and Produktionsenhed. */
  ansoegningsNavn?: string;
}

/** One employee in the admin read model. */
export interface AdminMedarbejder {
  id: number;
  cprNummer: string;
  navn: string;
  kursusuger: { aar: number; ugenummer: number; kursustimer: number }[];
}

/** The admin read model of one application (SPEC §3.3, which names scope and agreement its own way). */
export interface AdminAnsoegning {
  id: number;
  /** Sent back with every change, so a change made meanwhile by someone else is refused (409). */
  version: number;
  ansoegningstidspunkt: string;
  status: ArbejdsmangelStatus;
  /** The status's Danish label in the application's own workflow version (the status itself may be gone from the live one). */
  statusLabel?: string;
  senesteStatusSkiftTidspunkt: string;
  virksomhedsCVR: string;
  virksomhedsNavn: string;
  virksomhed: { navn: string; cvrNummer: string };
  omfang: {
    enhed: { type: 'Virksomhed' | 'Afdeling' | 'Produktionsenhed'; navn?: string };
    periode: { startdato: string; slutdato: string };
  };
  medarbejderenighed: {
    // 'Talsrepraesendtant' as SPEC §3.3 spells it.
    indgaaetMed: 'Tillidsrepraesentant' | 'Talsrepraesendtant' | 'AlleMedarbejdere';
    repraesentant?: { navn: string; cprNummer: string; jobtitel: string; email: string; telefonnummer: string };
  };
  medarbejdere: AdminMedarbejder[];
  /** Fields added to the employer's form by definition, as the server titles and formats them. */
  oevrigeOplysninger: OevrigOplysning[];
  historik: Historikpost[];
  /** False at a final status (Udbetalt): nothing may be changed. */
  kanRettes: boolean;
  /** The workflow's events for the status, with their Danish labels, confirmation text keys and button colours. */
  tilladteHandlinger: TilladtHaendelse[];
}
