import { describe, expect, it } from 'vitest';
import { FilterError } from './filter-error.js';
import {
  FILTER_VALUE_MAX_LENGTH,
  LIKE_PATTERN_MAX_CHARS,
  LIKE_REQUEST_MAX_CHARS,
  likeSearchMaxLength,
  type ColumnSpec,
  type QueryInput,
} from './filter-types.js';
import { parseQuery, searchParamsToQuery } from './parse-query.js';

const COLUMNS: ColumnSpec = {
  id: 'uuid',
  name: 'text',
  path: 'text',
  is_active: 'boolean',
  order_index: 'integer',
  big: 'bigint',
  score: 'number',
  created_at: 'timestamp',
  deleted_at: 'timestamp',
  metadata: 'json',
};

const UUID = '3F1C2B7E-9A4D-4C1E-8B2A-0D9E6F5A4B3C';

function filtersOf(query: QueryInput) {
  return parseQuery(query, COLUMNS).filters;
}

function errorOf(run: () => unknown): FilterError {
  try {
    run();
  } catch (error) {
    if (error instanceof FilterError) return error;
    throw new Error(`expected FilterError, got ${String(error)}`, { cause: error });
  }
  throw new Error('expected FilterError, nothing thrown');
}

describe('parseQuery: operators', () => {
  it.each([
    ['eq', 'name', 'eq.home', 'home'],
    ['neq', 'name', 'neq.home', 'home'],
    ['gt', 'order_index', 'gt.3', 3],
    ['lt', 'order_index', 'lt.-3', -3],
    ['gte', 'score', 'gte.1.5', 1.5],
    ['lte', 'score', 'lte.2e3', 2000],
    ['like', 'path', 'like.*admin*', '*admin*'],
    ['ilike', 'path', 'ilike.*ADMIN_%*', '*ADMIN_%*'],
  ] as const)('%s', (op, column, raw, value) => {
    expect(filtersOf({ [column]: raw })).toEqual([
      { column, op, negate: false, value, type: COLUMNS[column] },
    ]);
  });

  it('keeps dots inside the value', () => {
    expect(filtersOf({ path: 'eq./a.b.c' })[0].value).toBe('/a.b.c');
    expect(filtersOf({ name: 'eq.' })[0].value).toBe('');
  });

  it('in: plain, quoted, escaped, empty and typed lists', () => {
    expect(filtersOf({ name: 'in.(a,b)' })[0]).toEqual({
      column: 'name',
      op: 'in',
      negate: false,
      value: ['a', 'b'],
      type: 'text',
    });
    expect(filtersOf({ name: 'in.("a,b",c)' })[0].value).toEqual(['a,b', 'c']);
    expect(filtersOf({ name: 'in.( a , "b c" ,"d\\"e\\\\")' })[0].value).toEqual(['a', 'b c', 'd"e\\']);
    expect(filtersOf({ name: 'in.("(x)")' })[0].value).toEqual(['(x)']);
    expect(filtersOf({ name: 'in.()' })[0].value).toEqual([]);
    expect(filtersOf({ name: 'in.(a,)' })[0].value).toEqual(['a', '']);
    expect(filtersOf({ order_index: 'in.(1,2,3)' })[0].value).toEqual([1, 2, 3]);
    expect(filtersOf({ is_active: 'in.(true,false)' })[0].value).toEqual([true, false]);
    expect(filtersOf({ id: `in.(${UUID})` })[0].value).toEqual([UUID.toLowerCase()]);
  });

  it('is: null everywhere, true/false on booleans', () => {
    expect(filtersOf({ deleted_at: 'is.null' })[0]).toEqual({
      column: 'deleted_at',
      op: 'is',
      negate: false,
      value: null,
      type: 'timestamp',
    });
    expect(filtersOf({ metadata: 'is.null' })[0].value).toBeNull();
    expect(filtersOf({ is_active: 'is.true' })[0].value).toBe(true);
    expect(filtersOf({ is_active: 'is.false' })[0].value).toBe(false);
  });

  it('not.<op> negates', () => {
    expect(filtersOf({ name: 'not.eq.x' })[0]).toEqual({
      column: 'name',
      op: 'eq',
      negate: true,
      value: 'x',
      type: 'text',
    });
    expect(filtersOf({ deleted_at: 'not.is.null' })[0]).toMatchObject({
      op: 'is',
      negate: true,
      value: null,
    });
    expect(filtersOf({ name: 'not.in.(a,b)' })[0]).toMatchObject({
      op: 'in',
      negate: true,
      value: ['a', 'b'],
    });
    expect(filtersOf({ path: 'not.like.*x' })[0]).toMatchObject({ op: 'like', negate: true });
  });

  it('repeated params are ANDed in order', () => {
    expect(filtersOf({ order_index: ['gte.1', 'lt.10'] })).toEqual([
      { column: 'order_index', op: 'gte', negate: false, value: 1, type: 'integer' },
      { column: 'order_index', op: 'lt', negate: false, value: 10, type: 'integer' },
    ]);
  });

  it('the example query from the contract', () => {
    const parsed = parseQuery(
      {
        is_active: 'eq.true',
        name: ['in.(a,b)', 'not.eq.x'],
        path: 'like.*admin*',
        deleted_at: 'is.null',
        select: 'name,path',
        order: 'name.asc,created_at.desc.nullslast',
        limit: '10',
        offset: '5',
      },
      COLUMNS,
    );
    expect(parsed).toEqual({
      filters: [
        { column: 'is_active', op: 'eq', negate: false, value: true, type: 'boolean' },
        { column: 'name', op: 'in', negate: false, value: ['a', 'b'], type: 'text' },
        { column: 'name', op: 'eq', negate: true, value: 'x', type: 'text' },
        { column: 'path', op: 'like', negate: false, value: '*admin*', type: 'text' },
        { column: 'deleted_at', op: 'is', negate: false, value: null, type: 'timestamp' },
      ],
      select: ['name', 'path'],
      order: [
        { column: 'name', direction: 'asc' },
        { column: 'created_at', direction: 'desc', nulls: 'last' },
      ],
      limit: 10,
      offset: 5,
    });
  });

  it('an empty query', () => {
    expect(parseQuery({}, COLUMNS)).toEqual({ filters: [], order: [] });
    expect(parseQuery({ name: undefined }, COLUMNS)).toEqual({ filters: [], order: [] });
  });
});

