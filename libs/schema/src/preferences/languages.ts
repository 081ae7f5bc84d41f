// No zod here: the client's first page reads these (its validation messages' table) without
// loading zod, which only forms and the workspace's pages need.

/**
 * The languages the interface is offered in, with their names in that language: each has a
 * complete catalogue (the client's `src/locales`, checked by `npm test`). Dates and numbers follow
 * the tag's region. A language leaves this list when its catalogue is not complete; a stored
 * tag that is no longer listed reads back as the default (see `normalizePreferences`).
 */
export const SUPPORTED_LANGUAGES = [
  { tag: 'en-US', label: 'English (United States)' },
  { tag: 'en-GB', label: 'English (United Kingdom)' },
  { tag: 'de-DE', label: 'Deutsch (Deutschland)' },
  { tag: 'ja-JP', label: '日本語 (日本)' },
] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number]['tag'];
export const SUPPORTED_LANGUAGE_TAGS = SUPPORTED_LANGUAGES.map((l) => l.tag) as [
  SupportedLanguage,
  ...SupportedLanguage[],
];
