/**
 * The signed-in account's address as a hidden username field, for forms that ask only for a
 * password (change password, turn off 2FA, new recovery codes): a password manager then files
 * or fills the password under the right account, as Chromium's guidance for password forms asks
 * ("Password forms should have (optionally hidden) username fields").
 */
export function AccountUsernameField({ email }: { email: string }) {
  return <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />;
}
