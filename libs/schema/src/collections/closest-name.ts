import { distance } from 'fastest-levenshtein';

/**
 * A written key or value longer than this gets no suggestion: the known names are short
 * identifiers, so a longer one is no typo of them, and the work per unknown name stays bounded
 * (its length × the known names' lengths, against a fixed list) whatever the input holds.
 */
export const SUGGESTION_MAX_LENGTH = 64;

/**
 * The one name of `known` that `written` most likely misspells (`requird` → `required`), by
 * Levenshtein distance: at most 2 edits in 5 characters (at least 1), and no other name as close.
 * Undefined when none is close, when two are equally close (`mix`: `min` or `max`), or when
 * `written` is empty or longer than {@link SUGGESTION_MAX_LENGTH}.
 */
export function closestName(written: string, known: readonly string[]): string | undefined {
  if (written.length === 0 || written.length > SUGGESTION_MAX_LENGTH) return undefined;
  const limit = Math.max(1, Math.round(written.length * 0.4));
  let best: string | undefined;
  let bestDistance = limit + 1;
  let tied = false;
  for (const name of known) {
    // A length difference is a lower bound of the distance: far longer or shorter names are skipped.
    if (name === written || Math.abs(name.length - written.length) > limit) continue;
    if (name.length > SUGGESTION_MAX_LENGTH) continue;
    const d = distance(written, name);
    if (d > limit) continue;
    if (d < bestDistance) {
      best = name;
      bestDistance = d;
      tied = false;
    } else if (d === bestDistance && name !== best) {
      tied = true;
    }
  }
  return tied ? undefined : best;
}

/**
 * `message` with the suggestion for `written` among `known` appended (`…; did you mean
 * "required"?`), or `message` as it is when none is close. The admin screens translate the
 * suffix (apps/client schema-problem-messages.ts), so its wording is fixed here.
 */
export function withSuggestion(message: string, written: unknown, known: readonly unknown[]): string {
  if (typeof written !== 'string') return message;
  const names = known.filter((name): name is string => typeof name === 'string');
  const suggestion = closestName(written, names);
  return suggestion === undefined ? message : `${message}; did you mean "${suggestion}"?`;
}
