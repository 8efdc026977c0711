import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gyldigAnsoegning } from '../../server/testing/fixtures';
import { logIndSomAdmin } from './admin';
import { adminHeaders, send, session } from './api';
import { newPage } from './browser';
import { type Json, logIndSomVirksomhed, opretAnsoegning, udgivAendringer } from './definitioner';
import { egenServer } from './egen-server';
import type { TestServer } from './server';

/**
 * The low-code promise, proved: each test changes the live definitions through the API as the fund's
 * analysts do (a draft, the check, publish), on a portal that keeps running, and shows the effect
 * through the API and in Chromium. No code file is touched, nothing is rebuilt or restarted.
 */

let browser: Browser;
let server: TestServer;
// A server of its own: what this file publishes would otherwise be live for every other browser test.
egenServer('faktura.pdf', (o) => ({ server, browser } = o));

describe('changes made in the definitions alone', () => {
  it('a new optional field on the employer form is shown, validated, stored and shown on the admin detail', async () => {
    const besked = 'Kontaktperson skal have mindst 2 tegn.';
    const { baseUrl } = server;
    const admin = await adminHeaders(baseUrl);
    const alle = async () =>
      (
        (await (
          await fetch(`${baseUrl}/api/ArbejdsmangelAnsoegningAdmin/HentFlereArbejdsmangelAnsoegningerAdmin?pageSize=100`, {
            headers: admin,
          })
        ).json()) as { contents: { id: number }[] }
      ).contents;
    const foer = (await alle()).length;
    await udgivAendringer(baseUrl, 'Kontaktperson', (filer) => {
      const schema = filer['schemas/arbejdsmangel-opret.schema.json']!;
      schema['properties'].kontaktperson = {
        type: 'string',
        title: 'Kontaktperson hos virksomheden',
        minLength: 2,
        maxLength: 100,
        errorMessage: besked,
      };
      return { 'schemas/arbejdsmangel-opret.schema.json': schema };
    });

    // In the form: the field is there, validated by the published schema, and sent with the rest.
    const page = await logIndSomVirksomhed(browser, baseUrl);
    await page.getByLabel('Kontaktperson hos virksomheden').fill('K');
    await page.getByRole('button', { name: 'Indsend ansøgning' }).click();
    await page.locator('form').getByText(besked).waitFor();
    await page.getByRole('radio', { name: 'Hele virksomheden', exact: true }).check();
    await page.getByLabel('Fra', { exact: true }).fill('2027-03-01');
    await page.getByLabel('Til', { exact: true }).fill('2027-03-28');
    await page.getByRole('radio', { name: 'Samtlige omfattede medarbejdere', exact: true }).check();
    await page.getByRole('button', { name: 'Tilføj medarbejder' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tilføj medarbejder' });
    await dialog.getByLabel(/^Navn\*?$/).fill('Anna Krogh');
    await dialog.getByLabel(/^CPR-nummer\*?$/).fill('020290-1234');
    await dialog.getByLabel('Uge 10, 2027', { exact: true }).fill('30');
    await dialog.getByRole('button', { name: 'Gem', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByLabel('Kontaktperson hos virksomheden').fill('Karen Holm');
    await page.locator('form').getByText(besked).waitFor({ state: 'detached' });
    // The review in the form's last part shows the new field with the rest, under 'Øvrige oplysninger', and sends from there.
    const kontrolleret = page.getByRole('region', { name: 'Kontrollér dine oplysninger' });
    await kontrolleret.getByRole('heading', { name: 'Øvrige oplysninger' }).waitFor();
    await kontrolleret.getByText('Kontaktperson hos virksomheden').waitFor();
    expect(await kontrolleret.textContent()).toContain('Karen Holm');
    await page.getByRole('button', { name: 'Indsend ansøgning' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /^Ansøgning er indsendt/ })
      .waitFor();

    // Through the API: the server refuses what the schema refuses and stores nothing.
    const [indsendt] = await alle();
    expect(await alle()).toHaveLength(foer + 1);
    const virksomhed = await session(baseUrl, 'virksomhed', '31245001');
    const afvist = await send(
      baseUrl,
      'POST',
      '/api/ArbejdsmangelAnsoegning/OpretAnsoegning',
      { ...gyldigAnsoegning(), kontaktperson: 'K' },
      { Cookie: virksomhed },
    );
    expect(afvist.status).toBe(400);
    expect(((await afvist.json()) as { errors: unknown[] }).errors).toContainEqual({ path: '/kontaktperson', message: besked });
    expect(await alle()).toHaveLength(foer + 1);
    const detalje = (await (
      await fetch(`${baseUrl}/api/ArbejdsmangelAnsoegningAdmin/HentArbejdsmangelAnsoegningAdmin?id=${indsendt!.id}`, { headers: admin })
    ).json()) as Json;
    expect(detalje['oevrigeOplysninger']).toEqual([
      { felt: 'kontaktperson', titel: 'Kontaktperson hos virksomheden', vaerdi: 'Karen Holm' },
    ]);

    // On the secretariat's detail, under its schema title.
    const adminSide = await newPage(browser, baseUrl);
    await logIndSomAdmin(adminSide, `/app/admin/arbejdsmangel/ansoegning/${indsendt!.id}`);
    const oevrige = adminSide.getByRole('region', { name: 'Øvrige oplysninger' });
    await oevrige.getByText('Kontaktperson hos virksomheden').waitFor();
    expect(await oevrige.getByText('Karen Holm').isVisible()).toBe(true);
  });

  it("a new status 'Sat i bero' is a button, a badge and a filter choice, and the server keeps to the new flow", async () => {
    const spoergsmaal = 'Ansøgningen sættes i bero, indtil den genoptages.';
    const { baseUrl } = server;
    await udgivAendringer(baseUrl, 'Sat i bero', (filer) => {
      const workflow = filer['workflows/arbejdsmangel-ansoegning.machine.json']!;
      workflow['states'].Indsendt.on.SaetIBero = { target: 'SatIBero', meta: { label: 'Sæt i bero' } };
      workflow['states'].SatIBero = {
        meta: { label: 'Sat i bero', farve: 'warning' },
        on: { GenoptagAnsoegning: { target: 'Indsendt', meta: { label: 'Genoptag ansøgning' } } },
      };
      // And one that asks first: a text key beside the label, its wording in content/ui.
      workflow['states'].Indsendt.on.SaetIBero.meta.bekraeft = 'arbejdsmangelAdminWeb.bekraeft.iBero';
      const tekster = filer['content/ui/arbejdsmangel-admin-web.json']!;
      tekster['arbejdsmangelAdminWeb.bekraeft.iBero'] = spoergsmaal;
      return { 'workflows/arbejdsmangel-ansoegning.machine.json': workflow, 'content/ui/arbejdsmangel-admin-web.json': tekster };
    });
    const virksomhed = await session(baseUrl, 'virksomhed', '31245001');
    const admin = await adminHeaders(baseUrl);
    const handling = (id: number, h: string) =>
      send(baseUrl, 'PUT', `/api/ArbejdsmangelAnsoegningAdmin/UdfoerHandlingPaaArbejdsmangelAnsoegning?id=${id}`, { handling: h }, admin);

    // Through the API: performed, then only what the new state allows; an unknown handling is a field error.
    const viaApi = await opretAnsoegning(baseUrl, virksomhed, { ansoegningsNavn: 'Lageret' });
    const iBero = await handling(viaApi, 'SaetIBero');
    expect(iBero.status).toBe(200);
    expect(((await iBero.json()) as Json)['status']).toBe('SatIBero');
    expect((await handling(viaApi, 'RegistrerGodkendtAfSekretariatet')).status).toBe(409);
    const ukendt = await handling(viaApi, 'SendTilArkivet');
    expect(ukendt.status).toBe(400);
    expect(((await ukendt.json()) as { errors: unknown[] }).errors).toContainEqual({ path: '/handling', message: 'Handlingen er ukendt.' });
    const genoptaget = await handling(viaApi, 'GenoptagAnsoegning');
    expect(((await genoptaget.json()) as Json)['status']).toBe('Indsendt');

    // In Chromium: the button with its label, the badge, and the list's filter.
    const id = await opretAnsoegning(baseUrl, virksomhed, { ansoegningsNavn: 'Malerværkstedet' });
    const page = await newPage(browser, baseUrl);
    await logIndSomAdmin(page, `/app/admin/arbejdsmangel/ansoegning/${id}`);
    await page.getByRole('button', { name: 'Sæt i bero' }).click();
    const spoerg = page.getByRole('dialog', { name: 'Sæt i bero?' });
    await spoerg.getByText(spoergsmaal).waitFor();
    await spoerg.getByRole('button', { name: 'Sæt i bero' }).click();
    await page.getByText('Sat i bero', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Genoptag ansøgning' }).waitFor();
    await page.getByRole('link', { name: 'Tilbage til ansøgningerne' }).click();
    await page.getByLabel('Status').selectOption({ label: 'Sat i bero' });
    await expect.poll(() => page.getByRole('row', { name: /Lageret/ }).count()).toBe(0);
    const raekke = page.getByRole('row', { name: /Malerværkstedet/ });
    await raekke.waitFor();
    expect(await raekke.getByText('Sat i bero').isVisible()).toBe(true);

    // The analysts' diagram draws the new status and its handlings, and counts the case in it.
    await page.goto('/app/admin/arbejdsgange');
    const diagram = page.getByRole('img', { name: 'Tilstandsdiagram for Ansøgning om støtte ved midlertidig arbejdsmangel' });
    await diagram.getByText('Sat i bero', { exact: true }).waitFor();
    expect(await diagram.getByText('Genoptag ansøgning', { exact: true }).count()).toBe(1);
    const tabel = page.getByRole('table', { name: 'Sager pr. status i Ansøgning om støtte ved midlertidig arbejdsmangel' });
    expect(
      await tabel
        .getByRole('row', { name: /^Sat i bero/ })
        .getByRole('cell')
        .textContent(),
    ).toBe('1');
  });

  it('a changed message and a new form, published, show on /app/admin/formularer', async () => {
    const besked = 'Skriv fakturanummeret, som det står på fakturaen.';
    const telefonBesked = 'Telefonnummer skal være 8 cifre.';
    await udgivAendringer(server.baseUrl, 'Ny formular', (filer) => {
      const faktura = filer['schemas/forudbetaling-faktura.schema.json']!;
      faktura['properties'].fakturaoplysninger.properties.fakturanummer.errorMessage = besked;
      // A new form: its schema and layout, and no sample file, so the schema's examples are its sample.
      const kontakt = {
        $schema: 'http://json-schema.org/draft-07/schema#',
        $id: 'kontaktoplysninger',
        title: 'Kontaktoplysninger',
        type: 'object',
        required: ['telefon'],
        properties: {
          telefon: {
            type: 'string',
            title: 'Telefonnummer',
            maxLength: 8,
            pattern: '^\\d{8}$',
            examples: ['12345678'],
            errorMessage: telefonBesked,
          },
        },
      };
      return {
        'schemas/forudbetaling-faktura.schema.json': faktura,
        'schemas/kontaktoplysninger.schema.json': kontakt,
        'schemas/kontaktoplysninger.ui.json': { telefon: { 'ui:options': { inputType: 'tel' } } },
      };
    });
    const page = await newPage(browser, server.baseUrl);
    await logIndSomAdmin(page, '/app/admin/formularer', 'analytiker');

    // The changed message: in the list of the invoice step's messages, and at the field for a number too short.
    await page.getByRole('link', { name: 'Fakturaoplysninger', exact: true }).click();
    const beskeder = page.getByRole('table', { name: 'Beskeder i Fakturaoplysninger' });
    await beskeder
      .getByRole('row', { name: /^Fakturanummer \/fakturaoplysninger\/fakturanummer alle / })
      .getByText(besked)
      .waitFor();
    const gammel = /^Fakturanummer \/fakturaoplysninger\/fakturanummer alle Der skal angives fakturanummer\.$/;
    expect(await beskeder.getByRole('row', { name: gammel }).count()).toBe(0);
    const formular = page.getByRole('region', { name: 'Formularen med eksempeldata' });
    await formular.getByLabel(/^Fakturanummer/).fill('K');
    await formular.getByText(besked).waitFor();

    // The new form is listed by its title and shown with its example, validated by its own schema.
    await page.getByRole('link', { name: 'Alle formularer' }).click();
    await page.getByRole('link', { name: 'Kontaktoplysninger', exact: true }).click();
    await page.getByRole('heading', { name: 'Kontaktoplysninger', level: 1 }).waitFor();
    const telefon = page.getByLabel(/^Telefonnummer/);
    await expect.poll(() => telefon.inputValue()).toBe('12345678');
    await telefon.fill('1234');
    await page.locator('form').getByText(telefonBesked).waitFor();
    await page.getByRole('table', { name: 'Beskeder i Kontaktoplysninger' }).getByText(telefonBesked).waitFor();
  });

  it('a changed default text and e-mail template in content/ are what the site and the e-mails use', async () => {
    const vejledning = 'Perioden vælges efter fondens nye vejledning fra januar.';
    const { baseUrl, dataDir } = server;
    await udgivAendringer(baseUrl, 'Ny vejledning', (filer) => {
      const tekster = filer['content/tekster.json']!;
      tekster['arbejdsmangel:periode-vejledning'].indhold = vejledning;
      tekster['email:kvittering-arbejdsmangel:emne'].indhold = 'Ny kvittering for ansoegning {{ansoegningId}}';
      return { 'content/tekster.json': tekster };
    });

    const page = await logIndSomVirksomhed(browser, baseUrl);
    await page.getByText(vejledning).waitFor();
    const tekst = (await (await fetch(`${baseUrl}/api/Tekst/${encodeURIComponent('arbejdsmangel:periode-vejledning')}`)).json()) as Json;
    expect(tekst['indhold']).toBe(vejledning);

    const id = await opretAnsoegning(baseUrl, await session(baseUrl, 'virksomhed', '31245001'));
    // The application's receipt, among the e-mails the file's other tests made.
    const outbox = join(dataDir, 'outbox');
    const emne = new RegExp(`^Subject: Ny kvittering for ansoegning ${id}$`, 'm');
    await expect.poll(() => readdirSync(outbox).filter((fil) => emne.test(readFileSync(join(outbox, fil), 'utf8'))).length).toBe(1);
  });
});
