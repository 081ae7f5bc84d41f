import type { ApiKey } from '@atrium/schema';
import {
  Badge,
  Button,
  DataTable,
  EmptyState,
  type DataTableColumn,
  type DataTablePage,
  type DataTableSort,
} from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { KeyRound } from 'lucide-react';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useFormatters } from '@/features/settings/hooks/useFormatters';
import { queryTableState } from '@/lib/mutation-feedback';
import { useRoleText } from '@/lib/role-text';
import { useResponsiveColumns } from '../users/use-responsive-columns';
import { apiKeyStatus } from './api-keys-api';
import { CreateApiKeyDialog } from './CreateApiKeyDialog';
import { useApiKeys, useApiKeyWrites } from './use-api-keys';

const NO_SORT: DataTableSort[] = [];
const PAGE_SIZES = [25, 50, 100] as const;
/** On a phone the name cell carries the role, last use and expiry; these columns start hidden. */
const NARROW_HIDDEN: Record<string, boolean> = {
  role: false,
  created: false,
  last_used: false,
  expires: false,
};
/** What the first column shows under it once these are hidden. */
const CARRIED = ['role'] as const;

function StatusBadge({ apiKey }: { apiKey: ApiKey }) {
  const { t } = useLingui();
  const status = apiKeyStatus(apiKey);
  if (status === 'revoked') return <Badge variant="secondary">{t`Revoked`}</Badge>;
  if (status === 'expired') return <Badge variant="outline">{t`Expired`}</Badge>;
  return <Badge variant="success">{t`Active`}</Badge>;
}

/**
 * Administration → API keys: every key (newest first, paged by the server) with its prefix, role,
 * creator, last use and expiry; "New API key" creates one and shows it once; an active key's Revoke asks first.
 */
export function ApiKeysPanel() {
  const { t } = useLingui();
  const format = useFormatters();
  const roleText = useRoleText();
  const [page, setPage] = useState<DataTablePage>({ pageIndex: 0, pageSize: PAGE_SIZES[0] });
  const list = useApiKeys(page);
  const { revoke } = useApiKeyWrites();
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const { compact, onColumnVisibilityChange, columnVisibility } = useResponsiveColumns(
    NARROW_HIDDEN,
    CARRIED,
  );

  const columns = useMemo<DataTableColumn<ApiKey>[]>(() => {
    const never = t`Never`;
    return [
      {
        id: 'name',
        header: t`Name`,
        hideable: false,
        minWidth: '10rem',
        cell: (k) => {
          const role = roleText.label({ name: k.role });
          const used = k.last_used_at ? format.dateTime(k.last_used_at) : never;
          const expires = k.expires_at ? format.dateTime(k.expires_at) : never;
          return (
            <div className="min-w-0">
              <p className="font-medium break-words">{k.name}</p>
              <p className="font-mono text-xs break-all text-muted-foreground">{k.prefix}…</p>
              {compact ? (
                <>
                  <p className="text-xs text-muted-foreground">{t`${role} · last used: ${used}`}</p>
                  <p className="text-xs text-muted-foreground">{t`Expires: ${expires}`}</p>
                </>
              ) : null}
            </div>
          );
        },
      },
      { id: 'role', header: t`Role`, cell: (k) => roleText.label({ name: k.role }) },
      { id: 'status', header: t`Status`, cell: (k) => <StatusBadge apiKey={k} /> },
      {
        id: 'created',
        header: t`Created`,
        cell: (k) => (
          <div className="min-w-0">
            <time dateTime={k.created_at}>{format.dateTime(k.created_at)}</time>
            <p className="text-xs break-all text-muted-foreground">{k.created_by.email ?? t`Deleted user`}</p>
          </div>
        ),
      },
      {
        id: 'last_used',
        header: t`Last used`,
        cell: (k) =>
          k.last_used_at ? <time dateTime={k.last_used_at}>{format.dateTime(k.last_used_at)}</time> : never,
      },
      {
        id: 'expires',
        header: t`Expires`,
        cell: (k) =>
          k.expires_at ? <time dateTime={k.expires_at}>{format.dateTime(k.expires_at)}</time> : never,
      },
      {
        id: 'actions',
        header: t`Actions`,
        hideable: false,
        cell: (k) => {
          const name = k.name;
          return apiKeyStatus(k) === 'active' ? (
            <Button
              variant="outline"
              size="sm"
              aria-label={t`Revoke the API key ${name}`}
              onClick={() => setRevoking(k)}
            >
              <Trans>Revoke</Trans>
            </Button>
          ) : null;
        },
      },
    ];
  }, [t, format, roleText, compact]);

  const revokingName = revoking?.name ?? '';

  return (
    <div className="grid min-w-0 gap-3">
      <DataTable
        label={t`API keys`}
        columns={columns}
        rows={list.data?.keys}
        getRowId={(k) => k.id}
        rowCount={list.data?.total}
        {...queryTableState(list)}
        sorting={NO_SORT}
        onSortingChange={() => {}}
        page={page}
        onPageChange={setPage}
        pageSizes={PAGE_SIZES}
        columnVisibility={columnVisibility}
        onColumnVisibilityChange={onColumnVisibilityChange}
        actions={<CreateApiKeyDialog />}
        emptyState={
          <EmptyState
            className="border-0"
            icon={<KeyRound />}
            title={t`No API keys yet`}
            description={t`Create a key to let a script call the API without a password.`}
          />
        }
      />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => {
          if (!open) setRevoking(null);
        }}
        title={t`Revoke the API key ${revokingName}?`}
        description={t`Scripts using it are refused from their next request. A revoked key never works again.`}
        confirmLabel={t`Revoke key`}
        pending={revoke.isPending}
        onConfirm={() => {
          if (revoking) revoke.mutate(revoking, { onSettled: () => setRevoking(null) });
        }}
      />
    </div>
  );
}