describe('parseQuery: coercion', () => {
  it.each([
    ['is_active', 'eq.true', true],
    ['is_active', 'eq.false', false],
    ['order_index', 'eq.42', 42],
    ['order_index', 'eq.+7', 7],
    ['order_index', 'eq.-0', 0],
    ['order_index', 'eq.2147483647', 2147483647],
    ['order_index', 'eq.-2147483648', -2147483648],
    ['big', 'eq.9007199254740991', 9007199254740991],
    ['big', 'lt.-9007199254740991', -9007199254740991],
    ['score', 'eq.-0.25', -0.25],
    ['score', 'eq..5', 0.5],
    ['score', 'eq.1E-2', 0.01],
    ['id', `eq.${UUID}`, UUID.toLowerCase()],
    ['id', 'eq.00000000-0000-0000-0000-000000000001', '00000000-0000-0000-0000-000000000001'],
    ['created_at', 'gte.2024-01-31', '2024-01-31T00:00:00.000Z'],
    ['created_at', 'gte.2024-01-31T10:20', '2024-01-31T10:20:00.000Z'],
    ['created_at', 'gte.2024-01-31 10:20:30', '2024-01-31T10:20:30.000Z'],
    ['created_at', 'gte.2024-01-31T10:20:30.123456Z', '2024-01-31T10:20:30.123Z'],
    ['created_at', 'gte.2024-01-31T10:20:30+02:00', '2024-01-31T08:20:30.000Z'],
    ['created_at', 'gte.2024-01-31T10:20:30-0530', '2024-01-31T15:50:30.000Z'],
    ['created_at', 'gte.2024-02-29T00:00:00Z', '2024-02-29T00:00:00.000Z'],
    ['created_at', 'gte.0001-01-01', '0001-01-01T00:00:00.000Z'],
    ['name', 'eq.héllo wörld ✓', 'héllo wörld ✓'],
  ] as const)('%s=%s → %j', (column, raw, value) => {
    expect(filtersOf({ [column]: raw })[0].value).toEqual(value);
  });
});

