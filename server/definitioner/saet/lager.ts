import { randomUUID } from 'node:crypto';
import type { Store } from '../../store/types';
import { kanoniskJson } from '../version';
import type { Filer, Saet } from './filer';

/** A published version of the set: immutable once written. */
export interface SaetVersion extends Saet {
  udgivet: string;
  udgivetAf: string;
  note: string;
  /** The draft it came from, when it came from one. */
  udkast?: { id: string; titel: string; forfatter: string };
  /** The earlier version whose files it published again (Genudgiv), when it is a rollback. */
  genudgivelseAf?: number;
}

/** The live version's number and files, in one record so a reader never sees one without the other. */
interface Live extends Saet {
  /** The repository's files as the portal's release brought them at the last start (what a new release is compared with). */
  frigivet: Filer;
}

/** One change to a draft's file, kept in the draft's history. */
export interface UdkastHaendelse {
  sti: string;
  af: string;
  tidspunkt: string;
  slettet: boolean;
}

/**
 * One save of a draft's file, kept so it can be undone and redone: the file in the draft before and
 * after (`undefined`: not among the draft's changes, i.e. as the live version has it).
 */
export interface UdkastSkridt {
  sti: string;
  foer?: { indhold: unknown };
  efter?: { indhold: unknown };
}

/** How many saves a draft can undo: each keeps a file twice, and a file may be half a megabyte. */
export const MAX_SKRIDT = 30;

export class IntetAtFortryde extends Error {}

/** A draft: the files it changes (null deletes one) on top of the version it began from. */
export interface Udkast {
  id: string;
  titel: string;
  forfatter: string;
  oprettet: string;
  grundversion: number;
  aendringer: Record<string, unknown>;
  /** Each changed file's revision in the draft, for If-Match. */
  revisioner: Record<string, number>;
  historik: UdkastHaendelse[];
  /** The saves that Fortryd takes back, the last one last (a draft from before undo has none). */
  fortryd?: UdkastSkridt[];
  /** The undone saves that Gentag makes again, the last undone last; a new save empties it. */
  gentag?: UdkastSkridt[];
  /** Set when 'Genudgiv' made it (four eyes): the earlier version it puts back, and why. */
  genudgivelse?: Genudgivelse;
}

/** A rollback asked for with four eyes: the version whose files a draft publishes again, and the asker's note. */
export interface Genudgivelse {
  version: number;
  note: string;
}

/** The draft's changes with one file set as `fil` says (undefined: the file as the live version has it). */
function medFil(aendringer: Record<string, unknown>, sti: string, fil: { indhold: unknown } | undefined): Record<string, unknown> {
  const { [sti]: _gammel, ...resten } = aendringer;
  return fil === undefined ? resten : { ...resten, [sti]: fil.indhold };
}

export class UdgivelseKonflikt extends Error {
  constructor(readonly filer: string[]) {
    super(`Ændret begge steder: ${filer.join(', ')}`);
  }
}
export class SamtidigUdgivelse extends Error {}
export class FilForaeldet extends Error {}

const LIVE = 'live';
const versionsId = (version: number) => String(version).padStart(9, '0');
/** Whether two files are the same JSON, however ordered. */
export const ens = (a: unknown, b: unknown) => kanoniskJson(a) === kanoniskJson(b);

/** The files of a base with a draft's changes laid over it. */
export function anvend(filer: Filer, aendringer: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const ud: Record<string, unknown> = { ...filer };
  for (const [sti, indhold] of Object.entries(aendringer)) {
    if (indhold === null) delete ud[sti];
    else ud[sti] = indhold;
  }
  return ud;
}

/** The paths whose files differ between two sets. */
export function forskelle(a: Filer, b: Filer): string[] {
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((sti) => !ens(a[sti], b[sti])).sort();
}

