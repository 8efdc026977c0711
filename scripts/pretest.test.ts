import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { forbered, manglendePakker, type Maskine } from './pretest';

/** A machine in a temporary folder: its own /usr, and a fake apt-get on its PATH that logs its calls and "installs" by making the files. */
function maskine({ chromium = false, postgres = false, erRoot = false, aptVirker = true, env = {} as NodeJS.ProcessEnv } = {}) {
  const rod = mkdtempSync(join(tmpdir(), 'fond-pretest-'));
  const fil = (sti: string) => {
    mkdirSync(join(rod, sti, '..'), { recursive: true });
    writeFileSync(join(rod, sti), '');
  };
  if (chromium) fil('usr/bin/chromium');
  if (postgres) fil('usr/lib/postgresql/17/bin/initdb');
  const bin = join(rod, 'bin');
  mkdirSync(bin);
  const log = join(rod, 'apt.log');
  writeFileSync(
    join(bin, 'apt-get'),
    [
      '#!/bin/sh',
      `echo "$DEBIAN_FRONTEND $*" >> '${log}'`,
      aptVirker ? '' : 'exit 100',
      `case " $* " in *" chromium "*) /bin/mkdir -p '${rod}/usr/bin' && : > '${rod}/usr/bin/chromium';; esac`,
      `case " $* " in *" postgresql "*) /bin/mkdir -p '${rod}/usr/lib/postgresql/17/bin' && : > '${rod}/usr/lib/postgresql/17/bin/initdb';; esac`,
    ].join('\n'),
  );
  chmodSync(join(bin, 'apt-get'), 0o755);
  const m: Maskine = { rod, erRoot, env: { PATH: bin, ...env } };
  const linjer: string[] = [];
  return {
    m,
    linjer,
    skriv: (l: string) => linjer.push(l),
    apt: () => (existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n') : []),
  };
}

describe('npm test’s pretest', () => {
  it('does nothing and says nothing when Chromium and PostgreSQL are there', () => {
    const { m, linjer, skriv, apt } = maskine({ chromium: true, postgres: true, erRoot: true });
    expect(forbered(m, skriv)).toBe(true);
    expect(linjer).toEqual([]);
    expect(apt()).toEqual([]);
  });

  it('finds PostgreSQL where the test set-up does: PG_BIN, the PATH, or not needed beside TEST_DATABASE_URL', () => {
    const { m } = maskine({ chromium: true });
    expect(manglendePakker(m)).toEqual(['postgresql']);
    expect(manglendePakker({ ...m, env: { ...m.env, TEST_DATABASE_URL: 'postgres://x@127.0.0.1/fond' } })).toEqual([]);
    const pgBin = join(m.rod, 'pg');
    mkdirSync(pgBin);
    writeFileSync(join(pgBin, 'initdb'), '');
    expect(manglendePakker({ ...m, env: { ...m.env, PG_BIN: pgBin } })).toEqual([]);
    expect(manglendePakker({ ...m, env: { PATH: `${m.env['PATH']}:${pgBin}` } })).toEqual([]);
  });

  it('stops at once, not root, with one Danish line naming what to install, and installs nothing', () => {
    const { m, linjer, skriv, apt } = maskine();
    expect(forbered(m, skriv)).toBe(false);
    expect(linjer).toEqual([
      "Testene mangler chromium og postgresql: installér Debians pakker med 'apt-get update && apt-get install -y chromium postgresql' som root (eller kør npm test som root, så gør den det selv).",
    ]);
    expect(apt()).toEqual([]);
  });

  it('as root with apt-get, installs Debian’s packages that are missing, without questions', () => {
    const { m, linjer, skriv, apt } = maskine({ chromium: true, erRoot: true });
    expect(forbered(m, skriv)).toBe(true);
    expect(apt()).toEqual(['noninteractive update', 'noninteractive install -y postgresql']);
    expect(linjer).toEqual(['Installerer Debians postgresql (apt-get), som testene bruger.']);
    expect(manglendePakker(m)).toEqual([]);
  });

  it('stops with the line when the installation fails', () => {
    const { m, linjer, skriv } = maskine({ postgres: true, erRoot: true, aptVirker: false });
    expect(forbered(m, skriv)).toBe(false);
    expect(linjer.at(-1)).toMatch(/^Testene mangler chromium: .*apt-get install -y chromium'/);
  });
});
