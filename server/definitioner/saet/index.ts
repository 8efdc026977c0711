import type { Config } from '../../config';
import type { AppDeps } from '../../deps';
import { frigivetSaet } from './kontekst';
import type { Filer, Saet } from './filer';
import { anvend, createSaetLager, ens, forskelle, UdgivelseKonflikt, type SaetVersion, type Udkast } from './lager';
import { createLiveSaet } from './live';
import { iMappe, tjekSaet, type SaetFejl } from './tjek';
import { migrer } from '../migrer';

/** A draft that changes nothing against the live version (a second rollback to the same version, say): nothing to publish. */
export class IngenAendringer extends Error {}

/** A set the check refused: nothing was published. */
export class SaetHarFejl extends Error {
  constructor(readonly fejl: SaetFejl[]) {
    super(`${fejl.length} fejl`);
  }
}

/** The definition set as runtime data: its versions and drafts in the store, and the live version this instance serves. */
export function createDefinitionssaet(
  deps: Pick<AppDeps, 'store' | 'log' | 'now'> & { config: Pick<Config, 'definitionsDir' | 'contentDir'> },
) {
  const lager = createSaetLager(deps.store);
  const samling = deps.store.collection('definitionssaet');
  const frigivet = frigivetSaet(deps.config.definitionsDir, deps.config.contentDir);
  const live = createLiveSaet(lager, () => samling.generation(), deps.log, frigivet);

  /**
   * Stores the release's files as version 1 on the first start; on a later start, a release whose files
   * changed arrives as a draft for the analysts. Answers the new draft's id, if one was made.
   */
  async function frigiv(): Promise<string | undefined> {
    const udkast = await lager.frigiv(frigivet.filer, deps.now().toISOString());
    if (udkast) deps.log.info({ udkast }, 'ny udgivelse af portalen: ændrede definitioner lagt som udkast');
    await live.opdater();
    return udkast;
  }

  /** The files a draft would publish: its changes laid on the live version; UdgivelseKonflikt where live changed the same file since the draft began. */
  async function udkastetsFiler(u: Udkast): Promise<{ filer: Filer; grund: number }> {
    await frigiv();
    const l = (await lager.live())!;
    if (l.version !== u.grundversion) {
      const grund = (await lager.version(u.grundversion))?.filer ?? {};
      // A file changed on both sides, to different contents: the draft would undo the other change.
      const begge = Object.keys(u.aendringer).filter(
        (sti) => !ens(grund[sti], l.filer[sti]) && !ens(u.aendringer[sti] ?? undefined, l.filer[sti]),
      );
      if (begge.length > 0) throw new UdgivelseKonflikt(begge);
    }
    return { filer: anvend(l.filer, u.aendringer), grund: l.version };
  }

  /**
   * Checks and publishes a whole set as the version after `grund` (SaetHarFejl, or SamtidigUdgivelse when
   * another publish came first), then applies its migrations to the stored cases while the portal runs.
   */
  async function udgiv(
    filer: Filer,
    grund: number,
    hvem: Pick<SaetVersion, 'note' | 'udgivetAf' | 'udkast' | 'genudgivelseAf'>,
  ): Promise<SaetVersion> {
    const fejl = await tjekSaet(filer, deps.store);
    if (fejl.length > 0) throw new SaetHarFejl(fejl);
    const v = await lager.udgiv(filer, grund, { ...hvem, udgivet: deps.now().toISOString() });
    await live.opdater();
    deps.log.info({ version: v.version, af: hvem.udgivetAf, udkast: hvem.udkast?.id }, 'definitioner: udgivet');
    // The set's migrations move the cases standing in states it removed or renamed, each move in the case's history.
    const { linjer, fejl: migreringsfejl } = await iMappe(filer, (dir) => migrer(dir, deps.store, deps.now));
    if (migreringsfejl.length > 0) deps.log.error({ version: v.version, fejl: migreringsfejl }, 'definitioner: sager ikke migreret');
    else deps.log.info({ version: v.version, linjer }, 'definitioner: sager migreret');
    return v;
  }

  return {
    lager,
    live,
    /** The set of the portal's own folders: the one the web app was built from. */
    frigivet,
    frigiv,
    udkastetsFiler,
    udgiv,
    /**
     * Makes the draft that publishes an earlier version's files again (Genudgiv with four eyes) on `live`, the
     * version the caller compared it with: its changes are the files in which that differs from the earlier one.
     */
    genudgivelsesUdkast(live: Saet, gammel: SaetVersion, note: string, af: string, titel: string): Promise<Udkast> {
      const genudgivelse = { version: gammel.version, note };
      return lager.udkastAfForskel(titel, af, deps.now().toISOString(), live.version, live.filer, gammel.filer, genudgivelse);
    },
    /** Whether a rollback draft would still publish exactly the version it was asked for (undefined: not a rollback). */
    async genudgiverUaendret(u: Udkast): Promise<boolean | undefined> {
      if (!u.genudgivelse) return undefined;
      const gammel = await lager.version(u.genudgivelse.version);
      const l = (await lager.live())!;
      return gammel !== undefined && forskelle(anvend(l.filer, u.aendringer), gammel.filer).length === 0;
    },
    /** Publishes a draft and removes it; IngenAendringer when it would publish the live files again. */
    async udgivUdkast(u: Udkast, note: string, af: string): Promise<SaetVersion> {
      const { filer, grund } = await udkastetsFiler(u);
      if (forskelle((await lager.version(grund))?.filer ?? {}, filer).length === 0) throw new IngenAendringer();
      // A rollback draft names the version it puts back only while it still does exactly that (it may have been edited since).
      const gammel = u.genudgivelse && (await lager.version(u.genudgivelse.version));
      const genudgivelseAf = gammel && forskelle(filer, gammel.filer).length === 0 ? gammel.version : undefined;
      const v = await udgiv(filer, grund, {
        note,
        udgivetAf: af,
        udkast: { id: u.id, titel: u.titel, forfatter: u.forfatter },
        ...(genudgivelseAf !== undefined && { genudgivelseAf }),
      });
      await lager.sletUdkast(u.id);
      return v;
    },
  };
}

export type Definitionssaet = ReturnType<typeof createDefinitionssaet>;
