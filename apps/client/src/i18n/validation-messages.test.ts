import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  changePasswordFormSchema,
  disableTwoFactorFormSchema,
  enableTwoFactorFormSchema,
  forgotPasswordFormSchema,
  profileFormSchema,
  regenerateRecoveryCodesFormSchema,
  resetPasswordFormSchema,
  signInFormSchema,
  signUpFormSchema,
  twoFactorFormSchema,
} from '@/features/auth/utils/auth-form-schemas';
import {
  translateValidationMessage,
  VALIDATION_MESSAGE_TEXTS,
  validationMessageDescriptor,
} from './validation-messages';

const long = (n: number) => 'a'.repeat(n);

/** Invalid inputs of every account form: empty, malformed, too short, mismatched, too long. */
const CASES: [z.ZodType, unknown][] = [
  [signInFormSchema, { email: '', password: '' }],
  [signInFormSchema, { email: 'not-an-email', password: long(1025) }],
  [signInFormSchema, { email: `${long(250)}@example.com`, password: 'x' }],
  [twoFactorFormSchema, { totpCode: '' }],
  [twoFactorFormSchema, { totpCode: '123' }],
  [twoFactorFormSchema, { totpCode: long(65) }],
  [signUpFormSchema, { first_name: '', last_name: '', email: '', password: '' }],
  [signUpFormSchema, { first_name: 'A', last_name: 'B', email: 'nope', password: 'short' }],
  [signUpFormSchema, { first_name: '', last_name: '', email: 'a@example.com', password: ' '.repeat(8) }],
  [signUpFormSchema, { first_name: '', last_name: '', email: 'a@example.com', password: long(129) }],
  [forgotPasswordFormSchema, { email: '' }],
  [forgotPasswordFormSchema, { email: 'bad@' }],
  [resetPasswordFormSchema, { newPassword: '', confirmPassword: '' }],
  [resetPasswordFormSchema, { newPassword: 'long enough', confirmPassword: 'different one' }],
  [changePasswordFormSchema, { currentPassword: '', newPassword: 'short', confirmPassword: '' }],
  [
    changePasswordFormSchema,
    { currentPassword: 'same password', newPassword: 'same password', confirmPassword: 'same password' },
  ],
  [profileFormSchema, { first_name: long(101), last_name: 'a\u0007b' }],
  [enableTwoFactorFormSchema, { totpCode: '12ab' }],
  [disableTwoFactorFormSchema, { password: '', totpCode: '' }],
  [disableTwoFactorFormSchema, { password: 'secret', totpCode: '1' }],
  [regenerateRecoveryCodesFormSchema, { method: 'password', password: '', totpCode: '' }],
  [regenerateRecoveryCodesFormSchema, { method: 'code', password: '', totpCode: '' }],
];

function messagesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('translateValidationMessage', () => {
  const produced = [...new Set(CASES.flatMap(([schema, input]) => messagesOf(schema, input)))];

  it('knows every message the account forms show under a field', () => {
    expect(produced.length).toBeGreaterThan(10);
    for (const message of produced) expect(VALIDATION_MESSAGE_TEXTS).toContain(message);
  });

  it('shows a known message in the active language', () => {
    const i18n = setupI18n();
    const catalogue: Record<string, string> = {};
    for (const message of produced) {
      const descriptor = validationMessageDescriptor(message);
      expect(descriptor).toBeDefined();
      catalogue[descriptor!.id] = `DE: ${message}`;
    }
    i18n.load('de', catalogue);
    i18n.activate('de');
    for (const message of produced) expect(translateValidationMessage(i18n, message)).toBe(`DE: ${message}`);

    const mismatch = validationMessageDescriptor('The passwords do not match')!;
    i18n.load('de', { [mismatch.id]: 'Die Passwörter stimmen nicht überein' });
    expect(translateValidationMessage(i18n, 'The passwords do not match')).toBe(
      'Die Passwörter stimmen nicht überein',
    );
  });

  it('leaves any other text as it is', () => {
    const i18n = setupI18n();
    i18n.load('en', {});
    i18n.activate('en');
    expect(translateValidationMessage(i18n, 'Something the server said')).toBe('Something the server said');
    expect(translateValidationMessage(i18n, 'constructor')).toBe('constructor');
    expect(translateValidationMessage(i18n, 'Must be at most 60 characters')).toBe(
      'Must be at most 60 characters',
    );
  });
});
