import { i18n as activeI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import { translateValidationMessage } from '@/i18n/validation-messages';

/** A message with parts that vary (a name, a number), matched by a literal, anchored pattern. */
export type VariableServerMessage = readonly [RegExp, (...parts: string[]) => MessageDescriptor];

/**
 * A message embedding others: the indexes of its captured parts that are messages in turn
 * (translated before it is), the last part when none are given. Its other parts are kept.
 */
export type WrappingServerMessage = readonly [
  RegExp,
  (...parts: string[]) => MessageDescriptor,
  embedded?: readonly number[],
];

const exact = new Map<string, MessageDescriptor>();
const variable: VariableServerMessage[] = [];
const wrapping: WrappingServerMessage[] = [];

/**
 * Adds server messages: the English texts the API answers with (its error messages and a
 * collection schema's problems, which stay English on the wire), each with its translation.
 * `patterns` keep their captured parts as they are; `wrappers` embed other messages (their last
 * captured part, or the parts they name), which are translated too, three levels deep at most
 * ("Default: Must be at most 10"; "Field "size": at most 5; existing rows may not fit"; a
 * navigation item's name inside "… cannot be its own parent"; a role's list of uses, one use at a
 * time). Exact texts come first, then patterns, then wrappers. Each area's table
 * (`…/server-messages.ts`) is loaded with that area's catalogue (`loadCatalogueAreas`), so its
 * translations are in the catalogue the area's pages already fetch.
 */
export function registerServerMessages(
  messages: Readonly<Record<string, MessageDescriptor>>,
  patterns: readonly VariableServerMessage[] = [],
  wrappers: readonly WrappingServerMessage[] = [],
): void {
  for (const [text, descriptor] of Object.entries(messages)) exact.set(text, descriptor);
  variable.push(...patterns);
  wrapping.push(...wrappers);
}

/**
 * Lingui decodes `\uXXXX` and `\xXX` in a formatted message, so a part holding one (a path, a
 * pattern, an unknown key) would not come back as it is: its backslashes are stood in for while
 * the message is formatted.
 */
const BACKSLASH_STAND_IN = '\uE000';
const keep = (part: string) => part.replaceAll('\\', BACKSLASH_STAND_IN);
const restore = (text: string) => text.replaceAll(BACKSLASH_STAND_IN, '\\');

/**
 * How deep wrappers nest ("Field "x": at most 5; existing rows may not fit" is two; "Role "r" is
 * in use: <use>, <use>, <use>. …" is three: the message, then the list, then its rest).
 */
const MAX_WRAPPING_DEPTH = 3;

function translate(i18n: I18n, message: string, depth: number): string {
  const known = exact.get(message);
  if (known) return i18n._(known);
  // A message that already holds the stand-in cannot be formatted faithfully: shown as it is.
  if (message.includes(BACKSLASH_STAND_IN)) return message;
  for (const [pattern, describe] of variable) {
    const match = pattern.exec(message);
    if (match) return restore(i18n._(describe(...match.slice(1).map(keep))));
  }
  if (depth < MAX_WRAPPING_DEPTH) {
    for (const [pattern, describe, embedded] of wrapping) {
      const match = pattern.exec(message);
      if (!match) continue;
      // The embedded messages (the last part unless named) are translated in turn; others kept.
      const parts = match.slice(1).map((part) => part ?? '');
      const inner = new Set(embedded ?? [parts.length - 1]);
      const shown = parts.map((part, i) => keep(inner.has(i) ? translate(i18n, part, depth + 1) : part));
      return restore(i18n._(describe(...shown)));
    }
  }
  // The shared schemas' field rules ("Required", "Must be at most 10") are the forms' own.
  return restore(translateValidationMessage(i18n, keep(message)));
}

/**
 * A message from the server in the active language (or `i18n`'s) when a loaded table or the
 * validation catalogue knows it, its names and numbers kept as they are; otherwise the message
 * itself. Patterns are the client's own (never built from the message), each anchored with one
 * run per part, so matching is linear; the message is at most a few hundred characters.
 */
export function translateServerMessage(message: string, i18n: I18n = activeI18n): string {
  return translate(i18n, message, 0);
}
