import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alleRuter, GRUNDSTI, kendtSti } from '../../engine/app-ruter';
import { roller, type StaffRolle } from '../../engine/roller';
import { gyldigAnsoegning } from '../../server/testing/fixtures';
import { t } from '../../engine/alle-tekster';
import { logIndSomAdmin } from './admin';
import { adminHeaders, anmodningFraMette, send, session } from './api';
import { startBrowser } from './browser';
import { afvises, kontroller, overvaag, type Forespoergsel, type Kontrol } from './kontroller';
import { startServer, type TestServer } from './server';

// Its own server on fresh data: the cases opened are its own.
let server: TestServer;
let browser: Browser;
const sager = { anmodning: 0, arbejdsmangel: 0, udkast: '' };

/** Each staff role's demo account (content/demo/admins.json): its user name is its password. */
const DEMOKONTO: Record<StaffRolle, string> = {
  Sagsbehandler: 'sagsbehandler',
  Tekstredaktoer: 'tekstredaktoer',
  Analytiker: 'analytiker',
  Administrator: 'admin',
};

/** The address of each admin screen of the route table, its parameters filled with a case, a text or a form that exists. */
const adresse = (rute: string): string =>
  rute
    .replace(/\/\*$/, '/ukendt')
    .replace('arbejdsmangel/ansoegning/:id', `arbejdsmangel/ansoegning/${sager.arbejdsmangel}`)
    .replace('definitioner/udkast/:id', `definitioner/udkast/${sager.udkast}`)
    .replace(/anmodning\/:id$/, `anmodning/${sager.anmodning}`)
    .replace(':noegle', encodeURIComponent('forudbetaling:tro-og-love'))
    .replace(':navn', 'arbejdsmangel-opret');

const adminRuter = () => alleRuter().filter((rute) => rute.startsWith(GRUNDSTI.admin));

/** A button that only closes its dialog, tried last so the dialog's other buttons are tried first. */
const lukker = /^(annuller|luk|fortryd|nej|tilbage)\b/i;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), startBrowser()]);
  sager.anmodning = (await anmodningFraMette(server.baseUrl)).id;
  const fyns = await session(server.baseUrl, 'virksomhed', '38765418');
  const svar = await send(server.baseUrl, 'POST', '/api/ArbejdsmangelAnsoegning/OpretAnsoegning', gyldigAnsoegning(), { Cookie: fyns });
  const tekst = await svar.text();
  expect(svar.status, tekst).toBe(201);
  sager.arbejdsmangel = (JSON.parse(tekst) as { id: number }).id;
  const udkast = await send(
    server.baseUrl,
    'POST',
    '/api/Definitioner/Udkast',
    { titel: 'Rundtur' },
    await adminHeaders(server.baseUrl, 'analytiker'),
  );
  expect(udkast.status).toBe(201);
  sager.udkast = ((await udkast.json()) as { id: string }).id;
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** What a role met on the admin screens: the controls it could use whose request the server refuses it, and what was tried. */
interface Fund {
  afvist: string[];
  /** Controls that could not be clicked (each a failure: the check must try them all). */
  uprovet: string[];
  proevet: number;
  aendringer: Forespoergsel[];
}

/**
 * Visits every admin screen as the role and tries each enabled control: a link must lead to a screen
 * the role may open; a button, checkbox or radio is clicked (and the buttons of a dialog it opens), its
 * changes held back from the server (kontroller.ts), and none may ask for what the server refuses the role.
 */
async function gennemgaa(rolle: StaffRolle): Promise<Fund> {
  const context = await browser.newContext({ baseURL: server.baseUrl, locale: 'da-DK', timezoneId: 'Europe/Copenhagen' });
  const page = await context.newPage();
  await logIndSomAdmin(page, GRUNDSTI.admin, DEMOKONTO[rolle]);
  const net = await overvaag(page);
  const fund: Fund = { afvist: [], uprovet: [], proevet: 0, aendringer: [] };
  const ingenAdgang = [t('problem.rolleMangler'), t('formularerWeb.ingenAdgang.titel'), t('web.admin.ingenAdgang')];

  // First every screen opened: the ones the server (or the screen, as the server would) refuses the role.
  const lukket = new Set<string>();
  const kontrollerPaa = new Map<string, Kontrol[]>();
  for (const rute of adminRuter()) {
    await aabn(page, adresse(rute), net);
    const afvistVedAabning = net.siden().some((f) => afvises(rolle, f));
    const viserIngenAdgang = await page.evaluate((tekster) => tekster.some((t) => document.body.innerText.includes(t)), ingenAdgang);
    if (afvistVedAabning || viserIngenAdgang) lukket.add(rute);
    kontrollerPaa.set(rute, await kontroller(page));
  }
  const lukketRute = (href: string) => {
    const url = new URL(href);
    if (url.origin !== server.baseUrl || !url.pathname.startsWith(GRUNDSTI.admin) || !kendtSti(url.pathname)) return false;
    return [...lukket].some((rute) => rute !== `${GRUNDSTI.admin}/*` && matcher(rute, url.pathname));
  };

  for (const rute of adminRuter()) {
    const url = adresse(rute);
    const proevede = new Set<string>();
    for (const kontrol of kontrollerPaa.get(rute) ?? []) {
      const hvor = `${rolle} på ${url}: ${kontrol.slags} '${kontrol.navn}'`;
      if (kontrol.href !== null) {
        if (lukketRute(kontrol.href)) fund.afvist.push(`${hvor} fører til ${new URL(kontrol.href).pathname}, som rollen ikke må åbne`);
        continue;
      }
      if (!/^(button|input\[(submit|button|checkbox|radio)\])$/.test(kontrol.slags)) continue;
      const noegle = `${kontrol.slags} ${kontrol.navn}`;
      if (proevede.has(noegle)) continue;
      proevede.add(noegle);
      await sikr(page, url, net);
      const fundet = await genfind(page, kontrol);
      if (!fundet) continue;
      // A screen still settling (a frame loading beside it) may hold the click: tried once more on the screen opened anew.
      if (!(await klik(page, fundet, hvor, fund, false))) {
        await aabn(page, url, net);
        const igen = await genfind(page, kontrol);
        if (!igen || !(await klik(page, igen, hvor, fund))) continue;
      }
      await net.stille();
      noter(fund, rolle, hvor, net.siden());
      await proevDialog(page, rolle, hvor, net, fund);
    }
  }
  await context.close();
  return fund;
}