describe('parseQuery: select, order, limit, offset', () => {
  it('select trims, dedupes, and treats * as all columns', () => {
    expect(parseQuery({ select: ' name , path,name' }, COLUMNS).select).toEqual(['name', 'path']);
    expect(parseQuery({ select: ['name', 'id'] }, COLUMNS).select).toEqual(['name', 'id']);
    expect(parseQuery({ select: '*' }, COLUMNS)).not.toHaveProperty('select');
  });

  it('order terms', () => {
    expect(parseQuery({ order: 'name' }, COLUMNS).order).toEqual([{ column: 'name', direction: 'asc' }]);
    expect(parseQuery({ order: 'name.desc.nullsfirst' }, COLUMNS).order).toEqual([
      { column: 'name', direction: 'desc', nulls: 'first' },
    ]);
    expect(parseQuery({ order: 'name.nullslast' }, COLUMNS).order).toEqual([
      { column: 'name', direction: 'asc', nulls: 'last' },
    ]);
    expect(parseQuery({ order: ['name.desc', 'id'] }, COLUMNS).order).toEqual([
      { column: 'name', direction: 'desc' },
      { column: 'id', direction: 'asc' },
    ]);
  });

  it('limit is capped at maxLimit (default 1000); offset is free', () => {
    expect(parseQuery({ limit: '0' }, COLUMNS).limit).toBe(0);
    expect(parseQuery({ limit: '5000' }, COLUMNS).limit).toBe(1000);
    expect(parseQuery({ limit: '5000' }, COLUMNS, { maxLimit: 50 }).limit).toBe(50);
    expect(parseQuery({ limit: '20' }, COLUMNS, { maxLimit: 50 }).limit).toBe(20);
    expect(parseQuery({ offset: '123456' }, COLUMNS).offset).toBe(123456);
  });

  it('ignores reserved parameters', () => {
    expect(
      parseQuery({ all: 'true', zone_id: 'x', name: 'eq.a' }, COLUMNS, { reserved: ['all', 'zone_id'] })
        .filters,
    ).toHaveLength(1);
  });
});

