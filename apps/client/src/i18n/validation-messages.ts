import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  EMAIL_MAX_LENGTH,
  LINK_MAX_LENGTH,
  LINK_MESSAGES,
  MAX_CHART_SERIES,
  NAME_MAX_LENGTH,
  PASSWORD_CHECK_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  REGENERATE_RECOVERY_CODES_PROOF_REQUIRED,
  SUPPORTED_LANGUAGE_TAGS,
  TOTP_CODE_MAX_LENGTH,
  ZONE_DESCRIPTION_MAX_LENGTH,
} from '@atrium/schema';

const languageList = SUPPORTED_LANGUAGE_TAGS.join(', ');
/** "Must be at most 100 characters": one message for every length (names, descriptions…). */
const mustBeAtMost = (max: number | string) => msg`Must be at most ${max} characters`;

/**
 * The English messages the client's zod schemas (the account forms' and the shared ones of
 * libs/schema the forms validate with) put under a field, each with its translation. The schemas
 * stay in English because the server validates with the same ones and its 400 details must keep
 * the API's wording; the form shows them in the reader's language through
 * {@link translateValidationMessage}. `validation-messages.test.ts` checks the account forms'
 * messages are all here.
 */
/* eslint-disable lingui/no-unlocalized-strings -- the keys are the schemas' English messages, looked up, never shown */
const VALIDATION_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  // Account forms (features/auth/utils/auth-form-schemas.ts)
  'Enter your email address': msg`Enter your email address`,
  'Enter your password': msg`Enter your password`,
  'Enter the code from your authenticator app': msg`Enter the code from your authenticator app`,
  'The passwords do not match': msg`The passwords do not match`,
  'Repeat the new password': msg`Repeat the new password`,
  'Choose a password different from the current one': msg`Choose a password different from the current one`,
  'Enter the 6-digit code shown in your authenticator app': msg`Enter the 6-digit code shown in your authenticator app`,
  'Enter a code from your authenticator app or a recovery code': msg`Enter a code from your authenticator app or a recovery code`,
  // Email, password and code rules (libs/schema auth payloads)
  'Invalid email address': msg`Invalid email address`,
  'Email is required': msg`Email is required`,
  [`Email must be at most ${EMAIL_MAX_LENGTH} characters`]: msg`Email must be at most ${EMAIL_MAX_LENGTH} characters`,
  [`Password must be at least ${PASSWORD_MIN_LENGTH} characters`]: msg`Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  [`Password must be at most ${PASSWORD_MAX_LENGTH} characters`]: msg`Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  [`Password must be at most ${PASSWORD_CHECK_MAX_LENGTH} characters`]: msg`Password must be at most ${PASSWORD_CHECK_MAX_LENGTH} characters`,
  'Password must not be only spaces': msg`Password must not be only spaces`,
  'Password is required': msg`Password is required`,
  'Code must be at least 6 characters': msg`Code must be at least 6 characters`,
  [`Code must be at most ${TOTP_CODE_MAX_LENGTH} characters`]: msg`Code must be at most ${TOTP_CODE_MAX_LENGTH} characters`,
  [REGENERATE_RECOVERY_CODES_PROOF_REQUIRED]: msg`Enter your password or a code from your authenticator app`,
  // Names and text (profile, zones, hubs, modules, dashboards)
  [`Must be at most ${NAME_MAX_LENGTH} characters`]: mustBeAtMost(NAME_MAX_LENGTH),
  [`Must be at most ${ZONE_DESCRIPTION_MAX_LENGTH} characters`]: mustBeAtMost(ZONE_DESCRIPTION_MAX_LENGTH),
  'Must not contain control characters': msg`Must not contain control characters`,
  'Name is required': msg`Name is required`,
  'Must be one line, without tabs': msg`Must be one line, without tabs`,
  'Icon must be an icon name such as "building" (lowercase letters, digits and dashes)': msg`Icon must be an icon name such as "building" (lowercase letters, digits and dashes)`,
  'Invalid id': msg`Invalid id`,
  // Links: navigation items, link modules, Links widgets (libs/schema common/link.ts, one rule)
  [LINK_MESSAGES.NOT_TEXT]: msg`Link must be a string`,
  [LINK_MESSAGES.EMPTY]: msg`Link must not be empty`,
  [`Link must be at most ${LINK_MAX_LENGTH} characters`]: msg`Link must be at most ${LINK_MAX_LENGTH} characters`,
  [LINK_MESSAGES.SPACE_OR_CONTROL]: msg`Link must not contain spaces or control characters`,
  [LINK_MESSAGES.BACKSLASH]: msg`Link must not contain "\\"`,
  [LINK_MESSAGES.OTHER_HOST_PATH]: msg`Link must be a path on this site ("/…") or an http(s) URL, not "//…"`,
  [LINK_MESSAGES.PATH_SEGMENTS]: msg`Link path must not contain "//", "." or ".." segments, or encoded slashes`,
  [LINK_MESSAGES.PATH_OR_URL]: msg`Link must be a path starting with "/" or an http(s) URL`,
  [LINK_MESSAGES.URL_ONLY]: msg`Link must be an http(s) URL`,
  [LINK_MESSAGES.NO_USER_NAME]: msg`Link URL must be http(s)://host[:port][/path], with no user name`,
  [LINK_MESSAGES.BAD_HOST_OR_PORT]: msg`Link URL must have a valid host and a port from 0 to 65535`,
  // Module and widget settings
  'Label is required': msg`Label is required`,
  'An item must not be empty': msg`An item must not be empty`,
  'At most 100 points': msg`At most 100 points`,
  'A series needs a name': msg`A series needs a name`,
  [`At most ${MAX_CHART_SERIES} series`]: msg`At most ${MAX_CHART_SERIES} series`,
  'A donut shows one series: choose bars or a line for several': msg`A donut shows one series: choose bars or a line for several`,
  'At most 100 items': msg`At most 100 items`,
  'At most 50 links': msg`At most 50 links`,
  'Content must be at most 20000 characters': msg`Content must be at most 20000 characters`,
  'Content must be at most 100000 characters': msg`Content must be at most 100000 characters`,
  'Collection must be a collection name (lowercase letters, digits, _)': msg`Collection must be a collection name (lowercase letters, digits, _)`,
  'Invalid form id': msg`Invalid form id`,
  'Value must be a number': msg`Value must be a number`,
  // Preferences
  'Theme must be light, dark or system': msg`Theme must be light, dark or system`,
  [`Language must be one of ${languageList}`]: msg`Language must be one of ${languageList}`,
  'Time zone must be an IANA time zone name': msg`Time zone must be an IANA time zone name`,
  'Unknown time zone': msg`Unknown time zone`,
  // Roles and users (admin)
  'Must be a whole number': msg`Must be a whole number`,
  'Must be true or false': msg`Must be true or false`,
  // A collection's record forms (libs/schema field-value.ts: each field's type and rules)
  Required: msg`Required`,
  'Must not be null': msg`Must not be null`,
  'Must be text': msg`Must be text`,
  'Must be an e-mail address': msg`Must be an e-mail address`,
  'Must be an http:// or https:// URL with a host and no user name': msg`Must be an http:// or https:// URL with a host and no user name`,
  'Must be a number': msg`Must be a number`,
  'Must fit a 32-bit integer': msg`Must fit a 32-bit integer`,
  'Must be a UUID': msg`Must be a UUID`,
  'Must be a date (YYYY-MM-DD)': msg`Must be a date (YYYY-MM-DD)`,
  'Must be an ISO 8601 date-time with an offset': msg`Must be an ISO 8601 date-time with an offset`,
  'Must be JSON': msg`Must be JSON`,
  'Must be JSON (numbers must be finite)': msg`Must be JSON (numbers must be finite)`,
  'Must be a JSON object': msg`Must be a JSON object`,
  'Must be a JSON array': msg`Must be a JSON array`,
};
/* eslint-enable lingui/no-unlocalized-strings */

