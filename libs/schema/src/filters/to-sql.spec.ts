import { describe, expect, it } from 'vitest';
import { FilterError } from './filter-error.js';
import type { ColumnSpec, Filter, ParsedQuery } from './filter-types.js';
import { parseQuery } from './parse-query.js';
import { quoteIdent, toSql } from './to-sql.js';

const COLUMNS: ColumnSpec = {
  id: 'uuid',
  name: 'text',
  path: 'text',
  is_active: 'boolean',
  order_index: 'integer',
  created_at: 'timestamp',
  deleted_at: 'timestamp',
  'we"ird': 'text',
};

const sqlOf = (query: Record<string, string | string[]>, options?: Parameters<typeof toSql>[1]) =>
  toSql(parseQuery(query, COLUMNS), options);

describe('toSql', () => {
  it('renders nothing for an empty query', () => {
    expect(toSql({ filters: [], order: [] })).toEqual({ where: '', orderBy: '', params: [], select: '*' });
  });

  it.each([
    ['eq', { name: 'eq.home' }, '"name" = $1', ['home']],
    ['neq', { name: 'neq.home' }, '"name" <> $1', ['home']],
    ['gt', { order_index: 'gt.1' }, '"order_index" > $1', [1]],
    ['lt', { order_index: 'lt.1' }, '"order_index" < $1', [1]],
    ['gte', { order_index: 'gte.1' }, '"order_index" >= $1', [1]],
    ['lte', { order_index: 'lte.1' }, '"order_index" <= $1', [1]],
    ['like', { path: 'like.*admin*' }, '"path" LIKE $1', ['%admin%']],
    ['ilike', { path: 'ilike.Admin*' }, '"path" ILIKE $1', ['Admin%']],
    ['in', { name: 'in.(a,"b,c")' }, '"name" = ANY($1)', [['a', 'b,c']]],
    ['empty in', { name: 'in.()' }, '"name" = ANY($1)', [[]]],
    ['is null', { deleted_at: 'is.null' }, '"deleted_at" IS NULL', []],
    ['is true', { is_active: 'is.true' }, '"is_active" IS TRUE', []],
    ['is false', { is_active: 'is.false' }, '"is_active" IS FALSE', []],
    ['not eq', { name: 'not.eq.x' }, 'NOT ("name" = $1)', ['x']],
    ['not in', { name: 'not.in.(a,b)' }, 'NOT ("name" = ANY($1))', [['a', 'b']]],
    ['not is null', { deleted_at: 'not.is.null' }, 'NOT ("deleted_at" IS NULL)', []],
    ['not ilike', { path: 'not.ilike.*x*' }, 'NOT ("path" ILIKE $1)', ['%x%']],
    ['boolean eq', { is_active: 'eq.true' }, '"is_active" = $1', [true]],
    [
      'uuid eq',
      { id: 'eq.3F1C2B7E-9A4D-4C1E-8B2A-0D9E6F5A4B3C' },
      '"id" = $1',
      ['3f1c2b7e-9a4d-4c1e-8b2a-0d9e6f5a4b3c'],
    ],
    ['timestamp gte', { created_at: 'gte.2024-01-01' }, '"created_at" >= $1', ['2024-01-01T00:00:00.000Z']],
    ['quoted identifier', { 'we"ird': 'eq.x' }, '"we""ird" = $1', ['x']],
  ])('%s', (_label, query, condition, params) => {
    const sql = sqlOf(query);
    expect(sql.where).toBe(`WHERE ${condition}`);
    expect(sql.params).toEqual(params);
  });

  it('escapes LIKE metacharacters and translates the * and % wildcards', () => {
    expect(sqlOf({ path: 'like.100%_off*' }).params).toEqual(['100%\\_off%']);
    expect(sqlOf({ path: 'like.a\\b' }).params).toEqual(['a\\\\b']);
    expect(sqlOf({ path: 'ilike.**' }).params).toEqual(['%%']);
    expect(sqlOf({ path: "like.'; DROP TABLE routes; --" }).params).toEqual(["'; DROP TABLE routes; --"]);
  });

  it('ANDs conditions, numbers placeholders in order, and renders order and select', () => {
    const sql = sqlOf({
      is_active: 'eq.true',
      name: ['in.(a,b)', 'not.eq.x'],
      path: 'like.*admin*',
      deleted_at: 'is.null',
      order_index: 'gt.3',
      select: 'name,path',
      order: 'name.asc,created_at.desc.nullslast,order_index.nullsfirst',
    });
    expect(sql.where).toBe(
      'WHERE "is_active" = $1 AND "name" = ANY($2) AND NOT ("name" = $3) AND "path" LIKE $4 AND "deleted_at" IS NULL AND "order_index" > $5',
    );
    expect(sql.params).toEqual([true, ['a', 'b'], 'x', '%admin%', 3]);
    expect(sql.orderBy).toBe(
      'ORDER BY "name" ASC, "created_at" DESC NULLS LAST, "order_index" ASC NULLS FIRST',
    );
    expect(sql.select).toBe('"name", "path"');
  });

  it('honours paramOffset, table and a custom quote', () => {
    const sql = sqlOf(
      { name: 'eq.a', deleted_at: 'is.null', order_index: 'in.(1,2)', order: 'name.desc', select: 'name' },
      {
        paramOffset: 2,
        table: 'r',
      },
    );
    expect(sql.where).toBe(
      'WHERE "r"."name" = $3 AND "r"."deleted_at" IS NULL AND "r"."order_index" = ANY($4)',
    );
    expect(sql.orderBy).toBe('ORDER BY "r"."name" DESC');
    expect(sql.select).toBe('"r"."name"');
    expect(sqlOf({ name: 'eq.a' }, { table: 'app.routes' }).where).toBe('WHERE "app"."routes"."name" = $1');
    expect(sqlOf({ name: 'eq.a' }, { quote: (i) => `[${i}]` }).where).toBe('WHERE [name] = $1');
  });

  it('never inlines values', () => {
    const sql = sqlOf({ name: 'eq.x" OR 1=1 --', path: 'in.("a\')",b)' });
    expect(sql.where).toBe('WHERE "name" = $1 AND "path" = ANY($2)');
    expect(sql.params).toEqual(['x" OR 1=1 --', ["a')", 'b']]);
  });

  it.each<[string, Filter]>([
    ['unknown operator', { column: 'name', op: 'regex' as Filter['op'], negate: false, value: 'x' }],
    ['in without array', { column: 'name', op: 'in', negate: false, value: 'x' }],
    ['is with a string', { column: 'name', op: 'is', negate: false, value: 'null' }],
    ['like with a number', { column: 'name', op: 'like', negate: false, value: 3 }],
  ])('rejects a hand-built filter: %s', (_label, filter) => {
    const parsed: ParsedQuery = { filters: [filter], order: [] };
    expect(() => toSql(parsed)).toThrow(FilterError);
  });
});

describe('quoteIdent', () => {
  it('doubles embedded quotes', () => {
    expect(quoteIdent('name')).toBe('"name"');
    expect(quoteIdent('a"b')).toBe('"a""b"');
    expect(quoteIdent('')).toBe('""');
  });
});