describe('parseQuery: errors', () => {
  it.each<[string, QueryInput, string, RegExp]>([
    ['unknown column', { nope: 'eq.1' }, 'nope', /^Unknown column "nope"$/],
    ['prototype key as column', { constructor: 'eq.1' }, 'constructor', /Unknown column "constructor"/],
    [
      '__proto__ as column',
      JSON.parse('{"__proto__":"eq.1"}') as QueryInput,
      '__proto__',
      /Unknown column "__proto__"/,
    ],
    ['unknown operator', { name: 'foo.x' }, 'name', /^Unknown operator "foo" for column "name"$/],
    ['upper-case operator', { name: 'EQ.x' }, 'name', /Unknown operator "EQ" for column "name"/],
    ['double negation', { name: 'not.not.eq.x' }, 'name', /Unknown operator "not" for column "name"/],
    ['negated unknown operator', { name: 'not.foo' }, 'name', /Unknown operator "foo" for column "name"/],
    ['missing operator (bare value)', { name: 'home' }, 'name', /Missing operator for column "name"/],
    ['missing operator (empty)', { name: '' }, 'name', /Missing operator for column "name"/],
    ['missing operator (leading dot)', { name: '.x' }, 'name', /Missing operator for column "name"/],
    ['missing operator after not', { name: 'not.' }, 'name', /Missing operator for column "name"/],
    ['bare not', { name: 'not' }, 'name', /Missing operator for column "name"/],
    ['missing value', { name: 'eq' }, 'name', /Missing value for operator "eq" on column "name"/],
    [
      'missing value after not',
      { name: 'not.in' },
      'name',
      /Missing value for operator "in" on column "name"/,
    ],
    [
      'bad boolean',
      { is_active: 'eq.maybe' },
      'is_active',
      /^Invalid boolean "maybe" for column "is_active"$/,
    ],
    [
      'upper-case boolean',
      { is_active: 'eq.TRUE' },
      'is_active',
      /Invalid boolean "TRUE" for column "is_active"/,
    ],
    ['empty boolean', { is_active: 'eq.' }, 'is_active', /Invalid boolean "" for column "is_active"/],
    [
      'bad integer',
      { order_index: 'eq.1.5' },
      'order_index',
      /Invalid integer "1.5" for column "order_index"/,
    ],
    ['hex integer', { order_index: 'eq.0x10' }, 'order_index', /Invalid integer/],
    [
      'integer overflow',
      { order_index: 'gt.2147483648' },
      'order_index',
      /^Invalid integer "2147483648" for column "order_index" \(out of range -2147483648..2147483647\)$/,
    ],
    ['huge integer', { order_index: 'gt.99999999999999999999999' }, 'order_index', /Invalid integer/],
    [
      '64-bit integer past 2^53 − 1',
      { big: 'eq.9007199254740992' },
      'big',
      /^Invalid integer "9007199254740992" for column "big" \(out of range -9007199254740991..9007199254740991\)$/,
    ],
    ['64-bit integer, not an integer', { big: 'eq.1.5' }, 'big', /Invalid integer "1.5" for column "big"/],
    ['bad number', { score: 'eq.abc' }, 'score', /Invalid number "abc" for column "score"/],
    ['NaN', { score: 'eq.NaN' }, 'score', /Invalid number "NaN"/],
    ['Infinity', { score: 'eq.Infinity' }, 'score', /Invalid number "Infinity"/],
    [
      'number overflow',
      { score: 'eq.1e999' },
      'score',
      /Invalid number "1e999" for column "score" \(out of range\)/,
    ],
    ['bad uuid', { id: 'eq.123' }, 'id', /Invalid uuid "123" for column "id"/],
    [
      'bad timestamp',
      { created_at: 'gt.yesterday' },
      'created_at',
      /Invalid date or date-time "yesterday" for column "created_at" \(expected YYYY-MM-DD or an ISO 8601 date-time\)/,
    ],
    [
      'impossible date',
      { created_at: 'gt.2023-02-29' },
      'created_at',
      /Invalid date or date-time "2023-02-29"/,
    ],
    ['bad month', { created_at: 'gt.2024-13-01' }, 'created_at', /Invalid date or date-time/],
    ['bad hour', { created_at: 'gt.2024-01-01T24:00' }, 'created_at', /Invalid date or date-time/],
    ['year 0', { created_at: 'gt.0000-01-01' }, 'created_at', /Invalid date or date-time/],
    [
      'beyond year 9999',
      { created_at: 'gt.9999-12-31T23:00:00-05:00' },
      'created_at',
      /Invalid date or date-time/,
    ],
    ['epoch number as timestamp', { created_at: 'gt.1700000000' }, 'created_at', /Invalid date or date-time/],
    ['NUL in text', { name: 'eq.a\u0000b' }, 'name', /NUL character/],
    [
      'bad item in list',
      { order_index: 'in.(1,x)' },
      'order_index',
      /Invalid integer "x" for column "order_index"/,
    ],
    ['list without parentheses', { name: 'in.a,b' }, 'name', /Invalid list for column "name"/],
    ['list missing close', { name: 'in.(a,b' }, 'name', /Invalid list for column "name"/],
    ['unterminated quote', { name: 'in.("a,b)' }, 'name', /unterminated quoted value/],
    ['text after quote', { name: 'in.("a"b)' }, 'name', /unexpected text after a quoted value/],
    ['stray quote', { name: 'in.(a"b)' }, 'name', /double quote/],
    [
      'is on unknown value',
      { deleted_at: 'is.maybe' },
      'deleted_at',
      /Invalid "is" value "maybe" for column "deleted_at" \(expected null\)/,
    ],
    [
      'is.true on non-boolean',
      { name: 'is.true' },
      'name',
      /Invalid "is" value "true" for column "name" of type text/,
    ],
    ['is.not_null', { deleted_at: 'is.not_null' }, 'deleted_at', /Invalid "is" value "not_null"/],
    ['is.NULL', { deleted_at: 'is.NULL' }, 'deleted_at', /Invalid "is" value "NULL"/],
    [
      'like on uuid',
      { id: 'like.*a*' },
      'id',
      /Operator "like" is not supported for column "id" of type uuid/,
    ],
    [
      'ilike on boolean',
      { is_active: 'ilike.t*' },
      'is_active',
      /Operator "ilike" is not supported for column "is_active"/,
    ],
    [
      'eq on json',
      { metadata: 'eq.{}' },
      'metadata',
      /Operator "eq" is not supported for column "metadata" of type json/,
    ],
    [
      'non-string value',
      { name: { a: 'b' } } as unknown as QueryInput,
      'name',
      /Invalid value for parameter "name"/,
    ],
    [
      'non-string array item',
      { name: ['eq.a', 3] } as unknown as QueryInput,
      'name',
      /Invalid value for parameter "name"/,
    ],
    ['bad limit', { limit: 'ten' }, 'limit', /^Invalid limit: must be a whole number$/],
    ['negative limit', { limit: '-1' }, 'limit', /^Invalid limit: must be at least 0$/],
    ['fractional limit', { limit: '1.5' }, 'limit', /^Invalid limit: must be a whole number$/],
    ['empty limit', { limit: '' }, 'limit', /^Invalid limit: must be a whole number$/],
    ['repeated limit', { limit: ['1', '2'] }, 'limit', /^Invalid limit: must be given only once$/],
    ['bad offset', { offset: '-5' }, 'offset', /^Invalid offset: must be at least 0$/],
    ['huge offset', { offset: '9999999999999999' }, 'offset', /^Invalid offset: must be a whole number$/],
    [
      'unknown order direction',
      { order: 'name.up' },
      'order',
      /^Unknown order direction "up" for column "name"$/,
    ],
    [
      'order: too many modifiers',
      { order: 'name.asc.desc' },
      'order',
      /Unknown order direction "desc" for column "name"/,
    ],
    [
      'order: nulls then direction',
      { order: 'name.nullsfirst.asc' },
      'order',
      /Unknown order direction "asc"/,
    ],
    ['order: unknown column', { order: 'nope.asc' }, 'order', /Unknown column "nope" in order/],
    ['order: empty term', { order: 'name,' }, 'order', /Empty term in order/],
    ['select: unknown column', { select: 'name,password' }, 'select', /Unknown column "password" in select/],
    ['select: empty', { select: '' }, 'select', /Empty column name in select/],
    ['select: PostgREST rename', { select: 'n:name' }, 'select', /Unknown column "n:name" in select/],
  ])('%s', (_label, query, path, message) => {
    const error = errorOf(() => parseQuery(query, COLUMNS));
    expect(error.message).toMatch(message);
    // A paging problem's detail is worded as every list endpoint's (`Must be a whole number` at
    // `limit`); the message, which has no path, names the parameter.
    const detail = error.message.replace(/^Invalid (?:limit|offset): (.)/, (_, c: string) => c.toUpperCase());
    expect(error.details).toEqual([{ path, message: detail }]);
    expect(error.name).toBe('FilterError');
    expect(error.status).toBe(400);
    expect(error.code).toBe('VALIDATION_FAILED');
  });

  it('reports every problem at once', () => {
    const error = errorOf(() =>
      parseQuery({ nope: 'eq.1', is_active: ['eq.maybe', 'eq.true'], limit: 'x' }, COLUMNS),
    );
    expect(error.details.map((d) => d.path)).toEqual(['nope', 'is_active', 'limit']);
    expect(error.message).toBe(
      'Unknown column "nope"; Invalid boolean "maybe" for column "is_active"; Invalid limit: must be a whole number',
    );
  });

  it('shortens very long values in messages', () => {
    const error = errorOf(() =>
      parseQuery({ is_active: `eq.${'x'.repeat(FILTER_VALUE_MAX_LENGTH)}` }, COLUMNS),
    );
    expect(error.message).toMatch(/^Invalid boolean "x{60}…" for column "is_active"$/);
  });

  it(`refuses values longer than ${FILTER_VALUE_MAX_LENGTH} characters`, () => {
    const longest = `like.${'*'.repeat(FILTER_VALUE_MAX_LENGTH)}`;
    expect(parseQuery({ name: longest }, COLUMNS).filters).toHaveLength(1);
    const error = errorOf(() => parseQuery({ name: `${longest}x` }, COLUMNS));
    expect(error.details).toEqual([
      {
        path: 'name',
        message: `Value for column "name" is too long (at most ${FILTER_VALUE_MAX_LENGTH} characters)`,
      },
    ]);
  });
});

