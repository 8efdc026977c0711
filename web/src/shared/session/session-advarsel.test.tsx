import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendTilLogin } from '../api/client';
import { SessionAdvarsel } from './session-advarsel';
import { SESSION_ADVARSEL_HAENDELSE } from './session-udloeb';

vi.mock('../api/client', async (original) => ({ ...(await original<typeof import('../api/client')>()), sendTilLogin: vi.fn() }));

const IDLE_MS = 30 * 60_000;

/** The server's session as the page meets it: ends IDLE_MS after the last keepalive, or at `absolut`. */
function server({ absolut = Infinity }: { absolut?: number } = {}) {
  const tilstand = { slut: Date.now() + IDLE_MS, keepalives: 0 };
  const fetchMock = vi.fn<typeof fetch>((input) => {
    const sti = String(input);
    const nu = Date.now();
    const slut = Math.min(tilstand.slut, absolut);
    if (sti === '/sessionkeepalive') {
      tilstand.keepalives++;
      if (nu <= slut) tilstand.slut = nu + IDLE_MS;
      return Promise.resolve(new Response(null, { status: 204 }));
    }
    if (sti === '/api/loginStatus.aspx') {
      const data =
        nu > slut
          ? { type: null, navn: null }
          : {
              type: 'loenmodtager',
              navn: 'Mette Jensen',
              session: { udloeberOm: Math.floor((slut - nu) / 1000), advarselFoer: 120, kanForlaenges: tilstand.slut < absolut },
            };
      return Promise.resolve(new Response(JSON.stringify({ data }), { status: 200 }));
    }
    return Promise.resolve(new Response(JSON.stringify({ title: 'Ikke fundet', status: 404 }), { status: 404 }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return tilstand;
}

function vis(session = { udloeberOm: IDLE_MS / 1000, advarselFoer: 120, kanForlaenges: true }) {
  render(
    <>
      <button type="button">Udfyld formularen</button>
      <SessionAdvarsel kontekst="loenmodtager" session={session} />
    </>,
  );
  screen.getByRole('button', { name: 'Udfyld formularen' }).focus();
}

const vent = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const dialog = () => screen.queryByRole('dialog');

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.mocked(sendTilLogin).mockClear();
});

describe('the warning before a citizen session ends', () => {
  it('appears two minutes before the end, in Danish, with focus inside, counts down, and "Forbliv logget ind" keeps the session', async () => {
    const tilstand = server();
    const gemNu = vi.fn();
    window.addEventListener(SESSION_ADVARSEL_HAENDELSE, gemNu);
    vis();

    await vent(IDLE_MS - 121_000);
    expect(dialog()).toBeNull();
    await vent(2000);
    const advarsel = await screen.findByRole('dialog', { name: 'Du bliver snart logget ud' });
    expect(advarsel).toHaveAccessibleDescription(/Om 2 minutter bliver du logget ud/);
    expect(advarsel).toHaveTextContent('gemt som kladde');
    // The form was told to save its draft now.
    expect(gemNu).toHaveBeenCalledTimes(1);
    window.removeEventListener(SESSION_ADVARSEL_HAENDELSE, gemNu);
    await vi.waitFor(() => expect(advarsel.contains(document.activeElement)).toBe(true));

    await vent(70_000);
    // Real time moves the fake clock on a little too (shouldAdvanceTime), so a second either way.
    expect(advarsel).toHaveTextContent(/Om (48|49) sekunder bliver du logget ud/);

    // With the keyboard alone: Tab to the button and Enter.
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const forbliv = screen.getByRole('button', { name: 'Forbliv logget ind' });
    while (document.activeElement !== forbliv) await user.tab();
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(dialog()).toBeNull());
    expect(tilstand.keepalives).toBe(1);
    expect(screen.getByRole('button', { name: 'Udfyld formularen' })).toHaveFocus();

    // The old end passes without a word; the next warning comes two minutes before the new end.
    await vent(IDLE_MS - 120_000 - 5000);
    expect(dialog()).toBeNull();
    await vent(6000);
    expect(await screen.findByRole('dialog', { name: 'Du bliver snart logget ud' })).toBeInTheDocument();
  });

  it('stays quiet when activity (here or in another tab) moved the end, and asks the server again without extending', async () => {
    const tilstand = server();
    vis();
    await vent(10 * 60_000);
    tilstand.slut = Date.now() + IDLE_MS;
    await vent(IDLE_MS - 10 * 60_000 - 110_000);
    expect(dialog()).toBeNull();
    expect(tilstand.keepalives).toBe(0);
    await vent(10 * 60_000 + 1000);
    expect(await screen.findByRole('dialog', { name: 'Du bliver snart logget ud' })).toBeInTheDocument();
  });

  it('never warns when the server says 0 seconds before (SESSION_WARNING_SECONDS=0)', async () => {
    const tilstand = server();
    vis({ udloeberOm: IDLE_MS / 1000, advarselFoer: 0, kanForlaenges: true });
    await vent(IDLE_MS + 60_000);
    expect(dialog()).toBeNull();
    expect(tilstand.keepalives).toBe(0);
    expect(vi.mocked(fetch)).not.toHaveBeenCalled();
  });

  it('takes Escape as staying logged in', async () => {
    const tilstand = server();
    vis();
    await vent(IDLE_MS - 119_000);
    await screen.findByRole('dialog', { name: 'Du bliver snart logget ud' });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await vi.waitFor(() => expect(dialog()?.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(dialog()).toBeNull());
    expect(tilstand.keepalives).toBe(1);
  });

  it('says when the session cannot be extended and offers to log in again, back to this page', async () => {
    server({ absolut: Date.now() + 10 * 60_000 });
    vis({ udloeberOm: 600, advarselFoer: 120, kanForlaenges: false });
    await vent(8 * 60_000 + 1000);
    const advarsel = await screen.findByRole('dialog', { name: 'Du bliver snart logget ud' });
    expect(advarsel).toHaveTextContent('du kan ikke forblive logget ind længere');
    expect(screen.queryByRole('button', { name: 'Forbliv logget ind' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Log ud' })).toBeInTheDocument();
    await userEvent
      .setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
      .click(screen.getByRole('button', { name: 'Log ind igen' }));
    expect(sendTilLogin).toHaveBeenCalledWith('loenmodtager');
  });

  it('says the session has ended when the warning runs out, and offers the login', async () => {
    server();
    vis();
    await vent(IDLE_MS - 119_000);
    await screen.findByRole('dialog', { name: 'Du bliver snart logget ud' });
    await vent(121_000);
    const udloebet = await screen.findByRole('dialog', { name: 'Du er blevet logget ud' });
    expect(udloebet).toHaveAccessibleDescription(/Din session er udløbet\. Log ind igen for at fortsætte, hvor du slap\./);
    await userEvent
      .setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
      .click(screen.getByRole('button', { name: 'Log ind igen' }));
    expect(sendTilLogin).toHaveBeenCalledWith('loenmodtager');
  });
});
