import { QUERY_PARAM_ONCE, withoutChecksOfWrongType } from '@atrium/schema';
import type { SupportedLanguage } from '@atrium/schema';
import { locales, type core } from 'zod';
import type { ErrorDetail } from './error-body.js';

type Issue = core.$ZodIssue;

type Locale = ReturnType<typeof locales.en>;
/** What a locale words: the issue as zod raised it (a reported issue keeps what it needs). */
type RawIssue = Parameters<Locale['localeError']>[0];

/** zod's own wording of its issues, by interface language (English is zod's default). */
const LOCALES: Record<string, Locale> = {
  en: locales.en(),
  de: locales.de(),
  ja: locales.ja(),
};

/** The zod issue a detail was made from, kept beside it (never sent) to word it in another language. */
const issueOf = new WeakMap<ErrorDetail, Issue>();

/**
 * A 400's details from zod issues: each path joined with dots (after `prefix`, such as a row's
 * index), the issue's message. Parse with `{ reportInput: true }` so a type error can be worded
 * again with what was received; the input never leaves the server (a detail is path and message).
 */
export function issueDetails(issues: readonly Issue[], prefix: readonly string[] = []): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  const seen = new Set<string>();
  // A value of the wrong type is one detail, not also the length checks zod 4 still runs.
  for (const issue of withoutChecksOfWrongType(issues)) {
    const path = [...prefix, ...issue.path.map(String)].filter((p) => p !== '').join('.');
    // Two checks of one value that word their failure alike ('Invalid token' for its length and
    // for its characters) are one detail.
    const key = `${path}\u0000${issue.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const detail = { path, message: issue.message };
    issueOf.set(detail, issue);
    details.push(detail);
  }
  return details;
}

/** A parameter's value refused for being a list (it was sent more than once) where one is taken. */
function sentTwice(issue: Issue): boolean {
  if (issue.path.length !== 1 || !Array.isArray((issue as { input?: unknown }).input)) return false;
  if (issue.code === 'invalid_type') return issue.expected !== 'array';
  return issue.code === 'invalid_value' || issue.code === 'invalid_union';
}

/**
 * A query string's details: as issueDetails, except that each unknown parameter is a detail of its
 * own at its name (`?limit=5` where none is taken → `{path: 'limit', message: 'Unrecognized key:
 * "limit"'}`), as the table API names the parameter it refuses. A body's unknown key stays at the
 * object that holds it (`{path: 'context', message: 'Unrecognized key: "zoneId"'}`).
 */
export function queryIssueDetails(issues: readonly Issue[]): ErrorDetail[] {
  return issueDetails(
    issues.flatMap((issue): Issue[] => {
      // A parameter given twice (`?role=a&role=b` arrives as a list) where one value is taken:
      // the words every endpoint uses for it (the table API's included), not zod's "expected
      // string, received array".
      if (sentTwice(issue)) {
        return [{ ...issue, message: QUERY_PARAM_ONCE }];
      }
      if (issue.code !== 'unrecognized_keys') return [issue];
      // zod's own wording is worded again for the one key; a schema's own message stays as it is.
      const generic = LOCALES.en.localeError(issue as RawIssue) === issue.message;
      return issue.keys.map((key) => {
        const one = { ...issue, keys: [key], path: [...issue.path, key] };
        const message = generic ? LOCALES.en.localeError(one as RawIssue) : issue.message;
        return { ...one, message: typeof message === 'string' ? message : issue.message };
      });
    }),
  );
}

/**
 * Words zod's generic messages ("Too small: expected string to have >=3 characters") in the
 * caller's interface language. A schema's own message (in English, which the client translates
 * by its table) is one zod's English wording does not produce, and stays as it is.
 */
export function localizeDetails(
  details: ErrorDetail[] | undefined,
  language: SupportedLanguage | null,
): void {
  const locale = language ? LOCALES[language.split('-')[0]] : undefined;
  if (!details || !locale || locale === LOCALES.en) return;
  for (const detail of details) {
    const issue = issueOf.get(detail);
    if (!issue || LOCALES.en.localeError(issue as RawIssue) !== detail.message) continue;
    const worded = locale.localeError(issue as RawIssue);
    if (typeof worded === 'string' && worded) detail.message = worded;
  }
}
