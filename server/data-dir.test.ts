import { mkdtempSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configFromEnv } from './config';
import { testApp } from './testing/app';
import { dataUri, fakturaPdf } from './testing/faktura';
import { gyldigAnmodning } from './testing/fixtures';
import { PRIVATE_DIR, PRIVATE_FILE } from './store/private-files';

/** Every folder and file under dir with its permission bits, as 'path 700'. */
async function rettigheder(dir: string): Promise<string[]> {
  const linjer = [`. ${((await stat(dir)).mode & 0o777).toString(8)}`];
  for (const sti of await readdir(dir, { recursive: true })) {
    linjer.push(`${sti} ${((await stat(join(dir, sti))).mode & 0o777).toString(8)}`);
  }
  return linjer;
}

describe('DATA_DIR', () => {
  let umask: number;
  beforeEach(() => {
    // A permissive umask: what the server writes is private by its own modes, not by the environment's.
    umask = process.umask(0);
  });
  afterEach(() => {
    process.umask(umask);
  });

  it('is made 0700 with every folder 0700 and every file 0600 after a short session, whatever the umask', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'fond-modes-')), 'data');
    // The demo session secret is generated into DATA_DIR when SESSION_SECRET is unset.
    configFromEnv({ DATA_DIR: dataDir });
    const api = testApp({ dataDir });
    const mette = await api.citizenLogin('loenmodtager', 'lm-mette');
    const pdf = dataUri(await fakturaPdf());
    const oprettet = await api.json('POST', '/api/Forudbetaling/OpretForudbetalingAnmodning', gyldigAnmodning(pdf), { Cookie: mette });
    const { id } = (await oprettet.json()) as { id: number };
    const { accessToken } = await api.adminLogin();
    const email = { subject: 'Din anmodning', body: '<!DOCTYPE html><html><body><p>Godkendt</p></body></html>' };
    const godkendt = await api.json(
      'POST',
      '/api/ForudbetalingAdmin/GodkendAnmodning',
      { anmodningId: id, email },
      {
        Authorization: `Bearer ${accessToken}`,
      },
    );
    expect(godkendt.status).toBe(200);

    const alle = await rettigheder(dataDir);
    expect(alle).toContain('session-secret 600');
    expect(alle.some((l) => l.startsWith('outbox/') && l.endsWith('.eml 600'))).toBe(true);
    for (const linje of alle) {
      const sti = linje.slice(0, linje.lastIndexOf(' '));
      const mappe = (await stat(join(dataDir, sti))).isDirectory();
      expect(linje).toBe(`${sti} ${(mappe ? PRIVATE_DIR : PRIVATE_FILE).toString(8)}`);
    }
  });
});
