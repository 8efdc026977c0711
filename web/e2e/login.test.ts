import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, startBrowser } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await startBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('citizen login', () => {
  it('logs an employee in through /fonditlogin and lands on returnUrl', async () => {
    const page = await newPage(browser);
    await page.goto('/fonditlogin?loginHint=loenmodtager&returnUrl=%2Fapp%3Fkilde%3Dtest');
    await page.getByRole('heading', { name: 'Log ind', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Mette Jensen' }).click();
    await page.waitForURL('**/app?kilde=test');
    const status = await page.evaluate(async () => (await fetch('/api/loginStatus.aspx')).json());
    expect(status).toMatchObject({ data: { type: 'loenmodtager', navn: 'Mette Jensen' } });
    await expect.poll(() => page.getByText('Mette Jensen').first().isVisible()).toBe(true);
  });

  it('offers only companies on the company login and sends a foreign returnUrl to /app', async () => {
    const page = await newPage(browser);
    await page.goto('/log-ind?loginHint=virksomhed&returnUrl=https%3A%2F%2Fevil.example%2F');
    expect(await page.getByRole('button', { name: 'Mette Jensen' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Fyns Træ og Byg ApS' }).click();
    // /app leads a company on to its own page.
    await page.waitForURL((url) => url.pathname === '/app/virksomhed');
    expect(page.url()).not.toContain('evil.example');
  });

  it("ends the session on the server with 'Log ud'", async () => {
    const page = await newPage(browser);
    await page.goto('/fonditlogin?loginHint=loenmodtager&returnUrl=%2Fapp');
    await page.getByRole('button', { name: 'Sofie Andersen' }).click();
    await page.waitForURL((url) => url.pathname === '/app');
    await page.getByRole('button', { name: 'Log ud' }).click();
    await page.waitForURL((url) => url.pathname === '/app');
    await expect
      .poll(async () => page.evaluate(async () => (await fetch('/api/loginStatus.aspx')).json()))
      .toEqual({ data: { type: null, navn: null } });
    expect(await page.getByRole('button', { name: 'Log ud' }).count()).toBe(0);
  });
});
