import type { Pool } from 'pg';

/** The name of the newest migration in ./migrations.ts (its test keeps the two alike). */
export const NYESTE_MIGRATION = '0012-taellere';

/**
 * Migrates at start, loading the migrator (Kysely: half a second of the start) only when the
 * database lacks the newest migration; a database that has it costs one query. Migrations run in
 * order, so having the newest means having them all.
 */
export async function migrerVedStart(pool: Pool): Promise<string[]> {
  try {
    const { rows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM kysely_migration WHERE name = $1', [NYESTE_MIGRATION]);
    if (rows[0]?.n === 1) return [];
  } catch (error) {
    // 42P01: no migration table yet, an empty database.
    if ((error as { code?: string }).code !== '42P01') throw error;
  }
  const { migrate } = await import('./migrations');
  return migrate(pool);
}
