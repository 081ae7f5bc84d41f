import { AUDIT_ENTITIES, type AuditEntity, type AuditEntry } from '@atrium/schema';
import {
  Button,
  DataTable,
  EmptyState,
  Input,
  NativeSelect,
  type DataTableColumn,
  type DataTableSort,
} from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { ClipboardList } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useFormatters } from '@/features/settings/hooks/useFormatters';
import { errorMessage } from '@/lib/mutation-feedback';
import { useResponsiveColumns } from '../users/use-responsive-columns';
import { DEFAULT_AUDIT_LIST_PARAMS, type AuditListParams } from './audit-api';
import { auditActionLabel, auditActorLabel, auditEntityLabel } from './audit-labels';
import { AuditEntryDialog } from './AuditEntryDialog';
import { useAuditActors } from './use-audit-actors';
import { useAuditLog } from './use-audit-log';

const PAGE_SIZES = [25, 50, 100] as const;
const NO_SORT: DataTableSort[] = [];
/** On a phone the row is what changed; the action, who and when go under it. */
const NARROW_HIDDEN: Readonly<Record<string, boolean>> = Object.freeze({
  at: false,
  actor: false,
  action: false,
});
/** What the first column shows under it once these are hidden. */
const CARRIED = ['actor', 'at'] as const;

/**
 * The audit log (GET /audit): every recorded admin change, newest first, paged by the server and
 * filtered by kind, person and days. A row opens its before and after.
 */
