import { AsyncLocalStorage } from 'node:async_hooks';
import { definitionsDir } from '../../config';
import { laesSaet, type Saet } from './filer';

const saetet = new AsyncLocalStorage<Saet>();
let frigivet: Saet | undefined;

/** The set the portal's release brought (DEFINITIONS_DIR or the repository): what serves outside a request, and seeds an empty store. */
export function frigivetSaet(): Saet {
  frigivet ??= { version: 1, filer: laesSaet(definitionsDir()) };
  return frigivet;
}

/** Runs `work` with `saet` as the definitions every check inside it reads (a request keeps the version it began with). */
export const medSaet = <R>(saet: Saet, work: () => R): R => saetet.run(saet, work);

/** The definitions in force here: the request's live version, else the released set. */
export const aktueltSaet = (): Saet => saetet.getStore() ?? frigivetSaet();
