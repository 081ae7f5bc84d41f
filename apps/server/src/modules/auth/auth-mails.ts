import type { MailLink } from './auth-links.js';
import { composeMail } from '../mail/compose-mail.js';
import { mailText } from '../mail/mail-texts.js';
import type { MailLocale, MailTextId } from '../mail/mail-texts.js';

/**
 * The mails the auth module sends. Links point at the client's pages:
 * `{APP_URL}/verify-email?token=…`, `{APP_URL}/reset-password?token=…` and
 * `{APP_URL}/accept-invite?token=…`.
 * Only fixed text (mail-texts.ts, in the recipient's language), the recipient's address and
 * base64url tokens go in, composed by the mail module's `composeMail`.
 */

/** A mail with no link: its subject and paragraphs by id. */
const notice =
  (subject: MailTextId, paragraphs: MailTextId[], values: Record<string, string | number> = {}) =>
  (to: string, locale: MailLocale) =>
    composeMail(
      locale,
      to,
      mailText(locale, subject),
      paragraphs.map((id) => mailText(locale, id, { to, ...values })),
    );

/** Each mail in the recipient's language (`MailService.localeFor`). */
export const authMails = {
  verifyEmail: (to: string, link: MailLink, locale: MailLocale) =>
    composeMail(
      locale,
      to,
      mailText(locale, 'verifyEmail.subject'),
      [mailText(locale, 'verifyEmail.body', { to })],
      {
        ...link,
        label: mailText(locale, 'verifyEmail.link'),
      },
    ),

  resetPassword: (to: string, link: MailLink, locale: MailLocale) =>
    composeMail(
      locale,
      to,
      mailText(locale, 'resetPassword.subject'),
      [mailText(locale, 'resetPassword.body1'), mailText(locale, 'resetPassword.body2')],
      { ...link, label: mailText(locale, 'resetPassword.link') },
    ),

  /** Names the admin who sent it (their address, as the zone invitation mail does). */
  accountInvite: (to: string, link: MailLink, locale: MailLocale, invitedBy: string) =>
    composeMail(
      locale,
      to,
      mailText(locale, 'accountInvite.subject'),
      [
        mailText(locale, 'accountInvite.body1', { to, who: invitedBy }),
        mailText(locale, 'accountInvite.body2'),
      ],
      { ...link, label: mailText(locale, 'accountInvite.link') },
    ),

  passwordChanged: notice('passwordChanged.subject', ['passwordChanged.body1', 'passwordChanged.body2']),
  signUpAttempt: notice('signUpAttempt.subject', ['signUpAttempt.body1', 'signUpAttempt.body2']),
  twoFactorEnabled: notice('twoFactorEnabled.subject', ['twoFactorEnabled.body']),
  twoFactorDisabled: notice('twoFactorDisabled.subject', ['twoFactorDisabled.body']),
  recoveryCodesReplaced: notice('recoveryCodesReplaced.subject', [
    'recoveryCodesReplaced.body1',
    'recoveryCodesReplaced.body2',
  ]),
  twoFactorReset: notice('twoFactorReset.subject', ['twoFactorReset.body1', 'twoFactorReset.body2']),
  recoveryCodeUsed: (to: string, left: number, locale: MailLocale) =>
    notice('recoveryCodeUsed.subject', ['recoveryCodeUsed.body1', 'recoveryCodeUsed.body2'], { left })(
      to,
      locale,
    ),
};
