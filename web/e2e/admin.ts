import type { Page } from 'playwright-core';

/** Logs in on the admin area's own form, as the secretariat does. */
export async function logIndSomAdmin(page: Page, sti = '/app/admin'): Promise<void> {
  await page.goto(sti);
  await page.getByLabel('Brugernavn').fill('admin');
  await page.getByLabel('Adgangskode').fill('admin');
  await page.getByRole('button', { name: 'Log ind' }).click();
  await page.getByRole('button', { name: 'Log ud' }).waitFor();
}
