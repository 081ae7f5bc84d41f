import { GUEST_ROLE, isAdminRole, type AdminUser, type UserListOrderColumn } from '@atrium/schema';
import {
  Badge,
  DataTable,
  EmptyState,
  NativeSelect,
  type DataTableColumn,
  type DataTableSort,
} from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { Users } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useAuthSource } from '@/auth/useAuthSource';
import { useFormatters } from '@/features/settings/hooks/useFormatters';
import { queryTableState } from '@/lib/mutation-feedback';
import { UserActions } from './UserActions';
import { useResponsiveColumns } from './use-responsive-columns';
import { useRoles, useUserList } from './use-user-admin';
import { loadListViewRaw, saveListViewRaw } from '@/features/schema-ui/utils/list-view-state';
import { useListViewInAddress, useMountSearch } from '@/features/schema-ui/hooks/useListViewAddress';
import { hasUserListSearch, readUserListSearch, userListSearchParams } from './user-list-url';
import { readUserListParams, type UserListParams } from './user-admin-api';
import { roleLabel, userDisplayName } from './user-display';
import { useRoleText } from '../../../lib/role-text';

const PAGE_SIZES = [25, 50, 100] as const;
const USERS_LIST_KEY = 'admin:users';
/** The server order each sortable column stands for (the User column sorts by the name it shows). */
const ORDER_OF_COLUMN: Readonly<Record<string, UserListOrderColumn>> = Object.freeze({
  user: 'name',
  role: 'role',
  mfa_enabled: 'mfa_enabled',
  created_at: 'created_at',
});
const COLUMN_OF_ORDER: Readonly<Record<string, string>> = Object.freeze(
  Object.fromEntries(Object.entries(ORDER_OF_COLUMN).map(([column, order]) => [order, column])),
);
/** On a phone the row is the user and their menu; role and status go under the name. */
const NARROW_HIDDEN: Readonly<Record<string, boolean>> = Object.freeze({
  role: false,
  is_disabled: false,
  mfa_enabled: false,
  created_at: false,
});
/** What the name's cell shows under it once hidden. */
const CARRIED = ['role', 'is_disabled'] as const;

function RoleBadge({ role, labels }: { role: string; labels: ReadonlyMap<string, string> }) {
  return <Badge variant={isAdminRole(role) ? 'default' : 'secondary'}>{roleLabel(role, labels)}</Badge>;
}

function StatusBadge({ disabled, invited }: { disabled: boolean; invited: boolean }) {
  if (invited && !disabled) {
    return (
      <Badge variant="secondary">
        <Trans>Invited</Trans>
      </Badge>
    );
  }
  return disabled ? (
    <Badge variant="destructive">
      <Trans>Disabled</Trans>
    </Badge>
  ) : (
    <Badge variant="outline">
      <Trans>Active</Trans>
    </Badge>
  );
}

/**
 * Everyone with an account: search by name or email, filter by role and status, page through
 * (the server searches and pages), and act on one user from their row's menu.
 */
