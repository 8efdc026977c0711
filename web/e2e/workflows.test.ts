import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gyldigAnsoegning } from '../../server/testing/fixtures';
import { adminHeaders, session } from './api';
import { newPage, startBrowser } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await startBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const maskiner = readdirSync(resolve(import.meta.dirname, '../../workflows')).filter((f) => f.endsWith('.machine.json'));

describe('workflows for analysts (/app/admin/arbejdsgange)', () => {
  it('draws every workflow of workflows/ as a state diagram with the cases in each status beside it', async () => {
    const base = inject('baseUrl');
    // A fresh application, so at least one case waits for attestation.
    const cookie = await session(base, 'virksomhed', '38765418');
    const oprettet = await fetch(`${base}/api/ArbejdsmangelAnsoegning/OpretAnsoegning`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: JSON.stringify(gyldigAnsoegning()),
    });
    expect(oprettet.status).toBe(201);

    const page = await newPage(browser);
    await page.goto('/app/admin');
    await page.getByLabel('Brugernavn').fill('admin');
    await page.getByLabel('Adgangskode').fill('admin');
    await page.getByRole('button', { name: 'Log ind' }).click();
    await page.getByRole('link', { name: 'Arbejdsgange' }).first().click();
    await page.getByRole('heading', { name: 'Arbejdsgange', level: 1 }).waitFor();

    const diagrammer = page.getByRole('img', { name: /^Tilstandsdiagram for / });
    await diagrammer.first().waitFor();
    expect(await diagrammer.count()).toBe(maskiner.length);
    for (const fil of maskiner) await page.getByText(`Definition: workflows/${fil}`).waitFor();

    // The work-shortage flow: its statuses and its handlings by their Danish labels.
    const arbejdsmangel = page.getByRole('img', { name: 'Tilstandsdiagram for Ansøgning om støtte ved midlertidig arbejdsmangel' });
    for (const tekst of ['Afventer attestering', 'Attesteret', 'Udbetalt', 'Godkend ansøgning', 'Overført til udbetaling']) {
      expect(await arbejdsmangel.getByText(tekst, { exact: true }).count()).toBeGreaterThan(0);
    }

    // Beside it, the cases per status as the API lists them.
    const liste = (await (
      await fetch(`${base}/api/ArbejdsmangelAnsoegningAdmin/HentFlereArbejdsmangelAnsoegningerAdmin?pageSize=10000`, {
        headers: await adminHeaders(base),
      })
    ).json()) as { contents: { status: string }[] };
    const tabel = page.getByRole('table', { name: 'Sager pr. status i Ansøgning om støtte ved midlertidig arbejdsmangel' });
    const antal = async (status: string) =>
      (
        await tabel
          .getByRole('row', { name: new RegExp(`^${status}`) })
          .getByRole('cell')
          .textContent()
      )?.trim();
    expect(await antal('Afventer attestering')).toBe(String(liste.contents.filter((a) => a.status === 'Indsendt').length));
    expect(Number(await antal('Afventer attestering'))).toBeGreaterThan(0);
    expect(await antal('Udbetalt')).toBe(String(liste.contents.filter((a) => a.status === 'Udbetalt').length));
    expect(
      await tabel
        .getByRole('row', { name: /^I alt/ })
        .getByRole('cell')
        .textContent(),
    ).toBe(String(liste.contents.length));

    // Flows that keep no cases say so instead of counting.
    const wizard = page.getByRole('region', { name: 'Guiden til anmodning om forudbetaling' });
    await wizard.getByText('Arbejdsgangen styrer en side i browseren og gemmer ingen sager.').waitFor();
  });

  it('is for the secretariat only', async () => {
    const res = await fetch(`${inject('baseUrl')}/api/Arbejdsgange`);
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    const page = await newPage(browser);
    await page.goto('/app/admin/arbejdsgange');
    await page.getByLabel('Brugernavn').waitFor();
    expect(await page.getByRole('img', { name: /^Tilstandsdiagram/ }).count()).toBe(0);
  });
});
