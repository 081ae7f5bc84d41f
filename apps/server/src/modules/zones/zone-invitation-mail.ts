import type { ZoneRole } from '@atrium/schema';
import type { AppConfig } from '../../config/app-config.js';
import { appBaseUrl } from '../auth/auth-links.js';
import type { MailMessage } from '../mail/mail.service.js';
import { mailText } from '../mail/mail-texts.js';
import type { MailLocale } from '../mail/mail-texts.js';

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** `{APP_URL}/invitations/accept?token=…`: the client's page signs up or in, then accepts. */
export function invitationUrl(config: AppConfig, token: string): string {
  return `${appBaseUrl(config)}/invitations/accept?token=${encodeURIComponent(token)}`;
}

/**
 * The invitation mail (outbox + SMTP like the auth mails), in `locale` (mail-texts.ts). The zone
 * name and the inviter's address are escaped in the HTML part; the token is listed as the mail's secret, so the outbox
 * drops it once delivered, used or expired.
 */
export function invitationMail(
  config: AppConfig,
  v: {
    to: string;
    zoneName: string;
    role: ZoneRole;
    invitedBy: string | null;
    token: string;
    expiresAt: Date;
  },
  locale: MailLocale,
): MailMessage {
  const url = invitationUrl(config, v.token);
  const who = v.invitedBy ?? mailText(locale, 'invitation.someone');
  const values = { who, to: v.to, zone: v.zoneName, role: v.role };
  const paragraphs = (['invitation.body1', 'invitation.body2', 'invitation.body3'] as const).map((id) =>
    mailText(locale, id, values),
  );
  const label = mailText(locale, 'invitation.link');
  const signOff = mailText(locale, 'signOff');
  return {
    to: v.to,
    subject: mailText(locale, 'invitation.subject', values),
    text: [...paragraphs, `${label}: ${url}`, '', signOff].join('\n\n'),
    html: [
      ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
      `<p><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p>`,
      `<p>${escapeHtml(signOff)}</p>`,
    ].join('\n'),
    secrets: [{ value: v.token, expiresAt: v.expiresAt }],
  };
}
