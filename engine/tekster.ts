import arbejdsgange from '../content/ui/arbejdsgange.json';
import { indsaet } from './indsaet';
import forudbetaling from '../content/ui/forudbetaling.json';
import arbejdsmangel from '../content/ui/arbejdsmangel.json';
import arbejdsmangelWeb from '../content/ui/arbejdsmangel-web.json';
import arbejdsmangelAdminWeb from '../content/ui/arbejdsmangel-admin-web.json';
import forudbetalingAdminWeb from '../content/ui/forudbetaling-admin-web.json';
import forudbetalingWeb from '../content/ui/forudbetaling-web.json';
import formularerWeb from '../content/ui/formularer-web.json';
import journaliseringWeb from '../content/ui/journalisering-web.json';
import layout from '../content/ui/layout.json';
import kladde from '../content/ui/kladde.json';
import legacy from '../content/ui/legacy.json';
import login from '../content/ui/login.json';
import problem from '../content/ui/problem.json';
import web from '../content/ui/web.json';

/** The portal's fixed Danish wording, one file per area under content/ui/. */
const katalog = {
  ...problem,
  ...login,
  ...legacy,
  ...forudbetaling,
  ...arbejdsmangel,
  ...web,
  ...layout,
  ...forudbetalingWeb,
  ...arbejdsmangelWeb,
  ...forudbetalingAdminWeb,
  ...arbejdsmangelAdminWeb,
  ...journaliseringWeb,
  ...arbejdsgange,
  ...formularerWeb,
  ...kladde,
};

export type TekstNoegle = keyof typeof katalog;

/**
 * A fixed Danish text (label, heading, message) by key, so wording is changed in content/ui
 * and not in components. `{navn}` placeholders are filled from vars.
 */
export function t(noegle: TekstNoegle, vars: Record<string, string | number> = {}): string {
  return indsaet(katalog[noegle], vars);
}

/** True when a string names a fixed text, e.g. a uiSchema option that may hold a key or plain words. */
export function erTekstNoegle(noegle: string): noegle is TekstNoegle {
  return Object.hasOwn(katalog, noegle);
}