/**
 * The buttons of a dialog the control opened, its primary action first, each clicked once while it
 * stays open; a dialog that opens over it (a confirmation) is tried in turn, and then the screen is opened anew.
 */
async function proevDialog(page: Page, rolle: StaffRolle, hvor: string, net: Awaited<ReturnType<typeof overvaag>>, fund: Fund, dybde = 0) {
  const dialoger = page.locator('[role="dialog"]');
  const antal = await dialoger.count();
  if (antal === 0 || dybde > 1) return;
  const knapper = (await kontroller(page))
    .filter((k) => k.iDialog && (k.slags === 'button' || k.slags === 'input[submit]') && !lukker.test(k.navn))
    .sort((a, b) => Number(b.primaer) - Number(a.primaer));
  for (const knap of knapper) {
    if ((await dialoger.count()) < antal) return;
    const igen = await genfind(page, knap);
    if (!igen) continue;
    const her = `${hvor} → dialogens '${knap.navn}'`;
    if (!(await klik(page, igen, her, fund))) return;
    await net.stille();
    noter(fund, rolle, her, net.siden());
    if ((await dialoger.count()) > antal) return proevDialog(page, rolle, her, net, fund, dybde + 1);
  }
}

/** Clicks the control as a person would; one that cannot be clicked is noted, so no control goes untried unseen. */
async function klik(page: Page, kontrol: Kontrol, hvor: string, fund: Fund, noterFejl = true): Promise<boolean> {
  try {
    await page.locator(`[data-kontrol="${kontrol.nr}"]`).click({ timeout: 5_000 });
    fund.proevet++;
    return true;
  } catch (fejl) {
    if (!noterFejl) return false;
    const linjer = (fejl as Error).message.split('\n');
    fund.uprovet.push(`${hvor}: ${[linjer[0], ...linjer.filter((l) => l.includes('intercepts'))].slice(0, 2).join(' ')}`);
    return false;
  }
}

function noter(fund: Fund, rolle: StaffRolle, hvor: string, forespoergsler: Forespoergsel[]) {
  for (const f of forespoergsler) {
    if (f.metode !== 'GET' && f.metode !== 'HEAD') fund.aendringer.push(f);
    if (afvises(rolle, f)) fund.afvist.push(`${hvor} beder om ${f.metode} ${f.sti}${f.status ? ` (${f.status})` : ''}, som afvises`);
  }
}

/** The control again after the page may have drawn itself anew: the one of the same kind and name, in a dialog if it was. */
async function genfind(page: Page, kontrol: Kontrol): Promise<Kontrol | undefined> {
  return (await kontroller(page)).find((k) => k.slags === kontrol.slags && k.navn === kontrol.navn && k.iDialog === kontrol.iDialog);
}

async function aabn(page: Page, url: string, net: Awaited<ReturnType<typeof overvaag>>) {
  await page.goto(url);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await net.stille();
}

/** Back on the screen as opened, no dialog open: opened anew when a control led away or opened a dialog. */
async function sikr(page: Page, url: string, net: Awaited<ReturnType<typeof overvaag>>) {
  const her = new URL(page.url());
  if (her.pathname + her.search !== url || (await page.locator('[role="dialog"]').count()) > 0) await aabn(page, url, net);
  net.siden();
}

/** Whether a path is the route pattern's, a `:param` any one segment. */
function matcher(rute: string, sti: string): boolean {
  const a = rute.split('/').filter(Boolean);
  const b = decodeURIComponent(sti).split('/').filter(Boolean);
  return a.length === b.length && a.every((del, i) => del.startsWith(':') || del.toLowerCase() === b[i]?.toLowerCase());
}

describe('every enabled control on an admin screen is one the role may use (engine/roller.ts, as the server checks)', () => {
  it('opens every admin screen of the route table', () => {
    expect(adminRuter().length).toBeGreaterThan(10);
    for (const rute of adminRuter()) expect(adresse(rute), rute).not.toContain(':');
  });

  const fund = new Map<StaffRolle, Fund>();
  it.each(roller)(
    '%s',
    async (rolle) => {
      const resultat = await gennemgaa(rolle);
      fund.set(rolle, resultat);
      expect(resultat.afvist).toEqual([]);
      expect(resultat.uprovet).toEqual([]);
    },
    600_000,
  );

  it("tried the Administrator's controls, and they asked the server for changes (held back), so the check had something to see", () => {
    const admin = fund.get('Administrator');
    expect(admin?.proevet).toBeGreaterThan(40);
    const aendringer = new Set(admin?.aendringer.map((f) => `${f.metode} ${f.sti.replace(/\/\d+$/, '/:id')}`));
    expect([...aendringer]).toEqual(expect.arrayContaining(['POST /api/ForudbetalingAdmin/HentForudfyldtEmailSkabel']));
  });
});
