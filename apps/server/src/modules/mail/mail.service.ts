import { Inject, Injectable, Logger } from '@nestjs/common';
import type {
  BeforeApplicationShutdown,
  OnApplicationBootstrap,
  OnApplicationShutdown,
} from '@nestjs/common';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { UserPreferencesEntity } from '../preferences/entities/user-preferences.entity.js';
import { UserEntity } from '../users/entities/user.entity.js';
import { MailOutboxEntity } from './entities/mail-outbox.entity.js';
import { mailLocaleOf } from './mail-texts.js';
import type { MailLocale } from './mail-texts.js';

/** A single-use secret a mail carries (the token of a reset or verification link). */
export interface MailSecret {
  value: string;
  /** When it stops working anyway; the outbox copy is removed then at the latest. */
  expiresAt: Date;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Secrets in `text`/`html` that the outbox must not keep once they are no longer needed there. */
  secrets?: MailSecret[];
}

/** What replaces a secret in the stored copy, by why it went. */
export const SECRET_REMOVED = {
  delivered: '[link removed after delivery]',
  used: '[link removed after use]',
  expired: '[link removed after expiry]',
  void: '[link removed: it no longer works]',
} as const;
type RemovalReason = keyof typeof SECRET_REMOVED;

/** How often expired secrets are swept from the outbox (and once at start). */
export const SECRET_SWEEP_INTERVAL_MS = 60_000;
const SWEEP_BATCH = 200;

interface SecretRow {
  id: string;
  text: string;
  html: string | null;
  live_secrets: string[];
}

function without(body: string, secrets: string[], marker: string): string {
  let out = body;
  for (const s of secrets) if (s) out = out.split(s).join(marker);
  return out;
}

