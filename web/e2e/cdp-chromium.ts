import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { CHROMIUM, CHROMIUM_FLAG, kraevChromium } from './chromium';

type Haendelse = (params: Record<string, unknown>) => void;
export type Cookie = { name: string; value: string };

/** A page target in a fresh browser context, attached in its own session. */
export interface CdpSide {
  send<T = unknown>(metode: string, params?: object): Promise<T>;
  /** Calls `haandter` for each of the page's events named `metode`; returns the way to stop. */
  on(metode: string, haandter: Haendelse): () => void;
  /** Closes the page and its context, cookies and cache with it. */
  luk(): Promise<void>;
}

/**
 * Chromium driven over the DevTools protocol through a pipe, without Playwright, for measuring a
 * page's load (web/e2e/side-indlaesning.ts): a page it opens has only the domains its caller
 * enables. Playwright enables the Runtime domain on every page, and with it attached V8 records
 * every `new Error()`'s stack with lines and columns, re-parsing each function on the stack to
 * find them. React makes three errors as its module loads, so the whole of the app's first script
 * was parsed twice more: about 90 ms under a 4× slower CPU that no person's browser spends.
 */
export class CdpChromium {
  private naesteId = 0;
  private readonly svar = new Map<number, { metode: string; ok: (v: unknown) => void; fejl: (e: Error) => void }>();
  private readonly lyttere = new Set<{ session: string; metode: string; haandter: Haendelse }>();
  private rest = '';
  /** Chromium's last words on stderr, for the error when it goes. */
  private stderr = '';
  /** Set once Chromium or its pipe has gone: every command, waiting or new, fails with it. */
  private doed: Error | undefined;

  private constructor(
    private readonly proces: ChildProcess,
    private readonly profil: string,
  ) {
    const ind = proces.stdio[4] as Readable;
    // Decoded as one stream, so a character split between chunks stays whole.
    ind.setEncoding('utf8');
    ind.on('data', (del: string) => this.modtag(del));
    const fejl = proces.stderr!;
    fejl.setEncoding('utf8');
    fejl.on('data', (del: string) => (this.stderr = (this.stderr + del).slice(-2000)));
    proces.once('exit', (kode, signal) => this.doer(`Chromium lukkede (${signal ?? kode})`));
    proces.once('error', (e) => this.doer(`Chromium kunne ikke køre: ${e.message}`));
    for (const roer of [proces.stdio[3], ind]) roer?.on('error', (e: Error) => this.doer(`CDP-røret fejlede: ${e.message}`));
  }

  /** Debian's Chromium with the flags every browser test uses, speaking CDP on file descriptors 3 and 4. */
  static start(): CdpChromium {
    kraevChromium();
    const profil = mkdtempSync(join(tmpdir(), 'fond-cdp-'));
    const proces = spawn(CHROMIUM, [...CHROMIUM_FLAG, '--remote-debugging-pipe', `--user-data-dir=${profil}`, 'about:blank'], {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'],
    });
    return new CdpChromium(proces, profil);
  }

  /** A command to the browser, or with `session` to one of its pages; rejects with CDP's own message. */
  send<T = unknown>(metode: string, params: object = {}, session?: string): Promise<T> {
    if (this.doed) return Promise.reject(new Error(`${metode}: ${this.doed.message}`));
    const id = ++this.naesteId;
    return new Promise<T>((ok, fejl) => {
      this.svar.set(id, { metode, ok: ok as (v: unknown) => void, fejl });
      (this.proces.stdio[3] as Writable).write(`${JSON.stringify({ id, method: metode, params, sessionId: session })}\0`);
    });
  }

  /** A blank page in a new browser context (empty cache), holding `cookies` for `url`. */
  async nySide(url: string, cookies: Cookie[]): Promise<CdpSide> {
    const { browserContextId } = await this.send<{ browserContextId: string }>('Target.createBrowserContext', { disposeOnDetach: true });
    const lukKontekst = () => this.send('Target.disposeBrowserContext', { browserContextId });
    let targetId: string | undefined;
    try {
      await this.send('Storage.setCookies', { browserContextId, cookies: cookies.map((c) => ({ ...c, url })) });
      ({ targetId } = await this.send<{ targetId: string }>('Target.createTarget', { url: 'about:blank', browserContextId }));
      const { sessionId } = await this.send<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true });
      return {
        send: (metode, params) => this.send(metode, params, sessionId),
        on: (metode, haandter) => {
          const lytter = { session: sessionId, metode, haandter };
          this.lyttere.add(lytter);
          return () => this.lyttere.delete(lytter);
        },
        luk: async () => {
          for (const lytter of this.lyttere) if (lytter.session === sessionId) this.lyttere.delete(lytter);
          await this.send('Target.closeTarget', { targetId });
          await lukKontekst();
        },
      };
    } catch (fejl) {
      // Not left open by a page that never came: its context goes (and a page made in it with it).
      await lukKontekst().catch(() => undefined);
      throw fejl;
    }
  }

  /**
   * Asks the browser to close, as a person would, and kills it if it has not within 5 s; it writes
   * its profile until it has gone, so the folder goes after.
   */
  async close(): Promise<void> {
    if (this.proces.exitCode === null && this.proces.signalCode === null) {
      const lukket = new Promise((r) => this.proces.once('exit', r));
      const draebt = setTimeout(() => this.proces.kill('SIGKILL'), 5_000);
      await this.send('Browser.close').catch(() => this.proces.kill('SIGKILL'));
      await lukket;
      clearTimeout(draebt);
    }
    rmSync(this.profil, { recursive: true, force: true, maxRetries: 5 });
  }

  private doer(hvorfor: string) {
    if (this.doed) return;
    const sidst = this.stderr.trim().split('\n').slice(-3).join(' | ');
    this.doed = new Error(sidst ? `${hvorfor}: ${sidst}` : hvorfor);
    for (const { metode, fejl } of this.svar.values()) fejl(new Error(`Chromium lukkede før svaret på ${metode} (${this.doed.message})`));
    this.svar.clear();
  }

  /** Messages end in a NUL byte; a chunk may hold several or part of one, so only the new part is searched. */
  private modtag(tekst: string) {
    let fra = this.rest.length;
    this.rest += tekst;
    for (let slut = this.rest.indexOf('\0', fra); slut >= 0; slut = this.rest.indexOf('\0', fra)) {
      const besked = JSON.parse(this.rest.slice(0, slut)) as {
        id?: number;
        result?: unknown;
        error?: { message: string };
        method?: string;
        params?: Record<string, unknown>;
        sessionId?: string;
      };
      this.rest = this.rest.slice(slut + 1);
      fra = 0;
      if (besked.id !== undefined) {
        const venter = this.svar.get(besked.id);
        this.svar.delete(besked.id);
        if (besked.error) venter?.fejl(new Error(`${venter.metode}: ${besked.error.message}`));
        else venter?.ok(besked.result);
      } else {
        for (const { session, metode, haandter } of this.lyttere) {
          if (session === besked.sessionId && metode === besked.method) haandter(besked.params ?? {});
        }
      }
    }
  }
}
