import { msg } from '@lingui/core/macro';
import { registerServerMessages, type WrappingServerMessage } from '@/lib/server-messages';

/**
 * The themes admin's server messages (apps/server/src/modules/themes, libs/schema themes/theme.ts)
 * in the reader's language: loaded with the themes catalogue (see `registerServerMessages`).
 */
export const THEME_SERVER_MESSAGES = {
  'Theme not found': msg`Theme not found`,
  'Already taken by another theme': msg`Already taken by another theme`,
  'Give at least one of name, label, tokens': msg`Give at least one of name, label, tokens`,
};

/** Literal patterns; each variable part a run of characters other than the delimiter after it. */
export const THEME_SERVER_PATTERNS = [
  [/^A theme named "([^"]+)" already exists$/, (name: string) => msg`A theme named "${name}" already exists`],
  [
    /^Theme "([^"]+)" is the active theme and cannot be deleted: activate another theme first$/,
    (label: string) =>
      msg`Theme "${label}" is the active theme and cannot be deleted: activate another theme first`,
  ],
  // One pattern per colour scheme, so the scheme's name is translated too.
  [
    /^Text on the primary colour has a contrast of ([\d.]+:1) in light mode; WCAG AA needs at least ([\d.]+):1$/,
    (ratio: string, min: string) =>
      msg`Text on the primary colour has a contrast of ${ratio} in light mode; WCAG AA needs at least ${min}:1`,
  ],
  [
    /^Text on the primary colour has a contrast of ([\d.]+:1) in dark mode; WCAG AA needs at least ([\d.]+):1$/,
    (ratio: string, min: string) =>
      msg`Text on the primary colour has a contrast of ${ratio} in dark mode; WCAG AA needs at least ${min}:1`,
  ],
  [
    /^The primary colour \(links\) has a contrast of ([\d.]+:1) on the light background (#[0-9a-f]{6}); WCAG AA needs at least ([\d.]+):1$/,
    (ratio: string, background: string, min: string) =>
      msg`The primary colour (links) has a contrast of ${ratio} on the light background ${background}; WCAG AA needs at least ${min}:1`,
  ],
  [
    /^The primary colour \(links\) has a contrast of ([\d.]+:1) on the dark background (#[0-9a-f]{6}); WCAG AA needs at least ([\d.]+):1$/,
    (ratio: string, background: string, min: string) =>
      msg`The primary colour (links) has a contrast of ${ratio} on the dark background ${background}; WCAG AA needs at least ${min}:1`,
  ],
] as const;

/** A theme's 400 quotes its first problem after the token it names (libs/schema themeProblemMessage). */
export const THEME_SERVER_WRAPPERS: readonly WrappingServerMessage[] = [
  [/^Invalid theme: ([a-z_.]+): (.+)$/, (token, problem) => msg`Invalid theme: ${token}: ${problem}`, [1]],
];

registerServerMessages(THEME_SERVER_MESSAGES, THEME_SERVER_PATTERNS, THEME_SERVER_WRAPPERS);
