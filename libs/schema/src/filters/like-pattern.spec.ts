import { describe, expect, it } from 'vitest';
import { likePatternToRegExp, likePatternToSql } from './like-pattern.js';

describe('likePatternToSql', () => {
  it.each([
    ['*admin*', '%admin%'],
    ['admin', 'admin'],
    ['100%', '100\\%'],
    ['a_b', 'a\\_b'],
    ['a\\b', 'a\\\\b'],
    ['*', '%'],
    ['', ''],
    ['é*✓', 'é%✓'],
  ])('%j → %j', (pattern, sql) => {
    expect(likePatternToSql(pattern)).toBe(sql);
  });
});

describe('likePatternToRegExp', () => {
  it.each([
    ['*admin*', '/admin/users', true],
    ['*admin*', '/ADMIN', false],
    ['admin', 'admin', true],
    ['admin', 'xadmin', false],
    ['admin', 'adminx', false],
    ['/a*', '/a\n/b', true],
    ['a_b', 'a_b', true],
    ['a_b', 'axb', false],
    ['100%', '100%', true],
    ['100%', '1000', false],
    ['a.c', 'abc', false],
    ['(a)+[b]?{c}|$^', '(a)+[b]?{c}|$^', true],
    ['a\\b', 'a\\b', true],
    ['*', '', true],
    ['', '', true],
    ['', 'x', false],
  ])('LIKE %j on %j → %s', (pattern, text, expected) => {
    expect(likePatternToRegExp(pattern).test(text)).toBe(expected);
  });

  it('ILIKE folds case', () => {
    expect(likePatternToRegExp('*admin*', true).test('/ADMIN/Users')).toBe(true);
    expect(likePatternToRegExp('straße', true).test('STRAßE')).toBe(true);
  });
});
