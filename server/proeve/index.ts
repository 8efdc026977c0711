import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Hono, type MiddlewareHandler } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { matchedRoutes } from 'hono/route';
import { t } from '../../engine/alle-tekster';
import { sammeOprindelse } from '../beskyttelse/samme-oprindelse';
import type { AppDeps } from '../deps';
import { seedDemoSager } from '../demo-sager/index';
import { medSaet } from '../definitioner/saet/kontekst';
import { UdgivelseKonflikt, type Udkast } from '../definitioner/saet/lager';
import type { Filer, Saet } from '../definitioner/saet/filer';
import { deriveKey } from '../identity/keys';
import type { AdminEnv } from '../identity/middleware';
import { laesSigneretCookie, saetSigneretCookie } from '../identity/signeret-cookie';
import { ProblemFejl } from '../problem';
import { ruteNoegle } from '../rute';
import { iProeven, ruter, type Rute } from '../ruter';
import { tServer } from '../server-tekster';
import type { Services } from '../services';
import { privateDirSync } from '../store/private-files';
import { FileDocumentStore } from '../store/documents';
import { LowdbStore } from '../store/lowdb-store';
import { aktuelSandkasse, iSandkasse, type Sandkasse } from './sandkasse';
import { createSandkasser } from './sandkasser';

export { aktuelSandkasse, proevbarStore, proevbareDokumenter, REELLE_SAMLINGER } from './sandkasse';

