/** The versions of the definitions a case started with (content hashes, server/definitioner/version.ts). */
export interface Definitionsversioner {
  /** Its workflow's version: its handlings come from that definition until it is migrated. */
  arbejdsgang: string;
  /** The version of the form schema it was sent with. */
  skema: string;
}

/** One stored version of a workflow, with how many cases work on it. */
export interface ArbejdsgangVersion {
  version: string;
  /** When the portal first ran with it (ISO). */
  gemt: string;
  /** Whether it is the definition in workflows/ now (new cases get it). */
  aktuel: boolean;
  antal: number;
}

/** GET /api/Arbejdsgange/Versioner: per workflow that keeps cases, its versions in use. */
export interface ArbejdsgangVersioner {
  id: string;
  versioner: ArbejdsgangVersion[];
}

/** GET /api/Definitioner/Live: the live version of the definition set, each file by its repository path. */
export interface LiveDefinitioner {
  version: number;
  filer: Record<string, unknown>;
  /** Whether a draft, a rollback too, is published by someone other than its author (DEFINITIONER_FIRE_OEJNE). */
  fireOejne: boolean;
}

/** One draft in GET /api/Definitioner/Udkast: the paths of the files it changes. */
export interface DefinitionsudkastKort {
  id: string;
  titel: string;
  forfatter: string;
  oprettet: string;
  grundversion: number;
  filer: string[];
  /** Its changes against the live version in plain Danish, one line each (engine/aendringer-i-ord.ts). */
  aendringerIOrd?: string[];
  /**
   * Set when 'Genudgiv' made it (four eyes): the earlier version it publishes again, and the asker's note. On one
   * draft (GET …/Udkast/{id}) also `uaendret`: whether it would still publish exactly that version's files.
   */
  genudgivelse?: { version: number; note: string; uaendret?: boolean };
}

/** A file a draft changes: its JSON (null deletes it) and its revision in the draft, for If-Match. */
export interface DefinitionsudkastFil {
  sti: string;
  indhold: unknown;
  version: number;
}

/** GET /api/Definitioner/Udkast/{id}. */
export interface Definitionsudkast extends Omit<DefinitionsudkastKort, 'filer'> {
  filer: DefinitionsudkastFil[];
  historik: { sti: string; af: string; tidspunkt: string; slettet: boolean }[];
  /** Every file's revision in the draft (also one Fortryd put back as the live version has it): If-Match for its editor. */
  revisioner?: Record<string, number>;
  /** The draft's step count: If-Match for Fortryd and Gentag. */
  skridt?: number;
  /** The file Fortryd would change, null when there is nothing to undo. */
  fortryd?: string | null;
  /** The file Gentag would change, null when there is nothing to redo. */
  gentag?: string | null;
  /** True for its own author while four eyes apply (DEFINITIONER_FIRE_OEJNE): the server answers them 403 on Udgiv. */
  udgivesAfAnden: boolean;
}

/** One problem the check finds: the file, the JSON Pointer inside it, a Danish message. */
export interface DefinitionsFejl {
  fil: string;
  /**
   * Where in the file, '' for the whole file or where the check does not know: a workflow's problem is at its
   * status or action (`/states/<status>`, `/states/<status>/on/<handling>`, deeper for one of its fields).
   */
  sti: string;
  besked: string;
}

/** POST /api/Definitioner/Versioner/{version}/Genudgiv: published at once (201), or with four eyes a draft for another (202). */
export type Genudgivelsessvar = { version: number } | { udkast: { id: string; titel: string }; fejl: DefinitionsFejl[] };

/** One published version in GET /api/Definitioner/Versioner. */
export interface Definitionsversion {
  version: number;
  udgivet: string;
  udgivetAf: string;
  note: string;
  /** The draft it came from and who made it. */
  udkast?: { id: string; titel: string; forfatter: string };
  /** The earlier version it published again (Genudgiv). */
  genudgivelseAf?: number;
}

/** GET /api/Definitioner/Versioner/{version}. */
export interface DefinitionsversionMedFiler extends Definitionsversion {
  filer: Record<string, unknown>;
}
