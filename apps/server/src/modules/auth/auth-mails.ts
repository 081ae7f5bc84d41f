import type { MailMessage } from '../mail/mail.service.js';
import type { MailLink } from './auth-links.js';

/**
 * The mails the auth module sends. Links point at the client's pages:
 * `{APP_URL}/verify-email?token=…` and `{APP_URL}/reset-password?token=…`.
 * Only fixed text, the recipient's address and base64url tokens go in, so nothing needs escaping
 * beyond the address.
 */
function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function message(
  to: string,
  subject: string,
  paragraphs: string[],
  link?: { url: string; label: string; secret?: MailLink['secret'] },
): MailMessage {
  const text = [...paragraphs, ...(link ? [`${link.label}: ${link.url}`] : []), '', '— Atrium'].join('\n\n');
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`] : []),
    '<p>— Atrium</p>',
  ].join('\n');
  // The link's token is listed, so the outbox can drop it once it is delivered, used or expired.
  return { to, subject, text, html, ...(link?.secret ? { secrets: [link.secret] } : {}) };
}

export const authMails = {
  verifyEmail: (to: string, link: MailLink) =>
    message(
      to,
      'Confirm your email address',
      [`Confirm that ${to} is your email address for Atrium. The link works once, for 24 hours.`],
      { ...link, label: 'Confirm email address' },
    ),

  resetPassword: (to: string, link: MailLink) =>
    message(
      to,
      'Reset your password',
      [
        'Someone (hopefully you) asked to reset the password of your Atrium account.',
        'The link works once, for 30 minutes. If you did not ask, ignore this mail: your password stays as it is.',
      ],
      { ...link, label: 'Choose a new password' },
    ),

  passwordChanged: (to: string) =>
    message(to, 'Your password was changed', [
      'The password of your Atrium account was just changed, and your other sessions were signed out.',
      'If this was not you, reset your password now and check your two-factor settings.',
    ]),

  signUpAttempt: (to: string) =>
    message(to, 'Someone tried to sign up with your email address', [
      `Someone tried to create an Atrium account for ${to}, which already has one.`,
      'If this was you, sign in instead, or reset your password if you forgot it. Otherwise you can ignore this mail.',
    ]),

  twoFactorEnabled: (to: string) =>
    message(to, 'Two-factor authentication is on', [
      'Two-factor authentication was turned on for your Atrium account. Keep your recovery codes somewhere safe.',
    ]),

  twoFactorDisabled: (to: string) =>
    message(to, 'Two-factor authentication is off', [
      'Two-factor authentication was turned off for your Atrium account. If this was not you, reset your password now.',
    ]),

  recoveryCodesReplaced: (to: string) =>
    message(to, 'Your recovery codes were replaced', [
      'New two-factor recovery codes were made for your Atrium account; the earlier ones no longer work. Keep the new ones somewhere safe.',
      'If this was not you, reset your password and set up two-factor authentication again.',
    ]),

  twoFactorReset: (to: string) =>
    message(to, 'Two-factor authentication was reset by an administrator', [
      'An administrator turned two-factor authentication off for your Atrium account and removed its recovery codes. You sign in with your password alone until you set it up again in your security settings.',
      'If you did not ask for this, reset your password and contact your administrator.',
    ]),

  recoveryCodeUsed: (to: string, left: number) =>
    message(to, 'A recovery code was used', [
      `A two-factor recovery code was used to sign in to your Atrium account. ${left} unused code${left === 1 ? '' : 's'} left.`,
      'If this was not you, reset your password and set up two-factor authentication again.',
    ]),
};
