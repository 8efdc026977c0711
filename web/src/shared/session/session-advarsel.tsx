import { lazy, Suspense, useEffect, useState } from 'react';
import type { SessionUdloeb } from '@contract/identitet';
import { sendTilLogin } from '../api/client';
import { hentLoginStatus } from '../api/login-status';
import { holdSessionILive } from '../api/session-keepalive';
import { SESSION_ADVARSEL_HAENDELSE } from './session-udloeb';

// The dialog brings react-bootstrap's Modal: loaded when it is needed, not with every citizen page.
const SessionAdvarselDialog = lazy(() => import('./session-advarsel-dialog').then((m) => ({ default: m.SessionAdvarselDialog })));

type Kontekst = 'loenmodtager' | 'virksomhed';

/** What the page shows: nothing, the warning until `slut` (client clock), or that the session has ended. */
export type Advarsel = { type: 'ingen' } | { type: 'advarer'; slut: number; kanForlaenges: boolean } | { type: 'udloebet' };

interface SessionAdvarselProps {
  kontekst: Kontekst;
  /** When the session ends, as the login status said it when it was read. */
  session: SessionUdloeb | undefined;
}

/**
 * Warns a logged-in citizen before the session ends (advarselFoer seconds before, 2 minutes by
 * default), in a dialog to stay logged in or log out. Before it warns it asks the server again: a
 * call of this or another tab may have moved the end, and asking does not. When the end cannot be
 * moved (the absolute limit), the dialog says so and offers to log in again; the form's draft is
 * saved at the warning, so the new login brings the person back to it.
 */
export function SessionAdvarsel({ kontekst, session }: SessionAdvarselProps) {
  const [advarsel, setAdvarsel] = useState<Advarsel>({ type: 'ingen' });
  const [ur] = useState(() => new SessionUr(setAdvarsel));

  useEffect(() => {
    ur.planlaeg(session);
    return () => ur.stop();
  }, [ur, session]);

  // When the warning has run out, a second after the end the server is asked: ended, or moved by another tab.
  const slut = advarsel.type === 'advarer' ? advarsel.slut : undefined;
  useEffect(() => {
    if (slut === undefined) return;
    const efter = setTimeout(() => void ur.tjek(), Math.max(0, slut - Date.now()) + 1000);
    return () => clearTimeout(efter);
  }, [ur, slut]);

  if (advarsel.type === 'ingen') return null;
  return (
    <Suspense fallback={null}>
      <SessionAdvarselDialog
        advarsel={advarsel}
        onForbliv={() => void holdSessionILive(kontekst).then(() => ur.tjek())}
        onLogIndIgen={() => sendTilLogin(kontekst)}
        onLuk={() => setAdvarsel({ type: 'ingen' })}
      />
    </Suspense>
  );
}

/** The timer before the warning, and what the server's answer means for it. */
class SessionUr {
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly vis: (advarsel: Advarsel) => void) {}

  /** Asks again advarselFoer seconds before the end the login status gave (never when the server warns 0 seconds before). */
  planlaeg(udloeb: SessionUdloeb | undefined): void {
    this.stop();
    if (udloeb && udloeb.advarselFoer > 0)
      this.timer = setTimeout(() => void this.tjek(), Math.max(0, (udloeb.udloeberOm - udloeb.advarselFoer) * 1000));
  }

  stop(): void {
    clearTimeout(this.timer);
  }

  /** What the server says now decides: ended, moved on by someone's activity, or ending soon. */
  async tjek(): Promise<void> {
    const status = await hentLoginStatus().catch(() => null);
    if (status === null) return;
    const nu = status.session;
    if (!status.type || !nu) {
      this.vis({ type: 'udloebet' });
    } else if (nu.udloeberOm > nu.advarselFoer) {
      this.vis({ type: 'ingen' });
      this.planlaeg(nu);
    } else {
      window.dispatchEvent(new Event(SESSION_ADVARSEL_HAENDELSE));
      this.vis({ type: 'advarer', slut: Date.now() + nu.udloeberOm * 1000, kanForlaenges: nu.kanForlaenges });
    }
  }
}
