/**
 * Translates a filter pattern (`*` = any run of characters, and `%` too, PostgREST's alias for it;
 * everything else literal) into a PostgreSQL LIKE pattern: `*` and `%` → `%`, and the other LIKE
 * metacharacters `_` and the escape character `\` are escaped with `\` (PostgreSQL's default
 * LIKE escape). `_` stays a literal underscore, unlike PostgREST's one-character wildcard.
 */
export function likePatternToSql(pattern: string): string {
  let out = '';
  for (const ch of pattern) {
    if (ch === '*' || ch === '%') out += '%';
    else if (ch === '_' || ch === '\\') out += `\\${ch}`;
    else out += ch;
  }
  return out;
}

/** The wildcards of a filter pattern: `*`, and `%` (PostgREST's alias; supabase-js users write it). */
const WILDCARDS = /[*%]/;

/** Tests one text against a compiled like/ilike pattern. */
export type LikeMatcher = (text: string) => boolean;

/**
 * Lower-cases `text` one character (code point) at a time, as PostgreSQL's ILIKE does on a
 * UTF-8 database: each side goes through `lower()`, which maps every character on its own.
 * `String.prototype.toLowerCase` gives the same result except for the only two characters
 * whose lowering depends on context or expands: a final capital sigma becomes `ς` (PostgreSQL:
 * `σ`) and `İ` becomes `i` + a combining dot (PostgreSQL: `i`); those two are lowered first.
 */
export function foldCaseForLike(text: string): string {
  return text.replaceAll('Σ', 'σ').replaceAll('İ', 'i').toLowerCase();
}

/** The Knuth–Morris–Pratt failure table of `needle` (length of the longest proper border of each prefix). */
function failureTable(needle: string): Int32Array {
  const fail = new Int32Array(needle.length);
  let k = 0;
  for (let i = 1; i < needle.length; i++) {
    while (k > 0 && needle.charCodeAt(i) !== needle.charCodeAt(k)) k = fail[k - 1];
    if (needle.charCodeAt(i) === needle.charCodeAt(k)) k++;
    fail[i] = k;
  }
  return fail;
}

interface Segment {
  text: string;
  fail: Int32Array;
}

/**
 * Index of the first occurrence of `segment` lying wholly inside `haystack[from, end)`, or -1.
 * KMP: every character of the range is read once, whatever the segment (String#indexOf makes no
 * such promise for long needles).
 */
function indexOfSegment(haystack: string, segment: Segment, from: number, end: number): number {
  const { text: needle, fail } = segment;
  const m = needle.length;
  let k = 0;
  for (let i = from; i < end; i++) {
    const c = haystack.charCodeAt(i);
    while (k > 0 && c !== needle.charCodeAt(k)) k = fail[k - 1];
    if (c === needle.charCodeAt(k)) k++;
    if (k === m) return i - m + 1;
  }
  return -1;
}

/**
 * Compiles a filter pattern (`*` or `%` = any run of characters, newlines included; every other
 * character literal, `_` and `\` too) into a matcher with the meaning of PostgreSQL
 * `LIKE` on the pattern from {@link likePatternToSql} — or `ILIKE` when `caseInsensitive`,
 * comparing {@link foldCaseForLike} of both sides. No regular expression is built from the
 * pattern.
 *
 * The pattern splits at its wildcards into literal segments: the first must start the text, the
 * last must end it, and the ones between must occur in order, each as early as possible (the
 * leftmost choice never loses: anything a later occurrence leaves for the next segments, an
 * earlier one leaves too). Each middle segment is found by a KMP scan that resumes where the
 * previous one ended, so a match costs O(|pattern| + |text|) time — linear in the input
 * whatever the number of stars, with no backtracking. Compiling costs O(|pattern|); callers
 * that test many rows compile once. The filter parser additionally caps every filter value at
 * `FILTER_VALUE_MAX_LENGTH` characters.
 */
export function compileLikePattern(pattern: string, caseInsensitive = false): LikeMatcher {
  const fold = caseInsensitive ? foldCaseForLike : (text: string): string => text;
  const parts = pattern.split(WILDCARDS).map(fold);
  if (parts.length === 1) {
    const exact = parts[0];
    return (text) => fold(text) === exact;
  }
  const head = parts[0];
  const tail = parts[parts.length - 1];
  const middle: Segment[] = parts
    .slice(1, -1)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, fail: failureTable(part) }));
  const minLength = head.length + tail.length + middle.reduce((n, s) => n + s.text.length, 0);
  return (raw) => {
    const text = fold(raw);
    if (text.length < minLength || !text.startsWith(head) || !text.endsWith(tail)) return false;
    const end = text.length - tail.length;
    let from = head.length;
    for (const segment of middle) {
      const at = indexOfSegment(text, segment, from, end);
      if (at === -1) return false;
      from = at + segment.text.length;
    }
    return true;
  };
}

/** One-off {@link compileLikePattern}: does `text` match `pattern` under LIKE (or ILIKE)? */
export function likeMatch(pattern: string, text: string, caseInsensitive = false): boolean {
  return compileLikePattern(pattern, caseInsensitive)(text);
}
