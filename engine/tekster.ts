import type definitionerWeb from '../content/ui/definitioner-web.json';
import type studioArbejdsgange from '../content/ui/studio-arbejdsgange.json';
import type eksportWeb from '../content/ui/eksport-web.json';
import type arbejdsgange from '../content/ui/arbejdsgange.json';
import type arbejdsmangel from '../content/ui/arbejdsmangel.json';
import type arbejdsmangelAdminWeb from '../content/ui/arbejdsmangel-admin-web.json';
import type arbejdsmangelWeb from '../content/ui/arbejdsmangel-web.json';
import type formularerWeb from '../content/ui/formularer-web.json';
import type studioFormularer from '../content/ui/studio-formularer.json';
import type forudbetaling from '../content/ui/forudbetaling.json';
import type forudbetalingAdminWeb from '../content/ui/forudbetaling-admin-web.json';
import type forudbetalingWeb from '../content/ui/forudbetaling-web.json';
import type journaliseringWeb from '../content/ui/journalisering-web.json';
import type kladde from '../content/ui/kladde.json';
import type layout from '../content/ui/layout.json';
import type legacy from '../content/ui/legacy.json';
import type login from '../content/ui/login.json';
import type overblikWeb from '../content/ui/overblik-web.json';
import type problem from '../content/ui/problem.json';
import type proeve from '../content/ui/proeve.json';
import type web from '../content/ui/web.json';
import type studioTrin from '../content/ui/studio-trin.json';
import type webhooksWeb from '../content/ui/webhooks-web.json';
import type studioTekster from '../content/ui/studio-tekster.json';
import { indsaet } from './indsaet';

/** Every fixed text's key, from the files under content/ui/ (engine/alle-tekster.ts loads them all). */
export type TekstNoegle = keyof (typeof problem &
  typeof login &
  typeof legacy &
  typeof forudbetaling &
  typeof arbejdsmangel &
  typeof web &
  typeof layout &
  typeof forudbetalingWeb &
  typeof arbejdsmangelWeb &
  typeof forudbetalingAdminWeb &
  typeof arbejdsmangelAdminWeb &
  typeof journaliseringWeb &
  typeof arbejdsgange &
  typeof formularerWeb &
  typeof studioFormularer &
  typeof kladde &
  typeof webhooksWeb &
  typeof eksportWeb &
  typeof overblikWeb &
  typeof definitionerWeb &
  typeof studioTrin &
  typeof studioTekster &
  typeof studioArbejdsgange &
  typeof proeve);

/**
 * The texts loaded so far. The server loads every file (engine/alle-tekster.ts); the web app loads
 * each area's files with the area's chunk (web/src/app/…/tekster.ts), so a citizen's page carries
 * neither the secretariat's wording nor the server's messages.
 */
const katalog = new Map<string, string>();

/**
 * Where t() looks first: on the server, the fixed texts of the definitions live for the request
 * (server/definitioner/saet/indhold.ts), so a published wording holds without a restart. The web app
 * sets none and reads what its areas loaded.
 */
let kilde: ((noegle: string) => string | undefined) | undefined;

/** Sets the source t() asks before the loaded files (the server's live definitions). */
export function saetTekstkilde(fn: (noegle: string) => string | undefined): void {
  kilde = fn;
}

/** Adds content/ui files (key → Danish text) to the texts t() finds. */
export function tilfoejTekster(...filer: readonly Readonly<Record<string, string>>[]): void {
  for (const fil of filer) for (const [noegle, tekst] of Object.entries(fil)) katalog.set(noegle, tekst);
}

/**
 * A fixed Danish text (label, heading, message) by key, so wording is changed in content/ui
 * and not in components. `{navn}` placeholders are filled from vars. A key whose file has not been
 * loaded is a bug (an area that does not load the texts it shows), not a missing text.
 */
export function t(noegle: TekstNoegle, vars: Record<string, string | number> = {}): string {
  const tekst = kilde?.(noegle) ?? katalog.get(noegle);
  if (tekst === undefined) throw new Error(`The text "${noegle}" is not loaded: its content/ui file is not among its area's texts`);
  return indsaet(tekst, vars);
}

/**
 * True when a string names a loaded fixed text, e.g. a uiSchema option that may hold a key or plain
 * words: one the live definitions publish (a new key named by a new transition) counts too.
 */
export function erTekstNoegle(noegle: string): noegle is TekstNoegle {
  return kilde?.(noegle) !== undefined || katalog.has(noegle);
}
