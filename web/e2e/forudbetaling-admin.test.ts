import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataUri, fakturaPdf } from '../../server/testing/faktura';
import { gyldigAnmodning } from '../../server/testing/fixtures';
import { logIndSomAdmin } from './admin';
import { newPage, startBrowser } from './browser';
import { indenForBredden, rullerSidelaens, SMAL } from './smal-skaerm';

let browser: Browser;
let admin: Page;
/** The requests the employees make below, by what the secretariat does with them. */
const ider = { godkend: 0, afvis: 0, manuel: 0 };

interface Deltagelse {
  ansogningId: number;
  pris: number;
  periodeStart: string;
  periodeSlut: string;
}

/**
 * Makes requests the way the employee wizard does: log in through the demo login, then POST with
 * the page's session cookie. The applications are ones the other browser tests do not need
 * afterwards: Sofie's 1008 gets approved, the others are rejected, which frees them again.
 */
async function anmod(bruger: string, anmodninger: Deltagelse[][]): Promise<number[]> {
  const page = await newPage(browser);
  await page.goto('/fonditlogin?loginHint=loenmodtager&returnUrl=%2Fapp');
  await page.getByRole('button', { name: bruger }).click();
  await page.waitForURL((url) => url.pathname === '/app');
  const ider: number[] = [];
  for (const [i, deltagelser] of anmodninger.entries()) {
    // Each request its own invoice file: the same file from the same supplier is the same invoice.
    const gyldig = gyldigAnmodning(dataUri(await fakturaPdf()));
    const svar = await page.request.post('/api/Forudbetaling/OpretForudbetalingAnmodning', {
      data: { ...gyldig, deltagelser, faktura: { ...gyldig.faktura, fakturaNummer: `E2E-${bruger.slice(0, 3).toUpperCase()}-${i + 1}` } },
    });
    expect(svar.status(), await svar.text()).toBe(201);
    ider.push(((await svar.json()) as { id: number }).id);
  }
  await page.context().close();
  return ider;
}

beforeAll(async () => {
  browser = await startBrowser();
  const [godkend = 0, afvis = 0] = await anmod('Sofie Andersen', [
    [{ ansogningId: 1008, pris: 5600, periodeStart: '2027-02-01', periodeSlut: '2027-02-05' }],
    [{ ansogningId: 1007, pris: 7400, periodeStart: '2026-12-01', periodeSlut: '2026-12-05' }],
  ]);
  const [manuel = 0] = await anmod('Lars Nielsen', [
    [
      { ansogningId: 1004, pris: 15750, periodeStart: '2026-12-01', periodeSlut: '2026-12-12' },
      { ansogningId: 1005, pris: 4800, periodeStart: '2027-01-10', periodeSlut: '2027-01-14' },
    ],
  ]);
  Object.assign(ider, { godkend, afvis, manuel });
  admin = await newPage(browser);
  await logIndSomAdmin(admin, '/app/admin/forudbetaling');
});
afterAll(async () => {
  await browser?.close();
});

const behandlingsliste = '/app/admin/forudbetaling/behandling';
const raekkeMed = (page: Page, tekst: string) => page.getByRole('row').filter({ hasText: tekst });
const kolonne = (page: Page, navn: string) => page.getByRole('columnheader', { name: navn });
/** The texts of one column of the list, top to bottom. */
const kolonneTekster = (page: Page, nr: number) => page.locator(`tbody tr td:nth-child(${nr})`).allInnerTexts();
const dansk = (a: string, b: string) => a.localeCompare(b, 'da');

async function aabnFraBehandlingslisten(page: Page, id: number): Promise<void> {
  await page.goto(behandlingsliste);
  await page.locator(`a[href="/app/admin/forudbetaling/behandling/anmodning/${id}"]`).click();
  await page.getByRole('heading', { name: `Behandling af anmodning nr. ${id}` }).waitFor();
}

async function badgeFarve(badge: Locator): Promise<string | undefined> {
  return (await badge.getAttribute('class'))?.split(' ').find((klasse) => klasse.startsWith('bg-'));
}

