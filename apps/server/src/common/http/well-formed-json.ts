/**
 * Text JSON can spell but Atrium cannot keep, refused by the body parser for every endpoint alike
 * with a 400 naming where it is:
 * - a lone UTF-16 surrogate (`"\ud800"`), which is no Unicode text: stored as text it silently
 *   became U+FFFD, and PostgreSQL refuses it inside jsonb;
 * - a NUL character (`"\u0000"`), which PostgreSQL stores in neither text nor jsonb.
 * (Bytes that are not UTF-8 are refused before parsing: NOT_UTF8_MESSAGE.)
 */

// ES2024 string methods (Node 20 has them; the project's lib is ES2023).
type Es2024String = string & { isWellFormed(): boolean; toWellFormed(): string };
const isWellFormed = (s: string): boolean => (s as Es2024String).isWellFormed();
const toWellFormed = (s: string): string => (s as Es2024String).toWellFormed();

/**
 * Whether the raw body could hold either at all: only a `\uD8..`–`\uDF..` escape spells a lone
 * surrogate (raw bytes that are not UTF-8 decode to U+FFFD), and only `\u0000` a NUL (JSON does not
 * allow a raw one in a string). Most bodies are passed by this byte search alone.
 */
export function mayHoldUnstorableText(raw: Buffer | string): boolean {
  return raw.includes('\\ud') || raw.includes('\\uD') || raw.includes('\\u0000');
}

export type TextProblem = 'lone_surrogate' | 'nul';

const problemOf = (s: string): TextProblem | null =>
  !isWellFormed(s) ? 'lone_surrogate' : s.includes('\0') ? 'nul' : null;

export const TEXT_PROBLEM_MESSAGES: Readonly<Record<TextProblem, string>> = {
  lone_surrogate:
    'Text must be valid Unicode: a lone UTF-16 surrogate (\\uD800–\\uDFFF without its pair) is not accepted',
  nul: 'Text must not contain NUL characters (\\u0000)',
};

/**
 * The first string or key a body cannot be stored with, and where (`a.b.0`, '' for the body
 * itself), or null. Iterative: a deeply nested body cannot exhaust the stack.
 */
export function unstorableText(value: unknown): { path: string; problem: TextProblem } | null {
  const stack: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
  while (stack.length > 0) {
    const { value: v, path } = stack.pop()!;
    if (typeof v === 'string') {
      const problem = problemOf(v);
      if (problem) return { path, problem };
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], path: join(path, String(i)) });
    } else if (v !== null && typeof v === 'object') {
      const keys = Object.keys(v);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i];
        const problem = problemOf(key);
        if (problem) return { path: join(path, toWellFormed(key).replaceAll('\0', '\ufffd')), problem };
        stack.push({ value: (v as Record<string, unknown>)[key], path: join(path, key) });
      }
    }
  }
  return null;
}

/**
 * A body whose bytes are not UTF-8 (JSON's only encoding between systems, RFC 8259 §8.1): a
 * Latin-1 `é` or stray binary was decoded to U+FFFD and stored as `�` with a 200, the text lost
 * without a word (found by an outside probe). Refused before parsing, for every endpoint alike.
 */
export const NOT_UTF8_MESSAGE = 'The body must be UTF-8: bytes that are not UTF-8 are not accepted';

export const PROTOTYPE_KEY_MESSAGE =
  'JSON keys "__proto__" and "constructor" holding "prototype" are not accepted';

/**
 * Whether `raw` is JSON by the plain parser: called only once the guarded parser (which refuses
 * prototype keys) has failed, to tell a refused key from a syntax error.
 */
export function isPlainJson(raw: Buffer | string): boolean {
  try {
    JSON.parse(raw.toString());
    return true;
  } catch {
    return false;
  }
}
