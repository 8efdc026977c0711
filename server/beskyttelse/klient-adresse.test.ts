import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { klientAdresse, laesTrustProxy } from './klient-adresse';

/** The address the portal reads for a request from `socket` carrying `forwarded`, under TRUST_PROXY=`trust`. */
async function adresse(trust: string | undefined, socket: string, forwarded?: string): Promise<string> {
  const app = new Hono().get('/', (c) => c.text(klientAdresse(c, laesTrustProxy(trust))));
  const env = { incoming: { socket: { remoteAddress: socket, remotePort: 1, remoteFamily: 'IPv4' } } };
  const res = await app.request('/', { headers: forwarded === undefined ? {} : { 'X-Forwarded-For': forwarded } }, env);
  return res.text();
}

describe('the client address (TRUST_PROXY)', () => {
  it('is the socket address by default, whatever X-Forwarded-For claims', async () => {
    expect(await adresse(undefined, '10.0.0.5', '203.0.113.9')).toBe('10.0.0.5');
    expect(await adresse('0', '::ffff:10.0.0.5', '203.0.113.9')).toBe('10.0.0.5');
  });

  it('behind n trusted proxies, is the address the farthest of them saw, not what the client wrote before it', async () => {
    expect(await adresse('1', '10.0.0.5', '203.0.113.9')).toBe('203.0.113.9');
    // The client's own X-Forwarded-For is kept by the proxy, which appends the address it saw.
    expect(await adresse('1', '10.0.0.5', '198.51.100.1, 203.0.113.9')).toBe('203.0.113.9');
    expect(await adresse('2', '10.0.0.5', '198.51.100.1, 203.0.113.9, 10.0.0.7')).toBe('203.0.113.9');
    // A request that came past no proxy at all has no header: the socket.
    expect(await adresse('1', '10.0.0.5')).toBe('10.0.0.5');
  });

  it('with a list of proxy addresses, is the nearest address that is not one of them', async () => {
    expect(await adresse('10.0.0.5, 10.0.0.7', '10.0.0.5', '198.51.100.1, 203.0.113.9, 10.0.0.7')).toBe('203.0.113.9');
    // From an address not on the list, the header is the client's own word.
    expect(await adresse('10.0.0.5', '192.0.2.44', '203.0.113.9')).toBe('192.0.2.44');
  });

  it('strips a port a proxy wrote after the address, of IPv4 and of bracketed IPv6', async () => {
    expect(await adresse('1', '10.0.0.5', '203.0.113.9:5123')).toBe('203.0.113.9');
    expect(await adresse('1', '10.0.0.5', '[2001:db8::1]:443')).toBe('2001:db8::1');
    expect(await adresse('1', '10.0.0.5', '[2001:DB8::1]')).toBe('2001:db8::1');
    expect(await adresse('10.0.0.5', '10.0.0.5', '198.51.100.1:80, [2001:db8::2]:8080')).toBe('2001:db8::2');
  });

  it('is never an entry that is not an IP address: the nearest valid address in the chain instead, or the socket', async () => {
    expect(await adresse('1', '10.0.0.5', 'unknown')).toBe('10.0.0.5');
    expect(await adresse('1', '10.0.0.5', 'a'.repeat(300))).toBe('10.0.0.5');
    expect(await adresse('2', '10.0.0.5', 'unknown, 10.0.0.7')).toBe('10.0.0.7');
    expect(await adresse('10.0.0.5, 10.0.0.7', '10.0.0.5', `${'a'.repeat(300)}, 10.0.0.7`)).toBe('10.0.0.7');
    expect(await adresse('2', '10.0.0.5', '203.0.113.9, _ugyldig_, 10.0.0.7')).toBe('10.0.0.7');
  });

  it('refuses a TRUST_PROXY that is neither a number nor addresses', () => {
    expect(() => laesTrustProxy('ja')).toThrow('TRUST_PROXY skal være et antal proxyer eller en liste af deres IP-adresser (ugyldig: ja)');
    expect(() => laesTrustProxy('10.0.0.1, proxy.local')).toThrow('ugyldig: proxy.local');
  });
});
