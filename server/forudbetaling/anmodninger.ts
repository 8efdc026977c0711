import { t } from '../../engine/tekster';
import type { AppDeps } from '../deps';
import { ProblemFejl } from '../problem';
import { createGeneration } from '../store/generation';
import type { DocumentRef } from '../store/documents';

export type AnmodningStatus = 'Oprettet' | 'Godkendt' | 'Afvist';

export interface Bankoverfoersel {
  regNr: string;
  kontoNummer: string;
}
export interface Indbetalingskort {
  kortArt: string;
  betalingsId: string;
  kreditorNummer: string;
}

export interface Deltagelse {
  ansogningId: number;
  ansoegningsnummer: string;
  kursusNavn: string;
  fondId: string;
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

/** A prepayment request as stored; the invoice file itself lives in the document store. */
export interface Anmodning {
  id: number;
  created: string;
  status: AnmodningStatus;
  version: number;
  loenmodtagerId: string;
  personNavn: string;
  personCpr: string;
  personEmail: string;
  deltagelser: Deltagelse[];
  faktura: {
    fakturaNummer: string;
    cvr: string;
    leverandoerNavn: string;
    dokument: DocumentRef & { filnavn: string };
    bankOverfoersel?: Bankoverfoersel;
    indbetalingskort?: Indbetalingskort;
  };
  betingelser: { noegle: string; type: string; indhold: string };
  historik: Historikpost[];
  /** Why the secretariat rejected it, as the applicant reads it (set by AfvisAnmodning only). */
  begrundelse?: string;
}

/** Statuses that keep an application from being offered again. */
const DAEKKER: readonly AnmodningStatus[] = ['Oprettet', 'Godkendt'];

/** An invoice as SPEC §1 counts it (one request per invoice): supplier CVR and invoice number, trimmed, any case. */
export const fakturaNoegle = (cvr: string, fakturaNummer: string) => `${cvr}|${fakturaNummer.trim().toLowerCase()}`;

export const beloebIalt = (a: Pick<Anmodning, 'deltagelser'>) => Math.round(a.deltagelser.reduce((sum, d) => sum + d.pris, 0) * 100) / 100;

/**
 * The prepayment requests: storage, numbering, which applications and invoices they cover. The
 * cover maps and the highest id live in memory, changed in the same tick as a write lands, so a
 * creation can claim applications, its invoice and an id synchronously, without a lock around its
 * slow parts.
 */
export function createAnmodninger({ store }: AppDeps) {
  const anmodninger = store.collection<Anmodning>('anmodninger');
  const { nu: generation, skrevet } = createGeneration();
  // ansogningId → the pending or approved request covering it
  const daekket = new Map<number, number>();
  // invoice key → the requests not rejected that carry it (older data may hold more than one),
  // request id → its key, so a correction moves it; and the keys claimed by writes in flight
  const fakturaer = new Map<string, Set<number>>();
  const fakturaAf = new Map<number, string>();
  const fakturaerUnderveje = new Set<string>();
  let hoejesteId = 0;
  let klar: Promise<void> | undefined;

  const indekser = (a: Anmodning) => {
    hoejesteId = Math.max(hoejesteId, a.id);
    for (const d of a.deltagelser) {
      if (DAEKKER.includes(a.status)) daekket.set(d.ansogningId, a.id);
      else if (daekket.get(d.ansogningId) === a.id) daekket.delete(d.ansogningId);
    }
    const foer = fakturaAf.get(a.id);
    const ider = foer === undefined ? undefined : fakturaer.get(foer);
    ider?.delete(a.id);
    if (foer !== undefined && ider?.size === 0) fakturaer.delete(foer);
    fakturaAf.delete(a.id);
    if (a.status !== 'Afvist') {
      const noegle = fakturaNoegle(a.faktura.cvr, a.faktura.fakturaNummer);
      fakturaer.set(noegle, (fakturaer.get(noegle) ?? new Set()).add(a.id));
      fakturaAf.set(a.id, noegle);
    }
  };
  const indlaest = () =>
    (klar ??= anmodninger.all().then((alle) => {
      for (const a of alle) indekser(a);
    }));
  const gemt = async (a: Anmodning) => {
    await indlaest();
    indekser(a);
    return skrevet(a);
  };

  return {
    hent: (id: number) => anmodninger.get(String(id)),
    alle: () => anmodninger.all(),
    generation,
    /** Resolves once the cover map and the highest id are read; after that `daekker` and `naesteId` are synchronous. */
    indlaest,
    gem: async (anmodning: Anmodning) => gemt(await anmodninger.put(String(anmodning.id), anmodning)),
    opdater: async (id: number, change: (a: Anmodning) => Anmodning) =>
      gemt(
        await anmodninger.update(String(id), (a) => {
          if (!a) throw new Error(`Ukendt anmodning ${id}`);
          return change(a);
        }),
      ),

    /** The next request number (call after `indlaest`); numbers are never reused. */
    naesteId: () => ++hoejesteId,

    /** Whether a pending or approved request covers the application (call after `indlaest`). */
    daekker: (ansogningId: number) => daekket.has(ansogningId),

    /**
     * Claims an invoice for a write about to land (call after `indlaest`): 409 when a request that
     * is not rejected, other than `egen`, or a write still in flight has the same supplier and
     * invoice number. Synchronous, so nothing runs between the check and the claim; the answer
     * releases the claim, to be called once the write is stored (the index then holds it). The
     * message names the invoice, never whose request has it.
     */
    reserverFaktura(cvr: string, fakturaNummer: string, egen?: number): () => void {
      const noegle = fakturaNoegle(cvr, fakturaNummer);
      const andre = [...(fakturaer.get(noegle) ?? [])].some((id) => id !== egen);
      if (andre || fakturaerUnderveje.has(noegle)) {
        const besked = t('forudbetaling.fakturaAlleredeAnmodet', { fakturaNummer: fakturaNummer.trim() });
        throw new ProblemFejl({ status: 409, title: besked, errors: [{ path: '/faktura/fakturaNummer', message: besked }] });
      }
      fakturaerUnderveje.add(noegle);
      return () => fakturaerUnderveje.delete(noegle);
    },

    /** Applications covered by a request that is pending or approved. */
    async daekkedeAnsoegninger(): Promise<Set<number>> {
      await indlaest();
      return new Set(daekket.keys());
    },
  };
}

export type Anmodninger = ReturnType<typeof createAnmodninger>;
