import { migrate } from '../server/store/postgres/migrations';
import { createPool } from '../server/store/postgres/pg-store';

/** npm run db:migrate: brings the database of DATABASE_URL to the newest schema (the server also does at start). */
const url = process.env['DATABASE_URL'];
if (!url) {
  console.error('Sæt DATABASE_URL til databasen, der skal migreres.');
  process.exit(1);
}
const pool = createPool(url, 1);
try {
  const udfoert = await migrate(pool);
  console.log(udfoert.length > 0 ? `Migreret: ${udfoert.join(', ')}` : 'Databasen har allerede det nyeste skema.');
} catch (error) {
  console.error(`Migreringen fejlede: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await pool.end();
}
