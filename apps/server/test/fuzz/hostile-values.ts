import { FILTER_OPERATORS } from '@atrium/schema';

/**
 * Values an attacker (or a broken client) sends where the contract expects something else.
 * They are deliberately not derived from any one endpoint: every string, number, array and
 * object position of every operation draws from the same catalogue.
 */

/** A JSON value nested `depth` levels deep (arrays and objects alternating). */
export function nested(depth: number, leaf: unknown = 'x'): unknown {
  let v: unknown = leaf;
  for (let i = 0; i < depth; i++) v = i % 2 ? { a: v } : [v];
  return v;
}

/** An object whose own enumerable keys include `key` (`{__proto__: …}` literals set the prototype instead). */
export function withOwnKey(
  key: string,
  value: unknown,
  base: Record<string, unknown> = {},
): Record<string, unknown> {
  const o: Record<string, unknown> = { ...base };
  Object.defineProperty(o, key, { value, enumerable: true, writable: true, configurable: true });
  return o;
}

export const SQL_FRAGMENTS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1; SELECT pg_sleep(5)',
  "') OR 1=1 --",
  '$$; SELECT 1; $$',
  '\\',
  "'",
  '"',
  '%',
  '_',
  '%_%',
  "E'\\x00'",
  'NULL',
  '1 UNION SELECT password_hash FROM users',
];

/** PostgREST-style filter expressions: the `*`-heavy ones made `like` backtrack before issue 10. */
export const FILTER_EXPRESSIONS: readonly string[] = filterExpressions();

function filterExpressions(): string[] {
  const out: string[] = [];
  for (const stars of [1, 8, 16, 40, 200, 4000]) {
    out.push(`like.${'*'.repeat(stars)}QQ`);
    out.push(`ilike.${'*a'.repeat(stars)}b`);
    out.push(`not.like.${'*'.repeat(stars)}`);
  }
  out.push(`like.${'*_%'.repeat(1000)}`, `ilike.${'a*'.repeat(2000)}`);
  out.push(
    `in.(${'a,'.repeat(2000)}a)`,
    'in.(',
    'in.()',
    'in.("a,b",c)',
    'in.(((((',
    `in.(${'"'.repeat(999)})`,
  );
  out.push('is.maybe', 'is.null', 'is.true', 'not.not.not.eq.x', 'not.', 'eq.', '.', '..', 'eq', 'gt.NaN');
  out.push(`eq.${'x'.repeat(5000)}`, 'gte.9999-99-99', 'lt.-1e309', 'eq.\u0000', 'like.\u0000*');
  for (const op of FILTER_OPERATORS) out.push(`${op}.${SQL_FRAGMENTS[0]}`, `not.${op}.*`);
  return out;
}

export const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
];

export const UNICODE_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF\uD800',
  '\u202Egnp.exe',
  '\uFEFF',
  '👩‍👩‍👧‍👦',
  'e\u0301'.repeat(500),
  'İıß\u1E9E',
  'Z̸̢̛̤̪̘͙̫̣͂̈́͗̀a̵̡̧͔̫̬̓l̴g̸o',
  '\r\n\r\nX-Injected: 1',
  '\t\v\f',
  '日本語テキスト',
  '\u0085\u2028\u2029',
];

export const MISC_STRINGS = [
  '',
  ' ',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00',
  '%',
  '{{7*7}}',
  '${jndi:ldap://x/a}',
  'true',
  'null',
  'undefined',
  '[object Object]',
  '-1',
  '0',
  '1e309',
  'NaN',
  'Infinity',
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
  '00000000-0000-4000-8000-00000000000g',
  '00000000-0000-4000-8000-000000000000x',
  '{00000000-0000-4000-8000-000000000000}',
  'token=secret password=hunter2 authorization: Bearer abc',
  'token'.repeat(600),
  `${'password='.repeat(500)}x`,
];

/** Long strings: up to and past every size limit in the contract (1 MiB body, 10 000-char messages). */
export const HUGE_STRINGS = [
  'a'.repeat(257),
  'a'.repeat(1025),
  'a'.repeat(4097),
  'a'.repeat(10_001),
  'token '.repeat(2000),
  'x'.repeat(40_000),
  '😀'.repeat(5_001),
  'a'.repeat(300_000),
];

