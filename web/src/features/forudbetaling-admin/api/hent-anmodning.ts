import { apiFetch, UventetDataFejl } from '../../../shared/api/client';
import { useHent } from '../../../shared/api/use-hent';

export interface Bankoverfoersel {
  regNr: string;
  kontoNummer: string;
}

export interface Indbetalingskort {
  kortArt: string;
  betalingsId: string;
  kreditorNummer: string;
}

export interface DeltagelseDetalje {
  ansogningId: number;
  ansoegningsnummer: string;
  kursusNavn: string;
  pris: number;
  periodeStart: string;
  periodeSlut: string;
}

export interface Historikpost {
  tidspunkt: string;
  af: string;
  handling: string;
  detaljer?: Record<string, unknown>;
}

/** Another request to the same supplier for the same total, made within 30 days: perhaps the same invoice again. */
export interface MuligDublet {
  anmodningId: number;
  oprettetDen: string;
  status: string;
}

/** The admin detail of a request (SPEC §3.2), with its history, journal, possible duplicates and the handlings its status allows. */
export interface AnmodningDetalje {
  id: number;
  created: string;
  status: string;
  version: number;
  personId: string;
  personNavn: string;
  /** Masked ('120385-****') until revealed through VisCpr. */
  personCpr: string;
  fond: string;
  beloebIalt: number;
  faktura: {
    cvr: string;
    fakturaNummer: string;
    leverandoerNavn: string;
    dokument: { dataUri: string; contentType: string; filnavn: string };
    bankOverfoersel?: Bankoverfoersel;
    indbetalingskort?: Indbetalingskort;
  };
  deltagelser: DeltagelseDetalje[];
  betingelser: { type: string; indhold: string };
  /** Why it was rejected, as the applicant reads it. */
  begrundelse?: string;
  historik: Historikpost[];
  tilladteHandlinger: { type: string; label: string }[];
  journal: { emne: string; tidspunkt: string; admin: string }[];
  sendteEmails: { emne: string; til: string; sendt: string }[];
  muligeDubletter: MuligDublet[];
}

/** What the correction and handling calls answer: the detail without journal, sent e-mails and possible duplicates. */
export type BehandletAnmodning = Omit<AnmodningDetalje, 'journal' | 'sendteEmails' | 'muligeDubletter'>;

export async function hentAnmodning(id: string, signal?: AbortSignal): Promise<AnmodningDetalje> {
  const path = `/api/ForudbetalingAdmin/HentForudbetalingAnmodning/${encodeURIComponent(id)}`;
  const svar = await apiFetch<unknown>(path, { kontekst: 'admin', signal });
  if (!erDetalje(svar)) throw new UventetDataFejl(path);
  return svar;
}

export function useAnmodning(id: string) {
  return useHent(`forudbetaling-admin:anmodning:${id}`, (signal) => hentAnmodning(id, signal));
}

function erDetalje(value: unknown): value is AnmodningDetalje {
  if (typeof value !== 'object' || value === null) return false;
  const { id, faktura, deltagelser, historik, tilladteHandlinger } = value as Record<string, unknown>;
  return (
    typeof id === 'number' &&
    typeof faktura === 'object' &&
    Array.isArray(deltagelser) &&
    Array.isArray(historik) &&
    Array.isArray(tilladteHandlinger)
  );
}
