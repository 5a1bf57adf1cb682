import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from '../../common/logger';

export interface MailMessage {
  /** Overrides the mailer's sender (processing notifications use NOTIFICATION_FROM). */
  from?: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Real delivery through SMTP_URL. */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(smtpUrl: string, private readonly from: string, private readonly logger: Logger) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail({ from: this.from, ...message });
    this.logger.info('mail sent', { to: message.to, subject: message.subject, messageId: info.messageId });
  }

  close(): void {
    this.transport.close();
  }
}

/** Without SMTP, each message becomes an .eml file a person can open, so no link is ever lost. */
export class FileMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(private readonly dir: string, private readonly from: string, private readonly logger: Logger) {
    this.transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail({ from: this.from, ...message });
    await fs.mkdir(this.dir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.join(this.dir, `${stamp}-${Math.random().toString(36).slice(2, 8)}.eml`);
    await fs.writeFile(file, info.message as Buffer);
    this.logger.info('mail written', { to: message.to, subject: message.subject, file });
  }

  close(): void {}
}

export function createMailer(opts: { smtpUrl?: string; from: string; dataDir: string; logger: Logger }): Mailer {
  return opts.smtpUrl
    ? new SmtpMailer(opts.smtpUrl, opts.from, opts.logger)
    : new FileMailer(path.join(opts.dataDir, 'mail'), opts.from, opts.logger);
}
