import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { indsaet } from '../engine/indsaet';
import type beskeder from '../content/ui/forudsaetninger.json';

const katalog = JSON.parse(readFileSync(join(import.meta.dirname, '../content/ui/forudsaetninger.json'), 'utf8')) as typeof beskeder;

/** The machine as the check sees it: its file system from `rod` ('/' but in the check's own test), its environment, whether we are root. */
export interface Maskine {
  rod: string;
  env: NodeJS.ProcessEnv;
  erRoot: boolean;
}

/** Where a program of this name is on the PATH, if anywhere. */
function paaPath(navn: string, env: NodeJS.ProcessEnv): string | undefined {
  return (env['PATH'] ?? '')
    .split(delimiter)
    .filter(Boolean)
    .map((mappe) => join(mappe, navn))
    .find((sti) => existsSync(sti));
}

/**
 * The Debian packages the tests need and the machine lacks: `chromium` for the browser tests
 * (web/e2e/chromium.ts drives /usr/bin/chromium), `postgresql` for the store tests, found where
 * server/testing/postgres.ts looks (PG_BIN, /usr/lib/postgresql/<version>/bin, the PATH) and not
 * needed when TEST_DATABASE_URL names a server.
 */
export function manglendePakker({ rod, env }: Maskine): string[] {
  const pakker: string[] = [];
  if (!existsSync(join(rod, 'usr/bin/chromium'))) pakker.push('chromium');
  const pgRod = join(rod, 'usr/lib/postgresql');
  const harPostgres =
    Boolean(env['TEST_DATABASE_URL']) ||
    (env['PG_BIN'] !== undefined && existsSync(join(env['PG_BIN'], 'initdb'))) ||
    (existsSync(pgRod) && readdirSync(pgRod).some((version) => existsSync(join(pgRod, version, 'bin', 'initdb')))) ||
    paaPath('initdb', env) !== undefined;
  if (!harPostgres) pakker.push('postgresql');
  return pakker;
}

/**
 * npm test's pretest: makes sure of what the tests need beyond node_modules. As root with apt-get
 * it installs what is missing; otherwise it stops at once with one Danish line naming what to
 * install. Nothing missing costs a few file lookups.
 */
export function forbered(maskine: Maskine, skriv: (linje: string) => void = console.error): boolean {
  const pakker = manglendePakker(maskine);
  if (pakker.length === 0) return true;
  const aptGet = maskine.erRoot ? paaPath('apt-get', maskine.env) : undefined;
  if (aptGet) {
    skriv(indsaet(katalog['forudsaetninger.installerer'], { pakker: pakker.join(' og ') }));
    const env = { ...maskine.env, DEBIAN_FRONTEND: 'noninteractive' };
    const koer = (args: string[]) => spawnSync(aptGet, args, { env, stdio: 'inherit' }).status === 0;
    if (koer(['update']) && koer(['install', '-y', ...pakker]) && manglendePakker(maskine).length === 0) return true;
  }
  const mangler = manglendePakker(maskine);
  skriv(indsaet(katalog['forudsaetninger.mangler'], { mangler: mangler.join(' og '), pakker: mangler.join(' ') }));
  return false;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!forbered({ rod: '/', env: process.env, erRoot: process.getuid?.() === 0 })) process.exit(1);
}
