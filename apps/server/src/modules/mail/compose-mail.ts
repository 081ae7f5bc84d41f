import type { MailMessage, MailSecret } from './mail.service.js';
import { mailText } from './mail-texts.js';
import type { MailLocale } from './mail-texts.js';

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A mail of every module, in one shape: its paragraphs, an optional link (its label, then the
 * URL, in the text part), and the sign-off, in `locale`; the HTML part escapes every paragraph,
 * the link and its label. The link's token is listed as the mail's secret, so the outbox drops
 * it once it is delivered, used or expired.
 */
export function composeMail(
  locale: MailLocale,
  to: string,
  subject: string,
  paragraphs: readonly string[],
  link?: { url: string; label: string; secret?: MailSecret },
): MailMessage {
  const signOff = mailText(locale, 'signOff');
  const text = [...paragraphs, ...(link ? [`${link.label}: ${link.url}`] : []), '', signOff].join('\n\n');
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`] : []),
    `<p>${escapeHtml(signOff)}</p>`,
  ].join('\n');
  return { to, subject, text, html, ...(link?.secret ? { secrets: [link.secret] } : {}) };
}
