import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import type { RenderedMail } from './mail-render';

/** One mail to send. */
export interface OutgoingMail extends RenderedMail {
  readonly to: string;
  /** The one-click unsubscribe link (RFC 2369 List-Unsubscribe, RFC 8058 List-Unsubscribe-Post). */
  readonly unsubscribeUrl: string | null;
}

/**
 * Sends through nodemailer: to SMTP_URL, or, without one, as an .eml file under the data directory
 * (nodemailer's stream transport builds the same message), whose path is logged, so a newcomer running
 * `npm start` sees what would be sent. nodemailer is loaded by the first mail (issue 36: a server that sends
 * none keeps it out of its memory).
 */
@Injectable()
export class MailTransport implements OnModuleDestroy {
  private readonly logger = new Logger(MailTransport.name);
  private transporter: Promise<Transporter> | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async onModuleDestroy(): Promise<void> {
    const transporter = await this.transporter?.catch(() => null);
    transporter?.close();
  }

  private transport(): Promise<Transporter> {
    this.transporter ??= import('nodemailer').then(
      ({ default: nodemailer }) => {
        const { smtpUrl } = this.config.mail;
        return smtpUrl
          ? nodemailer.createTransport(smtpUrl)
          : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
      },
      (error: unknown) => {
        // The next mail tries the load again.
        this.transporter = null;
        throw error;
      },
    );
    return this.transporter;
  }

  async send(mail: OutgoingMail): Promise<void> {
    const transporter = await this.transport();
    const info = (await transporter.sendMail({
      from: this.config.mail.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ...(mail.unsubscribeUrl
        ? {
            list: { unsubscribe: { url: mail.unsubscribeUrl, comment: 'Unsubscribe' } },
            headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
          }
        : {}),
    })) as { message?: Buffer };
    if (this.config.mail.smtpUrl || !info.message) return;
    const dir = this.config.mail.outboxDir;
    await mkdir(dir, { recursive: true });
    const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`);
    await writeFile(file, info.message);
    this.logger.log(`no SMTP_URL: wrote the mail to ${file}`);
  }
}
