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
