import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { definitionsDir, REPO_ROD } from '../../config';
import type { Store } from '../../store/types';
import { tjekSager } from '../tjek-sager';
import { tjekDefinitioner, type DefinitionsFejl } from '../tjek';
import { skrivSaet, type Filer } from './filer';

/** One problem in a set as the API names it: the file, the place in it (a JSON Pointer, '' for the whole file) and the Danish message. */
export interface SaetFejl {
  fil: string;
  sti: string;
  besked: string;
}

const somSaetFejl = (f: DefinitionsFejl): SaetFejl => ({ fil: f.fil, sti: f.sti ?? '', besked: f.problem });

/**
 * Checks a whole set as the server and the web app will use it, and against the cases in the store
 * (no case left in a state the new workflows lack, unless a migration moves it). The set is written to a
 * folder of its own for the checks, which read files (iMappe); the theme's images are the release's.
 */
export async function tjekSaet(filer: Filer, store: Store): Promise<SaetFejl[]> {
  return iMappe(filer, async (dir) => {
    const fejl = tjekDefinitioner(dir, REPO_ROD);
    if (fejl.length === 0) fejl.push(...(await tjekSager(dir, store)));
    return fejl.map(somSaetFejl);
  });
}

/** Runs `work` on the set written out as files in a folder of its own (the checks and the migration read files), then removes it. */
export async function iMappe<R>(filer: Filer, work: (dir: string) => Promise<R>): Promise<R> {
  const dir = mkdtempSync(join(tmpdir(), 'fond-definitioner-'));
  try {
    skrivSaet(filer, dir);
    const billeder = join(definitionsDir(), 'content', 'tema');
    if (existsSync(billeder)) cpSync(billeder, join(dir, 'content', 'tema'), { recursive: true });
    return await work(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
