import { serve } from '@hono/node-server';
import { createApp } from './app';
import { configFromEnv } from './config';
import { defaultDeps } from './deps-default';
import { udfyldKravEnGang } from './forudbetaling/udfyld-krav';
import { startKladdeOprydning } from './kladde/index';
import { createOprydning } from './oprydning';
import { createServices } from './services';
import { seedDemoSager } from './demo-sager/index';
import { medSaet } from './definitioner/saet/kontekst';
import { LowdbStore } from './store/lowdb-store';
import { migrerVedStart } from './store/postgres/skema';
import { PgStore } from './store/postgres/pg-store';

const deps = await start();

/** Settings, storage and (on PostgreSQL) migrations; a refusal (a missing secret, a data directory in use, a database out of reach) ends the process with its reason. */
async function start() {
  // What the server writes is its own: the files under DATA_DIR set their modes (store/private-files.ts),
  // and this keeps anything else it writes (a library's file) from others too.
  process.umask(0o077);
  try {
    const deps = defaultDeps(configFromEnv());
    if (deps.store instanceof PgStore) await migrerVedStart(deps.store.pool);
    // The embedded store's counterpart of migration 0004, before any request can claim an application.
    else await udfyldKravEnGang(deps.store);
    return deps;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
const { config } = deps;

// The demo logins let anyone in as anyone: production needs the real ones.
const demoIProduktion = [
  ...(config.oidcAdmin || !deps.admins.harDemoKonti()
    ? []
    : ['Demo-adgangskoder må ikke bruges i produktion (NODE_ENV=production); sæt OIDC_ADMIN_ISSUER.']),
  ...(config.oidcBorger
    ? []
    : ['Demo-login for borgere og virksomheder må ikke bruges i produktion (NODE_ENV=production); sæt OIDC_BORGER_ISSUER.']),
];
if (config.production && demoIProduktion.length > 0) {
  for (const grund of demoIProduktion) deps.log.fatal(grund);
  process.exit(1);
}

const services = createServices(deps);
// The definition set: the release's files are version 1 on a first start; a later release's changes are published while
// nobody has published through the API since, and otherwise arrive as a draft (server/definitioner/saet/lager.ts frigiv).
await services.definitionssaet.frigiv();
services.definitionssaet.live.start();
// Each workflow and schema version the portal runs with (the live set's) is stored before the first case can use it.
await medSaet(await services.definitionssaet.live.hent(), () => services.definitioner.gemVersioner());
const app = createApp(deps, services);
// A fresh demo start comes with cases to look at (server/demo-sager; DEMO_SAGER), made through the app's own API before it listens.
try {
  const antal = await seedDemoSager(deps, (sti, init) => Promise.resolve(app.request(sti, init)));
  if (antal > 0) deps.log.info({ antal }, 'demo-sager oprettet');
} catch (error) {
  deps.log.error({ err: error }, 'demo-sagerne kunne ikke oprettes');
}
const oprydning = createOprydning(deps);
const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
  deps.log.info(
    { port: info.port, dataDir: config.dataDir, postgres: Boolean(config.databaseUrl) },
    `Fondsportalen kører på ${config.publicBaseUrl}`,
  );
  deps.mailer.start();
  deps.webhooks.start();
  void oprydning.start();
  // The embedded store reads its large collections now rather than on the first request that needs them; PostgreSQL holds none.
  if (deps.store instanceof LowdbStore)
    for (const navn of ['anmodninger', 'arbejdsmangel', 'kursusansoegninger', 'journal', 'mails', 'daekninger'])
      void deps.store.collection(navn).all();
});
// Drafts are personal data kept only for a while: expired ones go at start and then daily.
const stopOprydning = startKladdeOprydning(deps, services.kladder);

// Every acknowledged write is already durable; closing only stops taking new requests.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopOprydning();
    server.close(() => {
      deps.mailer.stop();
      deps.webhooks.stop();
      oprydning.stop();
      services.definitionssaet.live.stop();
      void Promise.all([deps.mailer.ledig(), deps.webhooks.ledig()])
        .then(() => Promise.all([deps.store.close(), deps.ocr.luk()]))
        .then(() => process.exit(0));
    });
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
