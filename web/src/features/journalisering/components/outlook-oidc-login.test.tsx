import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAdminTokens } from '../../../shared/api/admin-token';
import { OutlookOidcLogin } from './outlook-oidc-login';

type Haendelse = { message?: string; origin?: string; error?: number };

/**
 * A stand-in for Office.js's dialog API: `svar` decides what the dialog does once opened (send a
 * message, be closed), or `aabning` refuses to open it with an Office error code.
 */
function medOffice({ svar, aabning }: { svar?: (send: (type: string, arg: Haendelse) => void) => void; aabning?: number }) {
  const aabnet: string[] = [];
  const lukket = vi.fn();
  vi.stubGlobal('Office', {
    EventType: { DialogMessageReceived: 'dialogMessageReceived', DialogEventReceived: 'dialogEventReceived' },
    context: {
      requirements: { isSetSupported: () => true },
      ui: {
        displayDialogAsync(url: string, _options: object, callback: (r: object) => void) {
          aabnet.push(url);
          if (aabning) return callback({ status: 'failed', error: { code: aabning, message: 'nej' } });
          const handlers = new Map<string, (arg: Haendelse) => void>();
          callback({
            status: 'succeeded',
            value: { addEventHandler: (type: string, h: (arg: Haendelse) => void) => handlers.set(type, h), close: lukket },
          });
          setTimeout(() => svar?.((type, arg) => handlers.get(type)?.(arg)), 5);
        },
      },
    },
  });
  return { aabnet, lukket };
}

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function klikLogInd() {
  render(<OutlookOidcLogin />);
  await userEvent.click(screen.getByRole('button', { name: 'Log ind med arbejdskonto' }));
}

describe('the add-in signs in with the organisation account through Office’s dialog', () => {
  it('opens the portal’s sign-in page with a challenge, and trades the code it sends back with the verifier', async () => {
    fetchMock.mockResolvedValue(Response.json({ accessToken: 'a', refreshToken: 'r' }));
    const { aabnet, lukket } = medOffice({
      svar: (send) => send('dialogMessageReceived', { message: JSON.stringify({ kode: 'engangskode' }), origin: location.origin }),
    });
    await klikLogInd();

    await waitFor(() => expect(getAdminTokens()).toEqual({ accessToken: 'a', refreshToken: 'r' }));
    const url = new URL(aabnet[0]!);
    expect(url.origin + url.pathname).toBe(`${location.origin}/app/outlook-journalisering/log-ind`);
    const udfordring = url.searchParams.get('udfordring')!;
    expect(udfordring).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(lukket).toHaveBeenCalled();

    const [sti, init] = fetchMock.mock.calls[0]!;
    expect(sti).toBe('/api/auth/oidc/outlook');
    const { kode, verifikator } = JSON.parse(String(init?.body)) as { kode: string; verifikator: string };
    expect(kode).toBe('engangskode');
    // The challenge in the dialog's URL is the verifier's SHA-256; the verifier itself never left the pane.
    const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifikator)));
    expect(Buffer.from(hash).toString('base64url')).toBe(udfordring);
    expect(aabnet[0]).not.toContain(verifikator);
  });

  it('says so in Danish when the person closes the dialog, and lets them try again', async () => {
    medOffice({ svar: (send) => send('dialogEventReceived', { error: 12006 }) });
    await klikLogInd();
    expect(await screen.findByText('Loginvinduet blev lukket, før du var logget ind. Prøv igen.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Log ind med arbejdskonto' })).toBeEnabled();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(getAdminTokens()).toBeNull();
  });

  it('says so when Outlook has no dialog API', async () => {
    vi.stubGlobal('Office', { context: { mailbox: {} } });
    await klikLogInd();
    expect(
      await screen.findByText(
        'Denne udgave af Outlook kan ikke åbne et loginvindue, så tilføjelsen kan ikke logge ind. Brug Outlook på nettet eller en nyere udgave af Outlook.',
      ),
    ).toBeVisible();
  });

  it('says so when the host lacks the DialogApi requirement set, without trying to open it', async () => {
    const { aabnet } = medOffice({});
    const office = (globalThis as unknown as { Office: { context: object } }).Office;
    vi.stubGlobal('Office', { ...office, context: { ...office.context, requirements: { isSetSupported: () => false } } });
    await klikLogInd();
    expect(await screen.findByText(/kan ikke åbne et loginvindue/)).toBeVisible();
    expect(aabnet).toEqual([]);
  });

  it.each([
    [12009, 'Loginvinduet blev blokeret. Tillad pop op-vinduer fra Fondsportalen i Outlook eller browseren, og prøv igen.'],
    [12011, 'Loginvinduet blev blokeret. Tillad pop op-vinduer fra Fondsportalen i Outlook eller browseren, og prøv igen.'],
    [12007, 'Et loginvindue er allerede åbent. Log ind dér, eller luk det og prøv igen.'],
    [12004, 'Login lykkedes ikke. Prøv igen.'],
  ])('says what to do when Office refuses to open the dialog (%i)', async (kode, tekst) => {
    medOffice({ aabning: kode });
    await klikLogInd();
    expect(await screen.findByText(tekst)).toBeVisible();
  });

  it('takes no message from another origin, and shows the dialog page’s failure', async () => {
    medOffice({
      svar: (send) => {
        send('dialogMessageReceived', { message: JSON.stringify({ kode: 'falsk' }), origin: 'https://evil.example' });
        send('dialogMessageReceived', { message: JSON.stringify({ fejl: 'mislykkedes' }), origin: location.origin });
      },
    });
    await klikLogInd();
    expect(await screen.findByText('Login lykkedes ikke. Prøv igen.')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s Danish problem when the code is refused', async () => {
    fetchMock.mockResolvedValue(
      Response.json(
        { status: 401, title: 'Der er ikke et login at hente. Log ind igen.' },
        { status: 401, headers: { 'Content-Type': 'application/problem+json' } },
      ),
    );
    medOffice({ svar: (send) => send('dialogMessageReceived', { message: JSON.stringify({ kode: 'gammel' }), origin: location.origin }) });
    await klikLogInd();
    expect(await screen.findByText('Der er ikke et login at hente. Log ind igen.')).toBeVisible();
    expect(getAdminTokens()).toBeNull();
  });
});
