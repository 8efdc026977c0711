import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { Anmodning } from '../server/forudbetaling/anmodninger';
import { PgDocumentStore } from '../server/store/postgres/documents';
import { createPool, PgStore } from '../server/store/postgres/pg-store';
import { testApp } from '../server/testing/app';
import { dataUri, fakturaPdf } from '../server/testing/faktura';
import { gyldigAnmodning, gyldigAnsoegning } from '../server/testing/fixtures';
import { nyDatabase } from '../server/testing/postgres';

const kopier = (args: string[]) =>
  new Promise<{ status: number | null; stdout: string; stderr: string }>((ok) => {
    const p = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, 'store-copy.ts'), ...args], {
      env: { PATH: process.env['PATH'] ?? '' },
    });
    let stdout = '';
    let stderr = '';
    p.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    p.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    p.on('exit', (status) => ok({ status, stdout, stderr }));
  });

describe('npm run store:copy', () => {
  it('copies a data directory into an empty database with equal counts and checksums, and refuses a database that is not empty', async () => {
    const api = testApp();
    const mette = await api.citizenLogin('loenmodtager', 'lm-mette');
    const pdf = await fakturaPdf();
    const oprettet = await api.json(
      'POST',
      '/api/Forudbetaling/OpretForudbetalingAnmodning',
      gyldigAnmodning(dataUri(pdf, 'application/pdf', 'f.pdf')),
      {
        Cookie: mette,
      },
    );
    const { id } = (await oprettet.json()) as { id: number };
    const virksomhed = await api.citizenLogin('virksomhed', '31245001');
    expect(
      (await api.json('POST', '/api/ArbejdsmangelAnsoegning/OpretAnsoegning', gyldigAnsoegning(), { Cookie: virksomhed })).status,
    ).toBe(201);
    await api.deps.store.close();
    // As a store from before claims had it: the request without the records that claim its applications and invoice.
    const anmodning = await api.deps.store.collection<Anmodning>('anmodninger').get(String(id));
    for (const samling of ['daekninger', 'fakturaer']) rmSync(join(api.dataDir, 'store', samling), { recursive: true });

    const url = await nyDatabase(inject('databaseUrl'), { migreret: false });
    const kopi = await kopier(['--to', url, '--from', api.dataDir]);
    expect(kopi.stderr).toBe('');
    expect(kopi.status).toBe(0);
    expect(kopi.stdout).toMatch(/\| anmodninger \| 1 \| (\w+) \| 1 \| \1 \|/);
    expect(kopi.stdout).toMatch(/\| dokumenter \| 1 \| (\w+) \| 1 \| \1 \|/);
    expect(kopi.stdout).toContain('Kopien er fuldstændig');
    expect(kopi.stdout).toContain(`Krav for ældre anmodninger tilføjet: ${anmodning!.deltagelser.length + 1}.`);

    const pool = createPool(url, 2);
    try {
      const store = new PgStore(pool);
      expect(await store.collection<Anmodning>('anmodninger').get(String(id))).toEqual(anmodning);
      for (const d of anmodning!.deltagelser)
        expect(await store.collection('daekninger').get(String(d.ansogningId))).toMatchObject({ anmodningId: id });
      expect(await new PgDocumentStore(new PgStore(pool)).get(anmodning!.faktura.dokument.sha256)).toEqual(pdf);
      const { rows } = await pool.query('SELECT content_type FROM documents');
      expect(rows).toEqual([{ content_type: 'application/pdf' }]);
    } finally {
      await pool.end();
    }

    const igen = await kopier(['--to', url, '--from', api.dataDir]);
    expect(igen.status).toBe(1);
    expect(igen.stderr).toContain('Databasen er ikke tom');
  });
});
