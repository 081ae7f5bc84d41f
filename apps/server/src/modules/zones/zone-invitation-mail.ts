import type { ZoneRole } from '@atrium/schema';
import type { AppConfig } from '../../config/app-config.js';
import { appBaseUrl } from '../auth/auth-links.js';
import type { MailMessage } from '../mail/mail.service.js';
import { composeMail } from '../mail/compose-mail.js';
import { mailText } from '../mail/mail-texts.js';
import type { MailLocale } from '../mail/mail-texts.js';
import { senderLabel } from '../users/person-label.js';

/** `{APP_URL}/invitations/accept?token=…`: the client's page signs up or in, then accepts. */
export function invitationUrl(config: AppConfig, token: string): string {
  return `${appBaseUrl(config)}/invitations/accept?token=${encodeURIComponent(token)}`;
}

/**
 * The invitation mail (outbox + SMTP like the auth mails), in `locale` (mail-texts.ts), composed
 * like every mail (`composeMail`: the zone name and the inviter escaped in the HTML part, the
 * token listed as the mail's secret). The inviter is named as the link's page names them, by
 * profile name, with the address beside it ("Ada Lovelace (ada@example.com)"), so the invitee
 * can tell who it is; by the address alone when they gave no name.
 */
export function invitationMail(
  config: AppConfig,
  v: {
    to: string;
    zoneName: string;
    role: ZoneRole;
    invitedBy: { email: string; name: string } | null;
    token: string;
    expiresAt: Date;
  },
  locale: MailLocale,
): MailMessage {
  const url = invitationUrl(config, v.token);
  const who = v.invitedBy ? senderLabel(v.invitedBy) : mailText(locale, 'invitation.someone');
  const values = { who, to: v.to, zone: v.zoneName, role: v.role };
  const paragraphs = (['invitation.body1', 'invitation.body2', 'invitation.body3'] as const).map((id) =>
    mailText(locale, id, values),
  );
  return composeMail(locale, v.to, mailText(locale, 'invitation.subject', values), paragraphs, {
    url,
    label: mailText(locale, 'invitation.link'),
    secret: { value: v.token, expiresAt: v.expiresAt },
  });
}