const STOP_STI = '/proeve/stop';
const STOPPET_STI = '/proeve/stoppet';
const esc = (s: string) => s.replace(/[&<>"']/g, (x) => `&#${x.charCodeAt(0)};`);

/** How long a try-out lasts before the browser is back on the live definitions. */
const VARIGHED_MS = 8 * 60 * 60 * 1000;
/** Try-outs kept at once; the oldest sandbox goes first. */
const HOEJST = 20;

/** What the signed cookie says: the draft, the staff member who started the try-out, when it ends (ms). */
interface Proeve {
  udkast: string;
  af: string;
  udloeber: number;
}

/**
 * 'Prøv udkastet' (issue 37): a browser tries a draft of the definitions on the real screens. A signed,
 * HttpOnly cookie (the draft, who started it, until when) set only for those who may work on definitions
 * makes every request from that browser run on the draft's set (medSaet) and write to a sandbox of its own
 * (a store and documents in a temp folder, seeded with the demo cases), so nothing reaches real cases and
 * the real outboxes send nothing. Sessions, logins, definitions and drafts stay real (sandkasse.ts).
 */
export function createProeve(deps: AppDeps, services: Services) {
  const https = deps.config.publicBaseUrl.startsWith('https:');
  const cookieNavn = https ? '__Host-fondproeve' : 'fondproeve';
  const noegle = deriveKey(deps.config.sessionSecret, 'proeve');
  const sandkasser = createSandkasser<Sandkasse>((sandkasse, mappe) => {
    void sandkasse.then((s) => s.store.close()).finally(() => rmSync(mappe, { recursive: true, force: true }));
  }, HOEJST);
  // The sandboxes' folders, under the data dir: those a stopped or crashed server left are cleared at start, once older
  // than a try-out lasts (another instance on the same data dir may be using its younger ones).
  const rod = join(deps.config.dataDir, 'proever');
  // DATA_DIR's rule (store/private-files.ts): a try-out's cases hold CPR numbers and invoices too.
  privateDirSync(rod);
  for (const navn of readdirSync(rod)) {
    const mappe = join(rod, navn);
    if (statSync(mappe).mtimeMs < deps.now().getTime() - VARIGHED_MS) rmSync(mappe, { recursive: true, force: true });
  }
  /** One sandbox per draft and staff member: pressing 'Prøv udkastet' again goes on where the last try-out left off. */
  const sandkasseNoegle = (p: Proeve) => `${p.udkast}\0${p.af}`;
  const saet = new Map<string, Saet>();

  const laes = (c: Parameters<MiddlewareHandler>[0]): Proeve | undefined => {
    const vaerdi = laesSigneretCookie(c, cookieNavn, noegle);
    if (!vaerdi) return undefined;
    try {
      const p = JSON.parse(Buffer.from(vaerdi, 'base64url').toString('utf8')) as Proeve;
      return typeof p.udkast === 'string' && typeof p.af === 'string' && p.udloeber > deps.now().getTime() ? p : undefined;
    } catch {
      return undefined;
    }
  };

  /**
   * The draft's set: the files it would publish (definitionssaet.udkastetsFiler), made once per revision of the draft and
   * live version; undefined when live changed a file the draft changed too (the studio shows the conflict; the browser runs live).
   */
  async function udkastetsSaet(u: Udkast): Promise<Saet | undefined> {
    const live = await services.definitionssaet.live.hent();
    const noegle = `${u.id}\0${live.version}\0${JSON.stringify(u.revisioner)}`;
    let s = saet.get(noegle);
    if (!s) {
      glemUdkast(u.id);
      let filer: Filer;
      try {
        ({ filer } = await services.definitionssaet.udkastetsFiler(u));
      } catch (error) {
        if (error instanceof UdgivelseKonflikt) return undefined;
        throw error;
      }
      // The live version's number: the browser validators' addresses carry it, and each checks its schema's hash.
      s = { version: live.version, filer };
      if (saet.size >= HOEJST) saet.delete(saet.keys().next().value!);
      saet.set(noegle, s);
    }
    return s;
  }

  /** Forgets the sets made for a draft (an older revision, or a draft gone). */
  const glemUdkast = (id: string) => {
    for (const k of saet.keys()) if (k.startsWith(`${id}\0`)) saet.delete(k);
  };

  /** A try-out's sandbox, made on its first request, with the demo cases made as real ones are (the course register seeds itself there). */
  function nySandkasse(): { sandkasse: Promise<Sandkasse>; mappe: string } {
    const mappe = mkdtempSync(join(rod, 'p-'));
    const sandkasse: Sandkasse = { store: new LowdbStore(mappe), documents: new FileDocumentStore(mappe) };
    const klar = iSandkasse(sandkasse, async () => {
      try {
        await seedDemoSager(deps, (sti, init) => Promise.resolve(appRef.app!.request(sti, init)), { altid: true });
      } catch (error) {
        // Without the demo logins (OpenID in use) the try-out starts without demo cases.
        deps.log.warn({ err: error }, 'prøve: demo-sagerne kunne ikke oprettes i sandkassen');
      }
      return sandkasse;
    });
    return { sandkasse: klar, mappe };
  }

  const appRef: { app?: Hono } = {};

  /** Whether the route this request reaches runs in the try-out (server/ruter.ts iProeven); a path no route serves does, as the web app's pages. */
  const paaSagsskaerm = (c: Parameters<MiddlewareHandler>[0]): boolean => {
    for (const r of matchedRoutes(c)) {
      // A sub-app with an error handler of its own hands its routes to the app wrapped, the route's own handler kept beside.
      const noegle = ruteNoegle(r.handler) ?? ruteNoegle((r.handler as { __COMPOSED_HANDLER?: unknown }).__COMPOSED_HANDLER);
      if (noegle) return iProeven(ruter[noegle] as Rute);
    }
    return true;
  };

  /** Runs a request from a browser in a try-out on the draft and in its sandbox; any other cookie (forged, expired, a draft gone) is ignored. */
  const middleware: MiddlewareHandler = async (c, next) => {
    const p = laes(c);
    const u = p && (await services.definitionssaet.lager.hentUdkast(p.udkast));
    if (p && !u) glemUdkast(p.udkast);
    if (!p || !u) return next();
    c.set('proeve' as never, { udkast: u.id, titel: u.titel } as never);
    // The studio's own routes (publishing, the workflows' case counts, texts ...) act on the real cases and the live set.
    if (!paaSagsskaerm(c)) return next();
    const s = await udkastetsSaet(u);
    if (!s) {
      c.set('proeve' as never, undefined as never);
      return next();
    }
    await sandkasser.brug(sandkasseNoegle(p), nySandkasse, (sandkasse) => medSaet(s, () => iSandkasse(sandkasse, next)));
  };

  /** 'Stop prøven': the try-out's sandbox goes with it. */
  const stop = (c: Parameters<MiddlewareHandler>[0]) => {
    const p = laes(c);
    if (p) sandkasser.smid(sandkasseNoegle(p));
  };

  const routes = new Hono<AdminEnv>();
  routes.post('/Definitioner/Udkast/:id/Proev', services.rute('POST /api/Definitioner/Udkast/:id/Proev'), async (c) => {
    const u = await services.definitionssaet.lager.hentUdkast(c.req.param('id'));
    if (!u) throw new ProblemFejl({ status: 404, title: tServer('definitionssaet.udkastIkkeFundet') });
    const p: Proeve = { udkast: u.id, af: c.var.admin.brugernavn, udloeber: deps.now().getTime() + VARIGHED_MS };
    saetSigneretCookie(c, cookieNavn, Buffer.from(JSON.stringify(p)).toString('base64url'), noegle, {
      httpOnly: true,
      sameSite: 'Lax',
      secure: https,
      path: '/',
      maxAge: VARIGHED_MS / 1000,
    });
    deps.log.info({ udkast: u.id, af: p.af }, 'prøve: startet');
    return c.json({ udkast: u.id, titel: u.titel }, 201);
  });
  routes.get('/Proeve', services.rute('GET /api/Proeve'), (c) => {
    const proeve = c.get('proeve' as never) as { udkast: string; titel: string } | undefined;
    return proeve ? c.json(proeve) : c.body(null, 204);
  });
  /** The banner every web app page of a try-out carries, drawn by the server before the app (so no page's script grows): the draft and 'Stop prøven'. */
  const banner = (c: Parameters<MiddlewareHandler>[0]): string | undefined => {
    const proeve = c.get('proeve' as never) as { titel: string } | undefined;
    if (!proeve) return undefined;
    return (
      `<div class="alert alert-warning rounded-0 mb-0 py-2" role="region" aria-label="${esc(t('proeve.region'))}">` +
      `<div class="container d-flex flex-wrap gap-2 align-items-center justify-content-between">` +
      `<p class="mb-0"><strong>${esc(t('proeve.banner', { titel: proeve.titel }))}</strong></p>` +
      `<form method="post" action="${STOP_STI}" class="m-0"><button type="submit" class="btn btn-sm btn-dark">${esc(t('proeve.stop'))}</button></form>` +
      `</div></div>`
    );
  };

  // 'Stop prøven' from the banner: a form's POST (no script), back to the page it was pressed on. In two steps: the page
  // left saves its form's draft as it goes (pagehide, use-kladde.ts), and that save must still carry the try-out's cookie,
  // or the try-out's draft would land among the real ones. So the POST answers a page of its own, which the left page's
  // save is sent before, and only that page's next address ends the try-out.
  const stopSide = new Hono();
  const tilbage = (c: Parameters<MiddlewareHandler>[0], adresse: string | undefined) => {
    try {
      const url = new URL(adresse ?? '/app', c.req.url);
      const sti = `${url.pathname}${url.search}`;
      return url.origin === new URL(c.req.url).origin && /^\/app(\/|\?|$)/.test(sti) ? sti : '/app';
    } catch {
      return '/app';
    }
  };
  stopSide.post(STOP_STI, sammeOprindelse({ publicBaseUrl: deps.config.publicBaseUrl }), services.rute('POST /proeve/stop'), (c) => {
    const videre = `${STOPPET_STI}?til=${encodeURIComponent(tilbage(c, c.req.header('Referer')))}`;
    return c.html(
      `<!doctype html><html lang="da"><head><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=${esc(videre)}">` +
        `<title>${esc(t('proeve.stop'))}</title></head><body><main><p><a href="${esc(videre)}">${esc(t('proeve.stopper'))}</a></p></main></body></html>`,
      200,
      { 'Cache-Control': 'no-store' },
    );
  });
  stopSide.get(STOPPET_STI, services.rute('GET /proeve/stoppet'), (c) => {
    stop(c);
    deleteCookie(c, cookieNavn, { path: '/', secure: https });
    return c.redirect(tilbage(c, c.req.query('til')), 303);
  });

  routes.delete('/Proeve', services.rute('DELETE /api/Proeve'), (c) => {
    stop(c);
    deleteCookie(c, cookieNavn, { path: '/', secure: https });
    return c.body(null, 204);
  });

  return {
    middleware,
    routes,
    stopSide,
    banner,
    /** The app the sandbox's demo cases are made through (set once the app is built). */
    kendApp: (app: Hono) => {
      appRef.app = app;
    },
    /** Whether this request runs in a try-out. */
    iProeve: () => aktuelSandkasse() !== undefined,
  };
}
