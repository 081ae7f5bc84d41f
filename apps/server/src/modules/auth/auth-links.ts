import type { AppConfig } from '../../config/app-config.js';

/** Base URL of links in mails: APP_URL, else this server on localhost. */
export function appBaseUrl(config: AppConfig): string {
  return config.appUrl ?? `http://localhost:${config.port}`;
}

export function verifyEmailLink(config: AppConfig, token: string): string {
  return `${appBaseUrl(config)}/verify-email?token=${encodeURIComponent(token)}`;
}

export function resetPasswordLink(config: AppConfig, token: string): string {
  return `${appBaseUrl(config)}/reset-password?token=${encodeURIComponent(token)}`;
}
