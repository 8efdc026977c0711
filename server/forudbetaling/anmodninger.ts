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

/** The prepayment requests: storage, numbering and the questions several routes ask. */
export function createAnmodninger({ store }: AppDeps) {
  const anmodninger = store.collection<Anmodning>('anmodninger');
  const taellere = store.collection<number>('taellere');
  const { nu: generation, skrevet } = createGeneration();

  return {
    hent: (id: number) => anmodninger.get(String(id)),
    alle: () => anmodninger.all(),
    generation,
    gem: async (anmodning: Anmodning) => skrevet(await anmodninger.put(String(anmodning.id), anmodning)),
    opdater: async (id: number, change: (a: Anmodning) => Anmodning) =>
      skrevet(
        await anmodninger.update(String(id), (a) => {
          if (!a) throw new Error(`Ukendt anmodning ${id}`);
          return change(a);
        }),
      ),

    /** The next request number; numbers are never reused. */
    naesteId: async () => taellere.update('anmodning', (n) => (n ?? 0) + 1),

    /** Applications covered by a request that is pending or approved. */
    async daekkedeAnsoegninger(undtagAnmodning?: number): Promise<Set<number>> {
      const ids = new Set<number>();
      for (const a of await anmodninger.all()) {
        if (a.id === undtagAnmodning || !DAEKKER.includes(a.status)) continue;
        for (const d of a.deltagelser) ids.add(d.ansogningId);
      }
      return ids;
    },
  };
}

export type Anmodninger = ReturnType<typeof createAnmodninger>;