describe('parseQuery: like patterns are bounded (PostgreSQL matches in |text| × |pattern| steps)', () => {
  const literal = 'a'.repeat(LIKE_PATTERN_MAX_CHARS);

  it.each(['like', 'ilike', 'not.like', 'not.ilike'])(
    `%s takes ${LIKE_PATTERN_MAX_CHARS} characters besides its stars, and refuses one more`,
    (op) => {
      expect(parseQuery({ name: `${op}.*${literal}*` }, COLUMNS).filters).toHaveLength(1);
      expect(parseQuery({ name: `${op}.*${literal.slice(1)}*b*` }, COLUMNS).filters).toHaveLength(1);
      const error = errorOf(() => parseQuery({ name: `${op}.*${literal}b*` }, COLUMNS));
      expect(error.details).toEqual([
        {
          path: 'name',
          message: `Pattern for column "name" is too long (at most ${LIKE_PATTERN_MAX_CHARS} characters besides the wildcards "*" and "%")`,
        },
      ]);
    },
  );

  it('leaves other operators to the general value cap', () => {
    expect(parseQuery({ name: `eq.${'a'.repeat(1000)}` }, COLUMNS).filters).toHaveLength(1);
  });

  it.each([
    [1, LIKE_PATTERN_MAX_CHARS],
    [2, Math.min(LIKE_PATTERN_MAX_CHARS, Math.floor(LIKE_REQUEST_MAX_CHARS / 2))],
    [5, Math.floor(LIKE_REQUEST_MAX_CHARS / 5)],
    [0, LIKE_PATTERN_MAX_CHARS],
    [1000, 1],
  ])('a search box over %i fields takes at most %i characters', (fields, max) => {
    expect(likeSearchMaxLength(fields)).toBe(max);
    if (fields > 0)
      expect(fields * likeSearchMaxLength(fields)).toBeLessThanOrEqual(
        Math.max(fields, LIKE_REQUEST_MAX_CHARS),
      );
  });
});