/** An http(s) URL in a mail's plain text (a fixed pattern, linear: no nested quantifiers). */
const URL_IN_TEXT = /https?:\/\/[^\s<>"]+/g;

/**
 * Outgoing mail. Every message is written to `mail_outbox` first; when SMTP_URL is set it is
 * then sent through nodemailer and the row records `sent_at` or `error`. Without SMTP the outbox
 * is the record (development, tests, or a separate relay reading the table).
 *
 * The outbox keeps no usable link: a mail's secrets (MailMessage.secrets) stay in the stored copy
 * only while the mail is undelivered and they are live, which is what a developer without SMTP
 * reads links from. They are replaced by a marker as soon as SMTP accepted the mail, when the
 * link is used (`forgetSecret`) or stops working before use (`forgetSecretsByHash`: a revoked,
 * declined or resent invitation, a deleted zone), and when they expire or a relay marked the row sent (a sweep at
 * start and every minute). A failed send keeps them until expiry, for a resend.
 */
@Injectable()
export class MailService implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger(MailService.name);
  private transporter?: Transporter;
  private sweepTimer?: NodeJS.Timeout;
  private sweeping?: Promise<number>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
  ) {}

  private get transport(): Transporter | undefined {
    if (!this.config.smtpUrl) return undefined;
    this.transporter ??= nodemailer.createTransport(this.config.smtpUrl);
    return this.transporter;
  }

  /**
   * The language a mail to `email` is written in: its account's language preference (English
   * when it has none), or `fallback` when no account has that address (an invitation: the
   * inviter's). A failed lookup writes the mail in English rather than not at all.
   */
  async localeFor(email: string, fallback: MailLocale = 'en'): Promise<MailLocale> {
    try {
      const row = await this.dataSource
        .createQueryBuilder()
        .select('p.language', 'language')
        .from(UserEntity, 'u')
        .leftJoin(UserPreferencesEntity, 'p', 'p.user_id = u.id')
        .where('lower(u.email) = lower(:email)', { email })
        .limit(1)
        .getRawOne<{ language: string | null }>();
      return row ? mailLocaleOf(row.language) : fallback;
    } catch (err) {
      this.logger.warn(`mail language of a recipient not read: ${(err as Error).message}`);
      return 'en';
    }
  }

  /** Composes a mail to `to` in the recipient's language (`localeFor`), then sends it. */
  async sendTo(
    to: string,
    compose: (locale: MailLocale) => MailMessage,
    fallback?: MailLocale,
  ): Promise<string> {
    return this.send(compose(await this.localeFor(to, fallback)));
  }

  /** Writes the message to the outbox and, with SMTP configured, sends it. Returns the outbox id. */
  async send(msg: MailMessage): Promise<string> {
    const secrets = (msg.secrets ?? []).filter((s) => s.value !== '');
    const expiry = secrets.length ? new Date(Math.min(...secrets.map((s) => s.expiresAt.getTime()))) : null;
    const outbox = this.dataSource.getRepository(MailOutboxEntity);
    const inserted = await outbox
      .createQueryBuilder()
      .insert()
      .values({
        to: msg.to,
        subject: msg.subject,
        text: msg.text,
        html: msg.html ?? null,
        live_secrets: secrets.length ? secrets.map((s) => s.value) : null,
        secrets_expire_at: expiry,
      })
      .returning(['id'])
      .execute();
    const [row] = inserted.raw as { id: string }[];
    const transport = this.transport;
    if (!transport) {
      if (!this.config.isProduction)
        this.logUndelivered(
          msg,
          secrets.map((s) => s.value),
        );
      return row.id;
    }
    try {
      await transport.sendMail({
        from: this.config.mailFrom,
        to: msg.to,
        subject: msg.subject,
        text: msg.text,
        html: msg.html,
      });
      if (!secrets.length) {
        await outbox.update({ id: row.id }, { sent_at: () => 'now()' });
      } else {
        // Delivered: the recipient's mailbox has the link now; the outbox copy loses it.
        const values = secrets.map((s) => s.value);
        const marker = SECRET_REMOVED.delivered;
        await outbox.update(
          { id: row.id },
          {
            sent_at: () => 'now()',
            text: without(msg.text, values, marker),
            html: msg.html === undefined ? null : without(msg.html, values, marker),
            live_secrets: null,
            secrets_expire_at: null,
          },
        );
      }
    } catch (err) {
      const message = (err as Error).message?.slice(0, 1000) ?? 'send failed';
      this.logger.warn(`mail to outbox ${row.id} not sent: ${message}`);
      await outbox.update({ id: row.id }, { error: message });
    }
    return row.id;
  }

  /**
   * Development without SMTP: says in the server log that a mail stayed in the outbox, with the
   * links in it that carry a secret (a verification, reset or invitation link), so a developer
   * who just signed up can open the link without reading the table. Never in production (NODE_ENV
   * production), where the outbox is read by a relay and the log must not hold live links.
   */
  private logUndelivered(msg: MailMessage, secrets: readonly string[]): void {
    const links = [...new Set(msg.text.match(URL_IN_TEXT) ?? [])].filter((url) =>
      secrets.some((secret) => url.includes(secret)),
    );
    const where = links.length ? `; open: ${links.join(' ')}` : '';
    this.logger.log(
      `mail "${msg.subject}" to ${msg.to} kept in mail_outbox, not sent (SMTP_URL is unset)${where}`,
    );
  }

  /** The link carrying `secret` was used: stored copies of it go (it no longer works anyway). */
  async forgetSecret(secret: string): Promise<void> {
    if (!secret) return;
    await this.removeSecrets('used', 'm.live_secrets @> ARRAY[:secret]::text[]', { secret });
  }

  /**
   * Links whose tokens are known only by their sha256 (as stored beside what they open) went:
   * `used` (accepted) or `void` (revoked, declined, replaced by a resend, their zone deleted).
   * Stored copies of mails carrying them lose them.
   */
  async forgetSecretsByHash(hashes: string[], reason: 'used' | 'void'): Promise<void> {
    if (!hashes.length) return;
    await this.removeSecrets(
      reason,
      `EXISTS (SELECT 1 FROM unnest(m.live_secrets) AS s(v)
                WHERE encode(sha256(convert_to(s.v, 'UTF8')), 'hex') = ANY(CAST(:hashes AS text[])))`,
      { hashes },
    );
  }

  /**
   * Removes the secrets of rows past their expiry, or marked sent by someone else (a relay reading
   * the table); returns how many rows changed. Runs at start and every minute.
   */
  async sweepSecrets(): Promise<number> {
    // One sweep at a time per node; several nodes skip each other's locked rows.
    this.sweeping ??= (async () => {
      try {
        let total = 0;
        for (;;) {
          const expired = await this.removeSecrets('expired', 'm.secrets_expire_at <= now()');
          const delivered = await this.removeSecrets('delivered', 'm.sent_at IS NOT NULL');
          total += expired + delivered;
          if (expired < SWEEP_BATCH && delivered < SWEEP_BATCH) return total;
        }
      } finally {
        this.sweeping = undefined;
      }
    })();
    return this.sweeping;
  }

  /**
   * Replaces the secrets of up to SWEEP_BATCH rows matching `where` (a condition on `m`, values
   * bound as `params`) with the reason's marker.
   */
  private async removeSecrets(
    reason: RemovalReason,
    where: string,
    params: Record<string, unknown> = {},
  ): Promise<number> {
    return this.dataSource.transaction(async (tx) => {
      const outbox = tx.getRepository(MailOutboxEntity);
      const rows: SecretRow[] = await outbox
        .createQueryBuilder('m')
        .select(['m.id', 'm.text', 'm.html', 'm.live_secrets'])
        .where('m.live_secrets IS NOT NULL')
        .andWhere(where, params)
        .orderBy('m.secrets_expire_at')
        .limit(SWEEP_BATCH)
        .setLock('pessimistic_write')
        .setOnLocked('skip_locked')
        .getMany()
        .then((found) => found.map((m) => ({ ...m, live_secrets: m.live_secrets ?? [] })));
      if (!rows.length) return 0;
      const marker = SECRET_REMOVED[reason];
      for (const r of rows) {
        await outbox.update(
          { id: r.id },
          {
            text: without(r.text, r.live_secrets, marker),
            html: r.html === null ? null : without(r.html, r.live_secrets, marker),
            live_secrets: null,
            secrets_expire_at: null,
          },
        );
      }
      return rows.length;
    });
  }

  onApplicationBootstrap(): void {
    const sweep = () =>
      this.sweepSecrets().catch((err: unknown) =>
        this.logger.warn(`outbox sweep failed: ${err instanceof Error ? err.message : String(err)}`),
      );
    void sweep();
    this.sweepTimer = setInterval(() => void sweep(), SECRET_SWEEP_INTERVAL_MS);
    this.sweepTimer.unref();
  }

  /** Before the database closes: no new sweep, and the one running finishes. */
  async beforeApplicationShutdown(): Promise<void> {
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    this.sweepTimer = undefined;
    await this.sweeping?.catch(() => undefined);
  }

  onApplicationShutdown(): void {
    this.transporter?.close();
  }
}
