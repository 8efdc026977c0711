import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ArbejdsmangelAnsoegning } from '../server/arbejdsmangel/ansoegninger';
import { kravFor, type Anmodning } from '../server/forudbetaling/anmodninger';
import type { Journalpost } from '../contract/journalisering';
import type { Kursusansoegning } from '../server/kursusansoegning/kursusansoegninger';
import { FileDocumentStore, type DocumentStore } from '../server/store/documents';
import { LowdbStore } from '../server/store/lowdb-store';
import { PgDocumentStore } from '../server/store/postgres/documents';
import { migrate } from '../server/store/postgres/migrations';
import { createPool, PgStore } from '../server/store/postgres/pg-store';
import type { Collection, Store } from '../server/store/types';
import { ugerIPeriode } from '../engine/uger';
import { starttilstand } from '../engine/workflow';
import { arbejdsmangelWorkflow } from '../server/workflows/maskiner';

/** How many of each write the benchmark times, at each volume. */
export const SKRIVNINGER = 200;

/**
 * How much data the fund's work means: a year (issue 8; 10,000 work-shortage applications, the
 * number the admin list must show in Chromium) and five years (issue 17: the cases grow five-fold,
 * the work-shortage applications to 25,000).
 */
export const VOLUMEN = {
  1: { anmodninger: 20_000, kursusansoegninger: 50_000, arbejdsmangel: 10_000, journal: 2_000 },
  5: { anmodninger: 100_000, kursusansoegninger: 250_000, arbejdsmangel: 25_000, journal: 10_000 },
} as const;

export type Antal = { [K in keyof (typeof VOLUMEN)[1]]: number };

/** A share of a volume (0.01 = 1% of a year), at least one of each. */
export const andel = (antal: Antal, faktor: number): Antal =>
  Object.fromEntries(Object.entries(antal).map(([k, n]) => [k, Math.max(1, Math.round(n * faktor))])) as Antal;

export interface Volumen {
  /** Applications of Mette Jensen that no request covers: the write benchmark uses them up. */
  frieAnsoegninger: number[];
  anmodningIder: number[];
  arbejdsmangel: ArbejdsmangelAnsoegning[];
}

const LOENMODTAGERE = [
  { id: 'lm-mette', navn: 'Mette Jensen', cpr: '120385-1234', email: 'mette.jensen@example.dk' },
  { id: 'lm-lars', navn: 'Lars Nielsen', cpr: '050778-2345', email: 'lars.nielsen@example.dk' },
  { id: 'lm-sofie', navn: 'Sofie Andersen', cpr: '230699-3456', email: 'sofie.andersen@example.dk' },
];
const FONDE = ['fond-industri', 'fond-handel'];
const KURSER = [
  'Svejsning efter EN ISO 9606-1',
  'Truckcertifikat B',
  'CNC-programmering',
  'Excel for øvede',
  'Arbejdsmiljø',
  'Projektledelse',
];

