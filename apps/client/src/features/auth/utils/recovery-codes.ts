import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The text of the recovery codes file, in the reader's language: a header that says what they
 * are, then one code a line. The date is ISO (yyyy-mm-dd), readable in every language.
 */
export function recoveryCodesText(
  i18n: I18n,
  codes: readonly string[],
  email: string,
  now = new Date(),
): string {
  const created = now.toISOString().slice(0, 10);
  return [
    i18n._(msg`Atrium recovery codes`),
    i18n._(msg`Account: ${email}`),
    i18n._(msg`Created: ${created}`),
    '',
    i18n._(msg`Each code signs you in once if you lose your authenticator app. Keep them somewhere safe.`),
    '',
    ...codes,
    '',
  ].join('\n');
}

/** Offers `text` as a file download. */
export function downloadText(filename: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** "JBSWY3DPEHPK3PXP" → "JBSW Y3DP EHPK 3PXP" (easier to type into an app by hand). */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}
