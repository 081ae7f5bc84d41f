import { describe, expect, it } from 'vitest';
import { parseSearch, stringifySearch } from '@/lib/search-params';
import { DEFAULT_USER_LIST_PARAMS, type UserListParams } from './user-admin-api';
import { hasUserListSearch, readUserListSearch, userListSearchParams } from './user-list-url';

const SIZES = [25, 50, 100];
const read = (query: string) => readUserListSearch(parseSearch(query), SIZES);
const D = DEFAULT_USER_LIST_PARAMS;

describe('readUserListSearch: the Users list a link carries, checked like a stored one', () => {
  const cases: [string, string, Partial<UserListParams>][] = [
    ['nothing', '', {}],
    [
      'search, role, status, order, size and page',
      'q=ada&role=editor&status=invited&sort=-created_at&size=50&page=3',
      {
        q: 'ada',
        role: 'editor',
        status: 'invited',
        sort: { column: 'created_at', descending: true },
        pageSize: 50,
        pageIndex: 2,
      },
    ],
    ['an ascending order', 'sort=name', { sort: { column: 'name', descending: false } }],
    ['a search that looks like a number stays text', 'q=007', { q: '007' }],
    // Hostile or stale: dropped.
    ['an order on a column the server does not order by', 'sort=-password_hash', {}],
    ['a prototype name as the order', 'sort=__proto__', {}],
    ['an over-long order', `sort=${'x'.repeat(100)}`, {}],
    ['a role name that is not one', 'role=Robert);%20DROP', {}],
    ['an over-long role name', `role=${'a'.repeat(500)}`, {}],
    ['an unknown status', 'status=deleted', {}],
    ['an over-long search', `q=${'x'.repeat(500)}`, {}],
    ['a page size the list does not offer', 'size=7', {}],
    ['page 0 and a page that is not a number', 'page=0&page=x', {}],
    ['a page past any list', 'page=99999999', {}],
  ];
  it.each(cases)('%s', (_name, query, expected) => {
    expect(read(query)).toEqual({ ...D, ...expected });
  });
});

describe('userListSearchParams', () => {
  it('writes nothing for the defaults, and what it writes reads back the same', () => {
    expect(stringifySearch(userListSearchParams(D))).toBe('');
    const params: UserListParams = {
      q: 'ada lovelace',
      role: 'editor',
      status: 'disabled',
      sort: { column: 'mfa_enabled', descending: false },
      pageIndex: 1,
      pageSize: 100,
    };
    const query = stringifySearch(userListSearchParams(params));
    expect(query).toBe('?q=ada%20lovelace&role=editor&status=disabled&sort=mfa_enabled&size=100&page=2');
    expect(read(query)).toEqual(params);
  });

  it('tells a Users view in the address from other parameters', () => {
    expect(hasUserListSearch(parseSearch('tab=roles'))).toBe(false);
    expect(hasUserListSearch(parseSearch('tab=users&status=active'))).toBe(true);
  });
});