/**
 * The definition set's versions, the live pointer and the drafts, in the store (embedded or
 * PostgreSQL alike): collections `definitionssaet` (versions and the live record) and `definitionsudkast`.
 */
export function createSaetLager(store: Store) {
  const saet = store.collection<Live | SaetVersion>('definitionssaet');
  const udkastene = store.collection<Udkast>('definitionsudkast');

  const live = async () => (await saet.get(LIVE)) as Live | undefined;

  async function version(nummer: number): Promise<SaetVersion | undefined> {
    if (!Number.isSafeInteger(nummer) || nummer < 1) return undefined;
    return (await saet.get(versionsId(nummer))) as SaetVersion | undefined;
  }

  /**
   * Publishes files as the version after `forventet` (the live version the caller built on), in one
   * transaction: a publish that lost the race to another throws SamtidigUdgivelse and writes nothing.
   */
  async function udgiv(filer: Filer, forventet: number, hvem: Omit<SaetVersion, keyof Saet>, frigivet?: Filer): Promise<SaetVersion> {
    return store.transaction(async () => {
      let ny: SaetVersion | undefined;
      await saet.update(LIVE, (nu) => {
        const l = nu as Live | undefined;
        if ((l?.version ?? 0) !== forventet) throw new SamtidigUdgivelse();
        ny = { ...hvem, version: forventet + 1, filer };
        return { version: forventet + 1, filer, frigivet: frigivet ?? l?.frigivet ?? filer };
      });
      await saet.put(versionsId(ny!.version), ny!);
      return ny!;
    });
  }

  return {
    live,
    version,

    /** Every version, newest first, without files. */
    async versioner(): Promise<Omit<SaetVersion, 'filer'>[]> {
      const alle = (await saet.all()).filter((r): r is SaetVersion => 'udgivetAf' in r);
      return alle.sort((a, b) => b.version - a.version).map(({ filer: _filer, ...v }) => v);
    },

    udgiv,

    /**
     * At start: the first start makes the release's files version 1. A later start with a release whose
     * files changed since the last start publishes them as the next version while live is still the last
     * release (no analyst has published since: nothing of theirs can be lost), and otherwise makes those
     * changes a draft, leaving the analysts' live version as it is. Answers the draft's id when one was made.
     */
    async frigiv(frigivet: Filer, nu: string): Promise<string | undefined> {
      const l = await live();
      if (!l) {
        try {
          await udgiv(frigivet, 0, { udgivet: nu, udgivetAf: 'system', note: 'Portalens egne definitioner (første start).' });
        } catch (error) {
          // Another instance starting at the same moment published it.
          if (!(error instanceof SamtidigUdgivelse)) throw error;
        }
        return undefined;
      }
      const nyt = forskelle(l.frigivet, frigivet);
      if (nyt.length === 0) return undefined;
      if (forskelle(l.frigivet, l.filer).length === 0) {
        try {
          await udgiv(frigivet, l.version, { udgivet: nu, udgivetAf: 'system', note: 'Ny udgivelse af portalen.' }, frigivet);
        } catch (error) {
          if (!(error instanceof SamtidigUdgivelse)) throw error;
        }
        return undefined;
      }
      let gjort = false;
      await saet.update(LIVE, (r) => {
        const aktuel = r as Live;
        gjort = forskelle(aktuel.frigivet, frigivet).length > 0;
        return { ...aktuel, frigivet };
      });
      if (!gjort) return undefined;
      const udkast = await udkastAfForskel(`Ny udgivelse af portalen (${nu.slice(0, 10)})`, 'system', nu, l.version, l.frigivet, frigivet);
      return udkast.id;
    },

    opretUdkast,
    udkastAfForskel,
    hentUdkast: (id: string) => udkastene.get(id),
    alleUdkast: () => udkastene.all(),
    sletUdkast: (id: string) => udkastene.delete(id),

    /** Sets (or with null deletes) one file of a draft; `revision`, when given, must be the file's current one. */
    async gemFil(id: string, sti: string, indhold: unknown, af: string, tidspunkt: string, revision?: number): Promise<Udkast> {
      return udkastene.update(id, (u) => {
        if (!u) throw new Error('udkast findes ikke');
        const nu = u.revisioner[sti] ?? 0;
        if (revision !== undefined && revision !== nu) throw new FilForaeldet();
        const skridt: UdkastSkridt = { sti, foer: sti in u.aendringer ? { indhold: u.aendringer[sti] } : undefined, efter: { indhold } };
        return {
          ...u,
          aendringer: { ...u.aendringer, [sti]: indhold },
          revisioner: { ...u.revisioner, [sti]: nu + 1 },
          historik: [...u.historik, { sti, af, tidspunkt, slettet: indhold === null }],
          fortryd: [...(u.fortryd ?? []), skridt].slice(-MAX_SKRIDT),
          gentag: [],
        };
      });
    },

    /**
     * Takes back the draft's last save (`retning` fortryd) or makes the last undone one again (gentag):
     * the file returns to what it was, as a new revision (an editor open on it gets 412), and the
     * step moves to the other list. `skridt`, when given, must be the draft's current step count
     * (its history's length), so one does not undo another's save unseen. IntetAtFortryde when none.
     */
    async flyt(
      id: string,
      retning: 'fortryd' | 'gentag',
      af: string,
      tidspunkt: string,
      skridt?: number,
    ): Promise<{ udkast: Udkast; sti: string }> {
      let flyttet = '';
      const udkast = await udkastene.update(id, (u) => {
        if (!u) throw new Error('udkast findes ikke');
        if (skridt !== undefined && skridt !== u.historik.length) throw new FilForaeldet();
        const fra = [...(u[retning] ?? [])];
        const til = [...(u[retning === 'fortryd' ? 'gentag' : 'fortryd'] ?? [])];
        const s = fra.pop();
        if (!s) throw new IntetAtFortryde();
        flyttet = s.sti;
        const fil = retning === 'fortryd' ? s.foer : s.efter;
        return {
          ...u,
          aendringer: medFil(u.aendringer, s.sti, fil),
          // Rises even when the file returns to the live one: an editor open on what was there gets 412.
          revisioner: { ...u.revisioner, [s.sti]: (u.revisioner[s.sti] ?? 0) + 1 },
          historik: [...u.historik, { sti: s.sti, af, tidspunkt, slettet: fil?.indhold === null }],
          [retning]: fra,
          [retning === 'fortryd' ? 'gentag' : 'fortryd']: [...til, s].slice(-MAX_SKRIDT),
        };
      });
      return { udkast, sti: flyttet };
    },
  };

  /** A draft on `grundversion` of the files in which `til` differs from `fra` (a file `til` lacks is deleted). */
  function udkastAfForskel(
    titel: string,
    forfatter: string,
    oprettet: string,
    grundversion: number,
    fra: Filer,
    til: Filer,
    genudgivelse?: Genudgivelse,
  ) {
    const aendringer = Object.fromEntries(forskelle(fra, til).map((sti) => [sti, til[sti] ?? null]));
    return opretUdkast(titel, forfatter, oprettet, grundversion, aendringer, genudgivelse);
  }

  async function opretUdkast(
    titel: string,
    forfatter: string,
    oprettet: string,
    grundversion: number,
    aendringer: Record<string, unknown> = {},
    genudgivelse?: Genudgivelse,
  ) {
    const id = randomUUID();
    const revisioner = Object.fromEntries(Object.keys(aendringer).map((sti) => [sti, 1]));
    const udkast: Udkast = { id, titel, forfatter, oprettet, grundversion, aendringer, revisioner, historik: [] };
    return udkastene.put(id, genudgivelse ? { ...udkast, genudgivelse } : udkast);
  }
}

export type SaetLager = ReturnType<typeof createSaetLager>;
