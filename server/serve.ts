import { serve } from '@hono/node-server';
import { createApp } from './app';
import { configFromEnv } from './config';
import { defaultDeps } from './deps-default';
import { startKladdeOprydning } from './kladde/index';
import { createServices } from './services';

const deps = start();

/** Settings and storage; a refusal (a missing secret, a data directory in use) ends the process with its reason. */
function start() {
  try {
    return defaultDeps(configFromEnv());
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
const server = serve({ fetch: createApp(deps, services).fetch, port: config.port }, (info) => {
  deps.log.info({ port: info.port, dataDir: config.dataDir }, `Fondsportalen kører på ${config.publicBaseUrl}`);
  // Read the large collections now rather than on the first request that needs them.
  for (const navn of ['anmodninger', 'arbejdsmangel', 'kursusansoegninger', 'journal', 'mails']) void deps.store.collection(navn).all();
});
// Drafts are personal data kept only for a while: expired ones go at start and then daily.
const stopOprydning = startKladdeOprydning(deps, services.kladder);

// Every acknowledged write is already on disk; closing only stops taking new requests.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopOprydning();
    server.close(() => {
      void deps.mailer
        .ledig()
        .then(() => Promise.all([deps.store.close(), deps.ocr.luk()]))
        .then(() => process.exit(0));
    });
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
