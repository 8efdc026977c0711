import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import writeFileAtomic from 'write-file-atomic';
import type { Collection } from '../store/types';
import { rensHtml } from './rens-html';

/** Which case an e-mail is about, so it can be shown in the case's journal. */
export interface Sagsreference {
  type: 'anmodning' | 'arbejdsmangel';
  id: number;
}

export interface Mail {
  til: string;
  emne: string;
  html: string;
  sag: Sagsreference;
}

/** What the portal records of every e-mail it sent (never the body, which may hold personal data). */
export interface SendtMail {
  id: string;
  til: string;
  emne: string;
  sendt: string;
  sag: Sagsreference;
  fil?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<SendtMail>;
  /** Resolves when no e-mail is being sent (at shutdown, and in tests before they look in the outbox). */
  ledig(): Promise<void>;
}

/**
 * nodemailer builds a real MIME message. With SMTP_URL it is sent by SMTP; without it, it is
 * written as an .eml file to DATA_DIR/outbox, which any mail client opens.
 */
export class NodemailerMailer implements Mailer {
  private readonly transport: Transporter;
  private readonly outbox: string | undefined;
  private readonly from: string;
  private readonly now: () => Date;

  constructor(
    options: { smtpUrl: string | undefined; from: string; dataDir: string; now: () => Date },
    private readonly sendte: Collection<SendtMail>,
  ) {
    this.from = options.from;
    this.now = options.now;
    this.outbox = options.smtpUrl ? undefined : join(options.dataDir, 'outbox');
    this.transport = options.smtpUrl
      ? nodemailer.createTransport(options.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  private readonly igang = new Set<Promise<unknown>>();

  send(mail: Mail): Promise<SendtMail> {
    const sending = this.sendNu(mail);
    this.igang.add(sending);
    void sending.finally(() => this.igang.delete(sending)).catch(() => undefined);
    return sending;
  }

  async ledig(): Promise<void> {
    while (this.igang.size > 0) await Promise.allSettled([...this.igang]);
  }

  private async sendNu(mail: Mail): Promise<SendtMail> {
    const id = randomUUID();
    const sendt = this.now();
    const info = (await this.transport.sendMail({
      from: this.from,
      to: mail.til,
      subject: mail.emne,
      html: rensHtml(mail.html),
      date: sendt,
      messageId: `<${id}@fondsportalen>`,
      headers: { 'X-Fond-Sag': `${mail.sag.type}:${mail.sag.id}` },
    })) as { message?: Buffer };
    let fil: string | undefined;
    if (this.outbox && info.message) {
      await mkdir(this.outbox, { recursive: true });
      fil = `${sendt.toISOString().replace(/[:.]/g, '-')}-${id}.eml`;
      await writeFileAtomic(join(this.outbox, fil), info.message, { fsync: true });
    }
    const record: SendtMail = { id, til: mail.til, emne: mail.emne, sendt: sendt.toISOString(), sag: mail.sag, fil };
    await this.sendte.put(id, record);
    return record;
  }
}
