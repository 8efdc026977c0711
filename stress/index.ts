import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { killTest } from './kill';

/**
 * npm run stress [-- --store postgres]: the reliability tests of npm test at full size — at least 20
 * kills and 2,000 acknowledged writes, and 5,000 fuzz cases per endpoint — printing their figures.
 * On PostgreSQL two instances share the database (DATABASE_URL, an empty one, or a private server)
 * and one of them is killed in each round.
 */
const { values } = parseArgs({ options: { store: { type: 'string', default: 'lowdb' } } });
if (values.store !== 'lowdb' && values.store !== 'postgres') {
  console.error('--store er lowdb eller postgres');
  process.exit(1);
}
const rod = resolve(import.meta.dirname, '..');
const t0 = Date.now();
const kill = await killTest({ drab: 20, skrivningerMindst: 2000, store: values.store, databaseUrl: process.env['DATABASE_URL'] });
console.log(
  `Kill-test (${values.store}${values.store === 'postgres' ? ', to instanser' : ''}): ${kill.drab} SIGKILL, ${kill.kvitteredeSkrivninger} kvitterede skrivninger, ${kill.fundneSkrivninger} fundet efter genstart, ` +
    `${kill.manglende.length} mangler, ${kill.oedelagteFiler.length} ødelagte filer (${Math.round((Date.now() - t0) / 1000)} s)`,
);
const fuzz = spawnSync('npx', ['vitest', 'run', '--project', 'unit', 'server/fuzz.test.ts'], {
  cwd: rod,
  env: { ...process.env, FUZZ_RUNS: '5000' },
  stdio: 'inherit',
});
console.log(`Fuzz: 5.000 tilfælde pr. endpoint, ${fuzz.status === 0 ? 'alle svar 4xx problem+json og data uændret' : 'FEJL'}`);
process.exit(kill.manglende.length === 0 && kill.oedelagteFiler.length === 0 && fuzz.status === 0 ? 0 : 1);
