import type { Store } from '../store/types';
import { b } from './beskeder';
import { laesMigreringer, type Migrering } from './migreringer';
import { sagsArbejdsgange, sagsVersioner } from './sager';
import type { DefinitionsFejl } from './tjek';
import { laesDefinitioner, type Definition } from './version';

type Tilstande = Record<string, { meta?: { label?: string } }>;

/** One case-keeping workflow as the store and the files see it: what the check and the migration work from. */
export interface SagsArbejdsgang {
  id: string;
  samling: string;
  aktuel: Definition;
  /** Stored versions by version, with their states. */
  gemte: Map<string, Tilstande>;
  /** Each case with the version it works on (the first stored when it names none). */
  sager: { id: number; status: string; version: string }[];
  /** The form schema's version a case that names none was sent with: the first stored. */
  grundSkema: string;
}

export const tilstandeI = (indhold: unknown): Tilstande => ((indhold as { states?: Tilstande }).states ?? {}) as Tilstande;

/** Nothing, when PostgreSQL has no such table yet (42P01): a database the server has not migrated. */
async function udenTabel<T>(laes: () => Promise<T[]>): Promise<T[]> {
  try {
    return await laes();
  } catch (error) {
    if ((error as { code?: string }).code === '42P01') return [];
    throw error;
  }
}

// A database not yet migrated to 0005 has no stored versions: its cases are on the definition now.
const gemteVersioner = (store: Store, art: 'arbejdsgang' | 'skema', id: string) => udenTabel(() => store.definitioner.versioner(art, id));

/** Reads, for each workflow that keeps cases, the definition now, the stored versions and every case's version. */
export async function laesSagsArbejdsgange(dir: string, store: Store): Promise<SagsArbejdsgang[]> {
  const definitioner = laesDefinitioner(dir);
  return Promise.all(
    sagsArbejdsgange().flatMap(({ id, samling, skema }) => {
      const aktuel = definitioner.find((d) => d.art === 'arbejdsgang' && d.navn === id);
      if (!aktuel) return [];
      const aktueltSkema = definitioner.find((d) => d.art === 'skema' && d.navn === skema)?.version ?? '';
      return [
        (async () => {
          const gemte = await gemteVersioner(store, 'arbejdsgang', id);
          const grundSkema = (await gemteVersioner(store, 'skema', skema))[0]?.version ?? aktueltSkema;
          const grund = gemte[0]?.version ?? aktuel.version;
          // An empty database (npm start before the server's first migration) has no records table and no cases.
          const sager = (await udenTabel(() => sagsVersioner(store, samling))).map((s) => ({
            id: s.id,
            status: s.status,
            version: s.definitionsversioner?.arbejdsgang ?? grund,
          }));
          return { id, samling, aktuel, gemte: new Map(gemte.map((g) => [g.version, tilstandeI(g.indhold)])), sager, grundSkema };
        })(),
      ];
    }),
  );
}

/** The state a case moves to by the migrations: its mapped state, or its own when the new version has it; undefined when stranded. */
export function nyTilstand(a: SagsArbejdsgang, migreringer: readonly Migrering[], sag: { status: string; version: string }) {
  const nu = tilstandeI(a.aktuel.indhold);
  const m = migreringer.find((x) => x.workflow === a.id && x.fra === sag.version);
  const til = m?.tilstande[sag.status] ?? sag.status;
  return Object.hasOwn(nu, til) ? { til, migrering: m } : undefined;
}

/**
 * Refuses a workflow change that leaves stored cases in a state it no longer has, unless a migration
 * in workflows/migreringer/ maps that state (of that version) to one the new version has; and names
 * every bad migration file.
 */
export async function tjekSager(dir: string, store: Store): Promise<DefinitionsFejl[]> {
  const { migreringer, fejl } = laesMigreringer(dir);
  const arbejdsgange = await laesSagsArbejdsgange(dir, store);
  for (const m of migreringer) {
    const a = arbejdsgange.find((x) => x.id === m.workflow);
    const problem = (p: string, fra?: string) =>
      fejl.push({
        fil: m.fil,
        ...(fra === undefined ? {} : { sti: `/tilstande/${fra.replaceAll('~', '~0').replaceAll('/', '~1')}` }),
        problem: p,
      });
    if (!a) {
      problem(b('migreringUkendtArbejdsgang', { workflow: m.workflow, kendte: arbejdsgange.map((x) => x.id).join(', ') }));
      continue;
    }
    const gamle = a.gemte.get(m.fra);
    for (const [fra, til] of Object.entries(m.tilstande)) {
      if (til === undefined) continue;
      if (!Object.hasOwn(tilstandeI(a.aktuel.indhold), til)) problem(b('migreringUkendtMaal', { fra, til, workflow: m.workflow }), fra);
      if (gamle && !Object.hasOwn(gamle, fra)) problem(b('migreringUkendtKilde', { fra, version: m.fra, workflow: m.workflow }), fra);
    }
  }
  for (const a of arbejdsgange) {
    const strandede = new Map<string, { tilstand: string; version: string; antal: number }>();
    for (const sag of a.sager) {
      if (nyTilstand(a, migreringer, sag)) continue;
      const k = `${sag.version}:${sag.status}`;
      const s = strandede.get(k) ?? { tilstand: sag.status, version: sag.version, antal: 0 };
      strandede.set(k, { ...s, antal: s.antal + 1 });
    }
    for (const s of strandede.values()) fejl.push({ fil: a.aktuel.fil, problem: b('tilstandFjernet', { ...s, workflow: a.id }) });
  }
  return fejl;
}
