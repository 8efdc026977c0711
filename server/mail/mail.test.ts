import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LowdbStore } from '../store/lowdb-store';
import { testApp } from '../testing/app';
import { dataUri, fakturaPdf } from '../testing/faktura';
import { laesUdbakke } from '../testing/eml';
import { gyldigAnmodning, gyldigAnsoegning } from '../testing/fixtures';
import { createLogger } from '../log';
import { NodemailerTransport, type SendtMail } from './mailer';
import { createUdbakke } from './udbakke';
import { udfyld } from './skabelon';

describe('udfyld', () => {
  it('fills placeholders and escapes values in html', () => {
    expect(udfyld('<p>Kære {{navn}}</p>', { navn: 'Ib <script>' }, true)).toBe('<p>Kære Ib &lt;script&gt;</p>');
    expect(udfyld('Anmodning {{ id }} og {{ukendt}}', { id: 7 }, false)).toBe('Anmodning 7 og {{ukendt}}');
  });

  it("keeps a value's line breaks as <br> in html, and as they are in text", () => {
    expect(udfyld('<p>Begrundelse: {{begrundelse}}</p>', { begrundelse: 'Betalt.\r\nSe & læs' }, true)).toBe(
      '<p>Begrundelse: Betalt.<br>Se &amp; læs</p>',
    );
    expect(udfyld('{{begrundelse}}', { begrundelse: 'a\nb' }, false)).toBe('a\nb');
  });
});

describe('the outbox without SMTP', () => {
  it('writes a real .eml file to the outbox folder and records the case reference', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fond-mail-'));
    const store = new LowdbStore(dataDir);
    const sendte = store.collection<SendtMail>('mails');
    const mailer = createUdbakke({
      store,
      transport: new NodemailerTransport({ smtpUrl: undefined, from: 'Fond <noreply@fond.example.dk>', dataDir }),
      now: () => new Date('2026-11-22T10:00:00Z'),
      log: createLogger('silent'),
    });
    await mailer.send({
      til: 'mette@example.dk',
      emne: 'Kvittering (Anmodning 3)',
      html: '<p>Tak, Mette</p>',
      sag: { type: 'anmodning', id: 3 },
    });
    await mailer.ledig();
    const [sendt] = await sendte.all();
    expect(sendt).toMatchObject({ til: 'mette@example.dk', sendt: '2026-11-22T10:00:00.000Z', sag: { type: 'anmodning', id: 3 } });
    expect(await store.collection('udbakke').all()).toEqual([]);

    const filer = readdirSync(join(dataDir, 'outbox'));
    expect(filer).toEqual([sendt!.fil]);
    const eml = readFileSync(join(dataDir, 'outbox', filer[0]!), 'utf8');
    expect(eml).toMatch(/^To: mette@example.dk$/m);
    expect(eml).toMatch(/^Subject: Kvittering \(Anmodning 3\)$/m);
    expect(eml).toMatch(/^X-Fond-Sag: anmodning:3$/m);
    expect(eml).toContain('Tak, Mette');
  });
});

// Issue 14: e-mail bodies edited by the secretariat went out unsanitised.
describe("the secretariat's e-mail body", () => {
  it('goes out without scripts, handlers, javascript: links or frames', async () => {
    const api = testApp();
    const mette = await api.citizenLogin('loenmodtager', 'lm-mette');
    const pdfUri = dataUri(await fakturaPdf(), 'application/pdf', 'faktura.pdf');
    const oprettet = await api.json('POST', '/api/Forudbetaling/OpretForudbetalingAnmodning', gyldigAnmodning(pdfUri), { Cookie: mette });
    const { id } = (await oprettet.json()) as { id: number };
    const { accessToken } = await api.adminLogin();
    const body =
      '<!DOCTYPE html><html><body><p>Godkendt</p><script>alert(1)</script><img src=x onerror="alert(2)">' +
      '<a href="javascript:alert(3)">klik</a><iframe src="https://evil.example/x"></iframe></body></html>';
    const res = await api.json(
      'POST',
      '/api/ForudbetalingAdmin/GodkendAnmodning',
      { anmodningId: id, email: { subject: 'Godkendt', body } },
      { Authorization: `Bearer ${accessToken}` },
    );
    expect(res.status).toBe(200);
    const outbox = join(api.dataDir, 'outbox');
    const emls = readdirSync(outbox).map((fil) => readFileSync(join(outbox, fil), 'utf8'));
    const godkendt = emls.find((eml) => /^Subject: Godkendt$/m.test(eml));
    expect(godkendt).toContain('Godkendt</p>');
    for (const farlig of ['<script', 'onerror', 'javascript:', '<iframe', 'evil.example']) expect(godkendt).not.toContain(farlig);
  });
});

/** The words a reader sees in an html body: its head and tags left out, the few entities the templates use decoded. */
function ordI(html: string): string[] {
  const synlig = html
    .replace(/<head>[\s\S]*<\/head>/i, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
  return synlig.match(/[\p{L}\p{N}]+/gu) ?? [];
}

// Issue 36: e-mails went out as HTML only; mail clients and spam filters expect a plain-text part beside it.
describe('an e-mail in the outbox', () => {
  it('has a plain-text part beside the html (multipart/alternative), with the words of the html', async () => {
    const api = testApp();
    const mette = await api.citizenLogin('loenmodtager', 'lm-mette');
    const body = gyldigAnmodning(dataUri(await fakturaPdf(), 'application/pdf', 'faktura.pdf'));
    expect((await api.json('POST', '/api/Forudbetaling/OpretForudbetalingAnmodning', body, { Cookie: mette })).status).toBe(201);
    const [mail] = await laesUdbakke(api.dataDir);
    expect(mail?.indholdstype).toMatch(/^multipart\/alternative;/);
    expect(mail?.html).toContain('<p>Kære Mette');
    const ord = ordI(mail!.html);
    expect(ord.length).toBeGreaterThan(20);
    const tekstensOrd = new Set(ordI(mail!.tekst));
    expect(ord.filter((o) => !tekstensOrd.has(o))).toEqual([]);
    expect(mail?.tekst).not.toMatch(/<p>|&amp;|Kvittering<\/title>/);
    expect(mail?.tekst).toMatch(/^Kære Mette Jensen$/m);
  });
});

// Issue 36: the receipt's number is what a person quotes when they call; the e-mail's body says it, not only its subject.
describe('the receipt e-mails', () => {
  it("the employee's receipt names the request's number in its body", async () => {
    const api = testApp();
    const mette = await api.citizenLogin('loenmodtager', 'lm-mette');
    const body = gyldigAnmodning(dataUri(await fakturaPdf(), 'application/pdf', 'faktura.pdf'));
    const res = await api.json('POST', '/api/Forudbetaling/OpretForudbetalingAnmodning', body, { Cookie: mette });
    const { id } = (await res.json()) as { id: number };
    const [mail] = await laesUdbakke(api.dataDir);
    expect(mail?.tekst).toContain(`anmodning nr. ${id}`);
  });

  it("the company's receipt names the application's number in its body", async () => {
    const api = testApp();
    const cookie = await api.citizenLogin('virksomhed', '31245001');
    const res = await api.json('POST', '/api/ArbejdsmangelAnsoegning/OpretAnsoegning', gyldigAnsoegning(), { Cookie: cookie });
    const { id } = (await res.json()) as { id: number };
    const [mail] = await laesUdbakke(api.dataDir);
    expect(mail?.tekst).toContain(`ansøgning nr. ${id}`);
  });
});
