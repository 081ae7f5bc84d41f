import type { ZoneRole } from '@atrium/schema';
import type { AppConfig } from '../../config/app-config.js';
import { appBaseUrl } from '../auth/auth-links.js';
import type { MailMessage } from '../mail/mail.service.js';

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** `{APP_URL}/invitations/accept?token=…`: the client's page signs up or in, then accepts. */
export function invitationUrl(config: AppConfig, token: string): string {
  return `${appBaseUrl(config)}/invitations/accept?token=${encodeURIComponent(token)}`;
}

/**
 * The invitation mail (outbox + SMTP like the auth mails). The zone name and the inviter's
 * address are escaped in the HTML part; the token is listed as the mail's secret, so the outbox
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
): MailMessage {
  const url = invitationUrl(config, v.token);
  const who = v.invitedBy ?? 'A zone administrator';
  const paragraphs = [
    `${who} invited ${v.to} to join the zone "${v.zoneName}" on Atrium as ${v.role}.`,
    'Open the link to accept. If you have no Atrium account yet, create one with this address through the link. The link works for 7 days.',
    'If you did not expect this invitation, ignore this mail.',
  ];
  const label = 'Accept the invitation';
  return {
    to: v.to,
    subject: `You are invited to join "${v.zoneName}" on Atrium`,
    text: [...paragraphs, `${label}: ${url}`, '', '— Atrium'].join('\n\n'),
    html: [
      ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
      `<p><a href="${escapeHtml(url)}">${label}</a></p>`,
      '<p>— Atrium</p>',
    ].join('\n'),
    secrets: [{ value: v.token, expiresAt: v.expiresAt }],
  };
}
