/**
 * The token of an invitation link opened while signed out, kept in session storage until the
 * visitor has signed up or in: the dashboard home then takes it back to the accept page.
 */
const KEY = 'atrium.pending-invitation';

export function rememberInvitationToken(token: string): void {
  try {
    sessionStorage.setItem(KEY, token);
  } catch {
    // storage disabled: the visitor opens the mail's link again after signing in
  }
}

/** The remembered token (removed), or null. */
export function takeInvitationToken(): string | null {
  try {
    const token = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return token && /^[A-Za-z0-9_-]{16,256}$/.test(token) ? token : null;
  } catch {
    return null;
  }
}
