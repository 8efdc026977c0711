import type { Historikpost } from '../../contract/historik';
import type { Store } from '../store/types';
import { b } from './beskeder';
import { laesMigreringer } from './migreringer';
import { createDefinitionsregister } from './register';
import { laesSaet } from './saet/filer';
import { medSaet } from './saet/kontekst';
import type { VersioneretSag } from './sager';
import { laesSagsArbejdsgange, nyTilstand, tilstandeI, tjekSager } from './tjek-sager';
import type { DefinitionsFejl } from './tjek';

/** What a run of the migrations did, one line per migration that moved cases. */
export type MigreringsResultat = { fejl: DefinitionsFejl[]; linjer: string[] };

/**
 * npm run migrate:definitions: moves every case on a migration's old version to the workflow version
 * now, in its mapped state, with a history entry saying from which state to which. Nothing is moved
 * while the check finds a problem; a case already moved is not on the old version, so a second run moves none.
 */
export async function migrer(dir: string, store: Store, now: () => Date = () => new Date()): Promise<MigreringsResultat> {
  const fejl = await tjekSager(dir, store);
  if (fejl.length > 0) return { fejl, linjer: [] };
  const { migreringer } = laesMigreringer(dir);
  // The version the cases move to is stored first, so every case names a version the store holds.
  await medSaet({ version: 0, filer: laesSaet(dir) }, () => createDefinitionsregister({ store, now }).gemVersioner());
  const linjer: string[] = [];
  for (const a of await laesSagsArbejdsgange(dir, store)) {
    const samling = store.collection<VersioneretSag>(a.samling);
    const tilVersion = a.aktuel.version;
    const nu = tilstandeI(a.aktuel.indhold);
    for (const m of migreringer.filter((x) => x.workflow === a.id && x.fra !== tilVersion)) {
      const gamle = a.gemte.get(m.fra) ?? {};
      const label = (tilstande: typeof nu, id: string) => tilstande[id]?.meta?.label ?? id;
      let antal = 0;
      for (const sag of a.sager.filter((s) => s.version === m.fra)) {
        const { til } = nyTilstand(a, migreringer, sag)!;
        await samling.update(String(sag.id), (foer) => {
          // Moved or changed since it was read: left for the next run.
          const version = foer?.definitionsversioner?.arbejdsgang ?? m.fra;
          if (!foer) throw new Error(b('sagForsvundet', { id: sag.id, samling: a.samling }));
          if (version !== m.fra || foer.status !== sag.status) return foer;
          antal++;
          const post: Historikpost = {
            tidspunkt: now().toISOString(),
            af: b('migreringAf'),
            handling: b('migreringHistorik', {
              fraLabel: label(gamle, sag.status),
              tilLabel: label(nu, til),
              fraVersion: m.fra,
              tilVersion,
              fil: m.fil,
            }),
            detaljer: { fra: sag.status, til, fraVersion: m.fra, tilVersion, migrering: m.fil },
          };
          return {
            ...foer,
            status: til,
            version: foer.version + 1,
            definitionsversioner: { skema: foer.definitionsversioner?.skema ?? a.grundSkema, arbejdsgang: tilVersion },
            historik: [...foer.historik, post],
          };
        });
      }
      if (antal > 0) linjer.push(b('migreret', { fil: m.fil, antal, fra: m.fra, til: tilVersion }));
    }
  }
  return { fejl: [], linjer: linjer.length > 0 ? linjer : [b('intetAtMigrere')] };
}
