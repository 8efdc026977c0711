import { userInfo } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { contentDir, definitionsDir } from '../server/config';
import { aabnLager } from '../server/definitioner/lager';
import { createDefinitionssaet, SaetHarFejl } from '../server/definitioner/saet/index';
import { eksporter, importer } from '../server/definitioner/saet/udveksling';
import { migrerVedStart } from '../server/store/postgres/skema';
import { PgStore } from '../server/store/postgres/pg-store';

/**
 * npm run definitions:export -- <folder> [--version V]: the live version (or V) as files.
 * npm run definitions:import -- <folder> [--udgiv "note"] [--af navn]: a draft of the folder's files; with
 * --udgiv it is published when the check passes. The store is DATABASE_URL's, or DATA_DIR's while no
 * server holds it (a running portal on the embedded store is changed through /api/Definitioner instead).
 */
const [handling, ...rest] = process.argv.slice(2);
const { values, positionals } = parseArgs({
  args: rest,
  allowPositionals: true,
  options: { version: { type: 'string' }, udgiv: { type: 'string' }, af: { type: 'string' } },
});
const mappe = positionals[0];
if ((handling !== 'export' && handling !== 'import') || !mappe) {
  console.error(
    'Brug: npm run definitions:export -- <mappe> [--version V] · npm run definitions:import -- <mappe> [--udgiv "note"] [--af navn]',
  );
  process.exit(2);
}

let kode = 0;
try {
  const store = aabnLager(true)!;
  try {
    if (store instanceof PgStore) await migrerVedStart(store.pool);
    const config = { definitionsDir: definitionsDir(), contentDir: contentDir() };
    const saet = createDefinitionssaet({ store, log: pino({ level: 'silent' }), now: () => new Date(), config });
    if (handling === 'export') {
      const version = await eksporter(saet, resolve(mappe), values.version === undefined ? undefined : Number(values.version));
      console.log(`Version ${version} skrevet til ${resolve(mappe)}.`);
    } else {
      const af = values.af ?? userInfo().username;
      const svar = await importer(saet, resolve(mappe), af, new Date().toISOString(), values.udgiv);
      console.log(`Udkast ${svar.udkast} med ${svar.filer.length} ændrede filer${svar.filer.length ? `: ${svar.filer.join(', ')}` : ''}.`);
      if (svar.version) console.log(`Udgivet som version ${svar.version.version}.`);
    }
  } finally {
    await store.close();
  }
} catch (error) {
  if (error instanceof SaetHarFejl) {
    console.error(`Udkastet er gemt, men ikke udgivet: ${error.fejl.length} fejl.`);
    for (const f of error.fejl) console.error(`  ${f.fil}: ${f.besked}`);
  } else console.error(error instanceof Error ? error.message : error);
  kode = 1;
}
process.exit(kode);
