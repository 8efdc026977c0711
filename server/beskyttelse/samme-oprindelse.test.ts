import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { testApp } from '../testing/app';
import { sammeOprindelse } from './samme-oprindelse';

const lille = () => {
  const app = new Hono();
  app.use(sammeOprindelse({ publicBaseUrl: 'https://fond.example.dk/' }));
  app.all('/handling', (c) => c.text('ok'));
  return app;
};

describe('sammeOprindelse', () => {
  it.each([
    ['no browser headers', {}],
    ['the public origin', { Origin: 'https://fond.example.dk' }],
    ["the request's own origin", { Origin: 'http://localhost' }],
    ['same-origin fetch metadata', { 'Sec-Fetch-Site': 'same-origin' }],
    ['a typed address', { 'Sec-Fetch-Site': 'none' }],
  ])('lets a POST with %s through', async (_navn, headers: Record<string, string>) => {
    expect((await lille().request('/handling', { method: 'POST', headers })).status).toBe(200);
  });

  it.each([
    ['another origin', { Origin: 'https://evil.example' }],
    ['another port', { Origin: 'https://fond.example.dk:8443' }],
    ['a sibling subdomain', { Origin: 'https://evil.fond.example.dk', 'Sec-Fetch-Site': 'same-site' }],
    ['an opaque origin', { Origin: 'null' }],
    ['cross-site fetch metadata', { 'Sec-Fetch-Site': 'cross-site' }],
    ['cross-site fetch metadata and our origin', { Origin: 'https://fond.example.dk', 'Sec-Fetch-Site': 'cross-site' }],
  ])('refuses a POST from %s with 403 problem+json in Danish', async (_navn, headers: Record<string, string>) => {
    const res = await lille().request('/handling', { method: 'POST', headers });
    expect(res.status).toBe(403);
    expect(res.headers.get('Content-Type')).toContain('application/problem+json');
    expect(await res.json()).toMatchObject({ status: 403, title: 'Forespørgslen kom fra et andet websted og er afvist.' });
  });

  it('lets reading requests from another site through', async () => {
    const res = await lille().request('/handling', { headers: { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' } });
    expect(res.status).toBe(200);
  });
});

describe('the form routes of the app', () => {
  const fraAndetWebsted = { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' };

  it('refuses a login form posted from another site, and starts no session', async () => {
    const { app } = testApp();
    for (const sti of ['/fonditlogin', '/log-ind']) {
      const res = await app.request(sti, {
        method: 'POST',
        headers: fraAndetWebsted,
        body: new URLSearchParams({ loginHint: 'loenmodtager', returnUrl: '/app', bruger: 'lm-mette' }),
      });
      expect(res.status).toBe(403);
      expect(res.headers.get('Set-Cookie')).toBeNull();
    }
  });

  it('refuses a logout posted from another site, and the session goes on', async () => {
    const { app, citizenLogin } = testApp();
    const cookie = await citizenLogin('loenmodtager', 'lm-lars');
    expect((await app.request('/log-ud', { method: 'POST', headers: { ...fraAndetWebsted, Cookie: cookie } })).status).toBe(403);
    const status = (await (await app.request('/api/loginStatus.aspx', { headers: { Cookie: cookie } })).json()) as {
      data: { type: string | null };
    };
    expect(status.data.type).toBe('loenmodtager');
  });

  it('accepts the login form posted from the site itself', async () => {
    const { app, deps } = testApp();
    const res = await app.request('/fonditlogin', {
      method: 'POST',
      headers: { Origin: new URL(deps.config.publicBaseUrl).origin, 'Sec-Fetch-Site': 'same-origin' },
      body: new URLSearchParams({ loginHint: 'loenmodtager', returnUrl: '/app', bruger: 'lm-mette' }),
    });
    expect(res.status).toBe(302);
  });
});
