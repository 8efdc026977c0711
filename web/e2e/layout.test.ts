import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { kontrast } from '../../engine/kontrast';
import { gyldigAnsoegning } from '../../server/testing/fixtures';
import { logIndSomAdmin } from './admin';
import { adminHeaders, send } from './api';
import { newPage, startBrowser } from './browser';

const tema = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../content/tema.json'), 'utf8')) as {
  navn: string;
  farver: Record<string, string>;
};

let browser: Browser;
beforeAll(async () => {
  browser = await startBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const fokus = (page: Page) => page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80) ?? '');
const fokusErOverskrift = (page: Page, tekst: string) =>
  page.evaluate((tekst) => document.activeElement?.tagName === 'H1' && document.activeElement.textContent === tekst, tekst);

/** A CSS rgb()/rgba() colour as #rrggbb. */
const hex = (css: string) =>
  `#${(css.match(/\d+/g) ?? [])
    .slice(0, 3)
    .map((c) => Number(c).toString(16).padStart(2, '0'))
    .join('')}`;

describe('skip link', () => {
  it.each([
    ['the web app', '/app'],
    ['a page the server renders', '/fonditlogin?loginHint=loenmodtager&returnUrl=/app'],
  ])("is the first stop of Tab in %s, shows itself, and 'Gå til indhold' moves the focus to main", async (_hvor, sti) => {
    const page = await newPage(browser);
    await page.goto(sti);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.keyboard.press('Tab');
    const link = page.getByRole('link', { name: 'Gå til indhold' });
    expect(await link.evaluate((el) => el === document.activeElement)).toBe(true);
    const { width, height } = (await link.boundingBox()) ?? { width: 0, height: 0 };
    expect(width * height).toBeGreaterThan(100);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('indhold');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
  });
});

describe('route changes', () => {
  it("leave the focus where it is on the first load, then put it on the new page's heading and title the tab", async () => {
    const page = await newPage(browser);
    await page.goto('/app');
    await page.getByRole('heading', { name: `Velkommen til ${tema.navn}`, level: 1 }).waitFor();
    expect(await fokus(page)).toMatch(/^<body/);
    expect(await page.title()).toBe(`Velkommen til ${tema.navn} – ${tema.navn}`);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Tilgængelighedserklæring' }).click();
    await expect.poll(() => fokusErOverskrift(page, 'Tilgængelighedserklæring')).toBe(true);
    expect(await page.title()).toBe(`Tilgængelighedserklæring – ${tema.navn}`);

    // Back in history is a route change too.
    await page.goBack();
    await expect.poll(() => fokusErOverskrift(page, `Velkommen til ${tema.navn}`)).toBe(true);
  });
});

describe('footer', () => {
  it('shows the contact text and links to the privacy notice and the accessibility statement, from the app and the server pages', async () => {
    const page = await newPage(browser);
    for (const sti of ['/app', '/nyhjemmeside/Loenmodtager/AlleAnsoegninger']) {
      await page.goto(sti);
      const sidefod = page.getByRole('contentinfo');
      await sidefod.getByText('kontakt@fond.example.dk').waitFor();
      expect(await sidefod.getByRole('link', { name: 'Privatlivspolitik' }).getAttribute('href')).toBe('/app/privatlivspolitik');
      expect(await sidefod.getByRole('link', { name: 'Tilgængelighedserklæring' }).getAttribute('href')).toBe('/app/tilgaengelighed');
    }
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privatlivspolitik' }).click();
    await page.getByRole('heading', { name: 'Privatlivspolitik', level: 1 }).waitFor();
    await page.getByText('Datatilsynet', { exact: false }).first().waitFor();
    await page.goto('/app/tilgaengelighed');
    await page.getByRole('heading', { name: 'Håndhævelsesprocedure', level: 2 }).waitFor();
  });

  it('shows the statements as the secretariat has edited them on /app/admin/tekst', async () => {
    const base = inject('baseUrl');
    const headers = await adminHeaders(base);
    const standard = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../content/tekster.json'), 'utf8')) as Record<string, object>;
    const original = { key: 'side:privatlivspolitik', ...standard['side:privatlivspolitik'] };
    const rettet = {
      key: 'side:privatlivspolitik',
      type: 'html',
      indhold: '<p>Fonden har en ny databeskyttelsesrådgiver.</p>',
      beskrivelse: 'Rettet i test',
    };
    expect((await send(base, 'PUT', '/api/Tekst', rettet, headers)).ok).toBe(true);
    try {
      const page = await newPage(browser);
      await page.goto('/app/privatlivspolitik');
      await page.getByText('Fonden har en ny databeskyttelsesrådgiver.').waitFor();
      await logIndSomAdmin(page, '/app/admin/tekst');
      await page.getByRole('link', { name: 'side:tilgaengelighedserklaering' }).waitFor();
    } finally {
      await send(base, 'PUT', '/api/Tekst', original, headers);
    }
  });
});

