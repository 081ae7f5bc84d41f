import { setupI18n, type Messages } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  fieldValueSchema,
  httpUrlSchema,
  navigationLinkProblem,
  widgetLinkUrlSchema,
  type CollectionField,
} from '@atrium/schema';
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
import { chartSettingsSchema } from '@/features/dashboards/utils/widget-settings-schemas';
import {
  isKnownValidationMessage,
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
  [enableTwoFactorFormSchema, { password: '', totpCode: '12ab' }],
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

describe("the chart settings' messages", () => {
  it('are all known, so a German or Japanese dialog shows them translated', () => {
    const bad = { series_names: ['Won', ' '], series: [{ label: '', value: Number.NaN, values: [1] }] };
    const donut = {
      kind: 'pie',
      series_names: ['Won', 'Lost'],
      series: [{ label: 'Q1', value: 1, values: [1] }],
    };
    const produced = [...messagesOf(chartSettingsSchema, bad), ...messagesOf(chartSettingsSchema, donut)];
    expect(produced).toEqual(
      expect.arrayContaining([
        'A series needs a name',
        'Label is required',
        'A donut shows one series: choose bars or a line for several',
      ]),
    );
    for (const message of produced) expect(isKnownValidationMessage(message)).toBe(true);
    const tooMany = messagesOf(chartSettingsSchema, { series_names: ['A', 'B', 'C', 'D', 'E', 'F'] });
    expect(tooMany).toContain('At most 5 series');
    for (const message of tooMany) expect(isKnownValidationMessage(message)).toBe(true);
  });
});

describe("the messages of a collection's record forms", () => {
  /** Fields of every type with rules, each with values it refuses. */
  const FIELDS: [CollectionField, unknown[]][] = [
    [
      { name: 'title', type: 'string', min: 3, max: 40 } as CollectionField,
      [undefined, 5, 'ab', 'a'.repeat(41)],
    ],
    [{ name: 'code', type: 'string', length: 4, pattern: '^[A-Z]+$' } as CollectionField, ['abc', 'abcd']],
    [{ name: 'mail', type: 'string', format: 'email' } as CollectionField, ['nope']],
    [{ name: 'site', type: 'string', format: 'url' } as CollectionField, ['ftp://x']],
    [{ name: 'price', type: 'number', min: 0.5, max: 99.5 } as CollectionField, ['x', 0, 100]],
    [{ name: 'count', type: 'integer', min: -3, max: 12, bits: 32 } as CollectionField, [1.5, -4, 13]],
    [{ name: 'big', type: 'integer', bits: 32 } as CollectionField, [2 ** 40]],
    [{ name: 'done', type: 'boolean' } as CollectionField, ['yes']],
    [{ name: 'due', type: 'date' } as CollectionField, ['26.11.2026']],
    [{ name: 'at', type: 'datetime' } as CollectionField, ['2026-11-26 10:00']],
    [{ name: 'ref', type: 'uuid' } as CollectionField, ['not-a-uuid']],
    [{ name: 'kind', type: 'enum', options: ['a', 'b'] } as CollectionField, ['c', 3]],
    [{ name: 'meta', type: 'json', shape: 'object' } as CollectionField, [[1], Number.NaN]],
    [{ name: 'list', type: 'json', shape: 'array' } as CollectionField, [{ a: 1 }]],
  ];
  const produced = [
    ...new Set(
      FIELDS.flatMap(([field, values]) =>
        values.flatMap((value) => messagesOf(fieldValueSchema(field), value)),
      ),
    ),
  ];

  it('are all known, so a German or Japanese form shows them translated', () => {
    expect(produced.length).toBeGreaterThan(15);
    expect(produced.filter((message) => !isKnownValidationMessage(message))).toEqual([]);
  });

  it('keep their varying part (a bound, a pattern, the options) in the translation', () => {
    const i18n = setupI18n();
    // Named as in validation-messages.ts, so the descriptors' ids (their placeholders) match.
    const [min, max, options] = [0, 0, ''];
    i18n.load('de', {
      [msg`Must be at least ${min} characters`.id]: 'Mindestens {min} Zeichen',
      [msg`Must be at most ${max}`.id]: 'Höchstens {max}',
      [msg`Must be one of ${options}`.id]: 'Erlaubt: {options}',
    });
    i18n.activate('de');
    expect(produced).toContain('Must be at least 3 characters');
    expect(translateValidationMessage(i18n, 'Must be at least 3 characters')).toBe('Mindestens 3 Zeichen');
    expect(translateValidationMessage(i18n, 'Must be at most 99.5')).toBe('Höchstens 99.5');
    expect(translateValidationMessage(i18n, 'Must be one of a, b')).toBe('Erlaubt: a, b');
  });

  it("read in German and Japanese with the app's own catalogues", async () => {
    const i18n = setupI18n();
    for (const locale of ['de', 'ja'] as const) {
      const { messages } = (await import(`../locales/${locale}/core.po`)) as { messages: Messages };
      i18n.load(locale, messages);
    }
    i18n.activate('de');
    expect(translateValidationMessage(i18n, 'Required')).toBe('Pflichtfeld');
    expect(translateValidationMessage(i18n, 'Must be at least 3 characters')).toBe(
      'Muss mindestens 3 Zeichen lang sein',
    );
    expect(translateValidationMessage(i18n, 'Must be one of a, b')).toBe(
      'Muss einer dieser Werte sein: a, b',
    );
    i18n.activate('ja');
    expect(translateValidationMessage(i18n, 'Must be at most 12')).toBe('12 以下にしてください');
    // Every message a record form produces has a translation in each (none falls back to English)
    for (const locale of ['de', 'ja'] as const) {
      i18n.activate(locale);
      for (const message of produced) expect(translateValidationMessage(i18n, message)).not.toBe(message);
    }
  });
});

describe('the link messages (navigation, link modules, Links widgets: one rule)', () => {
  const links = [
    '',
    'a'.repeat(2049),
    'javascript:alert(1)',
    'example.com',
    '//evil.example',
    '/\\evil.example',
    '/a b',
    'https://user:pw@evil.com',
    'https://atrium.local@evil.com/',
    '/zones',
  ];
  const produced = [
    ...new Set(
      links.flatMap((link) => [
        ...messagesOf(widgetLinkUrlSchema, link),
        ...messagesOf(httpUrlSchema, link),
        ...[navigationLinkProblem(link)].filter((m): m is string => m !== null),
      ]),
    ),
  ];

  it('are all known and read in German and Japanese', async () => {
    expect(produced).toEqual(
      expect.arrayContaining([
        'Link URL must be http(s)://host[:port][/path], with no user name',
        'Link must be an http(s) URL',
        'Link must be a path starting with "/" or an http(s) URL, not a "javascript:" URL',
      ]),
    );
    expect(produced.filter((message) => !isKnownValidationMessage(message))).toEqual([]);
    const i18n = setupI18n();
    for (const locale of ['de', 'ja'] as const) {
      const { messages } = (await import(`../locales/${locale}/core.po`)) as { messages: Messages };
      i18n.load(locale, messages);
      i18n.activate(locale);
      for (const message of produced) expect(translateValidationMessage(i18n, message)).not.toBe(message);
    }
  });
});
