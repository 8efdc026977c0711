import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { appMedAnmodning, godkendelse } from '../server/testing/anmodning';
import { testApp } from '../server/testing/app';
import { nyDatabase } from '../server/testing/postgres';

/** Runs scripts/klient.ts as `npm run klient:…` does, on the store the environment names. */
const klient = (args: string[], env: Record<string, string>) =>
  new Promise<{ status: number | null; stdout: string; stderr: string }>((done) => {
    const proces = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, 'klient.ts'), ...args], {
      env: { PATH: process.env['PATH'] ?? '', ...env },
    });
    let [stdout, stderr] = ['', ''];
    proces.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    proces.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    proces.on('close', (status) => done({ status, stdout, stderr }));
  });

const lagre = [
  { navn: 'lowdb', ny: async () => ({ env: { DATA_DIR: mkdtempSync(join(tmpdir(), 'fond-klient-')) }, databaseUrl: undefined }) },
  {
    navn: 'postgres',
    ny: async () => {
      const databaseUrl = await nyDatabase(inject('databaseUrl'));
      return { env: { DATABASE_URL: databaseUrl, DATA_DIR: mkdtempSync(join(tmpdir(), 'fond-klient-')) }, databaseUrl };
    },
  },
];

describe.each(lagre)('npm run klient:opret, klient:liste and klient:spaer on $navn', ({ ny }) => {
  it('makes a client that gets a token by client credentials, reads payment orders, gets 403 on case handling, and 401 once disabled', async () => {
    const { env, databaseUrl } = await ny();
    const opret = await klient(['opret', '--navn', 'oekonomisystem', '--roller', 'Betalingsordrer'], env);
    expect(opret.stderr).toBe('');
    expect(opret.status).toBe(0);
    const { clientId, clientSecret } = JSON.parse(opret.stdout.trim()) as { clientId: string; clientSecret: string };
    expect(clientId).toMatch(/^oekonomisystem-[0-9a-f]{8}$/);

    const liste = await klient(['liste'], env);
    expect(liste.status).toBe(0);
    expect(JSON.parse(liste.stdout)).toEqual([
      { clientId, navn: 'oekonomisystem', roller: ['Betalingsordrer'], oprettet: expect.any(String) },
    ]);
    expect(liste.stdout).not.toContain(clientSecret);

    // The server on the same store (the embedded one only after the script let go of it).
    const api = await appMedAnmodning({ dataDir: env.DATA_DIR, databaseUrl });
    const tokenSvar = await api.app.request('/api/auth/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }),
    });
    expect(tokenSvar.status).toBe(200);
    const bearer = { Authorization: `Bearer ${((await tokenSvar.json()) as { access_token: string }).access_token}` };

    expect((await api.json('POST', '/api/ForudbetalingAdmin/GodkendAnmodning', godkendelse(api.id), bearer)).status).toBe(403);
    expect((await api.json('POST', '/api/ForudbetalingAdmin/GodkendAnmodning', godkendelse(api.id), api.admin)).status).toBe(200);
    const ordrer = await api.json('GET', '/api/ForudbetalingAdmin/Betalingsordrer?eksporteret=false', undefined, bearer);
    expect(ordrer.status).toBe(200);
    expect(((await ordrer.json()) as { data: { anmodningId: number }[] }).data.map((o) => o.anmodningId)).toEqual([api.id]);
    expect((await api.json('GET', '/api/ForudbetalingAdmin/Betalingsordrer/fond-industri', undefined, bearer)).status).toBe(200);
    expect((await api.json('GET', `/api/ForudbetalingAdmin/HentForudbetalingAnmodning/${api.id}`, undefined, bearer)).status).toBe(403);
    await api.deps.store.close();

    const spaer = await klient(['spaer', '--id', clientId], env);
    expect(spaer.status).toBe(0);
    expect(spaer.stdout).toContain(`Klienten ${clientId} (oekonomisystem) er spærret`);
    const senere = testApp({ dataDir: env.DATA_DIR, databaseUrl });
    const afvist = await senere.app.request('/api/auth/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }),
    });
    expect(afvist.status).toBe(401);
    // The token it had stops too.
    expect((await senere.json('GET', '/api/ForudbetalingAdmin/Betalingsordrer', undefined, bearer)).status).toBe(401);
    await senere.deps.store.close();
  });

  it('refuses an unknown role, a bad name or a missing id in Danish, and writes nothing', async () => {
    const { env } = await ny();
    const rolle = await klient(['opret', '--navn', 'esdh', '--roller', 'SagerLaes,Administrator'], env);
    expect(rolle.status).toBe(2);
    expect(rolle.stderr).toContain(
      "--roller skal nævne en eller flere af Betalingsordrer, SagerLaes, SagerBehandl, adskilt af komma (fik 'SagerLaes,Administrator').",
    );
    expect((await klient(['opret', '--navn', 'Økonomi System', '--roller', 'SagerLaes'], env)).stderr).toContain(
      '--navn skal være 1-63 tegn',
    );
    expect((await klient(['spaer'], env)).stderr).toContain('--id skal angive klientens clientId');
    const ukendt = await klient(['spaer', '--id', 'findes-ikke'], env);
    expect(ukendt.status).toBe(2);
    expect(ukendt.stderr).toContain('Der er ingen klient med clientId findes-ikke.');
    expect((await klient(['liste'], env)).stdout.trim()).toBe('Der er ingen klienter.');
  });
});
