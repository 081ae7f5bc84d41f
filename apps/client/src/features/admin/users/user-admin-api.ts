import {
  ROLE_NAME_MAX_LENGTH,
  ROLE_NAME_PATTERN,
  USER_LIST_ORDER_COLUMNS,
  USER_SEARCH_MAX_LENGTH,
} from '@atrium/schema';
import type {
  UserListOrder,
  AdminUser,
  AdminUserPatchInput,
  CreateRoleInput,
  InviteUserInput,
  Role,
  SignOutAllResult,
  UpdateRoleInput,
} from '@atrium/schema';
import { request } from '@/api/http';
import { totalFromContentRange } from '@/features/schema-ui/utils/content-range';

/** What the users list shows: search text, role and status filters, and the page. */
export interface UserListParams {
  q: string;
  /** A role name, or '' for every role. */
  role: string;
  /** `invited`: invitations nobody accepted yet (no password). */
  status: 'all' | 'active' | 'disabled' | 'invited';
  /** The order chosen by a column header; null: the server's own (by email). */
  sort: UserListOrder | null;
  pageIndex: number;
  pageSize: number;
}

export const DEFAULT_USER_LIST_PARAMS: UserListParams = Object.freeze({
  q: '',
  role: '',
  status: 'all',
  sort: null,
  pageIndex: 0,
  pageSize: 25,
});

const STATUSES: ReadonlySet<string> = new Set(['all', 'active', 'disabled', 'invited']);

/**
 * The users list's state as stored for a reload (list-view-state.ts), on the defaults: each part
 * kept only when it is one this list could have set itself; always back to the first page.
 */
export function readUserListParams(raw: string | null, pageSizes: readonly number[]): UserListParams {
  let parsed: unknown;
  try {
    parsed = raw && raw.length <= 100_000 ? JSON.parse(raw) : null;
  } catch {
    parsed = null;
  }
  return sanitizeUserListParams(parsed, pageSizes);
}

/**
 * What readUserListParams keeps of an already parsed state (stored, or read from a link's
 * parameters, user-list-url.ts): one set of checks for both. On the first page.
 */
export function sanitizeUserListParams(parsed: unknown, pageSizes: readonly number[]): UserListParams {
  const out = { ...DEFAULT_USER_LIST_PARAMS };
  if (typeof parsed !== 'object' || parsed === null) return out;
  const p = parsed as Record<string, unknown>;
  if (typeof p.q === 'string' && p.q.length <= USER_SEARCH_MAX_LENGTH) out.q = p.q;
  const role = p.role;
  if (
    typeof role === 'string' &&
    role.length <= ROLE_NAME_MAX_LENGTH &&
    (role === '' || ROLE_NAME_PATTERN.test(role))
  )
    out.role = role;
  if (typeof p.status === 'string' && STATUSES.has(p.status))
    out.status = p.status as UserListParams['status'];
  if (typeof p.pageSize === 'number' && pageSizes.includes(p.pageSize)) out.pageSize = p.pageSize;
  const sort = p.sort as Partial<UserListOrder> | null | undefined;
  if (
    typeof sort === 'object' &&
    sort !== null &&
    (USER_LIST_ORDER_COLUMNS as readonly unknown[]).includes(sort.column) &&
    typeof sort.descending === 'boolean'
  )
    out.sort = { column: sort.column!, descending: sort.descending };
  return out;
}

/** GET /users query of the list's state: empty filters are left out (the server refuses unknown ones). */
export function userListSearch(params: UserListParams): URLSearchParams {
  const search = new URLSearchParams();
  const q = params.q.trim();
  if (q) search.set('q', q);
  if (params.role) search.set('role', params.role);
  if (params.status === 'invited') search.set('invited', 'true');
  else if (params.status !== 'all') search.set('is_disabled', String(params.status === 'disabled'));
  if (params.sort) search.set('order', `${params.sort.column}.${params.sort.descending ? 'desc' : 'asc'}`);
  search.set('limit', String(params.pageSize));
  search.set('offset', String(params.pageIndex * params.pageSize));
  return search;
}

export interface UsersPage {
  users: AdminUser[];
  /** Users matching the search and filters in every page. */
  total: number | undefined;
}

/**
 * Query keys of the users and roles admin: everything under ['user-admin'], so one prefix
 * invalidation after any change refreshes the lists and the roles' user counts together.
 */
export const userAdminKeys = {
  all: ['user-admin'] as const,
  users: () => [...userAdminKeys.all, 'users'] as const,
  userList: (params: UserListParams) => [...userAdminKeys.users(), 'list', params] as const,
  roles: () => [...userAdminKeys.all, 'roles'] as const,
};

const userPath = (id: string, action?: string) =>
  `/users/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;
const rolePath = (name: string) => `/roles/${encodeURIComponent(name)}`;

/** The "Users and roles (admin)" calls of API.md (platform admins). */
export const userAdminApi = {
  async listUsers(params: UserListParams, signal?: AbortSignal): Promise<UsersPage> {
    let total: number | undefined;
    const users = await request<AdminUser[]>(`/users?${userListSearch(params).toString()}`, {
      headers: { Prefer: 'count=exact' },
      signal,
      onHeaders: (headers) => (total = totalFromContentRange(headers.get('Content-Range'))),
    });
    return { users, total };
  },
  updateUser: (id: string, patch: AdminUserPatchInput) =>
    request<AdminUser>(userPath(id), { method: 'PATCH', json: patch }),
  resetTwoFactor: (id: string) => request<AdminUser>(userPath(id, 'reset-2fa'), { method: 'POST', json: {} }),
  signOutAll: (id: string) =>
    request<SignOutAllResult>(userPath(id, 'signout-all'), { method: 'POST', json: {} }),
  inviteUser: (input: InviteUserInput) =>
    request<AdminUser>('/users/invite', { method: 'POST', json: input }),
  resendInvite: (id: string) =>
    request<AdminUser>(userPath(id, 'resend-invite'), { method: 'POST', json: {} }),
  cancelInvite: (id: string) => request<void>(userPath(id), { method: 'DELETE' }),

  listRoles: () => request<Role[]>('/roles'),
  createRole: (input: CreateRoleInput) => request<Role>('/roles', { method: 'POST', json: input }),
  updateRole: (name: string, patch: UpdateRoleInput) =>
    request<Role>(rolePath(name), { method: 'PATCH', json: patch }),
  deleteRole: (name: string) => request<void>(rolePath(name), { method: 'DELETE' }),
};
