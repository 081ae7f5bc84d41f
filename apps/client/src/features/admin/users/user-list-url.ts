import { firstText } from '@/features/schema-ui/utils/list-view-url';
import { DEFAULT_USER_LIST_PARAMS, sanitizeUserListParams, type UserListParams } from './user-admin-api';

/**
 * The Users list's view in the page's address, as a collection list's (list-view-url.ts), so a
 * copied link opens the same list; only what differs from the defaults is written:
 * `q=<text>`, `role=<role name>`, `status=active|disabled|invited`, `sort=-created_at` (one
 * column of the server's order: name, role, mfa_enabled, created_at; `-` descending), `size=50`,
 * `page=2` (from 1). Read through the same checks as the view kept in the tab
 * (sanitizeUserListParams): anything this list could not have set itself is dropped.
 */
export const USER_LIST_PARAMS = ['q', 'role', 'status', 'sort', 'size', 'page'] as const;
export type UserListSearch = Record<(typeof USER_LIST_PARAMS)[number], string | undefined>;

/** The last page a link may open (1-based). */
const MAX_PAGE = 1_000_000;

/** Whether the address carries any part of the Users list's view (then it wins over the tab's). */
export function hasUserListSearch(search: Readonly<Record<string, unknown>>): boolean {
  return USER_LIST_PARAMS.some((key) => search[key] !== undefined);
}

/** The view the address carries, on the defaults, kept only where this list could have set it. */
export function readUserListSearch(
  search: Readonly<Record<string, unknown>>,
  pageSizes: readonly number[],
): UserListParams {
  const candidate: Record<string, unknown> = {
    q: firstText(search, 'q'),
    role: firstText(search, 'role'),
    status: firstText(search, 'status'),
  };
  const sort = firstText(search, 'sort');
  if (sort !== undefined && sort.length <= 64 && sort !== '') {
    const descending = sort.startsWith('-');
    candidate.sort = { column: descending ? sort.slice(1) : sort, descending };
  }
  const size = firstText(search, 'size');
  if (size !== undefined && /^\d{1,6}$/.test(size)) candidate.pageSize = Number(size);
  const out = sanitizeUserListParams(candidate, pageSizes);
  const page = firstText(search, 'page');
  if (page !== undefined && /^\d{1,7}$/.test(page)) {
    const n = Number(page);
    if (n >= 1 && n <= MAX_PAGE) out.pageIndex = n - 1;
  }
  return out;
}

/** The parameters of the list's view (undefined: the default, not written). */
export function userListSearchParams(params: UserListParams): UserListSearch {
  return {
    q: params.q.trim() === '' ? undefined : params.q,
    role: params.role === '' ? undefined : params.role,
    status: params.status === 'all' ? undefined : params.status,
    sort: params.sort ? `${params.sort.descending ? '-' : ''}${params.sort.column}` : undefined,
    size: params.pageSize === DEFAULT_USER_LIST_PARAMS.pageSize ? undefined : String(params.pageSize),
    page: params.pageIndex > 0 ? String(params.pageIndex + 1) : undefined,
  };
}
