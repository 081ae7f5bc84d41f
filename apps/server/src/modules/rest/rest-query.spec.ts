import {
  FilterError,
  LIKE_PATTERN_MAX_CHARS,
  LIKE_REQUEST_MAX_CHARS,
  LIKE_REQUEST_MAX_CONDITIONS,
  LIST_MAX_SEARCHABLE,
} from '@atrium/schema';
import type { QueryInput } from '@atrium/schema';
import { parseRestQuery, splitTopLevel } from './rest-query.js';
import type { RestMode } from './rest-query.js';
import { accessTo, tasksAccess } from '../../../test/rest/rest-fixtures.js';
import { REST_DEFAULT_LIMIT, REST_MAX_CONDITIONS, REST_MAX_LIMIT } from './rest.limits.js';

const parse = (query: QueryInput, mode: RestMode = 'read', role = 'user') =>
  parseRestQuery(query, tasksAccess(role), { mode, accessTo: (n) => accessTo(n, role) });

function problems(query: QueryInput, mode: RestMode = 'read', role = 'user'): string[] {
  try {
    parse(query, mode, role);
  } catch (error) {
    if (!(error instanceof FilterError)) throw error;
    return error.details.map((d) => `${d.path}: ${d.message}`);
  }
  return [];
}

describe('parseRestQuery: select', () => {
  it('defaults to every readable column, in table order, without hidden ones', () => {
    const q = parse({});
    const names = q.select.map((i) => (i.kind === 'column' ? i.name : i.key));
    expect(names[0]).toBe('id');
    expect(names).toContain('title');
    expect(names).not.toContain('secret');
    expect(q.limit).toBe(REST_DEFAULT_LIMIT);
    expect(q.offset).toBe(0);
  });

  it('keeps the order given, drops repeats, expands *', () => {
    const q = parse({ select: 'title,id,title' });
    expect(q.select).toEqual([
      { kind: 'column', name: 'title' },
      { kind: 'column', name: 'id' },
    ]);
    expect(parse({ select: '*' }).select).toEqual(parse({}).select);
  });

  it.each([
    ['zone(name)', 'zone', 'zone_id', 'zones', ['name']],
    ['zone_id(name,icon)', 'zone_id', 'zone_id', 'zones', ['name', 'icon']],
    ['zones(*)', 'zones', 'zone_id', 'zones', undefined],
    ['owner(email)', 'owner', 'owner_id', 'users', ['email']],
    // An alias names the embedded row: beside the relation column itself, under its own name.
    ['_zone_id:zone_id(name)', '_zone_id', 'zone_id', 'zones', ['name']],
    ['lead: owner_id(email)', 'lead', 'owner_id', 'users', ['email']],
  ])('embeds %s through the relation field', (select, key, field, target, columns) => {
    const [item] = parse({ select }).select;
    expect(item).toMatchObject({ kind: 'embed', key, field });
    if (item.kind !== 'embed') throw new Error('not an embed');
    expect(item.target.collection.name).toBe(target);
    if (columns) expect(item.columns).toEqual(columns);
    else expect(item.columns).toEqual([...item.target.readable.keys()]);
  });

  it.each([
    // Hidden and missing columns are refused in the same words: a hidden one cannot be probed.
    ['secret', 'select: Unknown column "secret" in select'],
    ['nope', 'select: Unknown column "nope" in select'],
    ['id::text', 'select: Unknown column "id::text" in select'],
    ['data->a', 'select: Unknown column "data->a" in select'],
    ['title,', 'select: Empty column name in select'],
    ['zone(secret)', 'select: Unknown column "secret" in select of "zone"'],
    ['zone(name,nope)', 'select: Unknown column "nope" in select of "zone"'],
    ['zone(zone(name))', 'select: Only one level of embedding is supported (in "zone")'],
    ['nope(name)', 'select: Unknown relation "nope" in select'],
    ['title(name)', 'select: Unknown relation "title" in select'],
    ['zone(name', 'select: Unbalanced "(" in select'],
    ['zone)name(', 'select: Unbalanced ")" in select'],
    ['zone_id,zone_id(name)', 'select: "zone_id" appears twice in select'],
    ['(name)', 'select: Invalid item "(name)" in select'],
    ['Bad:zone(name)', 'select: Invalid alias "Bad" in select: expected a lowercase name'],
    ['a-b:zone(name)', 'select: Invalid alias "a-b" in select: expected a lowercase name'],
    [':zone(name)', 'select: Invalid alias "" in select: expected a lowercase name'],
    ['a:b:zone(name)', 'select: Invalid alias "a" in select: expected a lowercase name'],
    ['x:nope(name)', 'select: Unknown relation "nope" in select'],
    ['title,title:zone(name)', 'select: "title" appears twice in select'],
    // users grants members their own row with a few fields: password_hash is internal anyway.
    ['owner(password_hash)', 'select: Unknown column "password_hash" in select of "owner"'],
  ])('refuses select=%s', (select, problem) => {
    expect(problems({ select })).toEqual([problem]);
  });

  it('refuses an embed of a collection the role may not read, as an unknown relation', () => {
    const access = accessTo('dashboards', 'admin')!;
    const run = (hubs: 'readable' | 'hidden') => () =>
      parseRestQuery({ select: 'hub(name)' }, access, {
        mode: 'read',
        accessTo: (n) => (n === 'hubs' && hubs === 'hidden' ? null : accessTo(n, 'admin')),
      });
    expect(run('readable')).not.toThrow();
    expect(run('hidden')).toThrow('Unknown relation "hub" in select');
  });
});

