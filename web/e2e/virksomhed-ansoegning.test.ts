import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminHeaders, send, session } from './api';
import { startBrowser } from './browser';
import { opretAnsoegning } from './definitioner';
import { indenForBredden, rullerSidelaens, SMAL } from './smal-skaerm';
import { logIndSomVirksomhed } from './virksomhed';

let browser: Browser;
beforeAll(async () => {
  browser = await startBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Submits an application as the company with this CVR and moves it through the secretariat's handlings; answers its id. */
async function ansoegning(cvr: string, ansoegningsNavn: string, ...handlinger: string[]): Promise<number> {
  const base = inject('baseUrl');
  const id = await opretAnsoegning(base, await session(base, 'virksomhed', cvr), { ansoegningsNavn });
  for (const handling of handlinger) {
    const svar = await send(
      base,
      'PUT',
      `/api/ArbejdsmangelAnsoegningAdmin/UdfoerHandlingPaaArbejdsmangelAnsoegning?id=${id}`,
      { handling },
      await adminHeaders(base),
    );
    expect(svar.status).toBe(200);
  }
  return id;
}

/** From the company's start page, through its application's link, to the read-only view. */
async function aabn(page: Page, id: number) {
  await page
    .getByRole('region', { name: 'Jeres ansøgninger' })
    .getByRole('link', { name: `Vis ansøgning nr. ${id}` })
    .click();
  await page.waitForURL((url) => url.pathname === `/app/virksomhed/arbejdsmangel/ansoegning/${id}`);
  await page.getByRole('heading', { level: 1, name: 'Ansøgning om støtte ved midlertidig arbejdsmangel' }).waitFor();
}

describe("a company's own application, read-only (issue 36)", () => {
  it('opens from /app/virksomhed with its status, period, employees and the decisions in plain Danish; another company sees nothing of it', async () => {
    const id = await ansoegning('31245001', 'Pladeværkstedet', 'RegistrerAccepteretAfMedarbejdere', 'RegistrerGodkendtAfSekretariatet');
    const page = await logIndSomVirksomhed(browser, 'Nordisk Stål & Montage A/S', '/app/virksomhed');
    await aabn(page, id);

    await page.getByText(`Ansøgningsnummer: ${id}`).waitFor();
    await page.getByText('Status: Godkendt').waitFor();
    const oplysninger = page.getByRole('heading', { level: 2, name: 'Ansøgningen' }).locator('..');
    for (const tekst of ['Afdeling: Pladeværkstedet', '01.03.2027 – 04.04.2027', 'Tillidsrepræsentant']) {
      expect(await oplysninger.textContent()).toContain(tekst);
    }
    const medarbejdere = page.getByRole('heading', { level: 2, name: 'Medarbejdere' }).locator('..');
    expect(await medarbejdere.textContent()).toContain('Anna Krogh');
    expect(await medarbejdere.textContent()).toContain('I alt: 55,50');
    // No CPR number on the company's page.
    expect(await page.locator('main').textContent()).not.toMatch(/020290|0303851234/);

    const historik = page.getByRole('heading', { level: 2, name: 'Historik' }).locator('..').getByRole('listitem');
    expect(await historik.allTextContents()).toEqual([
      expect.stringContaining('Ansøgning indsendt af virksomheden'),
      expect.stringContaining('Sekretariatet ændrede status fra Afventer attestering til Attesteret.'),
      expect.stringContaining('Sekretariatet ændrede status fra Attesteret til Godkendt.'),
    ]);

    // Back to the start page by the link at the top.
    await page.getByRole('link', { name: 'Til virksomhedens forside' }).click();
    await page.getByRole('heading', { level: 1, name: 'Virksomhedens side' }).waitFor();

    // Fyns Træ og Byg ApS has no link to it, and its address tells it the application does not exist.
    const fyns = await logIndSomVirksomhed(browser, 'Fyns Træ og Byg ApS', '/app/virksomhed');
    await fyns.getByRole('region', { name: 'Jeres ansøgninger' }).waitFor();
    expect(await fyns.getByRole('link', { name: `Vis ansøgning nr. ${id}` }).count()).toBe(0);
    await fyns.goto(`/app/virksomhed/arbejdsmangel/ansoegning/${id}`);
    await fyns.getByText('Ansøgningen findes ikke.').waitFor();
    expect(await fyns.getByText('Pladeværkstedet').count()).toBe(0);
  });

  it('reads at 375 px without sideways scrolling, a rejection included', async () => {
    const id = await ansoegning('31245001', 'Lakeringen', 'RegistrerAfvistAfSekretariatet');
    const page = await logIndSomVirksomhed(browser, 'Nordisk Stål & Montage A/S', '/app/virksomhed');
    await page.setViewportSize(SMAL);
    await aabn(page, id);
    const status = page.getByText('Status: Afvist');
    await status.waitFor();
    expect(await indenForBredden(status)).toBe(true);
    await page.getByText('Sekretariatet ændrede status fra Afventer attestering til Afvist.').waitFor();
    expect(await indenForBredden(page.getByText('Sekretariatet ændrede status fra Afventer attestering til Afvist.'))).toBe(true);
    expect(await rullerSidelaens(page)).toBe(false);
  });
});