describe('prepayment handling (admin)', () => {
  it('redirects /forudbetaling to the handling list, sorts it by a clicked column and links to all requests', async () => {
    await admin.waitForURL(`**${behandlingsliste}`);
    await admin.getByRole('heading', { name: 'Forudbetalinger til behandling' }).waitFor();
    await raekkeMed(admin, 'Sofie Andersen').first().waitFor();
    expect(await kolonne(admin, 'Anmodningsdato').getAttribute('aria-sort')).toBe('ascending');
    const lars = raekkeMed(admin, 'Lars Nielsen');
    expect(await lars.innerText()).toContain('20.550,00 kr.');
    expect(await lars.innerText()).toContain('Industriens Uddannelsesfond, Handelens Kompetencefond');

    await admin.getByRole('button', { name: 'Ansøger' }).click();
    expect(await kolonne(admin, 'Ansøger').getAttribute('aria-sort')).toBe('ascending');
    const navne = await kolonneTekster(admin, 2);
    expect(navne).toEqual([...navne].sort(dansk));
    await admin.getByRole('button', { name: 'Ansøger' }).click();
    expect(await kolonne(admin, 'Ansøger').getAttribute('aria-sort')).toBe('descending');
    expect(await kolonneTekster(admin, 2)).toEqual([...navne].sort(dansk).reverse());

    await admin.getByRole('button', { name: 'Beløb i alt' }).click();
    const beloeb = (await kolonneTekster(admin, 5)).map((tekst) => Number(tekst.replace(/[^\d,]/g, '').replace(',', '.')));
    expect(beloeb).toEqual([...beloeb].sort((a, b) => a - b));

    await admin.getByRole('main').getByRole('link', { name: 'Alle anmodninger' }).click();
    await admin.getByRole('heading', { name: 'Alle anmodninger' }).waitFor();
    expect(await kolonne(admin, 'Dato').getAttribute('aria-sort')).toBe('descending');
  });

  it("keeps each row's link and status in view on a 375 px screen, with no sideways scroll", async () => {
    const page = await newPage(browser);
    await logIndSomAdmin(page, behandlingsliste);
    await page.setViewportSize(SMAL);
    const raekke = page.locator('tbody tr').filter({ has: page.locator(`a[href$="/behandling/anmodning/${ider.manuel}"]`) });
    await raekke.waitFor();
    expect(await rullerSidelaens(page)).toBe(false);
    expect(await indenForBredden(raekke.getByRole('link'))).toBe(true);
    for (const tekst of ['Lars Nielsen', '20.550,00 kr.']) expect(await indenForBredden(raekke.getByText(tekst))).toBe(true);
    // The sort stays at hand above the rows.
    await page.getByRole('button', { name: 'Beløb i alt' }).click();
    expect(await page.getByRole('columnheader', { name: 'Beløb i alt' }).getAttribute('aria-sort')).toBe('ascending');

    await page.goto('/app/admin/forudbetaling/anmodning');
    const linje = page.locator('tbody tr').filter({ has: page.locator(`a[href$="/anmodning/${ider.manuel}"]`) });
    await linje.waitFor();
    expect(await rullerSidelaens(page)).toBe(false);
    expect(await indenForBredden(linje.getByRole('link'))).toBe(true);
    expect(await indenForBredden(linje.getByText('Oprettet', { exact: true }))).toBe(true);
    await page.context().close();
  });

  it('corrects the price under the §5.3 rules, approves with an edited e-mail and lists the request as Godkendt', async () => {
    await aabnFraBehandlingslisten(admin, ider.godkend);
    await admin.getByText('Kursuscenter Nord ApS (kreditornr. 810033)').waitFor();
    await admin.getByText('230699-****').waitFor();
    await admin.getByRole('button', { name: 'Vis CPR-nummer' }).click();
    await admin.getByText('230699-3456').waitFor();

    const pris = raekkeMed(admin, 'A-2026-001008').getByLabel('Pris');
    const godkend = admin.getByRole('button', { name: 'Godkend anmodning' });
    // The stored price in the correction field, as the screens write money.
    expect(await pris.inputValue()).toBe('5.600,00');
    await pris.fill('5700');
    await admin.getByText('Beløb er større end deltagergebyr.').waitFor();
    expect(await godkend.isDisabled()).toBe(true);
    await pris.fill('');
    await admin.getByText('Pris er ikke angivet korrekt.').waitFor();
    await pris.fill('5400');
    await admin.getByText('Pris er ikke angivet korrekt.').waitFor({ state: 'detached' });
    await expect.poll(() => godkend.isEnabled()).toBe(true);

    // Cancelling the dialog stops silently: the correction is saved (approve saves first), nothing is sent.
    await godkend.click();
    const dialog = admin.getByRole('dialog', { name: 'Godkend anmodning' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Annuller' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => godkend.isEnabled()).toBe(true);

    await godkend.click();
    await dialog.waitFor();
    const emne = dialog.getByLabel('Emne');
    expect(await emne.inputValue()).toBe(`Din anmodning om forudbetaling er godkendt (Anmodning ${ider.godkend})`);
    await emne.fill(`Godkendt: Visual merchandising (Anmodning ${ider.godkend})`);
    const tekst = dialog.getByRole('textbox', { name: 'Tekst' });
    // The editor loads lazily: type only once it is editable and holds the caret, at the end of the first line.
    await expect.poll(() => tekst.getAttribute('contenteditable')).toBe('true');
    await tekst.getByText('Kære Sofie Andersen').click();
    await expect.poll(() => tekst.evaluate((el) => el.contains(document.activeElement) || el === document.activeElement)).toBe(true);
    await admin.keyboard.press('Control+Home');
    await admin.keyboard.press('End');
    // ProseMirror takes the caret from the browser's selectionchange, which can come after the next key
    // under load: wait until the editor itself holds the caret at the end of the first line.
    const iSlutningAfFoersteLinje = () =>
      tekst.evaluate((el) => {
        const { state } = (
          el as HTMLElement & {
            editor: { state: { selection: { from: number; $from: { parentOffset: number; parent: { textContent: string } } } } };
          }
        ).editor;
        const { $from } = state.selection;
        return $from.parent.textContent === 'Kære Sofie Andersen' && $from.parentOffset === $from.parent.textContent.length;
      });
    await expect.poll(iSlutningAfFoersteLinje).toBe(true);
    await admin.keyboard.press('Enter');
    await admin.keyboard.type('Husk at gemme kursusbeviset.');
    const sendt = admin.waitForRequest('**/api/ForudbetalingAdmin/GodkendAnmodning');
    await dialog.getByRole('button', { name: 'Godkend og send' }).click();
    const body = (await sendt).postDataJSON() as { version: number; email: { subject: string; body: string } };
    // The editor edits the body's inner part; the server gets the whole document back.
    expect(body.email.body).toMatch(/^<!DOCTYPE html><html lang="da"><head>.*<\/head><body><p>Kære Sofie Andersen<\/p>.*<\/body><\/html>$/);
    expect(body.email.body).toContain('<p>Kære Sofie Andersen</p><p>Husk at gemme kursusbeviset.</p><p>Vi har godkendt');
    expect(body.email.body).toContain('<p>Med venlig hilsen<br>Sekretariatet</p>');
    expect(body.email.body).toContain('5.400,00 kr.');
    expect(body.version).toBe(2);

    await admin.waitForURL(`**${behandlingsliste}`);
    await admin.getByText(`Anmodning nr. ${ider.godkend} er godkendt, og e-mailen er sendt til Sofie Andersen.`).waitFor();
    expect(await admin.locator(`a[href$="/behandling/anmodning/${ider.godkend}"]`).count()).toBe(0);

    await admin.getByRole('link', { name: 'Alle anmodninger' }).first().click();
    const raekke = admin.locator('tbody tr').filter({ has: admin.locator(`a[href$="/anmodning/${ider.godkend}"]`) });
    const badge = raekke.getByText('Godkendt', { exact: true });
    await badge.waitFor();
    expect(await badgeFarve(badge)).toBe('bg-success');
  });

  it('rejects a request only with a reason, which the e-mail carries and the employee then reads on her request', async () => {
    await aabnFraBehandlingslisten(admin, ider.afvis);
    await admin.getByRole('button', { name: 'Afvis anmodning' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Afvis anmodning' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Emne').inputValue()).toContain('er afvist');
    const tekst = dialog.getByRole('textbox', { name: 'Tekst' });
    await expect.poll(() => tekst.getAttribute('contenteditable')).toBe('true');
    // The template says where the reason goes.
    await tekst.getByText('Begrundelse: {{begrundelse}}').waitFor();
    let afvisninger = 0;
    admin.on('request', (r) => {
      if (r.url().endsWith('/api/ForudbetalingAdmin/AfvisAnmodning')) afvisninger++;
    });

    // No reason, spaces only, or the placeholder itself: refused in the dialog, nothing sent.
    const send = dialog.getByRole('button', { name: 'Afvis og send' });
    const begrundelse = dialog.getByLabel('Begrundelse');
    await send.click();
    await dialog.locator('small', { hasText: 'Begrundelse skal angives.' }).waitFor();
    await begrundelse.fill('   ');
    await send.click();
    await dialog.locator('small', { hasText: 'Begrundelse skal angives.' }).waitFor();
    await begrundelse.fill('{{begrundelse}}');
    await send.click();
    await dialog
      .locator('small', { hasText: 'Skriv selve begrundelsen; pladsholderen {{begrundelse}} hører til i e-mailens tekst.' })
      .waitFor();
    expect(afvisninger).toBe(0);

    await begrundelse.fill('Kurset er allerede betalt af din arbejdsgiver.\nDu kan søge igen, hvis det ændrer sig.');
    const sendt = admin.waitForRequest('**/api/ForudbetalingAdmin/AfvisAnmodning');
    await send.click();
    const body = (await sendt).postDataJSON() as { begrundelse: string; email: { body: string } };
    expect(body.begrundelse).toBe('Kurset er allerede betalt af din arbejdsgiver.\nDu kan søge igen, hvis det ændrer sig.');
    expect(body.email.body).toContain('<p>Begrundelse: {{begrundelse}}</p>');
    await admin.waitForURL(`**${behandlingsliste}`);
    await admin.getByText(`Anmodning nr. ${ider.afvis} er afvist`, { exact: false }).waitFor();

    await admin.goto('/app/admin/forudbetaling/anmodning');
    const badge = admin
      .locator('tbody tr')
      .filter({ has: admin.locator(`a[href$="/anmodning/${ider.afvis}"]`) })
      .getByText('Afvist', { exact: true });
    await badge.waitFor();
    expect(await badgeFarve(badge)).toBe('bg-danger');
    await admin.goto(`/app/admin/forudbetaling/anmodning/${ider.afvis}`);
    await admin.getByText('Begrundelse: Kurset er allerede betalt af din arbejdsgiver.', { exact: false }).waitFor();

    // Sofie reads the status and the reason on her own request.
    const sofie = await newPage(browser);
    await sofie.goto(`/fonditlogin?loginHint=loenmodtager&returnUrl=${encodeURIComponent(`/app/forudbetaling/anmodning/${ider.afvis}`)}`);
    await sofie.getByRole('button', { name: 'Sofie Andersen' }).click();
    await sofie.getByRole('heading', { name: 'Anmodningen er afvist' }).waitFor();
    expect(await sofie.getByText('Afvist', { exact: true }).count()).toBe(1);
    const grund = sofie.getByText(/^Begrundelse: Kurset er allerede betalt/);
    expect(await grund.innerText()).toBe(
      'Begrundelse: Kurset er allerede betalt af din arbejdsgiver.\nDu kan søge igen, hvis det ændrer sig.',
    );
    await sofie.context().close();
  });

  it('refuses to send a rejection whose e-mail text has lost the place of the reason', async () => {
    await aabnFraBehandlingslisten(admin, ider.manuel);
    await admin.getByRole('button', { name: 'Afvis anmodning' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Afvis anmodning' });
    const tekst = dialog.getByRole('textbox', { name: 'Tekst' });
    await expect.poll(() => tekst.getAttribute('contenteditable')).toBe('true');
    await dialog.getByLabel('Begrundelse').fill('Fakturaen er ikke til dig.');
    // The admin deletes the whole text and writes her own without the placeholder.
    await tekst.click();
    await admin.keyboard.press('Control+A');
    await admin.keyboard.type('Din anmodning er afvist.');
    await dialog.getByRole('button', { name: 'Afvis og send' }).click();
    await dialog.locator('small', { hasText: 'E-mailens tekst skal indeholde {{begrundelse}}, hvor begrundelsen sættes ind.' }).waitFor();
    await dialog.getByRole('button', { name: 'Annuller' }).click();
    await dialog.waitFor({ state: 'detached' });
    await admin.getByRole('heading', { name: `Behandling af anmodning nr. ${ider.manuel}` }).waitFor();
  });

  // Issue 14: the invoice is framed from the server's own address (with its sandbox), not a blob: copy.
  it('shows the invoice from its short-lived address on the server, which a new window can open too', async () => {
    await aabnFraBehandlingslisten(admin, ider.manuel);
    const ramme = admin.getByTitle('Faktura');
    await expect
      .poll(() => ramme.getAttribute('src'))
      .toMatch(new RegExp(`^/api/ForudbetalingAdmin/DokumentVisning/${ider.manuel}\\?adgang=`));
    // Readable where it is: the document has the wider column and nearly the window's height.
    const ramme1 = await ramme.boundingBox();
    const formular = await admin.getByRole('region', { name: 'Faktura' }).boundingBox();
    const vindue = admin.viewportSize()!;
    expect(ramme1!.width).toBeGreaterThan(formular!.width);
    expect(ramme1!.height).toBeGreaterThanOrEqual(Math.min(vindue.height - 160, 512));
    // 'Åbn i nyt vindue' sits in the section's header, in view beside its title.
    const dokumentation = admin.getByRole('region', { name: 'Dokumentation' });
    const link = dokumentation.getByRole('link', { name: 'Åbn fakturaen i et nyt vindue' });
    const overskrift = await dokumentation.getByRole('heading', { name: 'Dokumentation' }).boundingBox();
    const linkBoks = await link.boundingBox();
    expect(linkBoks!.y).toBeLessThan(ramme1!.y);
    expect(Math.abs(linkBoks!.y + linkBoks!.height / 2 - (overskrift!.y + overskrift!.height / 2))).toBeLessThan(12);
    const [nytVindue] = await Promise.all([admin.context().waitForEvent('page'), link.click()]);
    const svar = await nytVindue.request.get(nytVindue.url());
    expect(svar.status()).toBe(200);
    expect(svar.headers()['content-type']).toBe('application/pdf');
    expect(svar.headers()['content-security-policy']).toMatch(/^sandbox;/);
    await nytVindue.close();
  });

  it('changes a status manually after the warning, insisting on a choice', async () => {
    // While a request is Oprettet, its read-only view leads to the handling page.
    await admin.goto(`/app/admin/forudbetaling/anmodning/${ider.manuel}`);
    await admin.getByRole('link', { name: 'Behandling af anmodning' }).click();
    await admin.getByRole('heading', { name: `Behandling af anmodning nr. ${ider.manuel}` }).waitFor();
    const manuel = admin.getByRole('button', { name: 'Manuel behandling' });
    await manuel.click();
    const dialog = admin.getByRole('dialog', { name: 'Manuel behandling' });
    await dialog
      .getByText('Der sendes ingen e-mail til ansøgeren, intet til økonomisystemet, og ansøgningerne ændres ikke.', { exact: false })
      .waitFor();
    await dialog.getByRole('button', { name: 'Skift status' }).click();
    await dialog.locator('form').getByText('Status er ikke valgt.').waitFor();
    await dialog.getByRole('button', { name: 'Annuller' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => manuel.isEnabled()).toBe(true);

    await manuel.click();
    await dialog.getByRole('radio', { name: 'Afvist' }).check();
    await dialog.getByRole('button', { name: 'Skift status' }).click();
    await admin.waitForURL(`**${behandlingsliste}`);
    await admin.getByText(`Anmodning nr. ${ider.manuel} har fået status Afvist ved manuel behandling.`).waitFor();
  });

  it('sends a handled request from its handling page to the read-only view with its history', async () => {
    await admin.goto(`/app/admin/forudbetaling/behandling/anmodning/${ider.godkend}`);
    await admin.waitForURL(`**/app/admin/forudbetaling/anmodning/${ider.godkend}`);
    await admin.getByText('Anmodning er allerede behandlet').waitFor();
    await admin.getByRole('heading', { name: `Anmodning om forudbetaling nr. ${ider.godkend}` }).waitFor();
    expect(await admin.getByRole('link', { name: 'Behandling af anmodning' }).count()).toBe(0);
    await admin.getByText('Pris (A-2026-001008): 5.600,00 kr. → 5.400,00 kr.').waitFor();
    await admin.getByText('CPR-nummer vist').waitFor();
    await admin.getByText(`Godkendt: Visual merchandising (Anmodning ${ider.godkend})`).first().waitFor();
  });
});
