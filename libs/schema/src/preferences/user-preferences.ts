import { z } from 'zod';
import { SUPPORTED_LANGUAGE_TAGS, type SupportedLanguage } from './languages.js';

/**
 * A user's display preferences, stored per user on the server (GET / PATCH
 * /api/users/me/preferences) and applied by the client after sign-in: the colour theme, the
 * language (a BCP-47 tag from a fixed list) and the IANA time zone dates are shown in.
 */

export const PREFERENCE_THEMES = ['light', 'dark', 'system'] as const;
export type PreferenceTheme = (typeof PREFERENCE_THEMES)[number];

export const DEFAULT_PREFERENCES: Readonly<UserPreferences> = Object.freeze({
  theme: 'system',
  language: 'en-US',
  time_zone: 'UTC',
});

/** The message of a refused PATCH /users/me/preferences. */
export const PREFERENCES_UPDATE_FAILED = 'Failed to update preferences';

let timeZones: readonly string[] | null = null;
let timeZoneSet: ReadonlySet<string> | null = null;

/**
 * The time zones this runtime knows (`Intl.supportedValuesOf('timeZone')`, canonical IANA
 * names) plus 'UTC', sorted with 'UTC' first.
 */
export function supportedTimeZones(): readonly string[] {
  if (!timeZones) {
    const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
    timeZones = Object.freeze(['UTC', ...known.filter((tz) => tz !== 'UTC').sort()]);
  }
  return timeZones;
}

/**
 * The shape of an IANA zone name outside the list: a capitalised area, then segments that start
 * with a capital ("Asia/Kolkata", "America/Argentina/Buenos_Aires"). No segment holds '/', so
 * matching is linear.
 */
const TIME_ZONE_ALIAS = /^[A-Z][a-z]+(?:\/[A-Z][A-Za-z0-9_+-]*)+$/;

/**
 * Whether `value` names a time zone: one of {@link supportedTimeZones}, or another IANA name
 * for one of them. The runtime's list can hold only a zone's older name where browsers report
 * the current one (Node's ICU lists Asia/Calcutta, Europe/Kiev and Asia/Saigon, while a
 * browser may say Asia/Kolkata, Europe/Kyiv and Asia/Ho_Chi_Minh): such a name is kept as
 * given when Intl resolves it to a listed zone. Names in another letter case are refused.
 */
export function isSupportedTimeZone(value: string): boolean {
  timeZoneSet ??= new Set(supportedTimeZones());
  if (timeZoneSet.has(value)) return true;
  if (value.length > 64 || !TIME_ZONE_ALIAS.test(value)) return false;
  try {
    const resolved = new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
    // Intl ignores case: "Asia/TOKYO" resolves to the listed Asia/Tokyo, and is refused.
    return timeZoneSet.has(resolved) && resolved.toLowerCase() !== value.toLowerCase();
  } catch {
    return false;
  }
}

export function isSupportedLanguage(value: string): value is SupportedLanguage {
  return (SUPPORTED_LANGUAGE_TAGS as readonly string[]).includes(value);
}

export const preferenceThemeSchema = z.enum(PREFERENCE_THEMES, {
  error: 'Theme must be light, dark or system',
});
export const preferenceLanguageSchema = z.enum(SUPPORTED_LANGUAGE_TAGS, {
  error: `Language must be one of ${SUPPORTED_LANGUAGE_TAGS.join(', ')}`,
});
export const preferenceTimeZoneSchema = z
  .string({ error: 'Time zone must be an IANA time zone name' })
  .max(64, 'Time zone must be an IANA time zone name')
  .refine(isSupportedTimeZone, { message: 'Unknown time zone' });

/** The preferences as the API returns them (always complete: defaults fill what is not stored). */
export const userPreferencesSchema = z.object({
  theme: preferenceThemeSchema,
  language: preferenceLanguageSchema,
  time_zone: preferenceTimeZoneSchema,
});
export type UserPreferences = z.infer<typeof userPreferencesSchema>;

/** Body of PATCH /users/me/preferences: any subset of the fields; any other key is refused. */
export const updatePreferencesSchema = z.strictObject({
  theme: preferenceThemeSchema.optional(),
  language: preferenceLanguageSchema.optional(),
  time_zone: preferenceTimeZoneSchema.optional(),
});
export type UpdatePreferences = z.infer<typeof updatePreferencesSchema>;

/**
 * Stored values read back, each checked on its own: one that is no longer supported (a language
 * dropped from the list, a zone the runtime does not know) falls back to its default.
 */
export function normalizePreferences(
  stored: Partial<Record<keyof UserPreferences, unknown>> | null | undefined,
): UserPreferences {
  const pick = <K extends keyof UserPreferences>(key: K, schema: z.ZodType<UserPreferences[K]>) => {
    const parsed = schema.safeParse(stored?.[key]);
    return parsed.success ? parsed.data : DEFAULT_PREFERENCES[key];
  };
  return {
    theme: pick('theme', preferenceThemeSchema),
    language: pick('language', preferenceLanguageSchema),
    time_zone: pick('time_zone', preferenceTimeZoneSchema),
  };
}
