import type { Config } from '../../config';
import type { AppDeps } from '../../deps';
import { frigivetSaet } from './kontekst';
import type { Filer } from './filer';
import { anvend, createSaetLager, ens, forskelle, UdgivelseKonflikt, type SaetVersion, type Udkast } from './lager';
import { createLiveSaet } from './live';
import { iMappe, tjekSaet, type SaetFejl } from './tjek';
import { migrer } from '../migrer';

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
     * Makes the draft that publishes an earlier version's files again (Genudgiv with four eyes): its changes
     * are the files in which the live version differs from that one, so another person can publish it.
     */
    async genudgivelsesUdkast(gammel: SaetVersion, note: string, af: string, titel: string): Promise<Udkast> {
      const l = (await lager.live())!;
      const aendringer = Object.fromEntries(forskelle(l.filer, gammel.filer).map((sti) => [sti, gammel.filer[sti] ?? null]));
      return lager.opretUdkast(titel, af, deps.now().toISOString(), l.version, aendringer, { version: gammel.version, note });
    },
    /** Publishes a draft and removes it. */
    async udgivUdkast(u: Udkast, note: string, af: string): Promise<SaetVersion> {
      const { filer, grund } = await udkastetsFiler(u);
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