export function AuditLogPanel() {
  const { t, i18n } = useLingui();
  const id = useId();
  const format = useFormatters();
  const [params, setParams] = useState<AuditListParams>(DEFAULT_AUDIT_LIST_PARAMS);
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const list = useAuditLog(params);
  const actors = useAuditActors();
  const { compact, onColumnVisibilityChange, columnVisibility } = useResponsiveColumns(
    NARROW_HIDDEN,
    CARRIED,
  );
  const set = (change: Partial<AuditListParams>) => setParams((p) => ({ ...p, ...change, pageIndex: 0 }));

  const columns = useMemo<DataTableColumn<AuditEntry>[]>(
    () => [
      {
        id: 'at',
        header: t`When`,
        minWidth: '6rem',
        cell: (e) => <time dateTime={e.at}>{format.dateTime(e.at)}</time>,
      },
      {
        id: 'what',
        header: t`What`,
        hideable: false,
        minWidth: '10rem',
        cell: (e) => {
          const kind = auditEntityLabel(i18n, e.entity);
          const action = auditActionLabel(i18n, e.action);
          const who = auditActorLabel(i18n, e.actor);
          const when = format.dateTime(e.at);
          return (
            <div className="min-w-0">
              <p className="font-medium break-words">{e.summary ?? kind}</p>
              <p className="text-xs text-muted-foreground">{compact ? t`${kind} · ${action}` : kind}</p>
              {compact ? (
                <p className="text-xs break-all text-muted-foreground">{t`${who} · ${when}`}</p>
              ) : null}
            </div>
          );
        },
      },
      { id: 'action', header: t`Action`, cell: (e) => auditActionLabel(i18n, e.action) },
      {
        id: 'actor',
        header: t`Who`,
        cell: (e) => <span className="break-all">{auditActorLabel(i18n, e.actor)}</span>,
      },
    ],
    [t, i18n, format, compact],
  );

  const actorOptions = useMemo(() => {
    const options = (actors.data ?? []).map((u) => ({ value: u.id, label: u.email }));
    // A person chosen from an entry who is no admin any more stays listed while chosen.
    if (params.actor && !options.some((o) => o.value === params.actor)) {
      const email = list.data?.entries.find((e) => e.actor?.id === params.actor)?.actor?.email;
      options.unshift({ value: params.actor, label: email ?? params.actor });
    }
    return options;
  }, [actors.data, params.actor, list.data]);

  const filtered =
    params.entity !== '' || params.actor !== '' || params.fromDay !== '' || params.toDay !== '';
  const filters = (
    <div className="grid grid-cols-2 items-end gap-2 sm:flex sm:flex-wrap [&>div]:min-w-0">
      <div className="col-span-2 grid gap-1 sm:w-48">
        <label htmlFor={`${id}-entity`} className="text-xs text-muted-foreground">
          <Trans>Kind</Trans>
        </label>
        <NativeSelect
          id={`${id}-entity`}
          value={params.entity}
          onChange={(e) => set({ entity: e.target.value as AuditEntity | '' })}
        >
          <option value="">{t`All kinds`}</option>
          {AUDIT_ENTITIES.map((entity) => (
            <option key={entity} value={entity}>
              {auditEntityLabel(i18n, entity)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="col-span-2 grid gap-1 sm:w-56">
        <label htmlFor={`${id}-actor`} className="text-xs text-muted-foreground">
          <Trans>Who</Trans>
        </label>
        <NativeSelect
          id={`${id}-actor`}
          value={params.actor}
          onChange={(e) => set({ actor: e.target.value })}
        >
          <option value="">{t`Anyone`}</option>
          {actorOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1">
        <label htmlFor={`${id}-from`} className="text-xs text-muted-foreground">
          <Trans>From</Trans>
        </label>
        <Input
          id={`${id}-from`}
          type="date"
          value={params.fromDay}
          max={params.toDay || undefined}
          onChange={(e) => set({ fromDay: e.target.value })}
        />
      </div>
      <div className="grid gap-1">
        <label htmlFor={`${id}-to`} className="text-xs text-muted-foreground">
          <Trans>To</Trans>
        </label>
        <Input
          id={`${id}-to`}
          type="date"
          value={params.toDay}
          min={params.fromDay || undefined}
          onChange={(e) => set({ toDay: e.target.value })}
        />
      </div>
      {filtered ? (
        <Button
          variant="ghost"
          className="col-span-2 justify-self-start"
          onClick={() => setParams(DEFAULT_AUDIT_LIST_PARAMS)}
        >
          <Trans>Clear filters</Trans>
        </Button>
      ) : null}
    </div>
  );

  return (
    <div className="grid min-w-0 gap-3">
      {filters}
      <DataTable
        label={t`Audit log`}
        columns={columns}
        rows={list.data?.entries}
        getRowId={(e) => e.id}
        rowCount={list.data?.total}
        loading={list.isPending}
        fetching={list.isFetching}
        error={list.isError ? errorMessage(list.error) : undefined}
        onRetry={() => void list.refetch()}
        sorting={NO_SORT}
        onSortingChange={() => {}}
        page={{ pageIndex: params.pageIndex, pageSize: params.pageSize }}
        onPageChange={(page) => setParams((p) => ({ ...p, ...page }))}
        pageSizes={PAGE_SIZES}
        columnVisibility={columnVisibility}
        onColumnVisibilityChange={onColumnVisibilityChange}
        onRowClick={setOpen}
        rowLabel={(e) => {
          const name = e.summary ?? auditEntityLabel(i18n, e.entity);
          const action = auditActionLabel(i18n, e.action);
          return t`Show the change: ${name}, ${action}`;
        }}
        emptyState={
          filtered ? (
            <EmptyState
              className="border-0"
              icon={<ClipboardList />}
              title={t`No changes match these filters`}
              description={t`Choose another kind, person or days.`}
            />
          ) : (
            <EmptyState
              className="border-0"
              icon={<ClipboardList />}
              title={t`No changes recorded yet`}
              description={t`Changes admins make to navigation, users, roles and collection schemas appear here.`}
            />
          )
        }
      />
      <AuditEntryDialog
        entry={open}
        onOpenChange={(isOpen) => {
          if (!isOpen) setOpen(null);
        }}
        onFilterActor={(actor) => {
          setOpen(null);
          set({ actor });
        }}
      />
    </div>
  );
}
