import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataUri, fakturaPdf } from '../../server/testing/faktura';
import { gyldigAnmodning } from '../../server/testing/fixtures';
import { logIndSomAdmin } from './admin';
import { send, session } from './api';
import { newPage } from './browser';
import { type Json, udgivAendringer } from './definitioner';
import { egenServer } from './egen-server';
import { tilFaktura, trin, vedFeltet, vedhaeftOgScan } from './guide';
import type { TestServer } from './server';

/**
 * A new step in the employee's wizard made in the definitions alone, exactly as the README's
 * analyst section shows it: one schema, one layout, one state and two changed transitions, and
 * the field added to the request's schema, published through the API on the running portal.
 */

const besked = 'Telefonnummer skal være 8 cifre.';
const telefonnummer = { type: 'string', title: 'Telefonnummer', maxLength: 8, pattern: '^[0-9]{8}$', errorMessage: besked };

/** The README's edits, on the live definitions' files: the paths changed and their new contents. */
function kontaktTrin(filer: Record<string, Json>): Record<string, Json> {
  const maskine = filer['workflows/forudbetaling-wizard.machine.json']!;
  const kontakt = {
    meta: { titel: 'Kontakt', schema: 'forudbetaling-kontakt', ui: 'forudbetaling-kontakt' },
    on: {
      TILBAGE: { target: 'faktura', meta: { label: 'Tilbage' } },
      FORTSAET: [
        { guard: 'trinErGyldigt', target: 'kontrol', actions: 'markerForsoegt', meta: { label: 'Fortsæt' } },
        { actions: 'markerForsoegt' },
      ],
    },
  };
  // The state between 'Faktura' and the check page: the order of the states is the order of the steps.
  const states = Object.entries(maskine['states'] as Json);
  const efter = states.findIndex(([navn]) => navn === 'faktura') + 1;
  maskine['states'] = Object.fromEntries([...states.slice(0, efter), ['kontakt', kontakt], ...states.slice(efter)]);
  maskine['states'].faktura.on.FORTSAET[0].target = 'kontakt';
  maskine['states'].kontrol.on.TILBAGE.target = 'kontakt';
  const opret = filer['schemas/forudbetaling-opret.schema.json']!;
  opret['properties'].telefonnummer = telefonnummer;
  opret['required'].push('telefonnummer');
  opret['errorMessage'].required.telefonnummer = besked;
  return {
    'schemas/forudbetaling-kontakt.schema.json': {
      $schema: 'http://json-schema.org/draft-07/schema#',
      $id: 'forudbetaling-kontakt',
      title: 'Kontakt',
      type: 'object',
      required: ['telefonnummer'],
      properties: { telefonnummer },
      errorMessage: { required: { telefonnummer: besked } },
    },
    'schemas/forudbetaling-kontakt.ui.json': { telefonnummer: { 'ui:options': { inputType: 'tel' } } },
    'workflows/forudbetaling-wizard.machine.json': maskine,
    'schemas/forudbetaling-opret.schema.json': opret,
  };
}

let server: TestServer;
let browser: Browser;
let faktura: string;
// A server of its own, and the step published on it while it runs: no restart, no rebuild.
egenServer('faktura-kursuscenter-nord.pdf', (o) => ({ server, browser, faktura } = o));
beforeAll(async () => {
  await udgivAendringer(server.baseUrl, 'Kontakttrin', kontaktTrin);
});

