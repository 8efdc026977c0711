import type { Page } from 'playwright-core';

/** Logs in on the admin area's own form, as the secretariat does; a demo account per role, its password its name. */
export async function logIndSomAdmin(page: Page, sti = '/app/admin', brugernavn = 'admin'): Promise<void> {
  await page.goto(sti);
  await page.getByLabel('Brugernavn').fill(brugernavn);
  await page.getByLabel('Adgangskode').fill(brugernavn);
  await page.getByRole('button', { name: 'Log ind' }).click();
  await page.getByRole('button', { name: 'Log ud' }).waitFor();
}