export const HOSTILE_STRINGS = [
  ...SQL_FRAGMENTS,
  ...FILTER_EXPRESSIONS,
  ...PROTOTYPE_KEYS,
  ...UNICODE_STRINGS,
  ...MISC_STRINGS,
  ...HUGE_STRINGS,
];

export const HOSTILE_NUMBERS = [
  -1,
  -0,
  0.5,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER - 2,
  1e21,
  1.7976931348623157e308,
  5e-324,
];

/**
 * Stands for a JSON value nested 100,000 levels deep (about 400 kB): JSON.stringify would
 * overflow the test's own stack, so bodies carry this marker and `toJsonText` splices the text in.
 */
export const DEEP_MARKER = '__fuzz_nested_100000__';
const DEEP_TEXT = '[{"a":'.repeat(50_000) + '1' + '}]'.repeat(50_000);

/** JSON text of a generated body, with every {@link DEEP_MARKER} replaced by deep nesting. */
export function toJsonText(value: unknown): string {
  const text = JSON.stringify(value) ?? 'null';
  return text.includes(DEEP_MARKER) ? text.replaceAll(`"${DEEP_MARKER}"`, DEEP_TEXT) : text;
}

/** Values of the wrong type for any position (a string where a number goes, and so on). */
export const WRONG_TYPE_VALUES: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  '',
  'x',
  [],
  {},
  [null],
  [[[]]],
  { '': '' },
  nested(64),
  nested(2000),
  DEEP_MARKER,
  withOwnKey('__proto__', { polluted: true, role: 'platform_owner', isAdmin: true }),
  withOwnKey('constructor', { prototype: { polluted: true } }),
  Array.from({ length: 10_001 }, (_, i) => i),
  Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`k${i}`, i])),
];

/** Request bodies that are not JSON at all, or not the JSON the parser expects. */
export const RAW_BODIES: Array<{ text: string; contentType: string }> = [
  { text: '{', contentType: 'application/json' },
  { text: '{"a":', contentType: 'application/json' },
  { text: 'nul', contentType: 'application/json' },
  { text: '', contentType: 'application/json' },
  { text: '"just a string"', contentType: 'application/json' },
  { text: '12345678901234567890123456789', contentType: 'application/json' },
  { text: '{"a":1,"a":2}', contentType: 'application/json' },
  { text: '{"__proto__":{"polluted":true}}', contentType: 'application/json' },
  { text: '{"constructor":{"prototype":{"polluted":true}}}', contentType: 'application/json' },
  { text: '['.repeat(20_000) + ']'.repeat(20_000), contentType: 'application/json' },
  { text: '{"a":"\\ud800"}', contentType: 'application/json' },
  { text: '{"a":"\u0000"}', contentType: 'application/json' },
  { text: '\uFEFF{}', contentType: 'application/json' },
  { text: JSON.stringify({ pad: 'x'.repeat(1_100_000) }), contentType: 'application/json' },
  { text: '{}', contentType: 'text/plain' },
  { text: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
  { text: '{}', contentType: 'application/json; charset=utf-16' },
  { text: '{}', contentType: 'application/vnd.api+json' },
  { text: '<x/>', contentType: 'application/xml' },
  { text: '--b\r\n\r\n--b--', contentType: 'multipart/form-data; boundary=b' },
];

/** Path segments sent without percent-encoding (the rest are encoded). */
export const RAW_PATH_SEGMENTS = ['%', '%zz', '%00', '..', '.', '%2e%2e', '%2F', '%252F', '%C0%AF', '%ff'];

/** Query keys nobody documents: prototype pollution via the query parser, arrays, empties. */
export const HOSTILE_QUERY_KEYS = [
  '__proto__',
  '__proto__[polluted]',
  'constructor[prototype][polluted]',
  'a[]',
  'limit[]',
  '',
  'select',
  'order',
  'x'.repeat(1000),
];
