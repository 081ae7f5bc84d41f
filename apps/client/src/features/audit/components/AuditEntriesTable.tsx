import type { AuditEntry } from '@atrium/schema';
import { DataTable, type DataTableColumn, type DataTablePage, type DataTableSort } from '@atrium/ui';
import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useResponsiveColumns } from '@/features/admin/users/use-responsive-columns';
import { useFormatters } from '@/features/settings/hooks/useFormatters';
import { queryTableState } from '@/lib/mutation-feedback';
import type { AuditPage } from '../api/audit-page';
import { auditActionLabel, auditActorLabel, auditEntityLabel } from '../utils/audit-labels';
import { AuditEntryDialog } from './AuditEntryDialog';

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
 * One page of audit entries (the admin Audit log, a zone's Activity): when, what, action and who,
 * paged by the server, newest first. A row opens its before and after; from there
 * `onFilterActor` narrows the list to the same person's changes.
 */
export function AuditEntriesTable({
  label,
  list,
  page,
  onPageChange,
  emptyState,
  onFilterActor,
}: {
  label: string;
  list: UseQueryResult<AuditPage>;
  page: DataTablePage;
  onPageChange: (page: DataTablePage) => void;
  emptyState: ReactNode;
  onFilterActor?: (actorId: string) => void;
}) {
  const { t, i18n } = useLingui();
  const format = useFormatters();
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const { compact, onColumnVisibilityChange, columnVisibility } = useResponsiveColumns(
    NARROW_HIDDEN,
    CARRIED,
  );

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
          // Wraps (the table's cells do not): a long email or name breaks anywhere rather than
          // widening the table past a phone's width or pushing Who out of view.
          return (
            <div className="min-w-0 whitespace-normal">
              <p className="font-medium [overflow-wrap:anywhere]">{e.summary ?? kind}</p>
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

  return (
    <>
      <DataTable
        label={label}
        columns={columns}
        rows={list.data?.entries}
        getRowId={(e) => e.id}
        rowCount={list.data?.total}
        {...queryTableState(list)}
        sorting={NO_SORT}
        onSortingChange={() => {}}
        page={page}
        onPageChange={onPageChange}
        pageSizes={PAGE_SIZES}
        columnVisibility={columnVisibility}
        onColumnVisibilityChange={onColumnVisibilityChange}
        onRowClick={setOpen}
        rowLabel={(e) => {
          const name = e.summary ?? auditEntityLabel(i18n, e.entity);
          const action = auditActionLabel(i18n, e.action);
          return t`Show the change: ${name}, ${action}`;
        }}
        emptyState={emptyState}
      />
      <AuditEntryDialog
        entry={open}
        onOpenChange={(isOpen) => {
          if (!isOpen) setOpen(null);
        }}
        onFilterActor={
          onFilterActor
            ? (actor) => {
                setOpen(null);
                onFilterActor(actor);
              }
            : undefined
        }
      />
    </>
  );
}
