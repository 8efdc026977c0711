import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArbejdsgangVersioner } from '../../contract/definitioner';
import { logIndSomAdmin } from './admin';
import { adminHeaders, send, session } from './api';
import { newPage, startBrowser } from './browser';
import { koerScript, opretAnsoegning, rediger } from './definitioner';
import { kopierDefinitioner, startServer, type TestServer } from './server';

/**
 * Definitions versioned per case, proved as an analyst and the secretariat meet it: a workflow change
 * that removes a state cases are in is refused until a migration maps it; until the migration runs,
 * every case keeps the handlings of the version it started with; then the cases move, and say so.
 */

const TITEL = 'Ansøgning om støtte ved midlertidig arbejdsmangel';
let browser: Browser;
let server: TestServer | undefined;
const ryd: string[] = [];
beforeAll(async () => {
  browser = await startBrowser();
});
afterAll(async () => {
  await server?.stop();
  await browser?.close();
  for (const dir of ryd) rmSync(dir, { recursive: true, force: true });
});

async function versioner(base: string): Promise<ArbejdsgangVersioner['versioner']> {
  const svar = await fetch(`${base}/api/Arbejdsgange/Versioner`, { headers: await adminHeaders(base) });
  return ((await svar.json()) as ArbejdsgangVersioner[]).find((a) => a.id === 'arbejdsmangel-ansoegning')!.versioner;
}

/** The number of cases the versions table on /app/admin/arbejdsgange gives a version. */
async function antalPaa(page: Page, version: string): Promise<string | null> {
  const tabel = page.getByRole('table', { name: `Versioner af ${TITEL}` });
  return tabel
    .getByRole('row', { name: new RegExp(version) })
    .getByRole('cell')
    .last()
    .textContent();
}

async function handlingerPaa(page: Page, id: number): Promise<void> {
  await page.goto(`/app/admin/arbejdsmangel/ansoegning/${id}`);
  await page.getByRole('heading', { name: 'Historik' }).waitFor();
}

describe('a workflow change that removes a state in use', () => {
  it('is refused without a migration, accepted with one; cases keep their version until migrated, then move and say so', async () => {
    const data = mkdtempSync(join(tmpdir(), 'fond-versioner-data-'));
    ryd.push(data);

    // Before the change: two applications, one attested ('Attesteret'), one waiting ('Afventer attestering').
    server = await startServer({ DATA_DIR: data });
    let base = server.baseUrl;
    const virksomhed = await session(base, 'virksomhed', '31245001');
    const attesteret = await opretAnsoegning(base, virksomhed, { ansoegningsNavn: 'Svejseafdelingen' });
    const venter = await opretAnsoegning(base, virksomhed, { ansoegningsNavn: 'Lageret' });
    const attester = await send(
      base,
      'PUT',
      `/api/ArbejdsmangelAnsoegningAdmin/UdfoerHandlingPaaArbejdsmangelAnsoegning?id=${attesteret}`,
      { handling: 'RegistrerAccepteretAfMedarbejdere' },
      await adminHeaders(base),
    );
    expect(attester.status).toBe(200);
    const [foer] = await versioner(base);
    const gammel = foer!.version;
    expect(foer).toMatchObject({ aktuel: true, antal: 2 });
    await server.stop();
    server = undefined;

    // The analysts' change: 'Attesteret' goes, its handlings move to 'Afventer attestering'.
    const kopi = kopierDefinitioner((dir) =>
      rediger(dir, 'workflows/arbejdsmangel-ansoegning.machine.json', (w) => {
        w['states'].Indsendt.on = w['states'].EnighedAttesteret.on;
        delete w['states'].EnighedAttesteret;
      }),
    );
    ryd.push(kopi);
    const env = { DEFINITIONS_DIR: kopi, DATA_DIR: data };
    const afvist = koerScript('check-definitions', env);
    expect(afvist.kode).not.toBe(0);
    expect(afvist.fejl).toContain(`tilstanden "EnighedAttesteret" findes ikke længere, men 1 sag på version ${gammel} står i den`);

    mkdirSync(join(kopi, 'workflows/migreringer'), { recursive: true });
    const fil = join(kopi, 'workflows/migreringer/fjern-attesteret.json');
    writeFileSync(fil, JSON.stringify({ workflow: 'arbejdsmangel-ansoegning', fra: gammel, tilstande: { EnighedAttesteret: 'Indsendt' } }));
    const godtaget = koerScript('check-definitions', env);
    expect(godtaget.fejl).toBe('');
    expect(godtaget.kode).toBe(0);

    // On the new definitions, before the migration: each case keeps the handlings of its own version.
    // The web app is the one built from the repository; its pages bring what the copy changes.
    server = await startServer(env);
    base = server.baseUrl;
    const ny = await opretAnsoegning(base, await session(base, 'virksomhed', '31245001'), { ansoegningsNavn: 'Malerværkstedet' });
    let page = await newPage(browser, base);
    await logIndSomAdmin(page, `/app/admin/arbejdsmangel/ansoegning/${venter}`);
    await page.getByRole('button', { name: 'Attester ansøgning på vegner af medarbejdere' }).waitFor();
    await handlingerPaa(page, ny);
    await page.getByRole('button', { name: 'Godkend ansøgning' }).waitFor();
    expect(await page.getByRole('button', { name: 'Attester ansøgning på vegner af medarbejdere' }).count()).toBe(0);
    await page.goto('/app/admin/arbejdsgange');
    const nyVersion = (await versioner(base)).find((v) => v.aktuel)!.version;
    expect(await antalPaa(page, gammel)).toBe('2');
    expect(await antalPaa(page, nyVersion)).toBe('1');
    await page
      .getByRole('table', { name: `Versioner af ${TITEL}` })
      .getByRole('row', { name: new RegExp(`${nyVersion} nuværende`) })
      .waitFor();
    await server.stop();
    server = undefined;

    // The migration moves both cases on the old version, and a second run moves none.
    const migreret = koerScript('migrate-definitions', env);
    expect(migreret.kode).toBe(0);
    expect(migreret.ud).toContain(`workflows/migreringer/fjern-attesteret.json: 2 sager flyttet fra version ${gammel} til ${nyVersion}.`);
    expect(koerScript('migrate-definitions', env).ud).toContain('Ingen sager at migrere.');

    server = await startServer(env);
    base = server.baseUrl;
    page = await newPage(browser, base);
    await logIndSomAdmin(page, `/app/admin/arbejdsmangel/ansoegning/${attesteret}`);
    await page
      .getByText(
        `Flyttet fra "Attesteret" til "Afventer attestering" ved migrering til en ny version af arbejdsgangen (${gammel} → ${nyVersion}`,
      )
      .waitFor();
    await page.getByRole('button', { name: 'Godkend ansøgning' }).waitFor();
    await handlingerPaa(page, venter);
    await page.getByRole('button', { name: 'Godkend ansøgning' }).waitFor();
    expect(await page.getByRole('button', { name: 'Attester ansøgning på vegner af medarbejdere' }).count()).toBe(0);
    await page.goto('/app/admin/arbejdsgange');
    expect(await antalPaa(page, nyVersion)).toBe('3');
    expect(await antalPaa(page, gammel)).toBe('0');
    // One build, three server starts and four script runs, one after another.
  }, 240_000);
});
