import { contentDir, definitionsDir, REPO_ROD } from '../server/config';
import { aabnLager } from '../server/definitioner/lager';
import { tjekSager } from '../server/definitioner/tjek-sager';
import { b, formaterFejl, tjekDefinitioner } from '../server/definitioner/tjek';

/**
 * npm run check:definitions: loads and checks every definition (DEFINITIONS_DIR when set), as the server
 * does at start, then checks them against the stored cases (DATABASE_URL or DATA_DIR): no case may be
 * left in a state its workflow no longer has without a migration.
 */
const dir = definitionsDir();
const fejl = tjekDefinitioner(dir, REPO_ROD, contentDir());
if (fejl.length === 0) {
  const lager = aabnLager(false);
  try {
    if (lager) fejl.push(...(await tjekSager(dir, lager)));
  } catch (error) {
    fejl.push({
      fil: 'DATABASE_URL/DATA_DIR',
      problem: b('lagerUtilgaengeligt', { fejl: error instanceof Error ? error.message : String(error) }),
    });
  } finally {
    await lager?.close();
  }
}
if (fejl.length > 0) {
  console.error(formaterFejl(fejl));
  process.exit(1);
}
console.log(b('iOrden', { dir }));
