import type { Definitionslager, GemtDefinition } from '../types';
import type { PgStore } from './pg-store';

/**
 * PostgreSQL's stored definitions (table definitioner, migration 0005): an insert that does nothing
 * when the version is there, so instances starting at once store each version exactly once.
 */
export function pgDefinitioner(store: PgStore): Definitionslager {
  return {
    async gem(d, gemt) {
      const { rowCount } = await store.query(
        `INSERT INTO definitioner (art, navn, version, indhold, gemt) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (art, navn, version) DO NOTHING`,
        [d.art, d.navn, d.version, JSON.stringify(d.indhold), gemt],
      );
      return rowCount === 1;
    },
    async versioner(art, navn) {
      const { rows } = await store.query<GemtDefinition>(
        'SELECT art, navn, version, indhold, gemt FROM definitioner WHERE art = $1 AND navn = $2 ORDER BY gemt, seq',
        [art, navn],
      );
      return rows;
    },
  };
}
