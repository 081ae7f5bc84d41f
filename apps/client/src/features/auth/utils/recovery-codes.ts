/** The text of the recovery codes file: a header that says what they are, then one code a line. */
export function recoveryCodesText(codes: readonly string[], email: string, now = new Date()): string {
  return [
    'Atrium recovery codes',
    `Account: ${email}`,
    `Created: ${now.toISOString().slice(0, 10)}`,
    '',
    'Each code signs you in once if you lose your authenticator app. Keep them somewhere safe.',
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
