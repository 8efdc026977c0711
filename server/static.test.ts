import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testApp } from './testing/app';

describe('the built web app under /app', () => {
  it('serves a hashed asset for a year', async () => {
    const { app, deps } = testApp();
    mkdirSync(join(deps.config.webDir, 'assets'), { recursive: true });
    writeFileSync(join(deps.config.webDir, 'assets', 'index-abc123.js'), 'export {};');
    const res = await app.request('/app/assets/index-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
  });

  // Issue 14: a missing asset answered the app's page with a one-year immutable cache.
  it('answers a missing asset 404 that nobody caches, not the app page', async () => {
    const { app } = testApp();
    const res = await app.request('/app/assets/index-gone.js');
    expect(res.status).toBe(404);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(await res.text()).not.toContain('<html');
  });

  it('still answers other /app paths with the app page', async () => {
    const { app } = testApp();
    const res = await app.request('/app/forudbetaling/anmod');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<html');
  });
});
