import definitionerWeb from '../content/ui/definitioner-web.json';
import studioArbejdsgange from '../content/ui/studio-arbejdsgange.json';
import eksportWeb from '../content/ui/eksport-web.json';
import arbejdsgange from '../content/ui/arbejdsgange.json';
import arbejdsmangel from '../content/ui/arbejdsmangel.json';
import arbejdsmangelAdminWeb from '../content/ui/arbejdsmangel-admin-web.json';
import arbejdsmangelWeb from '../content/ui/arbejdsmangel-web.json';
import formularerWeb from '../content/ui/formularer-web.json';
import studioFormularer from '../content/ui/studio-formularer.json';
import forudbetaling from '../content/ui/forudbetaling.json';
import forudbetalingAdminWeb from '../content/ui/forudbetaling-admin-web.json';
import forudbetalingWeb from '../content/ui/forudbetaling-web.json';
import journaliseringWeb from '../content/ui/journalisering-web.json';
import kladde from '../content/ui/kladde.json';
import layout from '../content/ui/layout.json';
import legacy from '../content/ui/legacy.json';
import login from '../content/ui/login.json';
import overblikWeb from '../content/ui/overblik-web.json';
import problem from '../content/ui/problem.json';
import proeve from '../content/ui/proeve.json';
import web from '../content/ui/web.json';
import studioTrin from '../content/ui/studio-trin.json';
import webhooksWeb from '../content/ui/webhooks-web.json';
import studioTekster from '../content/ui/studio-tekster.json';
import { tilfoejTekster } from './tekster';

/**
 * The server's (and the scripts') way to the fixed texts: every file under content/ui/ loaded.
 * Not for the web app, which loads each area's files with its chunk (lint forbids it there).
 */
tilfoejTekster(
  studioFormularer,
  problem,
  login,
  legacy,
  forudbetaling,
  arbejdsmangel,
  web,
  layout,
  forudbetalingWeb,
  arbejdsmangelWeb,
  forudbetalingAdminWeb,
  arbejdsmangelAdminWeb,
  journaliseringWeb,
  arbejdsgange,
  formularerWeb,
  kladde,
  webhooksWeb,
  eksportWeb,
  overblikWeb,
  definitionerWeb,
  studioTrin,
  studioTekster,
  studioArbejdsgange,
  proeve,
);

export { erTekstNoegle, saetTekstkilde, t, type TekstNoegle } from './tekster';
