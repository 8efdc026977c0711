import { createAdgang } from './adgang';
import { createArbejdsmangelAnsoegninger } from './arbejdsmangel/ansoegninger';
import { createEksportAdresser } from './eksport/adresse';
import { createEksportLog } from './eksport/eksport-log';
import { createDefinitionsregister } from './definitioner/register';
import { createDefinitionssaet } from './definitioner/saet/index';
import type { AppDeps } from './deps';
import { createSendteMails } from './mail/sendte';
import { createAnmodninger } from './forudbetaling/anmodninger';
import { createOpretAnmodning } from './forudbetaling/opret';
import { createLoginForsoeg } from './beskyttelse/login-forsoeg';
import { createAdminTokens } from './identity/admin-tokens';
import { createSessions } from './identity/sessions';
import { createJournal } from './journalisering/journal';
import { createKladder } from './kladde/kladder';
import { createKursusansoegninger } from './kursusansoegning/kursusansoegninger';
import { createRute } from './rute';
import { idempotens } from './idempotens';
import { createSide } from './side';
import { createTekster } from './tekst/tekster';

/** The domain services, made once per app and shared by the route groups that need them. */
export function createServices(deps: AppDeps) {
  const tekster = createTekster(deps);
  const anmodninger = createAnmodninger(deps);
  const kursusansoegninger = createKursusansoegninger(deps);
  const kladder = createKladder(deps, { anmodninger });
  const definitioner = createDefinitionsregister(deps);
  const sessions = createSessions(deps);
  const tokens = createAdminTokens(deps);
  const eksportAdresser = createEksportAdresser(deps, tokens);
  const { store, now, config } = deps;
  return {
    sessions,
    tokens,
    /** Failed sign-ins per client address and per staff account. */
    loginForsoeg: createLoginForsoeg({
      store,
      now,
      trustProxy: config.trustProxy,
      prAdresse: config.loginRateLimitPerMinute,
      prKonto: config.loginAccountFailures,
    }),
    /** A route's access and schemas from the route table: rute('METHOD /path'). */
    rute: createRute(createAdgang({ sessions, tokens, eksportAdresser }), idempotens(deps)),
    /** The short-lived addresses a browser downloads an export by. */
    eksportAdresser,
    /** Who exported which list when. */
    eksportLog: createEksportLog(deps),
    tekster,
    anmodninger,
    kursusansoegninger,
    kladder,
    arbejdsmangel: createArbejdsmangelAnsoegninger(deps),
    /** The definitions' versions, and the workflow each case works on. */
    definitioner,
    /** The definition set's versions and drafts, and the live version this instance serves. */
    definitionssaet: createDefinitionssaet(deps),
    journal: createJournal(deps),
    sendteMails: createSendteMails(deps),
    opretAnmodning: createOpretAnmodning(deps, { anmodninger, kursusansoegninger, tekster, kladder, definitioner }),
    /** The frame of the server's own pages. */
    side: createSide(tekster),
  };
}

export type Services = ReturnType<typeof createServices>;