describe("a step added to the employee's wizard in the definitions alone", () => {
  it('is a step of the wizard with its message, and its value is stored and shown to the employee and the secretariat', async () => {
    const { baseUrl } = server;
    const page = await newPage(browser, baseUrl);
    await page.goto(`/fonditlogin?loginHint=loenmodtager&returnUrl=${encodeURIComponent('/app/forudbetaling/anmod')}`);
    await page.getByRole('button', { name: 'Mette Jensen' }).click();

    // The step indicator lists it between 'Faktura' and the check page.
    await tilFaktura(page, /Svejsning efter EN ISO 9606-1/, '18.500');
    const trinListe = page.getByRole('navigation', { name: 'Trin' }).getByRole('listitem');
    expect((await trinListe.allInnerTexts()).map((s) => s.replace(/\s+/g, ' ').trim())).toEqual([
      '✓ Kurser (fuldført)',
      '✓ Deltagelse (fuldført)',
      '3 Faktura (aktuelt trin)',
      '4 Kontakt',
      '5 Kontrol',
      '6 Tro og love',
      '7 Kvittering',
    ]);
    await vedhaeftOgScan(page, faktura, 'KN-2026-0417');
    await page.getByRole('button', { name: 'Fortsæt' }).click();

    // Its heading is its title; forward on an empty field shows the schema's message and stays.
    const overskrift = page.locator('main').getByRole('heading', { name: 'Kontakt', level: 2 });
    await overskrift.waitFor();
    expect(new URL(page.url()).searchParams.get('trin')).toBe('kontakt');
    await page.getByRole('button', { name: 'Fortsæt' }).click();
    await vedFeltet(page, besked).waitFor();
    await page.getByLabel(/^Telefonnummer/).fill('1234');
    await page.getByRole('button', { name: 'Fortsæt' }).click();
    await vedFeltet(page, besked).waitFor();
    expect(await overskrift.isVisible()).toBe(true);
    await page.getByLabel(/^Telefonnummer/).fill('12345678');
    await vedFeltet(page, besked).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Fortsæt' }).click();

    // The check page has a part for it, with the field's title and a way back to it.
    await trin(page, 'Kontrollér dine oplysninger');
    const kontakt = page.locator('.card').filter({ has: page.getByRole('heading', { name: 'Kontakt', level: 3 }) });
    expect((await kontakt.innerText()).replace(/\s+/g, ' ')).toContain('Telefonnummer 12345678');
    expect(await kontakt.getByRole('link', { name: 'Ret kontakt' }).getAttribute('href')).toContain('trin=kontakt');
    await page.getByRole('button', { name: 'Fortsæt' }).click();
    await trin(page, 'Tro og love');
    await page.getByRole('checkbox', { name: /erklærer på tro og love/ }).check();
    await page.getByRole('button', { name: 'Indsend anmodning' }).click();
    await page.getByRole('heading', { name: 'Din anmodning er modtaget' }).waitFor();

    // The employee's read-only view shows it under 'Øvrige oplysninger'.
    await page.getByRole('link', { name: 'Se din anmodning' }).click();
    await page.getByRole('heading', { name: 'Øvrige oplysninger', level: 2 }).waitFor();
    const id = /\/anmodning\/(\d+)/.exec(page.url())?.[1];
    expect(id).toBeDefined();
    const visning = page.locator('.card').filter({ has: page.getByRole('heading', { name: 'Øvrige oplysninger' }) });
    expect((await visning.innerText()).replace(/\s+/g, ' ')).toContain('Telefonnummer 12345678');

    // The secretariat's detail and handling page show it with the schema's title.
    const admin = await newPage(browser, baseUrl);
    for (const sti of [`/app/admin/forudbetaling/anmodning/${id}`, `/app/admin/forudbetaling/behandling/anmodning/${id}`]) {
      if (sti.includes('behandling')) await admin.goto(sti);
      else await logIndSomAdmin(admin, sti);
      const oevrige = admin.getByRole('region', { name: 'Øvrige oplysninger' });
      await oevrige.waitFor();
      expect((await oevrige.innerText()).replace(/\s+/g, ' ')).toContain('Telefonnummer 12345678');
    }
  });

  it('is refused by the server without the field or with a wrong value (400, the field named, nothing stored), and stored with it', async () => {
    const { baseUrl } = server;
    const lars = await session(baseUrl, 'loenmodtager', 'lm-lars');
    const fakturaPdfData = await fakturaPdf();
    const opret = (ekstra: Json) => {
      const body = gyldigAnmodning(dataUri(fakturaPdfData));
      const anmodning = {
        ...body,
        deltagelser: [{ ansogningId: 1004, pris: 15750, periodeStart: '2026-12-01', periodeSlut: '2026-12-05' }],
        faktura: { ...body.faktura, fakturaNummer: 'KN-2026-0999' },
        ...ekstra,
      };
      return send(baseUrl, 'POST', '/api/Forudbetaling/OpretForudbetalingAnmodning', anmodning, { Cookie: lars });
    };
    const mine = async () =>
      (await (await fetch(`${baseUrl}/api/Forudbetaling/MineAnmodninger`, { headers: { Cookie: lars } })).json()) as unknown[];

    for (const ekstra of [{}, { telefonnummer: '1234' }, { telefonnummer: 12345678 }]) {
      const afvist = await opret(ekstra);
      expect(afvist.status).toBe(400);
      expect(afvist.headers.get('content-type')).toContain('application/problem+json');
      expect(((await afvist.json()) as { errors: unknown[] }).errors).toContainEqual({ path: '/telefonnummer', message: besked });
    }
    expect(await mine()).toEqual([]);

    const oprettet = await opret({ telefonnummer: '87654321' });
    expect(oprettet.status).toBe(201);
    const { id } = (await oprettet.json()) as { id: number };
    const anmodning = (await (
      await fetch(`${baseUrl}/api/Forudbetaling/HentForudbetalingAnmodning/${id}`, { headers: { Cookie: lars } })
    ).json()) as Json;
    expect(anmodning['oevrigeOplysninger']).toEqual([{ felt: 'telefonnummer', titel: 'Telefonnummer', vaerdi: '87654321' }]);
    expect(await mine()).toHaveLength(1);
  });
});
