import type { Page, Request } from 'playwright-core';
import { ruter } from '../../server/ruter';
import { maa, type StaffRolle } from '../../engine/roller';

/** A request the page made: method, path, and (for one that went through) the server's status. */
export interface Forespoergsel {
  metode: string;
  sti: string;
  status?: number;
}

const segmenter = (sti: string) => sti.split('/').filter(Boolean);

/** The admin route of server/ruter.ts a request goes to, if any: 'METHOD /path', a `:param` any one segment. */
export function adminRute(metode: string, sti: string): (typeof ruter)[keyof typeof ruter] | undefined {
  const dele = segmenter(sti);
  for (const [noegle, rute] of Object.entries(ruter)) {
    if (rute.adgang !== 'admin') continue;
    const [m = '', moenster = ''] = noegle.split(' ');
    const mDele = segmenter(moenster);
    if (m === metode && mDele.length === dele.length && mDele.every((del, i) => del.startsWith(':') || del === dele[i])) return rute;
  }
  return undefined;
}

/** Whether the server refuses the request to this role: its admin route's kind of work is not the role's (engine/roller.ts). */
export function afvises(rolle: StaffRolle, { metode, sti, status }: Forespoergsel): boolean {
  if (status === 403) return true;
  const rute = adminRute(metode, sti);
  return rute?.adgang === 'admin' && !maa([rolle], rute.arbejde);
}

/**
 * Watches the page's API requests. What changes something (any method but GET and HEAD, sign-in and
 * token refresh aside) is recorded and answered 503 without reaching the server, so a control can be
 * tried without changing a case; reads go through and are recorded with their status.
 */
export async function overvaag(page: Page): Promise<{ siden: () => Forespoergsel[]; stille: () => Promise<void> }> {
  const log: Forespoergsel[] = [];
  // The API requests under way, by when they began: one that never ends (a download) is let go after 5 s.
  const igang = new Map<Request, number>();
  const stiOf = (req: Request) => new URL(req.url()).pathname;
  page.on('request', (req) => {
    if (stiOf(req).startsWith('/api/')) igang.set(req, Date.now());
  });
  const faerdig = (req: Request) => igang.delete(req);
  page.on('requestfinished', faerdig);
  page.on('requestfailed', faerdig);
  page.on('response', (res) => {
    const req = res.request();
    if (stiOf(req).startsWith('/api/') && ['GET', 'HEAD'].includes(req.method()))
      log.push({ metode: req.method(), sti: stiOf(req), status: res.status() });
  });
  await page.route('**/api/**', async (route) => {
    const req = route.request();
    const sti = stiOf(req);
    if (['GET', 'HEAD'].includes(req.method()) || sti === '/api/auth/token' || sti === '/api/auth/refresh') return route.continue();
    log.push({ metode: req.method(), sti });
    return route.fulfill({ status: 503, contentType: 'application/problem+json', body: JSON.stringify({ title: 'Prøvet af testen' }) });
  });
  let fra = 0;
  return {
    /** The requests since the last call. */
    siden: () => {
      const nye = log.slice(fra);
      fra = log.length;
      return nye;
    },
    /** Waits until no API request has been under way for a moment, no spinner shows, and what fades in or out (a dialog) has done so. */
    stille: async () => {
      await page.waitForTimeout(30);
      let roligeSiden = Date.now();
      const frist = Date.now() + 10_000;
      while (Date.now() < frist) {
        const spinner = await page
          .evaluate(() => [...document.querySelectorAll('[role="status"]')].some((e) => e.textContent?.includes('Indlæser')))
          .catch(() => true);
        const aabne = [...igang.values()].filter((start) => Date.now() - start < 5_000).length;
        if (aabne > 0 || spinner) roligeSiden = Date.now();
        else if (Date.now() - roligeSiden >= 150) {
          await page
            .evaluate(() =>
              Promise.all(
                document
                  .getAnimations()
                  // A spinner turns for ever; what fades in or out ends.
                  .filter((a) => a.effect?.getTiming().iterations !== Infinity)
                  .map((a) => a.finished.catch(() => undefined)),
              ),
            )
            .catch(() => undefined);
          return;
        }
        await page.waitForTimeout(50);
      }
    },
  };
}

/** An enabled control on the page, as a person finds it: its kind, its name and, for a link, where it leads. */
export interface Kontrol {
  nr: number;
  slags: string;
  navn: string;
  href: string | null;
  /** In an open dialog (the topmost, when one opens over another), not on the page behind it. */
  iDialog: boolean;
  /** A form's submit or a primary button: what a dialog is for. */
  primaer: boolean;
}

/**
 * Every enabled, visible control in the page's main content and open dialogs, numbered in the
 * document's order (`data-kontrol` on each, so the test can click the one it means).
 */
export const kontroller = (page: Page): Promise<Kontrol[]> =>
  page.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement>('[data-kontrol]')) delete el.dataset['kontrol'];
    const valgt = 'a[href], button, input, select, textarea, [role="button"], [role="link"]';
    const omraader = [...document.querySelectorAll('main, [role="dialog"]')];
    // A dialog may sit inside main: each control once.
    const alle = new Set(omraader.flatMap((o) => [...o.querySelectorAll<HTMLElement>(valgt)]));
    return [...alle]
      .filter((el) => {
        const boks = el.getBoundingClientRect();
        const synlig = boks.width > 0 && boks.height > 0 && getComputedStyle(el).visibility !== 'hidden';
        return synlig && !(el as HTMLButtonElement).disabled && el.getAttribute('aria-disabled') !== 'true';
      })
      .map((el, nr) => {
        el.dataset['kontrol'] = String(nr);
        const input = el as HTMLInputElement;
        const slags = el.tagName === 'INPUT' ? `input[${input.type}]` : el.tagName.toLowerCase();
        const navn = (el.getAttribute('aria-label') ?? el.textContent ?? input.labels?.[0]?.textContent ?? input.name ?? '')
          .trim()
          .replace(/\s+/g, ' ');
        const dialoger = [...document.querySelectorAll('[role="dialog"]')];
        const iDialog = dialoger.length > 0 && el.closest('[role="dialog"]') === dialoger[dialoger.length - 1];
        const primaer = input.type === 'submit' || el.classList.contains('btn-primary') || el.classList.contains('btn-danger');
        return { nr, slags, navn, href: el instanceof HTMLAnchorElement ? el.href : null, iDialog, primaer };
      });
  });
