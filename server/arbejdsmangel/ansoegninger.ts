import type { ArbejdsmangelStatus } from '../../contract/arbejdsmangel';
import type { Definitionsversioner } from '../../contract/definitioner';
import type { ArbejdsmangelMedarbejder } from '../../contract/generated/arbejdsmangel-medarbejder';
import type { ArbejdsmangelOpret } from '../../contract/generated/arbejdsmangel-opret';
import type { Historikpost } from '../../contract/historik';
import type { AppDeps } from '../deps';
import type { AggregateQuery } from '../store/types';
import { oevrigeFelter } from '../oevrige-oplysninger';
import type { KeysetOrden, Query } from '../store/types';

/** An employee as stored: the server numbers every one. */
export type Medarbejder = ArbejdsmangelMedarbejder & { id: number };

/** The parts of an application the employer sends and the secretariat may correct (SPEC §3.3). */
export type AnsoegningIndhold = ArbejdsmangelOpret & {
  /** Fields an analyst added to the employer's form (schemas/arbejdsmangel-opret.schema.json), kept as sent. */
  oevrige?: Record<string, unknown>;
};

/** A work-shortage application as stored. */
export interface ArbejdsmangelAnsoegning extends Omit<AnsoegningIndhold, 'medarbejdere'> {
  id: number;
  version: number;
  oprettelsesTidspunkt: string;
  status: ArbejdsmangelStatus;
  senesteStatusSkift: string | null;
  virksomhedsCVR: string;
  virksomhedsNavn: string;
  virksomhedsEmail: string;
  medarbejdere: Medarbejder[];
  historik: Historikpost[];
  /** The workflow and form schema versions it was sent with (absent on applications from before versions). */
  definitionsversioner?: Definitionsversioner;
}

/**
 * The stored form of sent content: a unit name only for a department or production unit, a
 * representative only when not all employees agreed, names trimmed, and an id on every employee
 * (kept when the secretariat sends one back, new ones numbered after the highest).
 */
export function normaliser(
  indhold: AnsoegningIndhold,
  tidligere: readonly Medarbejder[] = [],
): Omit<AnsoegningIndhold, 'medarbejdere'> & { medarbejdere: Medarbejder[] } {
  let naesteId = Math.max(0, ...tidligere.map((m) => m.id), ...indhold.medarbejdere.map((m) => m.id ?? 0)) + 1;
  const {
    omfang,
    enighed,
    periode,
    ansoegningsNavn,
    medarbejderRepraesentant,
    medarbejdere: _m,
    oevrige: _o,
    ...rest
  } = indhold as AnsoegningIndhold & Record<string, unknown>;
  // Only fields the employer's schema names are kept, whatever else a body carries.
  const oevrige = oevrigeFelter(rest, 'arbejdsmangel-opret');
  return {
    ...(oevrige ? { oevrige } : {}),
    periode: { fra: periode.fra, til: periode.til },
    omfang,
    ...(omfang !== 'HeleVirksomheden' && ansoegningsNavn ? { ansoegningsNavn: ansoegningsNavn.trim() } : {}),
    enighed,
    ...(enighed !== 'SamtligeOmfattedeMedarbejdere' && medarbejderRepraesentant
      ? { medarbejderRepraesentant: { ...medarbejderRepraesentant, navn: medarbejderRepraesentant.navn.trim() } }
      : {}),
    medarbejdere: indhold.medarbejdere.map((m) => ({
      id: m.id ?? naesteId++,
      cpr: m.cpr,
      navn: m.navn.trim(),
      kursusTimerPerUge: [...m.kursusTimerPerUge].sort((a, b) => a.aar - b.aar || a.ugeNr - b.ugeNr),
    })),
  };
}

/** The work-shortage applications: storage, numbering and the queries the secretariat's pages make. */
export function createArbejdsmangelAnsoegninger({ store }: AppDeps) {
  const ansoegninger = store.collection<ArbejdsmangelAnsoegning>('arbejdsmangel');
  const taellere = store.collection<number>('taellere');
  return {
    hent: (id: number) => ansoegninger.get(String(id)),
    generation: () => ansoegninger.generation(),
    /** The admin list, newest first, with only the fields `felter` names. */
    liste: <K extends keyof ArbejdsmangelAnsoegning & string>(antal: number | undefined, felter: readonly K[]) =>
      ansoegninger.find({ order: 'created-number-desc', limit: antal, fields: felter }),
    /** A keyset page of the admin list for an export, newest or oldest first, optionally one status. */
    side: <K extends keyof ArbejdsmangelAnsoegning & string>(
      status: string | undefined,
      order: KeysetOrden,
      after: Query['after'],
      antal: number,
      felter: readonly K[],
    ) => ansoegninger.find({ where: { status }, order, limit: antal, after, fields: felter }),
    antalPerStatus: () => ansoegninger.countBy('status'),
    /** The overview's figures (GET /api/Overblik), counted in the store. */
    overblik: (query: AggregateQuery) => ansoegninger.aggregate(query),
    /** One company's applications (by CVR), newest first. */
    forVirksomhed: (cvr: string) => ansoegninger.find({ where: { owner: cvr }, order: 'created-number-desc' }),
    gem: (a: ArbejdsmangelAnsoegning) => ansoegninger.put(String(a.id), a),
    naesteId: () => taellere.update('arbejdsmangel', (n) => (n ?? 0) + 1),
    /** Changes one application with no other write in between; `change` may throw to refuse. */
    opdater: (id: number, change: (a: ArbejdsmangelAnsoegning) => ArbejdsmangelAnsoegning) =>
      ansoegninger.update(String(id), (a) => {
        if (!a) throw new Error(`No work-shortage application ${id}`);
        return change(a);
      }),
  };
}

export type ArbejdsmangelAnsoegninger = ReturnType<typeof createArbejdsmangelAnsoegninger>;
