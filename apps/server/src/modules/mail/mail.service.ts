import { Inject, Injectable, Logger } from '@nestjs/common';
import type { OnApplicationShutdown } from '@nestjs/common';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Outgoing mail. Every message is written to `mail_outbox` first; when SMTP_URL is set it is
 * then sent through nodemailer and the row records `sent_at` or `error`. Without SMTP the outbox
 * is the record (development, tests, or a separate relay reading the table).
 */
@Injectable()
export class MailService implements OnApplicationShutdown {
  private readonly logger = new Logger(MailService.name);
  private transporter?: Transporter;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
  ) {}

  private get transport(): Transporter | undefined {
    if (!this.config.smtpUrl) return undefined;
    this.transporter ??= nodemailer.createTransport(this.config.smtpUrl);
    return this.transporter;
  }

  /** Writes the message to the outbox and, with SMTP configured, sends it. Returns the outbox id. */
  async send(msg: MailMessage): Promise<string> {
    const [row]: { id: string }[] = await this.dataSource.query(
      `INSERT INTO mail_outbox ("to", subject, text, html) VALUES ($1, $2, $3, $4) RETURNING id`,
      [msg.to, msg.subject, msg.text, msg.html ?? null],
    );
    const transport = this.transport;
    if (!transport) return row.id;
    try {
      await transport.sendMail({
        from: this.config.mailFrom,
        to: msg.to,
        subject: msg.subject,
        text: msg.text,
        html: msg.html,
      });
      await this.dataSource.query('UPDATE mail_outbox SET sent_at = now() WHERE id = $1', [row.id]);
    } catch (err) {
      const message = (err as Error).message?.slice(0, 1000) ?? 'send failed';
      this.logger.warn(`mail to outbox ${row.id} not sent: ${message}`);
      await this.dataSource.query('UPDATE mail_outbox SET error = $2 WHERE id = $1', [row.id, message]);
    }
    return row.id;
  }

  onApplicationShutdown(): void {
    this.transporter?.close();
  }
}
