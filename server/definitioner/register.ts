import type { ArbejdsgangVersioner, Definitionsversioner } from '../../contract/definitioner';
import { loadWorkflow, statusEtiket, type Arbejdsgang } from '../../engine/workflow';
import type { AppDeps } from '../deps';
import type { GemtDefinition } from '../store/types';
import type { Historikpost } from '../../contract/historik';
import { sagsEtiketter, type SagsEtiketter } from './etiketter';
import { sagsArbejdsgange, sagsVersioner } from './sager';
import { aktueltSaet } from './saet/kontekst';
import type { Saet } from './saet/filer';
import { definitionerI, type Definition } from './version';

type Art = GemtDefinition['art'];
const noegle = (art: Art, navn: string) => `${art}:${navn}`;

/**
 * The definitions' versions: those of the files now, stored once at start, and the stored ones a case
 * started with. A case works on its own workflow version until migrated (npm run migrate:definitions);
 * one stored before versions were is on the first version stored.
 */
export function createDefinitionsregister(deps: Pick<AppDeps, 'store' | 'now'>) {
  const maskiner = new Map<string, Promise<Arbejdsgang>>();
  const grundversioner = new Map<string, Promise<string>>();
  // Per published version of the set (the request's, aktueltSaet): its definitions, and whether they are stored.
  const definitioner = new WeakMap<Saet, Map<string, Definition>>();
  const gemte = new WeakMap<Saet, Promise<void>>();

  function aktuelle(saet: Saet = aktueltSaet()): Map<string, Definition> {
    let d = definitioner.get(saet);
    if (!d) definitioner.set(saet, (d = new Map(definitionerI(saet.filer).map((x) => [noegle(x.art, x.navn), x]))));
    return d;
  }

  const aktuel = (art: Art, navn: string) => aktuelle().get(noegle(art, navn))?.version ?? '';

  /** Stores the version of every definition now in use (insert-if-absent: several instances may start at once). */
  function gemVersioner(): Promise<void> {
    const saet = aktueltSaet();
    let gemt = gemte.get(saet);
    if (!gemt) {
      gemt = (async () => {
        const nu = deps.now().toISOString();
        for (const d of aktuelle(saet).values()) await deps.store.definitioner.gem(d, nu);
      })();
      gemte.set(saet, gemt);
    }
    return gemt;
  }

  /** The version a case without one is on: the first stored. */
  function grundversion(navn: string): Promise<string> {
    let v = grundversioner.get(navn);
    if (!v) {
      v = gemVersioner().then(
        async () => (await deps.store.definitioner.versioner('arbejdsgang', navn))[0]?.version ?? aktuel('arbejdsgang', navn),
      );
      grundversioner.set(navn, v);
    }
    return v;
  }

  async function versionAf(navn: string, sag: { definitionsversioner?: Definitionsversioner }): Promise<string> {
    return sag.definitionsversioner?.arbejdsgang ?? grundversion(navn);
  }

  const register = {
    gemVersioner,
    versionAf,

    /** What a new case records: the versions of its workflow and its form schema now. */
    async tilNySag(arbejdsgang: string, skema: string): Promise<Definitionsversioner> {
      await gemVersioner();
      return { arbejdsgang: aktuel('arbejdsgang', arbejdsgang), skema: aktuel('skema', skema) };
    },

    /** The machine a case works on: the current one, or the stored version it started with. */
    async arbejdsgangFor<Id extends string>(
      workflow: Arbejdsgang<Id>,
      sag: { definitionsversioner?: Definitionsversioner },
    ): Promise<Arbejdsgang<Id>> {
      const version = await versionAf(workflow.id, sag);
      if (version === aktuel('arbejdsgang', workflow.id)) return workflow;
      let maskine = maskiner.get(`${workflow.id}@${version}`);
      if (!maskine) {
        maskine = deps.store.definitioner.versioner('arbejdsgang', workflow.id).then((gemte) => {
          const gemtVersion = gemte.find((d) => d.version === version);
          // A version no store holds cannot be: the case would be unworkable, so it is named.
          if (!gemtVersion) throw new Error(`Arbejdsgangen ${workflow.id} har ingen gemt version ${version}`);
          return loadWorkflow(gemtVersion.indhold as object);
        });
        maskiner.set(`${workflow.id}@${version}`, maskine);
      }
      return (await maskine) as Arbejdsgang<Id>;
    },

    /** The case's status by its label in the case's own workflow version (an export's cell). */
    async statusLabel(workflow: Arbejdsgang, sag: { status: string; definitionsversioner?: Definitionsversioner }): Promise<string> {
      return statusEtiket((await register.arbejdsgangFor(workflow, sag)).config as { states: object }, sag.status);
    },

    /**
     * The case's status and history labelled from its own workflow version, and from the versions it was
     * migrated from for the entries before each migration (stored versions are read only when there are such).
     */
    async etiketter(
      workflow: Arbejdsgang,
      sag: { status: string; historik: readonly Historikpost[]; definitionsversioner?: Definitionsversioner },
    ): Promise<SagsEtiketter> {
      const version = await versionAf(workflow.id, sag);
      const egen = { version, config: (await register.arbejdsgangFor(workflow, sag)).config as { states: object } };
      const migreret = sag.historik.some((p) => typeof p.detaljer?.['fraVersion'] === 'string');
      const gemte = migreret ? await deps.store.definitioner.versioner('arbejdsgang', workflow.id) : [];
      return sagsEtiketter(sag, egen, (v) => gemte.find((d) => d.version === v)?.indhold as { states: object } | undefined);
    },

    /** Per workflow that keeps cases: its stored versions and the cases on each (for /app/admin/arbejdsgange). */
    async oversigt(): Promise<ArbejdsgangVersioner[]> {
      await gemVersioner();
      return Promise.all(
        sagsArbejdsgange().map(async ({ id, samling }) => {
          const antal = new Map<string, number>();
          for (const sag of await sagsVersioner(deps.store, samling)) {
            const v = await versionAf(id, sag);
            antal.set(v, (antal.get(v) ?? 0) + 1);
          }
          const versioner = (await deps.store.definitioner.versioner('arbejdsgang', id)).map((d) => ({
            version: d.version,
            gemt: d.gemt,
            aktuel: d.version === aktuel('arbejdsgang', id),
            antal: antal.get(d.version) ?? 0,
          }));
          return { id, versioner };
        }),
      );
    },
  };
  return register;
}

export type Definitionsregister = ReturnType<typeof createDefinitionsregister>;
