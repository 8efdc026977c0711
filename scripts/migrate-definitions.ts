import { contentDir, definitionsDir, REPO_ROD } from '../server/config';
import { aabnLager } from '../server/definitioner/lager';
import { migrer } from '../server/definitioner/migrer';
import { formaterFejl, tjekDefinitioner } from '../server/definitioner/tjek';
import { migrerVedStart } from '../server/store/postgres/skema';
import { PgStore } from '../server/store/postgres/pg-store';

/**
 * npm run migrate:definitions: applies workflows/migreringer/ to the stored cases (DATABASE_URL or
 * DATA_DIR; the embedded store only while no server holds it), after the same checks as check:definitions.
 */
const dir = definitionsDir();
const fejl = tjekDefinitioner(dir, REPO_ROD, contentDir());
if (fejl.length > 0) {
  console.error(formaterFejl(fejl));
  process.exit(1);
}
let kode = 0;
try {
  const lager = aabnLager(true)!;
  try {
    if (lager instanceof PgStore) await migrerVedStart(lager.pool);
    const resultat = await migrer(dir, lager);
    if (resultat.fejl.length > 0) {
      console.error(formaterFejl(resultat.fejl));
      kode = 1;
    }
    for (const linje of resultat.linjer) console.log(linje);
  } finally {
    await lager.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  kode = 1;
}
process.exit(kode);
