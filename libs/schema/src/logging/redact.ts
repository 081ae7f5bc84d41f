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

// Key names whose value is a secret, inside a key such as `user.password` or `X_API_KEY`.
// Literal alternatives, each at most 13 characters: linear in the key tested.
const KEY_WORD =
  /password|passwd|pwd|passphrase|secret|token|api[_-]?key|apikey|private[_-]?key|access[_-]?key|authorization|credentials?|cookie|session[_-]?id|sessionid|ssn/i;

/**
 * True when the key contains a sensitive fragment, case-insensitively (`accessToken`,
 * `api_key`, `user_email`), or one of the secret-ish words whose values {@link redactText}
 * redacts in `key=value` text (`pwd`, `passphrase`, `cookie`, `credentials`), so a value is not
 * kept under a key whose `key=value` form would have been redacted. Linear in the key.
 */
export function isSensitiveKey(key: string): boolean {
  const lower = String(key).toLowerCase();
  return SENSITIVE_KEYS.some((fragment) => lower.includes(fragment)) || KEY_WORD.test(lower);
}

/**
 * Longest text {@link redactText} scans. Longer text is cut (see there): the scan is linear,
 * but a bound keeps one log line's cost fixed whatever the caller sends. Above the longest log
 * message (10,000 characters), so messages accepted by `POST /logs` are never cut.
 */
export const REDACT_SCAN_MAX_LENGTH = 16_384;
/** Appended to text cut at {@link REDACT_SCAN_MAX_LENGTH}. */
export const TRUNCATED_MARKER = '…[truncated]';

/**
 * How far back from the cap a cut looks for whitespace, so it does not leave the first half of
 * a token (an email without its domain is no longer recognisable as one).
 */
const CUT_LOOKBACK = 512;

