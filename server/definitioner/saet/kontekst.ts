import { AsyncLocalStorage } from 'node:async_hooks';
import { contentDir, definitionsDir } from '../../config';
import { laesSaet, type Saet } from './filer';

const saetet = new AsyncLocalStorage<Saet>();
// One object per folder pair, so everything compiled per set (validators, machines) is made once for it.
const frigivne = new Map<string, Saet>();

/**
 * The set the portal's release brought (DEFINITIONS_DIR or the repository, content/ from CONTENT_DIR
 * when set; or the app's own folders): what serves outside a request, and seeds an empty store.
 */
export function frigivetSaet(definitioner = definitionsDir(), indhold = contentDir()): Saet {
  const noegle = `${definitioner}\0${indhold}`;
  let saet = frigivne.get(noegle);
  if (!saet) frigivne.set(noegle, (saet = { version: 1, filer: laesSaet(definitioner, indhold) }));
  return saet;
}

/** Runs `work` with `saet` as the definitions every check inside it reads (a request keeps the version it began with). */
export const medSaet = <R>(saet: Saet, work: () => R): R => saetet.run(saet, work);

/** The definitions in force here: the request's live version, else the released set. */
export const aktueltSaet = (): Saet => saetet.getStore() ?? frigivetSaet();
