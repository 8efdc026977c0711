import { contentDir, definitionsDir, REPO_ROD } from '../server/config';
import { b, formaterFejl, tjekDefinitioner } from '../server/definitioner/tjek';

/** npm run check:definitions: loads and checks every definition (DEFINITIONS_DIR when set), as the server does at start. */
const dir = definitionsDir();
const fejl = tjekDefinitioner(dir, REPO_ROD, contentDir());
if (fejl.length > 0) {
  console.error(formaterFejl(fejl));
  process.exit(1);
}
console.log(b('iOrden', { dir }));