describe('Danish names', () => {
  it("names the admin menu's toggle 'Vis menu' and a closable message's button 'Luk besked'", async () => {
    const base = inject('baseUrl');
    const virksomhed = await newPage(browser);
    await virksomhed.goto('/log-ind?loginHint=virksomhed&returnUrl=%2Fapp');
    await virksomhed.getByRole('button', { name: 'Nordisk Stål & Montage A/S' }).click();
    // Signed in when the app has it (the company's start page may take the address from /app at once).
    await virksomhed.waitForURL((url) => url.pathname.startsWith('/app'));
    const svar = await virksomhed.request.post('/api/ArbejdsmangelAnsoegning/OpretAnsoegning', { data: gyldigAnsoegning() });
    expect(svar.status()).toBe(201);
    const { id } = (await svar.json()) as { id: number };

    const page = await newPage(browser, base);
    await logIndSomAdmin(page, `/app/admin/arbejdsmangel/ansoegning/${id}`);
    // A narrow screen folds the menu behind its toggle.
    await page.setViewportSize({ width: 500, height: 900 });
    const visMenu = page.getByRole('button', { name: 'Vis menu' });
    await visMenu.waitFor();
    expect(await visMenu.getAttribute('aria-expanded')).toBe('false');
    await visMenu.click();
    await page.getByRole('navigation', { name: 'Hovedmenu' }).getByRole('button', { name: 'Opsætning' }).click();
    await page.getByRole('navigation', { name: 'Hovedmenu' }).getByRole('link', { name: 'Tekster' }).waitFor();
    expect(await visMenu.getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByRole('button', { name: /Toggle navigation/i }).count()).toBe(0);

    await page.getByRole('button', { name: 'Attester ansøgning på vegner af medarbejdere' }).click();
    const besked = page.getByRole('alert');
    await besked.getByRole('button', { name: 'Luk besked' }).click();
    await besked.waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: /Close/i }).count()).toBe(0);
  });
});

describe('theme and focus', () => {
  it('colours the header from content/tema.json and names the portal by it', async () => {
    const page = await newPage(browser);
    await page.goto('/app');
    const hoved = page.getByRole('banner');
    await hoved.getByRole('link', { name: tema.navn }).waitFor();
    expect(hex(await hoved.evaluate((el) => getComputedStyle(el).backgroundColor))).toBe(tema.farver['primaer']);
    await page.goto('/fonditlogin');
    expect(hex(await page.getByRole('banner').evaluate((el) => getComputedStyle(el).backgroundColor))).toBe(tema.farver['primaer']);
    expect(await page.title()).toBe(`Log ind – ${tema.navn}`);
  });

  it('rings the focused button, link and input with at least 2 px at 3:1 or more against the page (WCAG 2.2 focus appearance)', async () => {
    const page = await newPage(browser);
    await page.goto('/app/admin');
    await page.getByLabel('Brugernavn').waitFor();
    const ringe: Record<string, { bredde: number; farve: string; indre: string }> = {};
    // Tab from the top: skip link, the portal's name (a link), then the form's inputs and button.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      // Bootstrap eases its controls' shadow in; the ring is read when it has settled.
      await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
      const ring = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const stil = getComputedStyle(el);
        return {
          tag: el.tagName,
          bredde: parseFloat(stil.outlineWidth),
          farve: stil.outlineColor,
          indre: stil.boxShadow,
          stil: stil.outlineStyle,
        };
      });
      ringe[ring.tag] ??= ring;
    }
    expect(Object.keys(ringe).sort()).toEqual(['A', 'BUTTON', 'INPUT']);
    for (const { bredde, farve, indre } of Object.values(ringe)) {
      expect(bredde).toBeGreaterThanOrEqual(2);
      expect(kontrast(hex(farve), tema.farver['baggrund']!)).toBeGreaterThanOrEqual(3);
      // The inner ring of the background colour keeps it visible on the dark header too.
      expect(indre).toContain('0px 0px 0px 2px');
    }
  });
});

describe("'Min side'", () => {
  it('lands the employee on a page titled for them', async () => {
    const page = await newPage(browser);
    await page.goto('/fonditlogin?loginHint=loenmodtager&returnUrl=%2Fapi%2FMinSideRedirect.aspx');
    await page.getByRole('button', { name: 'Sofie Andersen' }).click();
    await page.getByRole('heading', { name: 'Min side – Sofie Andersen', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/app');
    expect(await page.title()).toBe(`Min side – Sofie Andersen – ${tema.navn}`);
  });
});
