import { describe, expect, it } from 'vitest';
import {
  DEFAULT_USER_LIST_PARAMS,
  readUserListParams,
  userAdminKeys,
  userListSearch,
} from './user-admin-api';

describe('userListSearch', () => {
  it('sends only the page when nothing is searched or filtered', () => {
    expect(userListSearch(DEFAULT_USER_LIST_PARAMS).toString()).toBe('limit=25&offset=0');
  });

  it('trims the search, maps the status to is_disabled and the page to an offset', () => {
    const search = userListSearch({
      q: '  ada ',
      role: 'admin',
      status: 'disabled',
      sort: { column: 'created_at', descending: true },
      pageIndex: 2,
      pageSize: 50,
    });
    expect(Object.fromEntries(search)).toEqual({
      q: 'ada',
      role: 'admin',
      is_disabled: 'true',
      order: 'created_at.desc',
      limit: '50',
      offset: '100',
    });
    expect(userListSearch({ ...DEFAULT_USER_LIST_PARAMS, status: 'active' }).get('is_disabled')).toBe(
      'false',
    );
    expect(userListSearch({ ...DEFAULT_USER_LIST_PARAMS, q: '   ' }).has('q')).toBe(false);
  });
});

describe('userAdminKeys', () => {
  it('puts every list and the roles under one prefix', () => {
    const list = userAdminKeys.userList(DEFAULT_USER_LIST_PARAMS);
    for (const key of [list, userAdminKeys.users(), userAdminKeys.roles()]) {
      expect(key.slice(0, userAdminKeys.all.length)).toEqual([...userAdminKeys.all]);
    }
    expect(list.slice(0, 2)).toEqual([...userAdminKeys.users()]);
  });
});

describe('readUserListParams', () => {
  it('restores a stored list state on the first page, dropping what this list could not have set', () => {
    const raw = JSON.stringify({
      q: 'ada',
      role: 'editor',
      status: 'invited',
      sort: { column: 'name', descending: true },
      pageSize: 50,
      pageIndex: 9,
    });
    expect(readUserListParams(raw, [25, 50, 100])).toEqual({
      q: 'ada',
      role: 'editor',
      status: 'invited',
      sort: { column: 'name', descending: true },
      pageIndex: 0,
      pageSize: 50,
    });
    const odd = JSON.stringify({
      q: 'x'.repeat(500),
      role: 'Robert); DROP',
      status: 'gone',
      sort: { column: 'password_hash', descending: false },
      pageSize: 7,
    });
    expect(readUserListParams(odd, [25, 50, 100])).toEqual(DEFAULT_USER_LIST_PARAMS);
    expect(readUserListParams('not json', [25])).toEqual(DEFAULT_USER_LIST_PARAMS);
    expect(readUserListParams(null, [25])).toEqual(DEFAULT_USER_LIST_PARAMS);
  });
});