export function UsersPanel() {
  const me = useAuthSource().user;
  const myRole = me?.role ?? GUEST_ROLE;
  // The filters, search, order and page size survive a reload in this tab (list-view-state.ts)
  // and travel in the page's address with the page (user-list-url.ts): a view in the address (a
  // copied link) wins over the tab's, which applies when the address has none.
  const address = useMountSearch();
  const [params, setParams] = useState<UserListParams>(() =>
    hasUserListSearch(address)
      ? readUserListSearch(address, PAGE_SIZES)
      : readUserListParams(loadListViewRaw(me?.id, USERS_LIST_KEY), PAGE_SIZES),
  );
  useEffect(() => {
    const { q, role, status, sort, pageSize } = params;
    saveListViewRaw(me?.id, USERS_LIST_KEY, { q, role, status, sort, pageSize });
  }, [me?.id, params]);
  useListViewInAddress(useMemo(() => userListSearchParams(params), [params]));
  const list = useUserList(params);
  // A linked page past the end (accounts were removed since): the last page that has users.
  const listTotal = list.isPlaceholderData ? undefined : list.data?.total;
  useEffect(() => {
    if (listTotal === undefined) return;
    const lastPage = Math.max(0, Math.ceil(listTotal / params.pageSize) - 1);
    if (params.pageIndex > lastPage) setParams((p) => ({ ...p, pageIndex: lastPage }));
  }, [listTotal, params.pageIndex, params.pageSize]);
  const roles = useRoles();
  const format = useFormatters();
  const { t } = useLingui();
  const id = useId();
  const roleText = useRoleText();
  const labelOf = roleText.label;
  const labels = useMemo(
    () => new Map((roles.data ?? []).map((r) => [r.name, labelOf(r)])),
    [roles.data, labelOf],
  );
  const onSearchChange = useCallback((q: string) => setParams((p) => ({ ...p, q, pageIndex: 0 })), []);
  // One column at a time: the server orders by one (ties by email).
  const sorting = useMemo<DataTableSort[]>(
    () => (params.sort ? [{ id: COLUMN_OF_ORDER[params.sort.column]!, desc: params.sort.descending }] : []),
    [params.sort],
  );
  const onSortingChange = useCallback((next: DataTableSort[]) => {
    const last = next.at(-1);
    const column = last ? ORDER_OF_COLUMN[last.id] : undefined;
    setParams((p) => ({
      ...p,
      sort: last && column ? { column, descending: last.desc } : null,
      pageIndex: 0,
    }));
  }, []);
  const { compact, columnVisibility, onColumnVisibilityChange } = useResponsiveColumns(
    NARROW_HIDDEN,
    CARRIED,
  );

  const columns = useMemo<DataTableColumn<AdminUser>[]>(
    () => [
      {
        id: 'user',
        header: t`User`,
        hideable: false,
        sortable: true,
        minWidth: '13rem',
        cell: (u) => (
          <div className="min-w-0">
            <p className="truncate font-medium">{userDisplayName(u)}</p>
            <p className="truncate text-xs text-muted-foreground">{u.email}</p>
            {compact ? (
              <p className="mt-1 flex flex-wrap gap-1">
                <RoleBadge role={u.role} labels={labels} />
                <StatusBadge disabled={u.is_disabled} invited={u.invited} />
              </p>
            ) : null}
          </div>
        ),
      },
      {
        id: 'role',
        header: t`Role`,
        sortable: true,
        cell: (u) => <RoleBadge role={u.role} labels={labels} />,
      },
      {
        id: 'is_disabled',
        header: t`Status`,
        cell: (u) => <StatusBadge disabled={u.is_disabled} invited={u.invited} />,
      },
      {
        id: 'mfa_enabled',
        header: t`2FA`,
        sortable: true,
        cell: (u) =>
          u.mfa_enabled ? (
            t`On`
          ) : (
            <span className="text-muted-foreground">
              <Trans>Off</Trans>
            </span>
          ),
      },
      { id: 'created_at', header: t`Joined`, sortable: true, cell: (u) => format.date(u.created_at) },
      {
        id: 'actions',
        header: t`Actions`,
        hideable: false,
        align: 'end',
        cell: (u) =>
          me ? <UserActions user={u} me={{ id: me.id, role: myRole }} roles={roles.data} /> : null,
      },
    ],
    [labels, format, me, myRole, roles.data, compact, t],
  );

  const filters = (
    <div className="flex flex-wrap items-center gap-2 [&>select]:min-w-0 [&>select]:flex-1 sm:[&>select]:w-48 sm:[&>select]:flex-none">
      <label htmlFor={`${id}-role`} className="sr-only">
        <Trans>Role</Trans>
      </label>
      <NativeSelect
        id={`${id}-role`}
        value={params.role}
        onChange={(e) => setParams((p) => ({ ...p, role: e.target.value, pageIndex: 0 }))}
      >
        <option value="">{t`All roles`}</option>
        {(roles.data ?? []).map((r) => (
          <option key={r.name} value={r.name}>
            {roleText.label(r)}
          </option>
        ))}
      </NativeSelect>
      <label htmlFor={`${id}-status`} className="sr-only">
        <Trans>Status</Trans>
      </label>
      <NativeSelect
        id={`${id}-status`}
        value={params.status}
        onChange={(e) =>
          setParams((p) => ({ ...p, status: e.target.value as UserListParams['status'], pageIndex: 0 }))
        }
      >
        <option value="all">{t`Any status`}</option>
        <option value="active">{t`Active`}</option>
        <option value="disabled">{t`Disabled`}</option>
        <option value="invited">{t`Invited`}</option>
      </NativeSelect>
    </div>
  );

  const filtered = params.role !== '' || params.status !== 'all';
  return (
    <div className="grid min-w-0 gap-3">
      {filters}
      <DataTable
        label={t`Users`}
        columns={columns}
        rows={list.data?.users}
        getRowId={(u) => u.id}
        rowCount={list.data?.total}
        {...queryTableState(list)}
        sorting={sorting}
        onSortingChange={onSortingChange}
        page={{ pageIndex: params.pageIndex, pageSize: params.pageSize }}
        onPageChange={(page) => setParams((p) => ({ ...p, ...page }))}
        pageSizes={PAGE_SIZES}
        search={params.q}
        onSearchChange={onSearchChange}
        searchPlaceholder={t`Search name or email`}
        columnVisibility={columnVisibility}
        onColumnVisibilityChange={onColumnVisibilityChange}
        emptyState={
          filtered ? (
            <EmptyState
              className="border-0"
              icon={<Users />}
              title={t`No users match these filters`}
              description={t`Choose another role or status.`}
            />
          ) : (
            <EmptyState
              className="border-0"
              icon={<Users />}
              title={t`No users yet`}
              description={t`People appear here once they sign up or are invited.`}
            />
          )
        }
      />
    </div>
  );
}
