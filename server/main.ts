import { register } from 'node:module';
import { contentDir, definitionsDir, REPO_ROD } from './config';
import { formaterFejl, tjekDefinitioner } from './definitioner/tjek';

/**
 * The server's entry: the definitions are checked before anything else is loaded, and a server
 * never starts half-way on a definition that does not load. With DEFINITIONS_DIR set, every import
 * of a definition file is answered from there (./definitioner/hook.ts), as the web build does.
 */
const dir = definitionsDir();
const fejl = tjekDefinitioner(dir, REPO_ROD, contentDir());
if (fejl.length > 0) {
  console.error(formaterFejl(fejl));
  process.exit(1);
}
if (dir !== REPO_ROD) register('./definitioner/hook.ts', import.meta.url, { data: { rod: REPO_ROD, definitionsDir: dir } });
await import('./serve');
