import {
  ACCOUNT_INVITATION_TTL_SECONDS,
  EMAIL_VERIFICATION_TTL_SECONDS,
  PASSWORD_RESET_TTL_SECONDS,
} from '@atrium/schema';
import type { AppConfig } from '../../config/app-config.js';
import type { MailSecret } from '../mail/mail.service.js';

/** A link for a mail, and the single-use token in it (which the mail outbox must not keep). */
export interface MailLink {
  url: string;
  secret: MailSecret;
}

/** Base URL of links in mails: APP_URL, else this server on localhost. */
export function appBaseUrl(config: AppConfig): string {
  return config.appUrl ?? `http://localhost:${config.port}`;
}

/** Tokens are base64url (newOpaqueToken), so the one in the URL is the token itself. */
function link(config: AppConfig, path: string, token: string, ttlS: number): MailLink {
  return {
    url: `${appBaseUrl(config)}${path}?token=${encodeURIComponent(token)}`,
    secret: { value: token, expiresAt: new Date(Date.now() + ttlS * 1000) },
  };
}

export function verifyEmailLink(config: AppConfig, token: string): MailLink {
  return link(config, '/verify-email', token, EMAIL_VERIFICATION_TTL_SECONDS);
}

export function resetPasswordLink(config: AppConfig, token: string): MailLink {
  return link(config, '/reset-password', token, PASSWORD_RESET_TTL_SECONDS);
}

export function accountInviteLink(config: AppConfig, token: string): MailLink {
  return link(config, '/accept-invite', token, ACCOUNT_INVITATION_TTL_SECONDS);
}
