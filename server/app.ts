import { eksportRoutes } from './eksport/ruter';
import { Hono } from 'hono';
import { workflowRoutes } from './workflows/index';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { t } from '../engine/alle-tekster';
import type { AppDeps } from './deps';
import { arbejdsmangelRoutes } from './arbejdsmangel/index';
import { arbejdsmangelAdminRoutes } from './arbejdsmangel-admin/index';
import { cvrOpslagRoutes } from './cvr/index';
import { forudbetalingRoutes } from './forudbetaling/index';
import { adminOpslagRoutes, forudbetalingAdminRoutes } from './forudbetaling-admin/index';
import { adminAuthRoutes } from './identity/admin-auth';
import { loginRoutes } from './identity/login';
import { adminOidcRoutes } from './identity/oidc/admin';
import { createBorgerOidc, ingenBorgerOidc } from './identity/oidc/borger';
import { createLoginFlows } from './identity/oidc/login-flows';
import { journaliseringRoutes } from './journalisering/index';
import { kladdeRoutes } from './kladde/index';
import { outlookTilfoejelseRoutes, TILFOEJELSE_STI } from './journalisering/tilfoejelse';
import { loenmodtagerSider } from './legacy/loenmodtager';
import { createNyadminAdgang } from './nyadmin/adgang';
import { nyadminAdgangRoutes, nyadminSider } from './nyadmin/index';
import { ocrRoutes } from './ocr/index';
import { openApiRoutes } from './openapi/index';
import { overblikRoutes } from './overblik/index';
import { klientAdresse } from './beskyttelse/klient-adresse';
import { rateLimit } from './beskyttelse/rate-limit';
import { sammeOprindelse } from './beskyttelse/samme-oprindelse';
import { createServices, type Services } from './services';
import { ProblemFejl, problemSvar } from './problem';
import { securityHeaders } from './security-headers';
import { webRoutes } from './static';
import { forsideFor } from '../engine/app-ruter';
import { tekstRoutes } from './tekst/index';
import { ikkeFundet } from './legacy/ikke-fundet';
import { temaRoutes } from './tema/index';
import { webValidatorRoutes } from './definitioner/saet/web-validator-rute';
import { webAendringer } from './definitioner/saet/web-aendringer';
import { byggetSaet } from './definitioner/saet/bygget';
import { webhookRoutes } from './webhooks/index';
import { definitionssaetRoutes } from './definitioner/saet/ruter';
import { medSaet } from './definitioner/saet/kontekst';
import { uiTekst } from './definitioner/saet/indhold';
import { saetTekstkilde } from '../engine/alle-tekster';
import { createProeve } from './proeve/index';

// A 10 MB invoice grows by a third as base64 in a data URI; the rest of the body is small.
export const MAX_BODY_BYTES = Math.ceil((10 * 1024 * 1024 * 4) / 3) + 256 * 1024;

