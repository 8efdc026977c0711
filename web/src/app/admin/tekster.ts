import arbejdsgange from '@content/ui/arbejdsgange.json';
import arbejdsmangelAdminWeb from '@content/ui/arbejdsmangel-admin-web.json';
import arbejdsmangelWeb from '@content/ui/arbejdsmangel-web.json';
import arbejdsmangel from '@content/ui/arbejdsmangel.json';
import definitionerWeb from '@content/ui/definitioner-web.json';
import studioArbejdsgange from '@content/ui/studio-arbejdsgange.json';
import eksportWeb from '@content/ui/eksport-web.json';
import formularerWeb from '@content/ui/formularer-web.json';
import studioFormularer from '@content/ui/studio-formularer.json';
import forudbetalingAdminWeb from '@content/ui/forudbetaling-admin-web.json';
import forudbetalingWeb from '@content/ui/forudbetaling-web.json';
import forudbetaling from '@content/ui/forudbetaling.json';
import journaliseringWeb from '@content/ui/journalisering-web.json';
import login from '@content/ui/login.json';
import overblikWeb from '@content/ui/overblik-web.json';
import studioTrin from '@content/ui/studio-trin.json';
import proeve from '@content/ui/proeve.json';
import webhooksWeb from '@content/ui/webhooks-web.json';
import studioTekster from '@content/ui/studio-tekster.json';
import { tilfoejTekster } from '@engine/tekster';

// The secretariat's texts, loaded with its area's chunk (engine/tekster.ts): its own, and the
// citizens' too, as it handles their cases and previews their forms (their widgets name their texts),
// and the roles' names (login.json, shared with the server's login pages).
tilfoejTekster(
  forudbetalingAdminWeb,
  arbejdsmangelAdminWeb,
  formularerWeb,
  arbejdsgange,
  journaliseringWeb,
  forudbetalingWeb,
  forudbetaling,
  arbejdsmangelWeb,
  arbejdsmangel,
  login,
  webhooksWeb,
  eksportWeb,
  overblikWeb,
  definitionerWeb,
  studioTrin,
  studioTekster,
  studioFormularer,
  studioArbejdsgange,
  proeve,
);
