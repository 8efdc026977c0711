import { join } from 'node:path';
import type { Transporter } from 'nodemailer';
import writeFileAtomic from 'write-file-atomic';
import { PRIVATE_FILE, privateDir } from '../store/private-files';
import { rensHtml } from './rens-html';
import { somTekst } from './som-tekst';

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
  /**
   * Puts the e-mail in the outbox, inside the store transaction that is running (so it is sent only
   * if the case change it belongs to is stored, and then surely); a worker sends it (mail/udbakke.ts).
   */
  send(mail: Mail): Promise<void>;
  /** Resolves when no e-mail is due or being sent (at shutdown, and in tests before they look in the outbox). */
  ledig(): Promise<void>;
  /** Starts the worker that also looks for due e-mails on a timer (the server does; tests need not). */
  start(): void;
  stop(): void;
}

/** One e-mail handed to the transport: the outbox record's id and creation time name it, so a resend is the same message. */
export interface Forsendelse {
  id: string;
  oprettet: Date;
  sendt: Date;
  mail: Mail;
}

/**
 * The end of the pipe: nodemailer builds a real MIME message. With SMTP_URL it is sent by SMTP;
 * without it, it is written as an .eml file to DATA_DIR/outbox, which any mail client opens. The
 * Message-ID and the file name come from the outbox record, so an e-mail sent again after a crash
 * overwrites its own file and a mail server can tell it is the same message.
 */
export class NodemailerTransport {
  // Made at the first e-mail: loading nodemailer is a noticeable part of the server's start.
  private transport: Promise<Transporter> | undefined;
  private readonly outbox: string | undefined;
  // Made once: a mkdir per e-mail is a system call on every delivery.
  private mappe: Promise<unknown> | undefined;

  constructor(private readonly options: { smtpUrl: string | undefined; from: string; dataDir: string }) {
    this.outbox = options.smtpUrl ? undefined : join(options.dataDir, 'outbox');
  }

  private laesTransport(): Promise<Transporter> {
    this.transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      this.options.smtpUrl
        ? nodemailer.createTransport(this.options.smtpUrl)
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    );
    return this.transport;
  }

  /** Sends the e-mail; answers the .eml file's name when it went to the folder. */
  async lever({ id, oprettet, sendt, mail }: Forsendelse): Promise<string | undefined> {
    const html = rensHtml(mail.html);
    const info = (await (
      await this.laesTransport()
    ).sendMail({
      from: this.options.from,
      to: mail.til,
      subject: mail.emne,
      // Both parts make nodemailer write multipart/alternative, the text generated from the html sent.
      html,
      text: somTekst(html),
      date: sendt,
      messageId: `<${id}@fondsportalen>`,
      headers: { 'X-Fond-Sag': `${mail.sag.type}:${mail.sag.id}` },
    })) as { message?: Buffer };
    if (!this.outbox || !info.message) return undefined;
    this.mappe ??= privateDir(this.outbox);
    await this.mappe;
    const fil = `${oprettet.toISOString().replace(/[:.]/g, '-')}-${id}.eml`;
    await writeFileAtomic(join(this.outbox, fil), info.message, { fsync: true, mode: PRIVATE_FILE });
    return fil;
  }
}