/** The whole HTTP surface: the API of SPEC §7, the login pages and the built web app. */
export function createApp(deps: AppDeps, services: Services = createServices(deps)) {
  const app = new Hono();
  const nyadminAdgang = createNyadminAdgang(deps, services.tokens);
  const loginFlows = createLoginFlows(deps);
  const { oidcBorger, oidcAdmin } = deps.config;
  const mitId = oidcBorger && createBorgerOidc(deps, oidcBorger, services.sessions, loginFlows);

  app.use(
    securityHeaders(
      (path) => path === TILFOEJELSE_STI || (path.startsWith(`${TILFOEJELSE_STI}/`) && !path.endsWith('.xml')),
      oidcBorger ? [oidcBorger.issuer.origin] : [],
    ),
  );
  app.use('/api/*', async (c, next) => {
    const start = performance.now();
    await next();
    c.header('Cache-Control', c.res.headers.get('Cache-Control') ?? 'no-store');
    deps.log.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - start) }, 'api');
  });
  // Each request runs on the definitions live when it began (schemas, rules, workflows, texts, theme), to its end.
  saetTekstkilde(uiTekst);
  app.use('*', async (c, next) => medSaet(await services.definitionssaet.live.hent(), next));
  // A browser trying a draft ('Prøv udkastet') runs on the draft and in a sandbox of its own (server/proeve).
  const proeve = createProeve(deps, services);
  app.use('*', proeve.middleware);
  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => problemSvar(c, { status: 413, title: t('problem.forStor') }),
    }),
  );

  // The routes a browser form posts to; the JSON API is out of a form's reach (it needs a JSON content type).
  const sammeSted = sammeOprindelse({ publicBaseUrl: deps.config.publicBaseUrl });
  for (const sti of ['/fonditlogin', '/log-ind', '/log-ud', '/api/auth/oidc', '/api/auth/oidc/outlook-kode']) app.post(sti, sammeSted);

  // Failed sign-ins are counted per client address and per staff account (beskyttelse/login-forsoeg.ts).
  for (const sti of [
    '/fonditlogin',
    '/log-ind',
    '/api/auth/token',
    '/api/auth/refresh',
    '/api/auth/oidc',
    '/api/auth/oidc/outlook-kode',
    '/api/auth/oidc/outlook',
  ])
    app.post(sti, services.loginForsoeg.graense);
  // Starting an OpenID login stores its state; so every start is counted, per client address.
  const startGraense = rateLimit({
    max: deps.config.loginRateLimitPerMinute,
    windowMs: 60_000,
    now: deps.now,
    store: deps.store,
    noegle: (c) => `start:${klientAdresse(c, deps.config.trustProxy)}`,
  });
  if (oidcBorger) for (const sti of ['/fonditlogin', '/log-ind']) app.get(sti, startGraense);
  if (oidcAdmin) app.get('/auth/admin/login', startGraense);

  app.route('/', loginRoutes(deps, services.sessions, services.side, mitId));
  app.route('/', mitId ? mitId.routes : ingenBorgerOidc());
  app.route('/', adminOidcRoutes(deps, services.tokens, loginFlows, services.rute));
  app.route('/', loenmodtagerSider(deps, services));
  app.route('/api', openApiRoutes(services.side));
  app.route('/api/auth', adminAuthRoutes(deps, services));
  app.route('/api/Tekst', tekstRoutes(services));
  app.route('/api/Forudbetaling', forudbetalingRoutes(deps, services));
  app.route('/api/CvrOpslag', cvrOpslagRoutes(deps, services));
  app.route('/api/OcrFaktura', ocrRoutes(deps, services));
  app.route('/api/ArbejdsmangelAnsoegning', arbejdsmangelRoutes(deps, services));
  app.route('/api/Kladde', kladdeRoutes(deps, services));
  app.route('/api/ForudbetalingAdmin', forudbetalingAdminRoutes(deps, services));
  app.route('/api', adminOpslagRoutes(deps, services));
  app.route('/api/ArbejdsmangelAnsoegningAdmin', arbejdsmangelAdminRoutes(deps, services));
  app.route('/api/JournaliseringAdmin', journaliseringRoutes(deps, services));
  app.route('/api/Arbejdsgange', workflowRoutes(deps, services));
  app.route('/api/Overblik', overblikRoutes(deps, services));
  app.route('/api/Webhooks', webhookRoutes(deps, services));
  app.route('/api', proeve.routes);
  app.route('/', proeve.stopSide);
  app.route('/api/Definitioner', definitionssaetRoutes(deps, services));
  app.route('/api', eksportRoutes(services));
  app.route('/api/NyadminAdgang', nyadminAdgangRoutes(services, nyadminAdgang));
  app.route('/', nyadminSider(deps, services, nyadminAdgang));

  app.route('/', outlookTilfoejelseRoutes(deps));

  app.all('/api/*', (c) => problemSvar(c, { status: 404, title: t('problem.ikkeFundet'), detail: t('problem.ruteIkkeFundet') }));
  app.route('/', temaRoutes(deps));
  app.route('/', webValidatorRoutes(services.definitionssaet));
  app.route(
    '/',
    webRoutes(
      deps.config.webDir,
      deps.config.contentDir,
      async (c) => (await services.sessions.read(c))?.type,
      // Through the whole app, so the answer passes the same access checks as the browser's own call.
      async (c, sti) =>
        app.request(new URL(sti, c.req.url), { headers: { Cookie: c.req.header('Cookie') ?? '', Accept: 'application/json' } }, c.env),
      () => webAendringer(byggetSaet(deps.config.webDir, services.definitionssaet.frigivet)),
      proeve.banner,
    ),
  );
  // Any other address a person may type: the site's own page, not a bare text.
  app.notFound((c) => {
    const forside = forsideFor(c.req.path);
    return c.html(services.side(t('web.ikkeFundet.titel'), ikkeFundet(forside), { forside }), 404);
  });

  app.onError((error, c) => {
    if (error instanceof ProblemFejl) return problemSvar(c, error.problem, error.headers);
    if (error instanceof HTTPException && error.status === 400) {
      return problemSvar(c, { status: 400, title: t('problem.ugyldigJson') });
    }
    if (error instanceof HTTPException) return problemSvar(c, { status: error.status, title: error.message });
    deps.log.error({ err: error, path: c.req.path }, 'uventet fejl');
    return problemSvar(c, { status: 500, title: t('problem.serverfejl') });
  });

  proeve.kendApp(app);
  return app;
}
