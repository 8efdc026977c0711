import { Hono } from 'hono';
import { getSignedCookie, setSignedCookie } from 'hono/cookie';
import { describe, expect, it } from 'vitest';
import { laesSigneretCookie, saetSigneretCookie } from './signeret-cookie';

const KEY = 'en-noegle-til-test';

function app() {
  const a = new Hono();
  a.get('/saet', (c) => {
    saetSigneretCookie(c, 'k', 'id-1', KEY, { path: '/' });
    return c.body(null, 204);
  });
  a.get('/hono-saet', async (c) => {
    await setSignedCookie(c, 'k', 'id-2', KEY, { path: '/' });
    return c.body(null, 204);
  });
  a.get('/laes', (c) => c.json({ v: laesSigneretCookie(c, 'k', KEY) ?? null }));
  a.get('/hono-laes', async (c) => c.json({ v: (await getSignedCookie(c, KEY, 'k')) || null }));
  return a;
}

const cookieFra = (res: Response) => res.headers.get('set-cookie')!.split(';')[0]!;
const laes = async (sti: string, cookie: string) =>
  ((await (await app().request(sti, { headers: { Cookie: cookie } })).json()) as { v: string | null }).v;

describe('signed cookie', () => {
  it('reads what it set, and what hono set, and hono reads what it set', async () => {
    const egen = cookieFra(await app().request('/saet'));
    const hono = cookieFra(await app().request('/hono-saet'));
    expect(await laes('/laes', egen)).toBe('id-1');
    expect(await laes('/laes', hono)).toBe('id-2');
    expect(await laes('/hono-laes', egen)).toBe('id-1');
  });

  it('refuses a changed value, a changed signature, another key and no signature', async () => {
    const egen = cookieFra(await app().request('/saet'));
    const [navn, vaerdi] = egen.split('=') as [string, string];
    const raa = decodeURIComponent(vaerdi);
    const sig = raa.slice(raa.lastIndexOf('.') + 1);
    expect(await laes('/laes', `${navn}=${encodeURIComponent(`id-9.${sig}`)}`)).toBeNull();
    expect(await laes('/laes', `${navn}=${encodeURIComponent(`id-1.${sig.replace(/^./, (t) => (t === 'A' ? 'B' : 'A'))}`)}`)).toBeNull();
    expect(await laes('/laes', `${navn}=${encodeURIComponent(`id-1.${sig}x`)}`)).toBeNull();
    expect(await laes('/laes', `${navn}=id-1`)).toBeNull();
    expect(await laes('/laes', '')).toBeNull();
    const anden = new Hono();
    anden.get('/', (c) => c.json({ v: laesSigneretCookie(c, 'k', 'en-anden-noegle') ?? null }));
    expect(((await (await anden.request('/', { headers: { Cookie: egen } })).json()) as { v: unknown }).v).toBeNull();
  });
});
