import type { AppDeps } from '../deps';
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
}

/** Statuses that keep an application from being offered again. */
const DAEKKER: readonly AnmodningStatus[] = ['Oprettet', 'Godkendt'];

export const beloebIalt = (a: Pick<Anmodning, 'deltagelser'>) => Math.round(a.deltagelser.reduce((sum, d) => sum + d.pris, 0) * 100) / 100;

/**
 * The prepayment requests: storage, numbering and which applications they cover. The cover map
 * and the highest id live in memory, changed in the same tick as a write lands, so a creation can
 * claim applications and an id synchronously, without a lock around its slow parts.
 */
export function createAnmodninger({ store }: AppDeps) {
  const anmodninger = store.collection<Anmodning>('anmodninger');
  const { nu: generation, skrevet } = createGeneration();
  // ansogningId → the pending or approved request covering it
  const daekket = new Map<number, number>();
  let hoejesteId = 0;
  let klar: Promise<void> | undefined;

  const indekser = (a: Anmodning) => {
    hoejesteId = Math.max(hoejesteId, a.id);
    for (const d of a.deltagelser) {
      if (DAEKKER.includes(a.status)) daekket.set(d.ansogningId, a.id);
      else if (daekket.get(d.ansogningId) === a.id) daekket.delete(d.ansogningId);
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

    /** Applications covered by a request that is pending or approved. */
    async daekkedeAnsoegninger(): Promise<Set<number>> {
      await indlaest();
      return new Set(daekket.keys());
    },
  };
}

export type Anmodninger = ReturnType<typeof createAnmodninger>;
