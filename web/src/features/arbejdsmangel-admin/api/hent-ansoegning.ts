import { apiFetch, UventetDataFejl } from '../../../shared/api/client';
import { useHent } from '../../../shared/api/use-hent';

/** The work-shortage statuses of workflows/arbejdsmangel-ansoegning.machine.json (SPEC §4.3). */
export type Status = 'Indsendt' | 'EnighedAttesteret' | 'Godkendt' | 'Afvist' | 'Udbetalt';

/** Scope as the create and update bodies name it. */
export type Omfang = 'HeleVirksomheden' | 'Afdeling' | 'Produktionsenhed';

/** One employee in the admin read model. */
export interface AdminMedarbejder {
  id: number;
  cprNummer: string;
  navn: string;
  kursusuger: { aar: number; ugenummer: number; kursustimer: number }[];
}

/** The admin read model of one application (SPEC §3.3), with what its status allows. */
export interface AdminAnsoegning {
  id: number;
  /** Sent back with every change, so a change made meanwhile by someone else is refused (409). */
  version: number;
  ansoegningstidspunkt: string;
  status: Status;
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
  oevrigeOplysninger: { felt: string; titel: string; vaerdi: string }[];
  historik: { tidspunkt: string; af: string; handling: string; detaljer?: unknown }[];
  /** False at Udbetalt: nothing may be changed. */
  kanRettes: boolean;
  /** The workflow's events for the status, with their Danish button labels and, for those asked first, the confirmation's text key. */
  tilladteHandlinger: { type: string; label: string; bekraeft?: string }[];
}

const path = (id: number) => `/api/ArbejdsmangelAnsoegningAdmin/HentArbejdsmangelAnsoegningAdmin?id=${id}`;

export async function hentAnsoegning(id: number, signal?: AbortSignal): Promise<AdminAnsoegning> {
  const svar = await apiFetch<unknown>(path(id), { kontekst: 'admin', signal });
  if (!erAdminAnsoegning(svar)) throw new UventetDataFejl(path(id));
  return svar;
}

export function useAnsoegning(id: number) {
  return useHent(`arbejdsmangel-admin:${id}`, (signal) => hentAnsoegning(id, signal));
}

/** The parts the screen cannot do without; the rest is trusted to follow SPEC §3.3. */
export function erAdminAnsoegning(value: unknown): value is AdminAnsoegning {
  if (typeof value !== 'object' || value === null) return false;
  const { id, version, omfang, medarbejderenighed, medarbejdere, historik, tilladteHandlinger, oevrigeOplysninger } = value as Record<
    string,
    unknown
  >;
  return (
    typeof id === 'number' &&
    typeof version === 'number' &&
    typeof omfang === 'object' &&
    omfang !== null &&
    typeof medarbejderenighed === 'object' &&
    medarbejderenighed !== null &&
    Array.isArray(medarbejdere) &&
    Array.isArray(historik) &&
    Array.isArray(tilladteHandlinger) &&
    Array.isArray(oevrigeOplysninger)
  );
}
