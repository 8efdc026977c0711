import type { TestProject } from 'vitest/node';
import { lavSkabelon, startPostgres, type PrivatPostgres } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The test PostgreSQL server; each suite makes its own database on it (testing/postgres.ts: nyDatabase). */
    databaseUrl: string;
  }
}

/**
 * One PostgreSQL server for the whole test run: TEST_DATABASE_URL when set, otherwise a private
 * one started from the machine's binaries. Nothing is skipped when neither is there: the run fails.
 */
export default async function setup(project: TestProject) {
  let server: PrivatPostgres | undefined;
  let url = process.env['TEST_DATABASE_URL'];
  if (!url) {
    server = await startPostgres();
    url = server.url;
  }
  await lavSkabelon(url);
  project.provide('databaseUrl', url);
  return () => server?.stop();
}
