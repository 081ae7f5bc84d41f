/** Key fragments whose values are never logged (specification §9). */
export const SENSITIVE_KEYS = Object.freeze([
  'password',
  'token',
  'secret',
  'key',
  'auth',
  'session',
  'card',
  'ssn',
  'email',
  'phone',
  'address',
] as const);

/** Replacement for redacted values and text. */
export const REDACTED = '[REDACTED]';
/** How deep {@link redactValue} descends by default before replacing nested values. */
export const MAX_REDACT_DEPTH = 8;

/** True when the key contains a sensitive fragment, case-insensitively (`accessToken`, `api_key`, `user_email`). */
export function isSensitiveKey(key: string): boolean {
  const lower = String(key).toLowerCase();
  return SENSITIVE_KEYS.some((fragment) => lower.includes(fragment));
}

const KEY_CHARS = '[A-Za-z0-9_.-]';
const KEY_WORDS =
  'password|passwd|pwd|passphrase|secret|token|api[_-]?key|apikey|private[_-]?key|access[_-]?key|authorization|credentials?|cookie|session[_-]?id|sessionid|ssn';

const PATTERNS: ReadonlyArray<readonly [RegExp, string | ((...groups: string[]) => string)]> = [
  // Bearer/Basic credentials: keep the scheme.
  [/\b(Bearer|Basic)\s+[A-Za-z0-9\-._~+/]+=*/gi, (_m, scheme) => `${scheme} ${REDACTED}`],
  // JSON Web Tokens: header.payload[.signature], the header always starting "eyJ".
  [/\beyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]*)?/g, REDACTED],
  // key=value / key: value / "key": "value" fragments with a sensitive key.
  [
    new RegExp(
      `(["']?)(${KEY_CHARS}*(?:${KEY_WORDS})${KEY_CHARS}*)\\1(\\s*[:=]\\s*)("(?:[^"\\\\]|\\\\.)*"|'(?:[^'\\\\]|\\\\.)*'|[^\\s,;&"'}\\]]+)`,
      'gi',
    ),
    (_m, q, key, sep, value) => {
      const wrap = value.startsWith('"') ? '"' : value.startsWith("'") ? "'" : '';
      return `${q}${key}${q}${sep}${wrap}${REDACTED}${wrap}`;
    },
  ],
  // Email addresses.
  [/[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g, REDACTED],
  // Card-like numbers: 13–19 digits, optionally grouped by single spaces or dashes.
  [/(?<![\w-])\d(?:[ -]?\d){12,18}(?![\w-])/g, REDACTED],
  // US social security numbers.
  [/(?<![\w-])\d{3}-\d{2}-\d{4}(?![\w-])/g, REDACTED],
  // International phone numbers: +CC then 2–5 groups of digits.
  [/(?<![\w+])\+\d{1,3}(?:[ .-]?\(?\d{1,4}\)?){2,5}(?![\w-])/g, REDACTED],
  // North-American style without country code: (555) 123-4567, 555-123-4567, 555.123.4567.
  [/(?<![\w-])(?:\(\d{3}\)\s?|\d{3}[ .-])\d{3}[ .-]\d{4}(?![\w-])/g, REDACTED],
];

/**
 * Replaces secrets and personal data inside free text: Bearer/Basic credentials, JWTs,
 * `password=...`/`token: ...`-style fragments, emails, card-like numbers, US SSNs and phone
 * numbers.
 */
export function redactText(text: string): string {
  let out = String(text);
  for (const [pattern, replacement] of PATTERNS) {
    out =
      typeof replacement === 'string'
        ? out.replace(pattern, replacement)
        : out.replace(pattern, replacement as (substring: string, ...args: string[]) => string);
  }
  return out;
}

/** Sets an own enumerable property, also for keys such as "__proto__". */
function define(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function redactInner(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'bigint') return value.toString();
    if (typeof value === 'function') return '[Function]';
    if (typeof value === 'symbol') return value.toString();
    return value;
  }
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString();
  if (seen.has(value)) return '[Circular]';
  if (depth <= 0) return Array.isArray(value) ? '[Array]' : '[Object]';
  seen.add(value);
  try {
    if (Array.isArray(value)) return value.map((item) => redactInner(item, depth - 1, seen));
    if (value instanceof Error) {
      const out: Record<string, unknown> = { name: value.name, message: redactText(value.message) };
      if (value.stack !== undefined) out.stack = redactText(value.stack);
      for (const [k, v] of Object.entries(value)) {
        define(out, k, isSensitiveKey(k) ? REDACTED : redactInner(v, depth - 1, seen));
      }
      return out;
    }
    if (value instanceof Map) {
      const out: Record<string, unknown> = {};
      for (const [k, v] of value) {
        const key = String(k);
        define(out, key, isSensitiveKey(key) ? REDACTED : redactInner(v, depth - 1, seen));
      }
      return out;
    }
    if (value instanceof Set) return [...value].map((item) => redactInner(item, depth - 1, seen));
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      define(out, k, isSensitiveKey(k) ? REDACTED : redactInner(v, depth - 1, seen));
    }
    return out;
  } finally {
    seen.delete(value);
  }
}

/**
 * A deep copy of `value` safe to log: values under sensitive keys (see {@link isSensitiveKey})
 * become `'[REDACTED]'`, strings pass through {@link redactText}, cycles become
 * `'[Circular]'`, and objects nested more than `depth` levels (default 8) become
 * `'[Object]'`/`'[Array]'`. Dates become ISO strings, Errors `{name, message, stack}`,
 * Maps objects, Sets arrays. The input is not modified.
 */
export function redactValue(value: unknown, depth: number = MAX_REDACT_DEPTH): unknown {
  return redactInner(value, depth, new WeakSet());
}
