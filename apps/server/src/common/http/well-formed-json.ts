/**
 * JSON may spell a lone UTF-16 surrogate (`"\ud800"`), which is no Unicode text: stored as text it
 * silently becomes U+FFFD, and PostgreSQL refuses it inside jsonb. The body parser refuses it
 * instead, for every endpoint alike, with a 400 naming where it is.
 */

// ES2024 string methods (Node 20 has them; the project's lib is ES2023).
type Es2024String = string & { isWellFormed(): boolean; toWellFormed(): string };
const isWellFormed = (s: string): boolean => (s as Es2024String).isWellFormed();
const toWellFormed = (s: string): string => (s as Es2024String).toWellFormed();

/**
 * Whether the raw body could hold one at all: only a `\uD8..`–`\uDF..` escape spells one (raw
 * bytes that are not UTF-8 decode to U+FFFD). Most bodies are passed by this byte search alone.
 */
export function mayHoldLoneSurrogate(raw: Buffer | string): boolean {
  return raw.includes('\\ud') || raw.includes('\\uD');
}

/**
 * The path (`a.b.0`, '' for the body itself) of the first string or key that is not well-formed
 * Unicode, or null. Iterative: a deeply nested body cannot exhaust the stack.
 */
export function illFormedTextPath(value: unknown): string | null {
  const stack: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
  while (stack.length > 0) {
    const { value: v, path } = stack.pop()!;
    if (typeof v === 'string') {
      if (!isWellFormed(v)) return path;
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], path: join(path, String(i)) });
    } else if (v !== null && typeof v === 'object') {
      const keys = Object.keys(v);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i];
        if (!isWellFormed(key)) return join(path, toWellFormed(key));
        stack.push({ value: (v as Record<string, unknown>)[key], path: join(path, key) });
      }
    }
  }
  return null;
}

export const LONE_SURROGATE_MESSAGE =
  'Text must be valid Unicode: a lone UTF-16 surrogate (\\uD800–\\uDFFF without its pair) is not accepted';
