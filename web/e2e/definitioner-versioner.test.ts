import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ArbejdsgangVersioner } from '../../contract/definitioner';
import { logIndSomAdmin } from './admin';
import { adminHeaders, send, session } from './api';
import { newPage } from './browser';
import { type Json, opretAnsoegning } from './definitioner';
import { egenServer } from './egen-server';
import type { TestServer } from './server';

/**
 * Definitions versioned per case, proved as an analyst and the secretariat meet it on a running portal:
 * a workflow change that removes a state cases are in is refused until its draft holds a migration
 * that maps it; published with one, the cases move at once, and say so.
 */

const TITEL = 'Ansøgning om støtte ved midlertidig arbejdsmangel';
let browser: Browser;
let server: TestServer;
egenServer('faktura.pdf', (o) => ({ server, browser } = o));

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
  it('is refused without a migration, published with one while the portal runs: the cases move and say so', async () => {
    const base = server.baseUrl;
    const admin = await adminHeaders(base);
    const analytiker = await adminHeaders(base, 'analytiker');

    // Before the change: two applications, one attested ('Attesteret'), one waiting ('Afventer attestering').
    const virksomhed = await session(base, 'virksomhed', '31245001');
    const attesteret = await opretAnsoegning(base, virksomhed, { ansoegningsNavn: 'Svejseafdelingen' });
    const venter = await opretAnsoegning(base, virksomhed, { ansoegningsNavn: 'Lageret' });
    const attester = await send(
      base,
      'PUT',
      `/api/ArbejdsmangelAnsoegningAdmin/UdfoerHandlingPaaArbejdsmangelAnsoegning?id=${attesteret}`,
      { handling: 'RegistrerAccepteretAfMedarbejdere' },
      admin,
    );
    expect(attester.status).toBe(200);
    const [foer] = await versioner(base);
    const gammel = foer!.version;
    expect(foer).toMatchObject({ aktuel: true, antal: 2 });

    // The analysts' change: 'Attesteret' goes, its handlings move to 'Afventer attestering'.
    const live = (await (await send(base, 'GET', '/api/Definitioner/Live', undefined, analytiker)).json()) as {
      filer: Record<string, Json>;
    };
    const sti = 'workflows/arbejdsmangel-ansoegning.machine.json';
    const w = structuredClone(live.filer[sti]!);
    w['states'].Indsendt.on = w['states'].EnighedAttesteret.on;
    delete w['states'].EnighedAttesteret;
    const { id } = (await (await send(base, 'POST', '/api/Definitioner/Udkast', { titel: 'Uden attesteret' }, analytiker)).json()) as {
      id: string;
    };
    expect((await send(base, 'PUT', `/api/Definitioner/Udkast/${id}/Filer`, { sti, indhold: w }, analytiker)).status).toBe(200);
    const udgiv = () => send(base, 'POST', `/api/Definitioner/Udkast/${id}/Udgiv`, { note: 'Attesteret fjernet' }, admin);
    const afvist = await udgiv();
    expect(afvist.status).toBe(422);
    expect(JSON.stringify(await afvist.json())).toContain(
      `tilstanden \\"EnighedAttesteret\\" findes ikke længere, men 1 sag på version ${gammel} står i den`,
    );
    expect((await versioner(base)).find((v) => v.aktuel)!.version).toBe(gammel);

    // With the migration in the draft it is published, and the cases on the old version move at once.
    const migrering = { workflow: 'arbejdsmangel-ansoegning', fra: gammel, tilstande: { EnighedAttesteret: 'Indsendt' } };
    const gemt = await send(
      base,
      'PUT',
      `/api/Definitioner/Udkast/${id}/Filer`,
      { sti: 'workflows/migreringer/fjern-attesteret.json', indhold: migrering },
      analytiker,
    );
    expect(gemt.status).toBe(200);
    expect((await udgiv()).status).toBe(201);
    const nyVersion = (await versioner(base)).find((v) => v.aktuel)!.version;
    expect(nyVersion).not.toBe(gammel);
    await opretAnsoegning(base, virksomhed, { ansoegningsNavn: 'Malerværkstedet' });

    const page = await newPage(browser, base);
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
    await page
      .getByRole('table', { name: `Versioner af ${TITEL}` })
      .getByRole('row', { name: new RegExp(`${nyVersion} nuværende`) })
      .waitFor();
    expect(await antalPaa(page, nyVersion)).toBe('3');
    expect(await antalPaa(page, gammel)).toBe('0');
  });
});