describe('parseQuery: robustness', () => {
  // A tiny deterministic PRNG so the fuzz cases are reproducible.
  function rng(seed: number) {
    return () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed / 0x7fffffff;
    };
  }
  const alphabet = [
    '.',
    ',',
    '(',
    ')',
    '"',
    '\\',
    '*',
    ':',
    ' ',
    'not',
    'eq',
    'in',
    'is',
    'null',
    'true',
    'like',
    'a',
    '1',
    '-',
    'é',
    '\u0000',
    '%',
    '_',
    'desc',
    'nullslast',
  ];
  const keys = [
    ...Object.keys(COLUMNS),
    'select',
    'order',
    'limit',
    'offset',
    'nope',
    '__proto__',
    'constructor',
    '',
  ];

  it('never throws anything but FilterError for arbitrary strings', () => {
    const next = rng(42);
    const word = () =>
      Array.from(
        { length: Math.floor(next() * 8) },
        () => alphabet[Math.floor(next() * alphabet.length)],
      ).join('');
    let parsedOk = 0;
    for (let i = 0; i < 2000; i++) {
      const query: Record<string, string | string[]> = {};
      const n = 1 + Math.floor(next() * 3);
      for (let k = 0; k < n; k++) {
        const key = keys[Math.floor(next() * keys.length)];
        query[key] = next() < 0.2 ? [word(), word()] : word();
      }
      try {
        parseQuery(query, COLUMNS);
        parsedOk++;
      } catch (error) {
        expect(error).toBeInstanceOf(FilterError);
        expect((error as FilterError).details.length).toBeGreaterThan(0);
        // The catch-all in parseQuery must never be needed.
        expect((error as FilterError).details.map((d) => d.message)).not.toContain('Invalid query');
      }
    }
    expect(parsedOk).toBeGreaterThan(0);
  });
});

describe('searchParamsToQuery', () => {
  it('groups repeated keys', () => {
    const q = searchParamsToQuery(new URLSearchParams('a=eq.1&b=2&a=neq.3&__proto__=x'));
    expect(q.a).toEqual(['eq.1', 'neq.3']);
    expect(q.b).toBe('2');
    expect(Object.keys(q)).toEqual(['a', 'b', '__proto__']);
  });

  it('round-trips through parseQuery with URL decoding', () => {
    const url = new URL(
      'http://x/routes?is_active=eq.true&path=like.*admin*&name=in.(%22a%2Cb%22,c)&order=name.desc',
    );
    const parsed = parseQuery(searchParamsToQuery(url.searchParams), COLUMNS);
    expect(parsed.filters.map((f) => f.value)).toEqual([true, '*admin*', ['a,b', 'c']]);
  });
});
