import { dubletNoegle, fakturaNoegle, type Anmodning } from '../forudbetaling/anmodninger';
import type { IndexFields } from './types';

type Felter = Record<string, unknown>;
const tekst = (v: unknown) => (typeof v === 'string' ? v : undefined);
const tal = (v: unknown) => (typeof v === 'number' ? v : undefined);
// A time kept as milliseconds, as the ISO text the created index holds.
const tid = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? new Date(v).toISOString() : undefined);
// When a request reached its status; one from before the field was kept: its last history entry, for a handled one mostly its handling.
const statusTid = (r: Felter) => {
  const historik = r['historik'] as { tidspunkt?: unknown }[] | undefined;
  return tekst(r['senesteStatusSkift']) ?? tekst(historik?.at(-1)?.tidspunkt) ?? tekst(r['created']);
};
// A request's participations' prices summed per fund, for the overview's amounts approved.
const prisPerFond = (deltagelser: Felter[]) => {
  const summer: Record<string, number> = {};
  for (const d of deltagelser) {
    const fond = tekst(d['fondId']);
    const pris = tal(d['pris']);
    if (fond !== undefined && pris !== undefined) summer[fond] = (summer[fond] ?? 0) + pris;
  }
  return Object.keys(summer).length > 0 ? summer : undefined;
};
const faktura = (f: unknown) => {
  const { cvr, fakturaNummer } = (f ?? {}) as { cvr?: unknown; fakturaNummer?: unknown };
  return typeof cvr === 'string' && typeof fakturaNummer === 'string' ? fakturaNoegle(cvr, fakturaNummer) : undefined;
};
const sag = (r: Felter) => {
  const s = r['sag'] as { type?: string; id?: number } | undefined;
  return s ? `${s.type}:${s.id}` : undefined;
};

/**
 * What each collection's lists filter and sort on, read from its records as they are written. The
 * store applies it itself, so a record written by any path (the server, the benchmark's build,
 * store:copy) gets the same indexed columns.
 */
export const INDEKSER: Record<string, (r: Felter) => IndexFields> = {
  anmodninger: (r) => {
    const deltagelser = (r['deltagelser'] as Felter[] | undefined) ?? [];
    return {
      status: tekst(r['status']),
      created: tekst(r['created']),
      owner: tekst(r['loenmodtagerId']),
      fund: tekst(deltagelser[0]?.['fondId']),
      reference: r['faktura'] && Array.isArray(r['deltagelser']) ? dubletNoegle(r as unknown as Anmodning) : undefined,
      // The invoice file, so a draft's clean-up can tell it is a request's now.
      document: tekst((r['faktura'] as { dokument?: Felter } | undefined)?.dokument?.['sha256']),
      // The invoice by supplier and canonical number, so the handling page finds the requests that share it.
      invoice: faktura(r['faktura']),
      number: tal(r['id']),
      periodFrom: tekst(deltagelser[0]?.['periodeStart']),
      periodTo: tekst(deltagelser[0]?.['periodeSlut']),
      version: tal(r['version']),
      statusChanged: statusTid(r),
      amounts: prisPerFond(deltagelser),
    };
  },
  arbejdsmangel: (r) => {
    const periode = r['periode'] as { fra?: string; til?: string } | undefined;
    return {
      status: tekst(r['status']),
      created: tekst(r['oprettelsesTidspunkt']),
      owner: tekst(r['virksomhedsCVR']),
      number: tal(r['id']),
      periodFrom: periode?.fra,
      periodTo: periode?.til,
      version: tal(r['version']),
      statusChanged: tekst(r['senesteStatusSkift']) ?? tekst(r['oprettelsesTidspunkt']),
    };
  },
  kursusansoegninger: (r) => ({
    status: tekst(r['statusKode']),
    owner: tekst(r['loenmodtagerId']),
    fund: tekst(r['fondId']),
    reference: tekst(r['ansoegningsnummer']),
    number: tal(r['ansogningId']),
    periodFrom: tekst(r['gaeldendeFra']),
    periodTo: tekst(r['gaeldendeTil']),
  }),
  daekninger: (r) => ({ number: tal(r['anmodningId']) }),
  journal: (r) => ({ created: tekst(r['tidspunkt']), caseRef: sag(r) }),
  mails: (r) => ({ created: tekst(r['sendt']), caseRef: sag(r) }),
  udbakke: (r) => ({ status: tekst(r['status']), created: tekst(r['naesteForsoeg']), caseRef: sag(r) }),
  // The finance system fetches the orders not yet exported (migration 0007 indexes those from before).
  betalingsordrer: (r) => ({
    status: r['eksporteret'] ? 'eksporteret' : 'ny',
    created: tekst(r['oprettet']),
    fund: tekst(r['fondId']),
    number: tal(r['anmodningId']),
  }),
  // The webhook outbox (webhooks/udbakke.ts): due deliveries, a subscription's deliveries, and the
  // unacknowledged ones about the same case to the same subscription, which go first.
  'webhook-leveringer': (r) => ({
    status: tekst(r['status']),
    created: tekst(r['naesteForsoeg']),
    reference: tekst(r['abonnementId']),
    caseRef: r['abonnementId'] && r['emne'] ? `${String(r['abonnementId'])}|${String(r['emne'])}` : undefined,
    number: tal(r['nr']),
  }),
  // Who exported which admin list when (server/eksport/eksport-log.ts), newest first.
  eksportlog: (r) => ({ created: tekst(r['tidspunkt']) }),
  // Stored answers to Idempotency-Key requests, by when they expire (the sweep, oprydning.ts).
  idempotens: (r) => ({ created: tekst(r['udloeber']) }),
  // Expiry sweeps (oprydning.ts): a session by its last activity, a one-time code by when it expires.
  sessions: (r) => ({ owner: tekst(r['brugerId']), created: tid(r['sidstAktiv']) }),
  engangskoder: (r) => ({ created: tid(r['udloeber']) }),
  // Attempt counters (beskyttelse/taellere.ts) by their latest attempt; one with none left, at once. Bare arrays are the older form.
  'rate-limit': (r) => {
    const tider = (Array.isArray(r) ? r : r['tider']) as unknown;
    return { created: Array.isArray(tider) ? tid(Math.max(0, ...tider.filter((t): t is number => typeof t === 'number'))) : undefined };
  },
  kladder: (r) => {
    const ejer = r['ejer'] as { type?: string; id?: string } | undefined;
    return { owner: ejer ? `${ejer.type}:${ejer.id}` : undefined, created: tekst(r['opdateret']) };
  },
};

/** The indexed fields of a record of the named collection (none for a collection not listed). */
export function indeksFor(samling: string, record: unknown): IndexFields {
  const indekser = Object.hasOwn(INDEKSER, samling) ? INDEKSER[samling] : undefined;
  return indekser && record !== null && typeof record === 'object' ? indekser(record as Felter) : {};
}