/**
 * Messages with a part that varies by field (a collection field's bounds, pattern or options):
 * matched by pattern, the part kept as it is. Literal patterns over the client's own messages
 * (never request data), each one run of parts over disjoint classes; a number is digits with an
 * optional sign, fraction and exponent.
 */
const VARIABLE_MESSAGES: readonly [RegExp, (value: string) => MessageDescriptor][] = [
  [/^Must be at most (\d+) characters$/, mustBeAtMost],
  [/^Must be at least (\d+) characters$/, (min) => msg`Must be at least ${min} characters`],
  [/^Must be exactly (\d+) characters$/, (length) => msg`Must be exactly ${length} characters`],
  [/^Must be at least (-?\d+(?:\.\d+)?(?:e[+-]?\d+)?)$/, (min) => msg`Must be at least ${min}`],
  [/^Must be at most (-?\d+(?:\.\d+)?(?:e[+-]?\d+)?)$/, (max) => msg`Must be at most ${max}`],
  [/^Must be at most (\d+) bytes as JSON$/, (max) => msg`Must be at most ${max} bytes as JSON`],
  [/^Must be nested at most (\d+) levels deep$/, (depth) => msg`Must be nested at most ${depth} levels deep`],
  [/^Must match the pattern (.+)$/s, (pattern) => msg`Must match the pattern ${pattern}`],
  [/^Must be one of (.+)$/s, (options) => msg`Must be one of ${options}`],
  [
    /^Link must be a path starting with "\/" or an http\(s\) URL, not a "([a-z][a-z0-9+.-]*):" URL$/,
    (scheme) => msg`Link must be a path starting with "/" or an http(s) URL, not a "${scheme}:" URL`,
  ],
  [
    /^Link must be an http\(s\) URL, not a "([a-z][a-z0-9+.-]*):" URL$/,
    (scheme) => msg`Link must be an http(s) URL, not a "${scheme}:" URL`,
  ],
];

/**
 * `message` (a validation message of a client form) in the active language when it is one this
 * module knows; otherwise `message` itself, unchanged.
 */
export function translateValidationMessage(i18n: I18n, message: string): string {
  if (Object.hasOwn(VALIDATION_MESSAGES, message)) return i18n._(VALIDATION_MESSAGES[message]);
  for (const [pattern, describe] of VARIABLE_MESSAGES) {
    const match = pattern.exec(message);
    if (match?.[1] !== undefined) return i18n._(describe(match[1]));
  }
  return message;
}

/** The descriptor of a known message (for tests); undefined for any other text. */
export function validationMessageDescriptor(message: string): MessageDescriptor | undefined {
  return Object.hasOwn(VALIDATION_MESSAGES, message) ? VALIDATION_MESSAGES[message] : undefined;
}

/** Whether `message` is one this module translates (by its exact text or by its pattern). */
export function isKnownValidationMessage(message: string): boolean {
  return Object.hasOwn(VALIDATION_MESSAGES, message) || VARIABLE_MESSAGES.some(([p]) => p.test(message));
}

/** The messages this module translates by their exact English text. */
export const VALIDATION_MESSAGE_TEXTS: readonly string[] = Object.keys(VALIDATION_MESSAGES);