describe('parseRestQuery: filters', () => {
  it.each([
    ['title', 'eq.Write tests', { op: 'eq', negate: false, value: 'Write tests' }],
    ['title', 'neq.x', { op: 'neq', value: 'x' }],
    ['priority', 'gt.2', { op: 'gt', value: 2 }],
    ['priority', 'lt.-3', { op: 'lt', value: -3 }],
    ['score', 'gte.1.5', { op: 'gte', value: 1.5 }],
    ['score', 'lte.1e3', { op: 'lte', value: 1000 }],
    ['title', 'like.*tests*', { op: 'like', value: '*tests*' }],
    ['title', 'ilike.WRITE*', { op: 'ilike', value: 'WRITE*' }],
    ['status', 'in.(open,"done")', { op: 'in', value: ['open', 'done'] }],
    ['notes', 'is.null', { op: 'is', value: null }],
    ['done', 'is.true', { op: 'is', value: true }],
    ['done', 'not.is.false', { op: 'is', negate: true, value: false }],
    ['title', 'not.eq.x', { op: 'eq', negate: true, value: 'x' }],
    ['starts_at', 'gt.2024-01-01T10:00:00+02:00', { op: 'gt', value: '2024-01-01T08:00:00.000Z' }],
    ['due_on', 'eq.2024-05-01', { op: 'eq', value: '2024-05-01T00:00:00.000Z' }],
    [
      'ref',
      'eq.3F0A6C1E-8B7D-4D2A-9A55-0C2B8F7E1D11',
      { op: 'eq', value: '3f0a6c1e-8b7d-4d2a-9a55-0c2b8f7e1d11' },
    ],
    ['data', 'is.null', { op: 'is', value: null }],
    ['title', "eq.'; DROP TABLE tasks; --", { op: 'eq', value: "'; DROP TABLE tasks; --" }],
  ])('%s=%s', (column, raw, expected) => {
    const { where } = parse({ [column]: raw });
    expect(where).toEqual([{ kind: 'filter', filter: expect.objectContaining({ column, ...expected }) }]);
  });

  it('ANDs repeated parameters', () => {
    expect(parse({ priority: ['gt.1', 'lt.5'] }).where).toHaveLength(2);
  });

  it.each([
    [{ secret: 'eq.x' }, 'secret: Unknown column "secret"'],
    [{ nope: 'eq.x' }, 'nope: Unknown column "nope"'],
    [{ columns: 'title' }, 'columns: Parameter "columns" is only read on POST'],
    [{ 'title::text': 'eq.x' }, 'title::text: Unknown column "title::text"'],
    [{ title: 'zz.x' }, 'title: Unknown operator "zz" for column "title"'],
    [{ title: 'x' }, 'title: Missing operator for column "title" (expected e.g. "eq.value")'],
    [{ priority: 'eq.abc' }, 'priority: Invalid integer "abc" for column "priority"'],
    [
      { priority: 'like.1*' },
      'priority: Operator "like" is not supported for column "priority" of type integer',
    ],
    [{ ref: 'eq.not-a-uuid' }, 'ref: Invalid uuid "not-a-uuid" for column "ref"'],
    [{ data: 'eq.{}' }, 'data: Operator "eq" is not supported for column "data" of type json'],
    [
      { title: { nested: 'x' } as unknown as string },
      'title: Invalid value for parameter "title": expected text',
    ],
  ])('refuses %j', (query, problem) => {
    expect(problems(query)).toEqual([problem]);
  });

  it('lists every problem, one per parameter', () => {
    expect(problems({ secret: 'eq.x', priority: 'eq.abc', limit: '-1' })).toHaveLength(3);
  });
});