/** A deterministic pseudo-random sequence, so every run builds the same store. */
function tilfaeldig(frø: number) {
  let s = frø;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

let store: Store;

// A portion is one transaction on PostgreSQL (one commit per 64 records); lowdb writes each record durably as always.
async function iPortioner<T>(poster: readonly T[], skriv: (p: T) => Promise<unknown>, samtidige = 64) {
  for (let i = 0; i < poster.length; i += samtidige) await store.transaction(() => Promise.all(poster.slice(i, i + samtidige).map(skriv)));
}

const dato = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Builds the store through its own write path (the store and document store the server would use:
 * lowdb files under dataDir, or PostgreSQL at databaseUrl), never by writing JSON by hand.
 */
export async function bygVolumen(dataDir: string, antal: Antal, fakturaPdf: Uint8Array, databaseUrl?: string): Promise<Volumen> {
  let documents: DocumentStore;
  if (databaseUrl) {
    const pool = createPool(databaseUrl, 4);
    await migrate(pool);
    const pgStore = new PgStore(pool);
    store = pgStore;
    documents = new PgDocumentStore(pgStore);
  } else {
    store = new LowdbStore(dataDir);
    documents = new FileDocumentStore(dataDir);
  }
  const r = tilfaeldig(42);
  const demo = JSON.parse(readFileSync(join(import.meta.dirname, '../content/demo/kursusansoegninger.json'), 'utf8')) as Kursusansoegning[];

  // Course applications: the demo ones plus generated ones, spread over the three employees.
  const ansoegninger: Kursusansoegning[] = [...demo];
  // Mette keeps a pool of open applications for the write benchmark; the rest belong to many
  // employees with a few each, as in a real year (the demo employees keep their own few).
  // At least as many as the benchmark creates at any volume, so 1% measures the same write.
  // (the single writes, and the simultaneous uploads, each SKRIVNINGER).
  const metteAntal = Math.max(Math.round(antal.kursusansoegninger * 0.03), 2 * SKRIVNINGER + 50);
  const loenmodtagerAf = (i: number) => (i < metteAntal ? 'lm-mette' : `lm-bench-${Math.floor(i / 6) % 8_000}`);
  for (let i = 0; i < antal.kursusansoegninger; i++) {
    const ansogningId = 100_000 + i;
    ansoegninger.push({
      ansogningId,
      ansoegningsnummer: `A-2026-${String(ansogningId).padStart(6, '0')}`,
      loenmodtagerId: loenmodtagerAf(i),
      virksomhedCvr: '31245001',
      fondId: FONDE[i % 2]!,
      kursusNavn: KURSER[i % KURSER.length]!,
      gaeldendeFra: '2026-01-01',
      gaeldendeTil: '2027-12-31',
      deltagerGebyr: 20_000,
      statusKode: 'Godkendt',
      attesteretAfVirksomhed: true,
    });
  }
  const kursus = store.collection<Kursusansoegning>('kursusansoegninger');
  await iPortioner(ansoegninger, (a) => kursus.put(String(a.ansogningId), a));
  await store.collection('seed').put('kursusansoegninger', { tidspunkt: new Date().toISOString() });

  // Invoice documents of a few sizes up to 1 MB, each request its own file; most invoices are small scans.
  const stoerrelser = [...Array<number>(14).fill(30_000), 150_000, 150_000, 150_000, 150_000, 400_000, 1_000_000];
  const anmodninger = store.collection<Anmodning>('anmodninger');
  const daekninger = store.collection('daekninger');
  const fakturaer = store.collection('fakturaer');
  const fakturafiler = store.collection('fakturafiler');
  const genererede = ansoegninger.filter((a) => a.ansogningId >= 100_000 && a.loenmodtagerId !== 'lm-mette');
  const nAnmodninger = antal.anmodninger;
  const anmodningIder: number[] = [];
  const nu = Date.now();
  let naeste = 0;
  const opgaver = Array.from({ length: nAnmodninger }, (_, i) => i + 1);
  await iPortioner(opgaver, async (id) => {
    const antalDeltagelser = 1 + Math.floor(r() * 3);
    const deltagelser = [];
    for (let k = 0; k < antalDeltagelser && naeste < genererede.length * 0.8; k++) {
      const a = genererede[naeste++]!;
      deltagelser.push({
        ansogningId: a.ansogningId,
        ansoegningsnummer: a.ansoegningsnummer,
        kursusNavn: a.kursusNavn,
        fondId: a.fondId,
        pris: 1_000 + Math.round(r() * 15_000),
        periodeStart: '2026-09-01',
        periodeSlut: '2026-09-30',
      });
    }
    const ejer = deltagelser[0] ? genererede[naeste - 1]!.loenmodtagerId : 'lm-bench-0';
    const person = { ...LOENMODTAGERE[id % 3]!, id: ejer, navn: `Lønmodtager ${ejer.slice('lm-bench-'.length)}` };
    const bytes = new Uint8Array(stoerrelser[id % stoerrelser.length]!);
    bytes.set(fakturaPdf.subarray(0, Math.min(fakturaPdf.length, bytes.length)));
    bytes.set(randomBytes(16), bytes.length - 16);
    const ref = await documents.put(bytes, 'application/pdf');
    const created = new Date(nu - Math.floor(r() * 365) * 86_400_000).toISOString();
    const status = r() < 0.3 ? 'Oprettet' : r() < 0.5 ? 'Afvist' : 'Godkendt';
    // A handled request was handled within a month of its creation, and before now.
    const handlet =
      status === 'Oprettet' ? undefined : new Date(Math.min(nu, Date.parse(created) + Math.floor(r() * 30 * 86_400_000))).toISOString();
    anmodningIder.push(id);
    const anmodning = {
      id,
      created,
      status,
      version: 1,
      loenmodtagerId: person.id,
      personNavn: person.navn,
      personCpr: person.cpr,
      personEmail: person.email,
      deltagelser,
      faktura: {
        fakturaNummer: `F-${id}`,
        cvr: '35124004',
        leverandoerNavn: 'Kursuscenter Nord ApS',
        dokument: { ...ref, filnavn: `faktura-${id}.pdf` },
        indbetalingskort: { kortArt: '71', betalingsId: String(id).padStart(15, '0'), kreditorNummer: '85799665' },
      },
      betingelser: { noegle: 'forudbetaling:tro-og-love', type: 'html', indhold: '<p>Tro og love</p>' },
      historik: [
        { tidspunkt: created, af: person.navn, handling: 'Anmodning oprettet af lønmodtageren' },
        ...(handlet ? [{ tidspunkt: handlet, af: 'Demo Sekretariat', handling: status, detaljer: { fra: 'Oprettet', til: status } }] : []),
      ],
      ...(handlet ? { senesteStatusSkift: handlet } : {}),
    } as Anmodning;
    await anmodninger.put(String(id), anmodning);
    // The claims of its applications and invoice, as the server writes them with a request.
    const krav = kravFor(anmodning);
    for (const [noegle, d] of krav.daekninger) await daekninger.put(noegle, d);
    for (const [noegle, d] of krav.fakturaer) await fakturaer.put(noegle, d);
    for (const [noegle, d] of krav.fakturafiler) await fakturafiler.put(noegle, d);
  });

  // Work-shortage applications with 10–50 employees over 4–12 weeks.
  const arbejdsmangel = store.collection<ArbejdsmangelAnsoegning>('arbejdsmangel');
  const am: ArbejdsmangelAnsoegning[] = [];
  for (let id = 1; id <= antal.arbejdsmangel; id++) {
    const start = new Date(Date.UTC(2027, 0, 4) + Math.floor(r() * 300) * 86_400_000);
    const slut = new Date(start.getTime() + (4 + Math.floor(r() * 9)) * 7 * 86_400_000 - 86_400_000);
    const fra = dato(start);
    const til = dato(slut);
    const uger = ugerIPeriode(fra, til);
    const oprettet = new Date(nu - Math.floor(r() * 365 * 86_400_000)).toISOString();
    am.push({
      id,
      version: 1,
      oprettelsesTidspunkt: oprettet,
      status: starttilstand(arbejdsmangelWorkflow),
      senesteStatusSkift: null,
      virksomhedsCVR: id % 2 ? '31245001' : '38765418',
      virksomhedsNavn: id % 2 ? 'Nordisk Stål & Montage A/S' : 'Fyns Træ og Byg ApS',
      virksomhedsEmail: 'hr@nordisk-staal.example.dk',
      periode: { fra, til },
      omfang: id % 3 === 0 ? 'HeleVirksomheden' : 'Afdeling',
      ...(id % 3 === 0 ? {} : { ansoegningsNavn: `Afdeling ${id}` }),
      enighed: 'SamtligeOmfattedeMedarbejdere',
      medarbejdere: Array.from({ length: 10 + Math.floor(r() * 41) }, (_, m) => ({
        id: m + 1,
        cpr: `${String(1 + (m % 28)).padStart(2, '0')}0${1 + (m % 9)}80-${String(1000 + m).slice(-4)}`,
        navn: `Medarbejder ${m + 1}`,
        kursusTimerPerUge: uger.filter((_u, k) => k % 2 === 0).map((u) => ({ aar: u.aar, ugeNr: u.ugeNr, timerPerUge: 7.5 })),
      })),
      historik: [{ tidspunkt: oprettet, af: 'Virksomheden', handling: 'Ansøgning indsendt af virksomheden' }],
    });
  }
  await iPortioner(am, (a) => arbejdsmangel.put(String(a.id), a));

  const journal = store.collection<Journalpost>('journal');
  const poster = Array.from({ length: antal.journal }, (_, i) => i);
  await iPortioner(poster, (i) =>
    journal.put(`bench-${i}`, {
      id: `bench-${i}`,
      emne: `SV: Anmodning ${1 + (i % nAnmodninger)}`,
      tidspunkt: new Date(nu - i * 60_000).toISOString(),
      admin: 'Demo Sekretariat',
      sag: { type: 'anmodning', id: 1 + (i % nAnmodninger) },
    }),
  );

  const taellere: Collection<number> = store.collection<number>('taellere');
  await taellere.put('anmodning', nAnmodninger);
  await taellere.put('arbejdsmangel', am.length);
  await store.close();

  const frieAnsoegninger = ansoegninger
    .filter((a) => a.loenmodtagerId === 'lm-mette' && a.ansogningId >= 100_000)
    .map((a) => a.ansogningId);
  return { frieAnsoegninger, anmodningIder, arbejdsmangel: am };
}
