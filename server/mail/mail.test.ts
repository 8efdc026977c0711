import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LowdbStore } from '../store/lowdb-store';
import { NodemailerMailer, type SendtMail } from './mailer';
import { udfyld } from './skabelon';

describe('udfyld', () => {
  it('fills placeholders and escapes values in html', () => {
    expect(udfyld('<p>Kære {{navn}}</p>', { navn: 'Ib <script>' }, true)).toBe('<p>Kære Ib &lt;script&gt;</p>');
    expect(udfyld('Anmodning {{ id }} og {{ukendt}}', { id: 7 }, false)).toBe('Anmodning 7 og {{ukendt}}');
  });
});

describe('NodemailerMailer without SMTP', () => {
  it('writes a real .eml file to the outbox and records the case reference', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fond-mail-'));
    const sendte = new LowdbStore(dataDir).collection<SendtMail>('mails');
    const mailer = new NodemailerMailer(
      { smtpUrl: undefined, from: 'Fond <noreply@fond.example.dk>', dataDir, now: () => new Date('2026-11-22T10:00:00Z') },
      sendte,
    );
    const sendt = await mailer.send({
      til: 'mette@example.dk',
      emne: 'Kvittering (Anmodning 3)',
      html: '<p>Tak, Mette</p>',
      sag: { type: 'anmodning', id: 3 },
    });

    const filer = readdirSync(join(dataDir, 'outbox'));
    expect(filer).toEqual([sendt.fil]);
    const eml = readFileSync(join(dataDir, 'outbox', filer[0]!), 'utf8');
    expect(eml).toMatch(/^To: mette@example.dk$/m);
    expect(eml).toMatch(/^Subject: Kvittering \(Anmodning 3\)$/m);
    expect(eml).toMatch(/^X-Fond-Sag: anmodning:3$/m);
    expect(eml).toContain('Tak, Mette');
    expect(await sendte.all()).toEqual([sendt]);
  });
});
