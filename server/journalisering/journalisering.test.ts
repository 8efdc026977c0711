import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../testing/app';
import { dataUri, fakturaPdf } from '../testing/faktura';
import { gyldigAnmodning, gyldigAnsoegning } from '../testing/fixtures';

let pdfUri: string;
beforeAll(async () => {
  pdfUri = dataUri(await fakturaPdf());
});

/** An app with one prepayment request (id 1) and one work-shortage application (id 1), and an admin. */
async function medSager() {
  const api = testApp({ publicBaseUrl: 'https://portal.fond.example.dk' });
  const mette = await api.citizenLogin('loenmodtager', 'lm-mette');
  await api.json('POST', '/api/Forudbetaling/OpretForudbetalingAnmodning', gyldigAnmodning(pdfUri), { Cookie: mette });
  const virksomhed = await api.citizenLogin('virksomhed', '31245001');
  await api.json('POST', '/api/ArbejdsmangelAnsoegning/OpretAnsoegning', gyldigAnsoegning(), { Cookie: virksomhed });
  const { accessToken } = await api.adminLogin();
  const admin = (method: string, path: string, body?: unknown) => api.json(method, path, body, { Authorization: `Bearer ${accessToken}` });
  const journaliser = (EmailSubject: unknown) => admin('POST', '/api/JournaliseringAdmin/JournaliserEmail', { EmailSubject });
  return { ...api, admin, journaliser };
}

describe('JournaliserEmail', () => {
  it('files a reply to the portal’s own e-mail on the prepayment request, and shows it on its detail', async () => {
    const { journaliser, admin } = await medSager();
    const res = await journaliser('SV: Din anmodning om forudbetaling er godkendt (Anmodning 1)');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      sag: { type: 'anmodning', id: 1, titel: 'Anmodning 1' },
      journalpost: { admin: 'Demo Sekretariat' },
    });
    const detalje = (await (await admin('GET', '/api/ForudbetalingAdmin/HentForudbetalingAnmodning/1')).json()) as {
      journal: { emne: string }[];
    };
    expect(detalje.journal.map((j) => j.emne)).toEqual(['SV: Din anmodning om forudbetaling er godkendt (Anmodning 1)']);
  });

  it('files on a work-shortage application and on a course application number', async () => {
    const { journaliser } = await medSager();
    expect(await (await journaliser('VS: Kvittering (Ansøgning 1)')).json()).toMatchObject({ sag: { type: 'arbejdsmangel', id: 1 } });
    expect(await (await journaliser('Om kursus A-2026-001002')).json()).toMatchObject({ sag: { type: 'kursusansoegning', id: 1002 } });
  });

  it('skips a reference to a case that does not exist and takes the next', async () => {
    const { journaliser } = await medSager();
    expect(await (await journaliser('Anmodning 99 og Ansøgning 1')).json()).toMatchObject({ sag: { type: 'arbejdsmangel', id: 1 } });
  });

  it('answers 404 problem+json in Danish when the subject names no case, and records nothing', async () => {
    const { journaliser, admin } = await medSager();
    const res = await journaliser('Mødeindkaldelse');
    expect(res.status).toBe(404);
    expect(res.headers.get('Content-Type')).toContain('application/problem+json');
    expect(((await res.json()) as { title: string }).title).toBe('E-mailens emne henviser ikke til en sag i portalen.');
    const detalje = (await (await admin('GET', '/api/ForudbetalingAdmin/HentForudbetalingAnmodning/1')).json()) as { journal: unknown[] };
    expect(detalje.journal).toEqual([]);
  });

  it.each([[''], ['   '], [undefined], [42]])('answers 400 for the subject %j', async (emne) => {
    const { admin } = await medSager();
    const res = await admin('POST', '/api/JournaliseringAdmin/JournaliserEmail', emne === undefined ? {} : { EmailSubject: emne });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: unknown[] }).errors).toContainEqual({
      path: '/EmailSubject',
      message: 'E-mailens emne skal angives.',
    });
  });

  it('answers 401 without an admin token', async () => {
    const { json } = await medSager();
    expect((await json('POST', '/api/JournaliseringAdmin/JournaliserEmail', { EmailSubject: 'Anmodning 1' })).status).toBe(401);
  });
});

describe('the Outlook add-in', () => {
  it('serves an XML manifest whose URLs follow PUBLIC_BASE_URL', async () => {
    const { app } = await medSager();
    const res = await app.request('/app/outlook-journalisering/manifest.xml');
    expect(res.headers.get('Content-Type')).toContain('application/xml');
    const xml = await res.text();
    expect(xml).toContain('xsi:type="MailApp"');
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(xml).toMatch(/<SourceLocation\s+DefaultValue="https:\/\/portal\.fond\.example\.dk\/app\/outlook-journalisering"\s*\/>/);
    expect(xml).toMatch(/<IconUrl\s+DefaultValue="https:\/\/portal\.fond\.example\.dk\/app\/outlook-journalisering\/ikon-64\.png"\s*\/>/);
    const ikon = await app.request('/app/outlook-journalisering/ikon-64.png');
    expect(ikon.headers.get('Content-Type')).toBe('image/png');
  });

  it('lets Outlook frame the add-in page while every other page refuses to be framed', async () => {
    const { app } = await medSager();
    const tilfoejelse = await app.request('/app/outlook-journalisering');
    const csp = tilfoejelse.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toMatch(/frame-ancestors 'self' https:\/\/outlook\.office\.com/);
    expect(csp).toContain('https://appsforoffice.microsoft.com');
    expect(csp).not.toMatch(/'unsafe-(inline|eval)'/);
    expect(tilfoejelse.headers.get('X-Frame-Options')).toBeNull();
    // Issue 14: only the Outlook hosts by name, and forms post nowhere but here.
    const rammer = /frame-ancestors ([^;]*)/.exec(csp)?.[1]?.split(' ');
    expect(rammer).toEqual(["'self'", 'https://outlook.office.com', 'https://outlook.office365.com', 'https://outlook.cloud.microsoft']);
    expect(csp).toContain("form-action 'self'");
    for (const sti of ['/app', '/app/admin', '/fonditlogin', '/app/outlook-journalisering-ikke']) {
      const res = await app.request(sti);
      expect(res.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('X-Frame-Options')).toBe('DENY');
    }
  });

  it("keeps the sign-in dialog's page reachable by the Outlook window that opened it, and only the add-in's pages", async () => {
    const { app } = await medSager();
    // Office.js in the dialog answers through window.opener (Outlook's window): same-origin would cut it off.
    for (const sti of ['/app/outlook-journalisering', '/app/outlook-journalisering/log-ind?udfordring=x'])
      expect((await app.request(sti)).headers.get('Cross-Origin-Opener-Policy'), sti).toBe('unsafe-none');
    for (const sti of ['/app', '/app/admin'])
      expect((await app.request(sti)).headers.get('Cross-Origin-Opener-Policy'), sti).toBe('same-origin');
  });
});