/** [A-Za-z0-9_.-]: the characters of a key in `key=value` fragments. */
function isKeyChar(c: number): boolean {
  return (
    (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 || c === 46 || c === 45
  );
}

/** [A-Za-z0-9_]: a RegExp word character (`\w` without the `u` flag). */
function isWordChar(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95;
}

/** [A-Za-z0-9_-]: a base64url character, as in the parts of a JWT. */
function isBase64UrlChar(c: number): boolean {
  return isWordChar(c) || c === 45;
}

/** RegExp `\s`: ECMAScript white space and line terminators. */
function isSpace(c: number): boolean {
  if (c <= 32) return c === 32 || (c >= 9 && c <= 13);
  return (
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

/** Ends an unquoted value: white space or one of `,;&"'}]`. */
function endsUnquotedValue(c: number): boolean {
  return isSpace(c) || c === 44 || c === 59 || c === 38 || c === 34 || c === 39 || c === 125 || c === 93;
}

/** A digit, white space or `+ ( ) . -`: what card and phone numbers are written with. */
function isNumberPart(c: number): boolean {
  return (c >= 48 && c <= 57) || isSpace(c) || c === 43 || c === 40 || c === 41 || c === 46 || c === 45;
}

const DOUBLE_QUOTE = 34;
const SINGLE_QUOTE = 39;
const BACKSLASH = 92;

interface Replacement {
  from: number;
  to: number;
  text: string;
}

/**
 * The `key=value` / `key: value` / `"key": "value"` fragment whose key is the run
 * `text[start, end)`, or null. `floor` is where the previous replacement ended (a quote before
 * it is not ours to take).
 */
function assignmentAt(text: string, start: number, end: number, floor: number): Replacement | null {
  const n = text.length;
  let from = start;
  let quote = '';
  let at = end;
  const before = start > floor ? text.charCodeAt(start - 1) : -1;
  if ((before === DOUBLE_QUOTE || before === SINGLE_QUOTE) && text.charCodeAt(end) === before) {
    from = start - 1;
    quote = text[end];
    at = end + 1;
  }
  const sepStart = at;
  while (at < n && isSpace(text.charCodeAt(at))) at++;
  const sep = text.charCodeAt(at);
  if (sep !== 58 && sep !== 61) return null; // ':' or '='
  at++;
  while (at < n && isSpace(text.charCodeAt(at))) at++;
  if (at >= n) return null;
  const head = `${quote}${text.slice(start, end)}${quote}${text.slice(sepStart, at)}`;
  const open = text.charCodeAt(at);
  if (open === DOUBLE_QUOTE || open === SINGLE_QUOTE) {
    // A quoted value ends at the next unescaped quote of its kind; one left open runs to the
    // end of the text, all of it redacted (a cut or malformed line must not leak it).
    const wrap = text[at];
    for (let i = at + 1; i < n; i++) {
      const c = text.charCodeAt(i);
      if (c === BACKSLASH) i++;
      else if (c === open) return { from, to: i + 1, text: `${head}${wrap}${REDACTED}${wrap}` };
    }
    return { from, to: n, text: `${head}${wrap}${REDACTED}` };
  }
  let to = at;
  while (to < n && !endsUnquotedValue(text.charCodeAt(to))) to++;
  if (to === at) return null;
  return { from, to, text: `${head}${REDACTED}` };
}

/**
 * Redacts `key=value`, `key: value`, `"key": "value"` and `'key'='value'` fragments whose key
 * holds a secret-ish word ({@link KEY_WORD}). One pass: the text splits into maximal runs of
 * key characters, each tested once; a fragment that matches is consumed whole, and one that
 * does not costs only the white space after its key. A regular expression for this needs
 * unbounded quantifiers side by side (`[\w.-]*(?:token|…)[\w.-]*`), which backtrack
 * cubically on text such as `tokentokentoken…`.
 */
function redactAssignments(text: string): string {
  const n = text.length;
  let out = '';
  let copied = 0;
  let i = 0;
  while (i < n) {
    if (!isKeyChar(text.charCodeAt(i))) {
      i++;
      continue;
    }
    const start = i;
    while (i < n && isKeyChar(text.charCodeAt(i))) i++;
    if (!KEY_WORD.test(text.slice(start, i))) continue;
    const match = assignmentAt(text, start, i, copied);
    if (match === null) continue;
    out += text.slice(copied, match.from) + match.text;
    copied = i = match.to;
  }
  return copied === 0 ? text : out + text.slice(copied);
}

/**
 * Redacts JSON Web Tokens: `eyJ` at the start of a word, then base64url header, `.`, a
 * non-empty payload and optionally `.` and a signature. A scan instead of
 * `/\beyJ[\w-]*\.[\w-]+(?:\.[\w-]*)?/g`, which restarts at every `-eyJ` of a long run and is
 * quadratic there; here a candidate that fails lets the scan skip the header it read.
 */
function redactJwts(text: string): string {
  const n = text.length;
  let out = '';
  let copied = 0;
  let i = 0;
  while ((i = text.indexOf('eyJ', i)) !== -1) {
    if (i > 0 && isWordChar(text.charCodeAt(i - 1))) {
      i++;
      continue;
    }
    let h = i + 3;
    while (h < n && isBase64UrlChar(text.charCodeAt(h))) h++;
    if (h >= n || text.charCodeAt(h) !== 46) {
      i = h; // every candidate up to h meets the same missing dot
      continue;
    }
    let end = h + 1;
    while (end < n && isBase64UrlChar(text.charCodeAt(end))) end++;
    if (end === h + 1) {
      i = h + 1; // an empty payload, whichever candidate before the dot we started from
      continue;
    }
    if (end < n && text.charCodeAt(end) === 46) {
      end++;
      while (end < n && isBase64UrlChar(text.charCodeAt(end))) end++;
    }
    out += text.slice(copied, i) + REDACTED;
    copied = i = end;
  }
  return copied === 0 ? text : out + text.slice(copied);
}

// Every pattern below is linear in the text it scans: each either has only bounded
// quantifiers after a fixed start, or starts only where a run of its first class begins (a
// lookbehind excludes starts inside the run) with the following parts over disjoint classes,
// so a failed attempt never rescans what an earlier one read. hostile-input.spec.ts feeds each
// its worst cases at REDACT_SCAN_MAX_LENGTH.
type Rule =
  | readonly [RegExp, string | ((substring: string, ...groups: string[]) => string)]
  | ((text: string) => string);

const RULES: readonly Rule[] = [
  // Bearer/Basic credentials: keep the scheme. White space, token and padding are disjoint.
  [/\b(Bearer|Basic)\s+[A-Za-z0-9\-._~+/]+=*/gi, (_m, scheme) => `${scheme} ${REDACTED}`],
  // JSON Web Tokens: header.payload[.signature], the header always starting "eyJ".
  redactJwts,
  // key=value / key: value / "key": "value" fragments with a sensitive key.
  redactAssignments,
  // Email addresses. The local part starts where its run starts (not at each of its
  // characters: that was quadratic on long words); labels are split by dots they cannot contain.
  [/(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g, REDACTED],
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
 * The part of `text` that is scanned: all of it up to {@link REDACT_SCAN_MAX_LENGTH}; past
 * that, the text is cut at the cap, and further back to the last white space within
 * {@link CUT_LOOKBACK} characters, with a trailing run of digits and `+ ( ) . -` dropped too —
 * so the cut never leaves the recognisable-only-when-whole start of a secret (an email's local
 * part, twelve digits of a card, part of a phone number).
 */
function scannedPart(text: string): string {
  if (text.length <= REDACT_SCAN_MAX_LENGTH) return text;
  let end = REDACT_SCAN_MAX_LENGTH;
  const low = end - CUT_LOOKBACK;
  let space = end;
  while (space > low && !isSpace(text.charCodeAt(space))) space--;
  if (space > low) end = space;
  while (end > 0 && isNumberPart(text.charCodeAt(end - 1))) end--;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--; // not half a surrogate pair
  return text.slice(0, end);
}

/**
 * Replaces secrets and personal data inside free text: Bearer/Basic credentials, JWTs,
 * `password=...`/`token: ...`-style fragments, emails, card-like numbers, US SSNs and phone
 * numbers. Runs in time linear in the text. Text past {@link REDACT_SCAN_MAX_LENGTH}
 * characters is dropped and {@link TRUNCATED_MARKER} appended: what is not scanned is not
 * known to be safe, so it is not passed on.
 */
export function redactText(text: string): string {
  const whole = String(text);
  let out = scannedPart(whole);
  for (const rule of RULES) {
    if (typeof rule === 'function') out = rule(out);
    else {
      const [pattern, replacement] = rule;
      out =
        typeof replacement === 'string'
          ? out.replace(pattern, replacement)
          : out.replace(pattern, replacement);
    }
  }
  return whole.length > REDACT_SCAN_MAX_LENGTH ? out + TRUNCATED_MARKER : out;
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

/**
 * A request target fit for a log: the path as sent and each query parameter whose name is
 * sensitive ({@link isSensitiveKey}: `token`, `email`, `password`, …) with its value replaced by
 * {@link REDACTED}. Mail links carry their one-time token in the query
 * (`/reset-password?token=…`), and a request log kept that token readable to anyone with the
 * log. Linear in the URL.
 */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const params = url
    .slice(query + 1)
    .split('&')
    .map((param) => {
      const eq = param.indexOf('=');
      if (eq < 0) return param;
      const rawKey = param.slice(0, eq);
      let key = rawKey.split('+').join(' ');
      try {
        key = decodeURIComponent(key);
      } catch {
        // A malformed escape: judge the name as sent.
      }
      return isSensitiveKey(key) ? `${rawKey}=${REDACTED}` : param;
    });
  return `${url.slice(0, query)}?${params.join('&')}`;
}
