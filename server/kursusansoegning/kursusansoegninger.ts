import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppDeps } from '../deps';
import { seedOnce } from '../seed';
import { aktuelSandkasse } from '../proeve/index';

/** A course application the fund has received (SPEC §3.2 "Application detail", plus whose it is). */
export interface Kursusansoegning {
  ansogningId: number;
  ansoegningsnummer: string;
  loenmodtagerId: string;
  virksomhedCvr: string;
  fondId: string;
  kursusNavn: string;
  gaeldendeFra: string;
  gaeldendeTil: string;
  deltagerGebyr: number;
  statusKode: string;
  attesteretAfVirksomhed: boolean;
  /** Set when an approved prepayment request has paid for it. */
  forudbetaltAfAnmodning?: number;
}

export interface Fond {
  id: string;
  navn: string;
}

/** The course applications (seeded from content/demo on first start) and the funds they belong to. */
export function createKursusansoegninger({ store, config }: AppDeps) {
  const ansoegninger = store.collection<Kursusansoegning>('kursusansoegninger');
  const laes = <T>(fil: string) => JSON.parse(readFileSync(join(config.contentDir, 'demo', fil), 'utf8')) as T;
  const fonde = new Map(laes<Fond[]>('fonde.json').map((f) => [f.id, f]));
  let seeded: Promise<void> | undefined;
  const seed = () =>
    seedOnce(
      store,
      'kursusansoegninger',
      laes<Kursusansoegning[]>('kursusansoegninger.json').map((a) => [String(a.ansogningId), a] as const),
    );
  // A try-out's sandbox (server/proeve) has a register of its own, seeded on its first use there: once for the real store only.
  const klar = () => (aktuelSandkasse() ? seed() : (seeded ??= seed()));

  return {
    async hent(ansogningId: number): Promise<Kursusansoegning | undefined> {
      await klar();
      return ansoegninger.get(String(ansogningId));
    },

    async medNummer(ansoegningsnummer: string): Promise<Kursusansoegning | undefined> {
      await klar();
      return (await ansoegninger.find({ where: { reference: ansoegningsnummer }, limit: 1 }))[0];
    },

    async forLoenmodtager(loenmodtagerId: string): Promise<Kursusansoegning[]> {
      await klar();
      return ansoegninger.find({ where: { owner: loenmodtagerId }, order: 'number-asc' });
    },

    /** Approved by the fund and attested by the company: the only ones a prepayment may cover (SPEC §6). */
    erBevilgetOgAttesteret(a: Kursusansoegning): boolean {
      return a.statusKode === 'Godkendt' && a.attesteretAfVirksomhed;
    },

    fond(fondId: string): Fond {
      return fonde.get(fondId) ?? { id: fondId, navn: fondId };
    },

    /** The funds of the register, as it lists them. */
    fonde: (): Fond[] => [...fonde.values()],

    erFond: (fondId: string): boolean => fonde.has(fondId),

    async marker(ansogningId: number, forudbetaltAfAnmodning: number | undefined): Promise<void> {
      await klar();
      await ansoegninger.update(String(ansogningId), (a) => {
        if (!a) throw new Error(`No course application ${ansogningId}`);
        return { ...a, forudbetaltAfAnmodning };
      });
    },
  };
}

export type Kursusansoegninger = ReturnType<typeof createKursusansoegninger>;
