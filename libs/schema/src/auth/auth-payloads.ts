import { z } from 'zod';
import { isoTimestampSchema } from '../common/iso-timestamp.js';
import { UUID_PATTERN } from '../common/uuid.js';
import { whenParsed } from '../collections/collection-payload.js';
import { AUTH_FALLBACK_MESSAGES } from './auth-errors.js';
import {
  EMAIL_MAX_LENGTH,
  OPAQUE_TOKEN_MAX_LENGTH,
  OPAQUE_TOKEN_PATTERN,
  PASSWORD_CHECK_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  REGENERATE_RECOVERY_CODES_PROOF_REQUIRED,
  TOTP_CODE_MAX_LENGTH,
} from './auth-limits.js';
import {
  optionalPersonNameSchema,
  pickProfileExtra,
  profileExtraKeyProblems,
  profileValueSchema,
} from './user.js';

/** An email address, trimmed; case is kept (uniqueness is case-insensitive on the server). */
export const emailSchema = z
  .string()
  .trim()
  // Empty says what is missing, not that it is malformed (and stops there).
  .min(1, { error: 'Email is required', abort: true })
  .max(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters`)
  .check(z.email({ message: 'Invalid email address' }));

/** A password being set: 8..128 characters, not only spaces. */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)
  .refine((s) => s.trim().length > 0, { message: 'Password must not be only spaces' });

/** A password being checked (sign-in, current password): 1..1024 characters. */
export const passwordCheckSchema = z
  .string()
  .min(1, 'Password is required')
  .max(PASSWORD_CHECK_MAX_LENGTH, `Password must be at most ${PASSWORD_CHECK_MAX_LENGTH} characters`);

/** A 6-digit TOTP code or a recovery code. */
export const totpCodeSchema = z
  .string()
  .trim()
  .min(6, 'Code must be at least 6 characters')
  .max(TOTP_CODE_MAX_LENGTH, `Code must be at most ${TOTP_CODE_MAX_LENGTH} characters`);

/** An opaque token (refresh, reset, verification): base64url characters. */
export const opaqueTokenSchema = z
  .string()
  .trim()
  .min(16, 'Invalid token')
  .max(OPAQUE_TOKEN_MAX_LENGTH, 'Invalid token')
  .regex(OPAQUE_TOKEN_PATTERN, 'Invalid token');

/**
 * Body of `POST /auth/signup`: email, password, first_name?, last_name? and other profile fields
 * (kept in the profile's extra fields). A `role` (or any other account key) sent here is ignored.
 * Output: `{email, password, first_name, last_name, extra}`.
 */
export const signUpSchema = z
  .object({
    email: emailSchema,
    password: newPasswordSchema,
    first_name: optionalPersonNameSchema,
    last_name: optionalPersonNameSchema,
  })
  .catchall(profileValueSchema)
  .superRefine((value, ctx) => {
    const extraKeys = Object.keys(value).filter(
      (k) => !['email', 'password', 'first_name', 'last_name'].includes(k),
    );
    for (const [key, message] of profileExtraKeyProblems(extraKeys, 'ignore')) {
      ctx.addIssue({ code: 'custom', path: key ? [key] : [], message });
    }
  })
  .transform(({ email, password, first_name, last_name, ...rest }) => ({
    email,
    password,
    first_name: first_name ?? null,
    last_name: last_name ?? null,
    // A new profile has nothing to clear: a null (or blank) extra field is not stored.
    extra: Object.fromEntries(Object.entries(pickProfileExtra(rest)).filter(([, v]) => v !== null)),
  }));
export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUp = z.output<typeof signUpSchema>;

/**
 * Sign-in's optional `totpCode`: an empty (or blank) code and `null` are no code, as a sign-in
 * form with an empty code field sends it — with 2FA on that is 401 `MFA_REQUIRED` (the contract's
 * "no code"), not a 400; a code that is there is checked as `totpCodeSchema` words it.
 */
const signInTotpCodeSchema = z
  .string()
  .trim()
  .max(TOTP_CODE_MAX_LENGTH, `Code must be at most ${TOTP_CODE_MAX_LENGTH} characters`)
  .refine((code) => code === '' || code.length >= 6, 'Code must be at least 6 characters')
  .nullable()
  .transform((code) => code || undefined)
  .optional();

/** Body of `POST /auth/signin`. */
export const signInSchema = z.strictObject({
  email: emailSchema,
  password: passwordCheckSchema,
  totpCode: signInTotpCodeSchema,
});
export type SignIn = z.infer<typeof signInSchema>;

/**
 * Body of `POST /auth/refresh`: a string no longer than a token. Its form is checked by the
 * server (`opaqueTokenSchema`), so a malformed token is refused as every other dead one is, 401
 * `REFRESH_FAILED`, on which a client clears what it stored. No token at all — the key missing,
 * `null`, `""` or only spaces — is one mistake, a 400 `VALIDATION_FAILED` at `refreshToken` in
 * the specification's words, 'No refresh token available' (an empty string was a 401 before,
 * a missing key a 400: GoTrue answers all of them 400 "refresh_token required").
 */
export const refreshSchema = z.strictObject({
  refreshToken: z
    .string({
      error: (issue) => (issue.input == null ? AUTH_FALLBACK_MESSAGES.noRefreshToken : undefined),
    })
    .trim()
    .min(1, AUTH_FALLBACK_MESSAGES.noRefreshToken)
    .max(OPAQUE_TOKEN_MAX_LENGTH, 'Invalid token'),
});
export type RefreshInput = z.infer<typeof refreshSchema>;

/** The detail at `newPassword` when it is the current password (server and form alike). */
export const SAME_PASSWORD_MESSAGE = 'Choose a password different from the current one';

/**
 * Whether a new password is the current one as the server stores passwords: NFC-normalised, so
 * `é` typed as one character or as `e` + combining accent is the same password.
 */
export function isSamePassword(currentPassword: string, newPassword: string): boolean {
  return currentPassword.normalize('NFC') === newPassword.normalize('NFC');
}

/**
 * Body of `POST /auth/change-password`. A new password equal to the current one is refused (400
 * `VALIDATION_FAILED`, `SAME_PASSWORD_MESSAGE` at `newPassword`), as Supabase refuses it ("New
 * password should be different from the old password."): the change would revoke every other
 * session and mail a "password changed" notice while changing nothing.
 */
export const changePasswordSchema = z
  .strictObject({
    currentPassword: passwordCheckSchema,
    newPassword: newPasswordSchema,
  })
  .refine((value) => !isSamePassword(value.currentPassword, value.newPassword), {
    message: SAME_PASSWORD_MESSAGE,
    path: ['newPassword'],
  });
export type ChangePassword = z.infer<typeof changePasswordSchema>;

/** Body of `POST /auth/forgot-password` and `POST /auth/resend-verification`. */
export const emailOnlySchema = z.strictObject({ email: emailSchema });
export const forgotPasswordSchema = emailOnlySchema;
export const resendVerificationSchema = emailOnlySchema;
export type EmailOnly = z.infer<typeof emailOnlySchema>;

/** Body of `POST /auth/reset-password`. */
export const resetPasswordSchema = z.strictObject({
  token: opaqueTokenSchema,
  newPassword: newPasswordSchema,
});
export type ResetPassword = z.infer<typeof resetPasswordSchema>;

/** Body of `POST /auth/accept-invite`: the token of an admin's invitation mail and the first password. */
export const acceptAccountInviteSchema = resetPasswordSchema;
export type AcceptAccountInvite = ResetPassword;

/** Body of `POST /auth/verify-email`. */
export const verifyEmailSchema = z.strictObject({ token: opaqueTokenSchema });
export type VerifyEmail = z.infer<typeof verifyEmailSchema>;

/** Body of `POST /auth/accept-invite/preview`: the token of an admin's invitation mail. */
export const accountInvitePreviewRequestSchema = z.strictObject({ token: opaqueTokenSchema });
export type AccountInvitePreviewRequest = z.infer<typeof accountInvitePreviewRequestSchema>;

/**
 * What `POST /auth/accept-invite/preview` answers the holder of a live link to an admin's
 * invitation: the account's address, the platform role it comes with (its name, and the label and
 * description the roles table gives it), who sent the link, and until when it works.
 */
export const accountInvitePreviewSchema = z.object({
  email: z.string(),
  role: z.string(),
  role_label: z.string(),
  role_description: z.string().nullable(),
  /** The inviter's name ("Ada Lovelace"), else their address; null when that account is gone. */
  invited_by_name: z.string().nullable(),
  expires_at: isoTimestampSchema,
});
export type AccountInvitePreview = z.infer<typeof accountInvitePreviewSchema>;

/**
 * Body of `POST /auth/enable-2fa`: a code from the new secret, and the password — which the
 * server asks for only when the session signed in more than RECENT_SIGN_IN_S ago (so a token
 * taken from a long-open tab cannot bind the account to someone else's authenticator). When it is
 * sent it is checked, whatever the session's age.
 */
export const enableTwoFactorSchema = z.strictObject({
  totpCode: totpCodeSchema,
  password: passwordCheckSchema.optional(),
});
export type EnableTwoFactor = z.infer<typeof enableTwoFactorSchema>;

/** Body of `POST /auth/disable-2fa`: the password and a current code (TOTP or recovery). */
export const disableTwoFactorSchema = z.strictObject({
  password: passwordCheckSchema,
  totpCode: totpCodeSchema,
});
export type DisableTwoFactor = z.infer<typeof disableTwoFactorSchema>;
/**
 * The same body checked for an account whose 2FA is off: it has no code to give, so a missing
 * `totpCode` is no mistake of its own (the answer is that 2FA is not on); the password and any
 * code sent are still checked as above.
 */
export const disableTwoFactorWhenOffSchema = disableTwoFactorSchema.partial({ totpCode: true });
export type DisableTwoFactorWhenOff = z.infer<typeof disableTwoFactorWhenOffSchema>;

/**
 * Body of `POST /auth/regenerate-recovery-codes`: the password or a current code (TOTP or an
 * unused recovery code) proves the caller is present; when both are given both must be right.
 * Neither → one issue at `password` (the field the client shows first).
 */
export const regenerateRecoveryCodesSchema = z
  .strictObject({
    password: passwordCheckSchema.optional(),
    totpCode: totpCodeSchema.optional(),
  })
  .refine((v) => v.password !== undefined || v.totpCode !== undefined, {
    path: ['password'],
    message: REGENERATE_RECOVERY_CODES_PROOF_REQUIRED,
    // A misspelt key (`pasword`) is that mistake alone, not also "enter your password".
    when: whenParsed,
  });
export type RegenerateRecoveryCodes = z.infer<typeof regenerateRecoveryCodesSchema>;

/** Path parameter of `DELETE /auth/sessions/:id`. */
export const sessionIdSchema = z.string().regex(UUID_PATTERN, 'Invalid session id');
