import { i18n, type MessageDescriptor } from '@lingui/core';

/** A message with parts that vary (a name, a number), matched by a literal, anchored pattern. */
export type VariableServerMessage = readonly [RegExp, (...parts: string[]) => MessageDescriptor];

const exact = new Map<string, MessageDescriptor>();
const variable: VariableServerMessage[] = [];

/**
 * Adds an area's server messages: the English texts the API answers with (its error messages,
 * which stay English on the wire), each with its translation. Each area's table
 * (`features/…/server-messages.ts`) is loaded with that area's catalogue (`loadCatalogueAreas`),
 * so its translations are in the catalogue the area's pages already fetch.
 */
export function registerServerMessages(
  messages: Readonly<Record<string, MessageDescriptor>>,
  patterns: readonly VariableServerMessage[] = [],
): void {
  for (const [text, descriptor] of Object.entries(messages)) exact.set(text, descriptor);
  variable.push(...patterns);
}

/**
 * A message from the server in the active language when a loaded area knows it; otherwise the
 * message itself. Patterns are the client's own (never built from the message); the message is
 * at most a few hundred characters.
 */
export function translateServerMessage(message: string): string {
  const known = exact.get(message);
  if (known) return i18n._(known);
  for (const [pattern, describe] of variable) {
    const match = pattern.exec(message);
    if (match) return i18n._(describe(...match.slice(1)));
  }
  return message;
}
