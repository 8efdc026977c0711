import { createArbejdsmangelAnsoegninger } from './arbejdsmangel/ansoegninger';
import { createDefinitionsregister } from './definitioner/register';
import type { AppDeps } from './deps';
import { createSendteMails } from './mail/sendte';
import { createAnmodninger } from './forudbetaling/anmodninger';
import { createOpretAnmodning } from './forudbetaling/opret';
import { createAdminTokens } from './identity/admin-tokens';
import { createSessions } from './identity/sessions';
import { createJournal } from './journalisering/journal';
import { createKladder } from './kladde/kladder';
import { createKursusansoegninger } from './kursusansoegning/kursusansoegninger';
import { createSide } from './side';
import { createTekster } from './tekst/tekster';

/** The domain services, made once per app and shared by the route groups that need them. */
export function createServices(deps: AppDeps) {
  const tekster = createTekster(deps);
  const anmodninger = createAnmodninger(deps);
  const kursusansoegninger = createKursusansoegninger(deps);
  const kladder = createKladder(deps, { anmodninger });
  const definitioner = createDefinitionsregister(deps);
  return {
    sessions: createSessions(deps),
    tokens: createAdminTokens(deps),
    tekster,
    anmodninger,
    kursusansoegninger,
    kladder,
    arbejdsmangel: createArbejdsmangelAnsoegninger(deps),
    /** The definitions' versions, and the workflow each case works on. */
    definitioner,
    journal: createJournal(deps),
    sendteMails: createSendteMails(deps),
    opretAnmodning: createOpretAnmodning(deps, { anmodninger, kursusansoegninger, tekster, kladder, definitioner }),
    /** The frame of the server's own pages. */
    side: createSide(deps, tekster),
  };
}

export type Services = ReturnType<typeof createServices>;