describe('parseRestQuery: or / and groups', () => {
  it('parses nested groups, negated groups and quoted values', () => {
    const { where } = parse({
      or: '(status.eq.done,not.and(priority.gte.3,title.eq."a,b(c)"),notes.is.null)',
    });
    expect(where).toEqual([
      {
        kind: 'group',
        op: 'or',
        negate: false,
        items: [
          { kind: 'filter', filter: expect.objectContaining({ column: 'status', op: 'eq', value: 'done' }) },
          {
            kind: 'group',
            op: 'and',
            negate: true,
            items: [
              {
                kind: 'filter',
                filter: expect.objectContaining({ column: 'priority', op: 'gte', value: 3 }),
              },
              { kind: 'filter', filter: expect.objectContaining({ column: 'title', value: 'a,b(c)' }) },
            ],
          },
          { kind: 'filter', filter: expect.objectContaining({ column: 'notes', op: 'is', value: null }) },
        ],
      },
    ]);
  });

  it('keeps quotes of in-lists for the list parser', () => {
    const { where } = parse({ and: '(status.in.("open","done"),title.not.like.*x*)' });
    expect(where[0]).toMatchObject({
      op: 'and',
      items: [
        { filter: { column: 'status', op: 'in', value: ['open', 'done'] } },
        { filter: { column: 'title', op: 'like', negate: true, value: '*x*' } },
      ],
    });
  });

  it.each([
    ['(secret.eq.x)', 'or: Unknown column "secret" in or'],
    ['(nope.eq.x)', 'or: Unknown column "nope" in or'],
    ['status.eq.x', 'or: Invalid or: expected "(condition,condition,…)"'],
    ['()', 'or: Empty group in or'],
    ['(status)', 'or: Invalid condition "status" in or: expected column.operator.value'],
    ['(status.zz.1)', 'or: Unknown operator "zz" for column "status"'],
    ['(status.eq.x', 'or: Invalid or: expected "(condition,condition,…)"'],
    ['(title.eq."x)', 'or: Unterminated quote in or'],
    ['(and(or(and(or(title.eq.x)))))', 'or: Groups in or are nested too deeply (at most 4 levels)'],
    ['(and(x.eq.1)', 'or: Unbalanced "(" in or'],
  ])('refuses or=%s', (or, problem) => {
    expect(problems({ or })).toEqual([problem]);
  });

  it('bounds the conditions of a request', () => {
    const many = `(${Array.from({ length: REST_MAX_CONDITIONS + 1 }, (_, i) => `priority.eq.${i}`).join(',')})`;
    expect(problems({ or: many })).toEqual([
      `or: Too many filter conditions (at most ${REST_MAX_CONDITIONS})`,
    ]);
    expect(
      problems({ or: `(${Array.from({ length: REST_MAX_CONDITIONS }, () => 'done.is.true').join(',')})` }),
    ).toEqual([]);
  });

  it('bounds the like/ilike pattern characters of a request, over parameters and groups', () => {
    const quarter = 'x'.repeat(LIKE_REQUEST_MAX_CHARS / 4);
    const fourPatterns = `(${Array.from({ length: 4 }, () => `title.ilike.*${quarter}*`).join(',')})`;
    expect(problems({ or: fourPatterns })).toEqual([]);
    const tooMuch = `${LIKE_REQUEST_MAX_CHARS} characters besides the wildcards "*" and "%", all conditions together)`;
    expect(problems({ or: fourPatterns, title: 'like.y*' })).toEqual([
      `title: Too much like/ilike pattern in one request (at most ${tooMuch}`,
    ]);
    expect(
      problems({
        title: `like.${quarter}`,
        and: `(or(title.ilike.${quarter},title.ilike.${quarter},title.ilike.${quarter}z))`,
      }),
    ).toEqual([`and: Too much like/ilike pattern in one request (at most ${tooMuch}`]);
    // Each condition is a pass over the text, however short: at most LIKE_REQUEST_MAX_CONDITIONS.
    const shortOnes = (n: number) =>
      `(${Array.from({ length: n }, (_, i) => `title.ilike.*${i % 10}*`).join(',')})`;
    expect(problems({ or: shortOnes(LIKE_REQUEST_MAX_CONDITIONS) })).toEqual([]);
    expect(LIKE_REQUEST_MAX_CONDITIONS).toBeGreaterThanOrEqual(LIST_MAX_SEARCHABLE);
    expect(problems({ or: shortOnes(LIKE_REQUEST_MAX_CONDITIONS + 1) })).toEqual([
      `or: Too many like/ilike conditions in one request (at most ${LIKE_REQUEST_MAX_CONDITIONS})`,
    ]);
    // each pattern on its own keeps within LIKE_PATTERN_MAX_CHARS
    expect(problems({ title: `like.*${'x'.repeat(LIKE_PATTERN_MAX_CHARS + 1)}` })).toEqual([
      `title: Pattern for column "title" is too long (at most ${LIKE_PATTERN_MAX_CHARS} characters besides the wildcards "*" and "%")`,
    ]);
  });
});

