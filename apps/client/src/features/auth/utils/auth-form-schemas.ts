/**
 * The account forms' schemas, built from libs/schema's payload schemas (the server validates
 * the same rules) plus what only a form has: "required" wording and a confirmation field.
 */
import {
  PASSWORD_MIN_LENGTH,
  SAME_PASSWORD_MESSAGE,
  TOTP_CODE_PATTERN,
  emailSchema,
  isSamePassword,
  newPasswordSchema,
  passwordCheckSchema,
  personNameSchema,
  totpCodeSchema,
} from '@atrium/schema';
import { msg } from '@lingui/core/macro';
import { z } from 'zod';

/* eslint-disable lingui/no-unlocalized-strings -- the validation messages stay English here (they match
the API's wording); components/form shows them in the reader's language through i18n/validation-messages. */

const requiredEmail = z.string().trim().min(1, 'Enter your email address').pipe(emailSchema);
const requiredPassword = z.string().min(1, 'Enter your password').pipe(passwordCheckSchema);
const optionalName = personNameSchema;

/** The help under a new password field (render it with `i18n._` or the macro's `t`). */
export const NEW_PASSWORD_HINT = msg`At least ${PASSWORD_MIN_LENGTH} characters. A short sentence is easy to remember and hard to guess.`;

export const signInFormSchema = z.object({ email: requiredEmail, password: requiredPassword });
export type SignInForm = z.input<typeof signInFormSchema>;

/** The second step of sign-in: a 6-digit code or a recovery code. */
export const twoFactorFormSchema = z.object({
  totpCode: z.string().trim().min(1, 'Enter the code from your authenticator app').pipe(totpCodeSchema),
});
export type TwoFactorForm = z.input<typeof twoFactorFormSchema>;

export const signUpFormSchema = z.object({
  first_name: optionalName,
  last_name: optionalName,
  email: requiredEmail,
  password: newPasswordSchema,
});
export type SignUpForm = z.input<typeof signUpFormSchema>;

export const forgotPasswordFormSchema = z.object({ email: requiredEmail });
export type ForgotPasswordForm = z.input<typeof forgotPasswordFormSchema>;

const confirmation = (value: { newPassword: string; confirmPassword: string }) =>
  value.newPassword === value.confirmPassword;
const MISMATCH = { message: 'The passwords do not match', path: ['confirmPassword'] };

export const resetPasswordFormSchema = z
  .object({ newPassword: newPasswordSchema, confirmPassword: z.string().min(1, 'Repeat the new password') })
  .refine(confirmation, MISMATCH);
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;

export const changePasswordFormSchema = z
  .object({
    currentPassword: requiredPassword,
    newPassword: newPasswordSchema,
    confirmPassword: z.string().min(1, 'Repeat the new password'),
  })
  .refine(confirmation, MISMATCH)
  // The server's rule and words (changePasswordSchema): the same password under NFC is the same.
  .refine((value) => !isSamePassword(value.currentPassword, value.newPassword), {
    message: SAME_PASSWORD_MESSAGE,
    path: ['newPassword'],
  });
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;

export const profileFormSchema = z.object({ first_name: optionalName, last_name: optionalName });
export type ProfileForm = z.input<typeof profileFormSchema>;

/**
 * Turning 2FA on needs the password (the server asks it of a session that signed in over 10
 * minutes ago; the form always asks, as GitHub does) and a code from the new authenticator entry:
 * 6 digits, nothing else.
 */
export const enableTwoFactorFormSchema = z.object({
  password: requiredPassword,
  totpCode: z
    .string()
    .trim()
    .regex(TOTP_CODE_PATTERN, 'Enter the 6-digit code shown in your authenticator app'),
});
export type EnableTwoFactorForm = z.input<typeof enableTwoFactorFormSchema>;

export const disableTwoFactorFormSchema = z.object({
  password: requiredPassword,
  totpCode: z
    .string()
    .trim()
    .min(1, 'Enter a code from your authenticator app or a recovery code')
    .pipe(totpCodeSchema),
});
export type DisableTwoFactorForm = z.input<typeof disableTwoFactorFormSchema>;

/**
 * New recovery codes need the password or a code (from the app, or an unused recovery code):
 * `method` is the tab the user is on, and only that field is checked and sent.
 */
export const regenerateRecoveryCodesFormSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('password'), password: requiredPassword, totpCode: z.string() }),
  z.object({
    method: z.literal('code'),
    password: z.string(),
    totpCode: z
      .string()
      .trim()
      .min(1, 'Enter a code from your authenticator app or a recovery code')
      .pipe(totpCodeSchema),
  }),
]);
export type RegenerateRecoveryCodesForm = z.input<typeof regenerateRecoveryCodesFormSchema>;
