import { describe, expect, it } from 'vitest';
import {
  changePasswordFormSchema,
  disableTwoFactorFormSchema,
  enableTwoFactorFormSchema,
  forgotPasswordFormSchema,
  resetPasswordFormSchema,
  signInFormSchema,
  signUpFormSchema,
  twoFactorFormSchema,
} from './auth-form-schemas';

type Result = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
const problems = (result: Result) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('account form schemas', () => {
  it('sign in: says what is missing, trims the email', () => {
    expect(problems(signInFormSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: 'Enter your email address',
      password: 'Enter your password',
    });
    expect(problems(signInFormSchema.safeParse({ email: 'nope', password: 'x' }))).toEqual({
      email: 'Invalid email address',
    });
    expect(signInFormSchema.parse({ email: '  ada@example.com ', password: 'x' }).email).toBe(
      'ada@example.com',
    );
  });

  it('sign up: a new password needs 8 characters; names are optional', () => {
    expect(
      problems(
        signUpFormSchema.safeParse({ first_name: '', last_name: '', email: 'a@b.co', password: 'short' }),
      ),
    ).toEqual({
      password: 'Password must be at least 8 characters',
    });
    expect(
      signUpFormSchema.safeParse({ first_name: '', last_name: '', email: 'a@b.co', password: 'long enough' })
        .success,
    ).toBe(true);
    expect(
      problems(
        signUpFormSchema.safeParse({
          first_name: 'x'.repeat(101),
          last_name: '',
          email: 'a@b.co',
          password: 'long enough',
        }),
      ),
    ).toEqual({
      first_name: 'Must be at most 100 characters',
    });
  });

  it('two-factor step: a 6-digit code or a recovery code', () => {
    expect(twoFactorFormSchema.safeParse({ totpCode: '123456' }).success).toBe(true);
    expect(twoFactorFormSchema.safeParse({ totpCode: 'abcd-efgh-ijkl-mnop' }).success).toBe(true);
    expect(problems(twoFactorFormSchema.safeParse({ totpCode: '' }))).toEqual({
      totpCode: 'Enter the code from your authenticator app',
    });
    expect(problems(twoFactorFormSchema.safeParse({ totpCode: '123' }))).toEqual({
      totpCode: 'Code must be at least 6 characters',
    });
  });

  it('turning 2FA on takes the password and 6 digits only', () => {
    expect(enableTwoFactorFormSchema.safeParse({ password: 'secret', totpCode: ' 123456 ' }).success).toBe(
      true,
    );
    expect(problems(enableTwoFactorFormSchema.safeParse({ password: 'secret', totpCode: 'abcdef' }))).toEqual(
      {
        totpCode: 'Enter the 6-digit code shown in your authenticator app',
      },
    );
    expect(problems(enableTwoFactorFormSchema.safeParse({ password: '', totpCode: '123456' }))).toEqual({
      password: 'Enter your password',
    });
  });

  it('new passwords must be repeated exactly, and differ from the current one', () => {
    expect(
      problems(
        resetPasswordFormSchema.safeParse({ newPassword: 'long enough', confirmPassword: 'long enougH' }),
      ),
    ).toEqual({
      confirmPassword: 'The passwords do not match',
    });
    expect(
      problems(
        changePasswordFormSchema.safeParse({
          currentPassword: 'long enough',
          newPassword: 'long enough',
          confirmPassword: 'long enough',
        }),
      ),
    ).toEqual({ newPassword: 'Choose a password different from the current one' });
    expect(
      changePasswordFormSchema.safeParse({
        currentPassword: 'old one',
        newPassword: 'new password',
        confirmPassword: 'new password',
      }).success,
    ).toBe(true);
  });

  it('forgot password and turning 2FA off need their fields', () => {
    expect(problems(forgotPasswordFormSchema.safeParse({ email: '' }))).toEqual({
      email: 'Enter your email address',
    });
    expect(
      Object.keys(problems(disableTwoFactorFormSchema.safeParse({ password: '', totpCode: '' }))).sort(),
    ).toEqual(['password', 'totpCode']);
  });
});