describe('parseRestQuery: order, limit, offset and modes', () => {
  it('parses order terms', () => {
    expect(parse({ order: 'due_on.desc.nullslast,title,score.nullsfirst' }).order).toEqual([
      { column: 'due_on', direction: 'desc', nulls: 'last' },
      { column: 'title', direction: 'asc' },
      { column: 'score', direction: 'asc', nulls: 'first' },
    ]);
  });

  it('caps limit and keeps offset', () => {
    expect(parse({ limit: '5000', offset: '40' })).toMatchObject({ limit: REST_MAX_LIMIT, offset: 40 });
    expect(parse({ limit: '0' }).limit).toBe(0);
  });

  it.each([
    [{ order: 'secret' }, 'order: Unknown column "secret" in order'],
    [{ order: 'title.up' }, 'order: Unknown order direction "up" for column "title"'],
    [{ order: 'title.desc.asc' }, 'order: Unknown order direction "asc" for column "title"'],
    [{ order: 'title,' }, 'order: Empty term in order'],
    [{ order: 'title;drop' }, 'order: Unknown column "title;drop" in order'],
    [{ limit: '-1' }, 'limit: Must be at least 0'],
    [{ limit: '1e3' }, 'limit: Must be a whole number'],
    [{ limit: ['1', '2'] }, 'limit: Must be given only once'],
    [{ offset: ' 1' }, 'offset: Must be a whole number'],
  ])('refuses %j', (query, problem) => {
    expect(problems(query)).toEqual([problem]);
  });

  it.each([
    ['create', { title: 'eq.x' }, 'title: Filters are not supported on POST ("title")'],
    ['create', { or: '(title.eq.x)' }, 'or: Filters are not supported on POST ("or")'],
    ['create', { order: 'title' }, 'order: Parameter "order" is not supported on POST'],
    ['change', { limit: '1' }, 'limit: Parameter "limit" is not supported on writes'],
    ['change', { offset: '1' }, 'offset: Parameter "offset" is not supported on writes'],
  ] as const)('%s refuses %j', (mode, query, problem) => {
    expect(problems(query, mode)).toEqual([problem]);
  });

  it('writes take select and filters', () => {
    expect(parse({ select: 'id', title: 'eq.x' }, 'change').where).toHaveLength(1);
    expect(parse({ select: 'id,zone(name)' }, 'create').select).toHaveLength(2);
  });
});

describe('splitTopLevel', () => {
  it.each([
    ['a,b', ['a', 'b']],
    ['a(b,c),d', ['a(b,c)', 'd']],
    ['"x,y",z', ['"x,y"', 'z']],
    [String.raw`"x\",y",z`, [String.raw`"x\",y"`, 'z']],
    ['', ['']],
  ])('%s', (text, parts) => {
    expect(splitTopLevel(text, 'x')).toEqual(parts);
  });
});
