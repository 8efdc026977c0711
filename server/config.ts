import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { laesTrustProxy, type TrustProxy } from './beskyttelse/klient-adresse';
import { demoSagerVedStart } from './demo-sager/ved-start';
import { PRIVATE_FILE, privateDirSync } from './store/private-files';
import { oidcAdminFraEnv, oidcBorgerFraEnv, type OidcAdmin, type OidcBorger } from './identity/oidc/indstillinger';

/** Every setting of the server; each comes from one environment variable (README, "Settings"). */
export interface Config {
  port: number;
  dataDir: string;
  /** PostgreSQL instead of the embedded lowdb store (DATABASE_URL). */
  databaseUrl: string | undefined;
  /** Where schemas/, workflows/ and content/ are read from (DEFINITIONS_DIR; the repository by default). */
  definitionsDir: string;
  contentDir: string;
  webDir: string;
  publicBaseUrl: string;
  production: boolean;
  sessionSecret: string;
  adminTokenTtlSeconds: number;
  /** How long an admin login lasts at most, refreshes included. */
  adminSessionAbsoluteHours: number;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  /** How long before a citizen session ends the page warns (SESSION_WARNING_SECONDS; 0: no warning). */
  sessionWarningSeconds: number;
  /** Days a draft is kept after its last change (DRAFT_RETENTION_DAYS). */
  draftRetentionDays: number;
  smtpUrl: string | undefined;
  cvrApiUrl: string | undefined;
  mailFrom: string;
  logLevel: string;
  /** Failed sign-ins per client address per minute. */
  loginRateLimitPerMinute: number;
  /** Failed sign-ins per staff account per quarter of an hour (LOGIN_ACCOUNT_FAILURES); service accounts are counted per address only. */
  loginAccountFailures: number;
  /** Which proxies' X-Forwarded-For tells the client's address (TRUST_PROXY). */
  trustProxy: TrustProxy;
  /** The MitID broker for citizens and companies (OIDC_BORGER_*); without it the demo login page. */
  oidcBorger: OidcBorger | undefined;
  /** The organisation's provider for the secretariat (OIDC_ADMIN_*); without it the demo password form. */
  oidcAdmin: OidcAdmin | undefined;
  /** A draft of the definitions is published by someone other than its author (DEFINITIONER_FIRE_OEJNE; false for a one-person fund). */
  definitionerFireOejne: boolean;
  /** The demo cases on a fresh store (DEMO_SAGER; by default on the embedded demo start, never in production): server/demo-sager. */
  demoSager: boolean;
}

const rod = resolve(import.meta.dirname, '..');

/** The repository, whose definition folders are the defaults. */
export const REPO_ROD = rod;

/** DEFINITIONS_DIR: a folder holding schemas/, workflows/ and content/ to run with instead of the repository's. */
export const definitionsDir = (env: NodeJS.ProcessEnv = process.env) => resolve(env['DEFINITIONS_DIR'] ?? rod);

/** CONTENT_DIR: texts, registers and demo data; the definitions' content/ unless set. */
export const contentDir = (env: NodeJS.ProcessEnv = process.env) => resolve(env['CONTENT_DIR'] ?? join(definitionsDir(env), 'content'));

/** DATA_DIR: where the embedded store keeps its records. */
export const dataMappe = (env: NodeJS.ProcessEnv = process.env) => resolve(env['DATA_DIR'] ?? join(rod, 'data'));

/** Reads the settings from the environment, with the defaults of a demo on one machine. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env['PORT'] ?? 3000);
  const dataDir = dataMappe(env);
  const production = env['NODE_ENV'] === 'production';
  const publicBaseUrl = (env['PUBLIC_BASE_URL'] ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    port,
    dataDir,
    databaseUrl: env['DATABASE_URL'] || undefined,
    definitionsDir: definitionsDir(env),
    contentDir: contentDir(env),
    webDir: resolve(env['WEB_DIR'] ?? join(rod, 'dist', 'web')),
    publicBaseUrl,
    production,
    sessionSecret: env['SESSION_SECRET'] ?? demoSecret(dataDir, production),
    adminTokenTtlSeconds: Number(env['ADMIN_TOKEN_TTL_SECONDS'] ?? 900),
    adminSessionAbsoluteHours: Number(env['ADMIN_SESSION_ABSOLUTE_HOURS'] ?? 12),
    sessionIdleMinutes: Number(env['SESSION_IDLE_MINUTES'] ?? 30),
    sessionAbsoluteHours: Number(env['SESSION_ABSOLUTE_HOURS'] ?? 12),
    sessionWarningSeconds: Number(env['SESSION_WARNING_SECONDS'] ?? 120),
    draftRetentionDays: positivtTal('DRAFT_RETENTION_DAYS', env['DRAFT_RETENTION_DAYS'] ?? '30'),
    smtpUrl: env['SMTP_URL'] || undefined,
    cvrApiUrl: env['CVR_API_URL'] || undefined,
    mailFrom: env['MAIL_FROM'] ?? 'Fondsportalen <noreply@fond.example.dk>',
    loginRateLimitPerMinute: positivtTal('LOGIN_RATE_LIMIT_PER_MINUTE', env['LOGIN_RATE_LIMIT_PER_MINUTE'] ?? '100'),
    loginAccountFailures: positivtTal('LOGIN_ACCOUNT_FAILURES', env['LOGIN_ACCOUNT_FAILURES'] ?? '10'),
    trustProxy: laesTrustProxy(env['TRUST_PROXY']),
    logLevel: env['LOG_LEVEL'] ?? (env['NODE_ENV'] === 'test' ? 'silent' : 'info'),
    oidcBorger: oidcBorgerFraEnv(env, publicBaseUrl, production),
    oidcAdmin: oidcAdminFraEnv(env, publicBaseUrl, production),
    definitionerFireOejne: sandtFalsk('DEFINITIONER_FIRE_OEJNE', env['DEFINITIONER_FIRE_OEJNE'] ?? 'true'),
    demoSager: demoSagerVedStart(env, production, env['DATABASE_URL'] || undefined),
  };
}

/** A setting that must be a number above 0; anything else stops the start with its name. */
function positivtTal(navn: string, vaerdi: string): number {
  const tal = Number(vaerdi);
  if (!Number.isFinite(tal) || tal <= 0) throw new Error(`${navn} skal være et tal over 0 (fik '${vaerdi}').`);
  return tal;
}

/** A setting that must be true or false; anything else stops the start with its name (a typo must not turn a safeguard off). */
function sandtFalsk(navn: string, vaerdi: string): boolean {
  if (vaerdi === 'true' || vaerdi === 'false') return vaerdi === 'true';
  throw new Error(`${navn} skal være true eller false (fik '${vaerdi}').`);
}

/** In demo mode a secret is generated once and kept under DATA_DIR, so sessions survive a restart. */
function demoSecret(dataDir: string, production: boolean): string {
  if (production) throw new Error('SESSION_SECRET skal være sat, når NODE_ENV=production.');
  const fil = join(dataDir, 'session-secret');
  try {
    return readFileSync(fil, 'utf8').trim();
  } catch {
    privateDirSync(dataDir);
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(fil, secret, { mode: PRIVATE_FILE, flag: 'wx' });
    return secret;
  }
}
