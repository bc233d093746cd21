import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
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
 * `npm start` sees what would be sent.
 */
@Injectable()
export class MailTransport implements OnModuleDestroy {
  private readonly logger = new Logger(MailTransport.name);
  private readonly transporter: Transporter;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    const { smtpUrl } = config.mail;
    this.transporter = smtpUrl
      ? nodemailer.createTransport(smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  onModuleDestroy(): void {
    this.transporter.close();
  }

  async send(mail: OutgoingMail): Promise<void> {
    const info = (await this.transporter.sendMail({
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
