import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gyldigAnsoegning } from '../../server/testing/fixtures';
import { adminHeaders, send, session } from './api';
import { newPage, startBrowser } from './browser';
import { logIndSomVirksomhed } from './virksomhed';

let browser: Browser;
beforeAll(async () => {
  browser = await startBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Submits an application through the API as the company with this CVR; answers its id. */
async function opretAnsoegning(cvr: string, ansoegningsNavn: string): Promise<number> {
  const base = inject('baseUrl');
  const res = await send(
    base,
    'POST',
    '/api/ArbejdsmangelAnsoegning/OpretAnsoegning',
    { ...gyldigAnsoegning(), ansoegningsNavn },
    {
      Cookie: await session(base, 'virksomhed', cvr),
    },
  );
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

describe("the company's way in and back", () => {
  it('offers both logins on the front page and brings a company to its own page', async () => {
    const page = await newPage(browser);
    await page.goto('/app');
    const loenmodtager = page.getByRole('link', { name: 'Log ind som lønmodtager' });
    const virksomhed = page.getByRole('link', { name: 'Log ind som virksomhed' });
    expect(await loenmodtager.getAttribute('href')).toBe('/fonditlogin?loginHint=loenmodtager&returnUrl=/app');
    expect(await virksomhed.getAttribute('href')).toBe('/log-ind?loginHint=virksomhed&returnUrl=/app/virksomhed');

    await virksomhed.click();
    await page.getByRole('button', { name: 'Fyns Træ og Byg ApS' }).click();
    await page.waitForURL((url) => url.pathname === '/app/virksomhed');
    await page.getByRole('heading', { name: 'Virksomhedens side', level: 1 }).waitFor();

    // Its way to apply, and back from the form.
    await page.getByRole('link', { name: 'Ansøg om støtte ved arbejdsmangel' }).click();
    await page.waitForURL((url) => url.pathname === '/app/virksomhed/arbejdsmangel/anmod');
    await page.getByRole('button', { name: 'Indsend ansøgning' }).waitFor();
    await page.getByRole('link', { name: 'Til virksomhedens forside' }).click();
    await page.waitForURL((url) => url.pathname === '/app/virksomhed');

    // Signed in, the front page leads a company to its own page; so does the portal name.
    await page.goto('/app');
    await page.waitForURL((url) => url.pathname === '/app/virksomhed');
    await page.getByRole('link', { name: 'Fondsportal' }).click();
    await page.getByRole('heading', { name: 'Virksomhedens side', level: 1 }).waitFor();
  });

  it("lists a company's own applications with their status as the secretariat moves them, and no one else's", async () => {
    const egen = await opretAnsoegning('31245001', 'Lakeringen');
    const andens = await opretAnsoegning('38765418', 'Tømrerværkstedet');
    const page = await logIndSomVirksomhed(browser, 'Nordisk Stål & Montage A/S', '/app/virksomhed');
    const mine = page.getByRole('region', { name: 'Jeres ansøgninger' });
    const raekke = mine.getByRole('row', { name: new RegExp(`^Vis ansøgning nr. ${egen} `) });
    await raekke.waitFor();
    for (const tekst of ['Afdeling', 'Lakeringen', '01.03.2027 – 04.04.2027', '63,00 timer', 'Afventer attestering']) {
      expect(await raekke.textContent()).toContain(tekst);
    }
    expect(await mine.getByRole('row', { name: new RegExp(`^Vis ansøgning nr. ${andens} `) }).count()).toBe(0);
    expect(await mine.getByText('Tømrerværkstedet').count()).toBe(0);

    const base = inject('baseUrl');
    const handling = await send(
      base,
      'PUT',
      `/api/ArbejdsmangelAnsoegningAdmin/UdfoerHandlingPaaArbejdsmangelAnsoegning?id=${egen}`,
      { handling: 'RegistrerAccepteretAfMedarbejdere' },
      await adminHeaders(base),
    );
    expect(handling.status).toBe(200);
    await page.reload();
    await raekke.waitFor();
    expect(await raekke.textContent()).toContain('Attesteret');
    expect(await raekke.textContent()).not.toContain('Afventer attestering');
  });

  it('tells a company that may not apply why on its page, and sends an employee to the company login', async () => {
    const butik = await logIndSomVirksomhed(browser, 'Butik Hansen ApS', '/app/virksomhed');
    await butik
      .getByText(
        'Din virksomhed indbetaler ikke for en overenskomst der giver mulighed for at søge om støtte ved midlertidig arbejdsmangel.',
      )
      .waitFor();
    await butik.getByText('I har endnu ikke sendt nogen ansøgninger.').waitFor();
    expect(await butik.getByRole('link', { name: 'Ansøg om støtte ved arbejdsmangel' }).count()).toBe(0);

    const mette = await newPage(browser);
    await mette.goto(`/fonditlogin?loginHint=loenmodtager&returnUrl=${encodeURIComponent('/app/virksomhed')}`);
    await mette.getByRole('button', { name: 'Mette Jensen' }).click();
    await mette.getByText('Du har ikke adgang til denne side.').waitFor();
    await mette.waitForURL((url) => url.pathname === '/log-ind');
    const url = new URL(mette.url());
    expect([url.searchParams.get('loginHint'), url.searchParams.get('returnUrl')]).toEqual(['virksomhed', '/app/virksomhed']);
  });
});
