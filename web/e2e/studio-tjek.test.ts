import { describe, expect, it } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import { adminHeaders, send } from './api';
import { logIndSomAdmin } from './admin';
import { newPage } from './browser';
import { egenServer } from './egen-server';
import type { TestServer } from './server';

let server: TestServer;
let browser: Browser;
// A server of its own: the draft made here would otherwise be in every other browser test's list.
egenServer('faktura.pdf', (o) => ({ server, browser } = o));

const WORKFLOW = 'workflows/arbejdsmangel-ansoegning.machine.json';
const BESKED = '"RegistrerGodkendtAfSekretariatet" i "Afvist" fører til "Findesikke", som ikke findes';

/** The texts a field is described by (aria-describedby): its hint and the problems shown at it. */
const beskrivelse = (felt: Locator) =>
  felt.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );

describe('the studio checks while the analyst types', () => {
  it("shows the check's Danish problem at the raw editor before anything is saved, and it goes when the text is fixed; nothing is saved", async () => {
    const base = server.baseUrl;
    const side = await newPage(browser, base);
    await logIndSomAdmin(side, '/app/admin/definitioner', 'analytiker');
    await side.getByLabel('Titel på udkastet').fill('Tjek mens man skriver');
    await side.getByRole('button', { name: 'Nyt udkast' }).click();
    await side.getByRole('heading', { name: 'Tjek mens man skriver', level: 1 }).waitFor();
    const id = side.url().split('/').pop()!;

    await side.getByLabel('Fil', { exact: true }).selectOption(WORKFLOW);
    const editor = side.getByLabel('Filens JSON');
    const gemt = await editor.inputValue();
    const json = JSON.parse(gemt) as { states: Record<string, { on: Record<string, { target: string }> }> };
    json.states['Afvist']!.on['RegistrerGodkendtAfSekretariatet']!.target = 'Findesikke';
    await editor.fill(JSON.stringify(json, null, 2));

    // At the field, with its place in the file, before any save; said politely.
    await expect
      .poll(() => beskrivelse(editor), { timeout: 30_000 })
      .toContain(`ved /states/Afvist/on/RegistrerGodkendtAfSekretariatet: ${BESKED}`);
    expect(await editor.getAttribute('aria-invalid')).toBe('true');
    const melding = side.getByText('Tjekket af dine ugemte ændringer fandt 1 fejl. De står ved det, de handler om.');
    expect(await melding.getAttribute('aria-live')).toBe('polite');

    // Fixed: the problem goes.
    await editor.fill(gemt);
    await expect.poll(() => editor.getAttribute('aria-invalid'), { timeout: 30_000 }).toBeNull();
    expect(await beskrivelse(editor)).not.toContain(BESKED);

    // Nothing was saved: the draft changes no file, and the saved draft's check finds nothing.
    const udkast = await send(base, 'GET', `/api/Definitioner/Udkast/${id}`, undefined, await adminHeaders(base, 'analytiker'));
    expect(((await udkast.json()) as { filer: unknown[] }).filer).toEqual([]);
    await side.getByText('Tjekket fandt ingen fejl.').waitFor();
  });

  it("shows the check's problem at the field in the form editor as the rule is changed, and it goes when put back; nothing is saved", async () => {
    const base = server.baseUrl;
    const side = await newPage(browser, base);
    await logIndSomAdmin(side, '/app/admin/definitioner', 'analytiker');
    await side.getByLabel('Titel på udkastet').fill('Tjek i formulareditoren');
    await side.getByRole('button', { name: 'Nyt udkast' }).click();
    await side.getByRole('heading', { name: 'Tjek i formulareditoren', level: 1 }).waitFor();
    const id = side.url().split('/').pop()!;
    await side.getByRole('navigation', { name: 'Editorer' }).getByRole('link', { name: 'Formularer' }).click();
    await side.getByLabel('Formular', { exact: true }).selectOption({ label: 'Fakturaoplysninger' });
    await side.getByRole('button', { name: 'Rediger Fakturanummer' }).click();
    const felt = side.getByRole('group', { name: 'Feltet Fakturanummer' });
    const laengde = felt.getByLabel('Største længde', { exact: true });
    const foer = await laengde.inputValue();

    // The shared field without a length: the check names it at the field, before any save.
    await laengde.fill('');
    await felt.getByText(/teksten \/definitions\/fakturanummer har ingen maxLength/).waitFor({ timeout: 30_000 });
    await laengde.fill(foer);
    await expect.poll(() => felt.getByText(/har ingen maxLength/).count(), { timeout: 30_000 }).toBe(0);

    const udkast = await send(base, 'GET', `/api/Definitioner/Udkast/${id}`, undefined, await adminHeaders(base, 'analytiker'));
    expect(((await udkast.json()) as { filer: unknown[] }).filer).toEqual([]);
  });
});
