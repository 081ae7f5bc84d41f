import type { AdminForm } from '@atrium/schema';
import { Badge, DataTable, EmptyState, type DataTableColumn, type DataTablePage } from '@atrium/ui';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ClipboardList } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useFormatters } from '@/features/settings/hooks/useFormatters';
import { errorMessage } from '@/lib/mutation-feedback';
import { useAppNavigation } from '@/routing/navigation/useAppNavigation';
import { formKeys, formsApi, isAdminForm } from '@/features/modules/api/forms-api';
import { useResponsiveColumns } from '../users/use-responsive-columns';
import { NewFormDialog } from './NewFormDialog';

const NO_SORT: never[] = [];
/** On a phone a row is the form and its status; answers and the last change go under the title. */
const NARROW_HIDDEN: Readonly<Record<string, boolean>> = Object.freeze({
  submission_count: false,
  updated_at: false,
});
const PAGE_SIZES = [25, 50, 100] as const;

/** Administration → Forms: every form with its status and answers; a row opens the builder. */
export function FormsListPanel() {
  const { t } = useLingui();
  const format = useFormatters();
  const { navigateByName } = useAppNavigation();
  const list = useQuery({ queryKey: formKeys.list(), queryFn: ({ signal }) => formsApi.list(signal) });
  const [page, setPage] = useState<DataTablePage>({ pageIndex: 0, pageSize: 25 });
  const forms = useMemo(() => (list.data ?? []).filter(isAdminForm), [list.data]);
  const rows = forms.slice(page.pageIndex * page.pageSize, (page.pageIndex + 1) * page.pageSize);
  const open = (form: AdminForm) => void navigateByName('admin_form', { formId: form.id });
  const { compact, columnVisibility, onColumnVisibilityChange } = useResponsiveColumns(NARROW_HIDDEN);

  const columns = useMemo<DataTableColumn<AdminForm>[]>(
    () => [
      {
        id: 'title',
        header: t`Form`,
        hideable: false,
        minWidth: '10rem',
        cell: (f) => (
          <div className="min-w-0">
            <p className="font-medium break-words">{f.title}</p>
            <p className="text-xs break-all text-muted-foreground">{f.name}</p>
            {compact ? (
              <p className="text-xs text-muted-foreground">
                {t`${plural(f.submission_count, { one: '# answer', other: '# answers' })}`} ·{' '}
                <time dateTime={f.updated_at}>{format.dateTime(f.updated_at)}</time>
              </p>
            ) : null}
          </div>
        ),
      },
      {
        id: 'status',
        header: t`Status`,
        cell: (f) => {
          const version = f.published_version;
          return version === null ? (
            <Badge variant="outline">{t`Draft`}</Badge>
          ) : (
            <span className="flex flex-wrap items-center gap-1">
              <Badge variant="success">{t`Version ${version}`}</Badge>
              {f.has_unpublished_changes ? (
                <span className="text-xs text-muted-foreground">{t`changes not published`}</span>
              ) : null}
            </span>
          );
        },
      },
      {
        id: 'submission_count',
        header: t`Answers`,
        align: 'end',
        cell: (f) => <span className="tabular-nums">{format.number(f.submission_count)}</span>,
      },
      {
        id: 'updated_at',
        header: t`Changed`,
        cell: (f) => <time dateTime={f.updated_at}>{format.dateTime(f.updated_at)}</time>,
      },
    ],
    [t, format, compact],
  );

  return (
    <DataTable
      label={t`Forms`}
      columns={columns}
      rows={list.isPending ? undefined : rows}
      getRowId={(f) => f.id}
      rowCount={forms.length}
      loading={list.isPending}
      fetching={list.isFetching}
      error={list.isError ? errorMessage(list.error) : undefined}
      onRetry={() => void list.refetch()}
      sorting={NO_SORT}
      onSortingChange={() => {}}
      page={page}
      onPageChange={setPage}
      pageSizes={PAGE_SIZES}
      columnVisibility={columnVisibility}
      onColumnVisibilityChange={onColumnVisibilityChange}
      onRowClick={open}
      rowLabel={(f) => {
        const title = f.title;
        return t`Edit the form ${title}`;
      }}
      actions={<NewFormDialog onCreated={open} />}
      emptyState={
        <EmptyState
          className="border-0"
          icon={<ClipboardList />}
          title={t`No forms yet`}
          description={t`Create a form, add its fields and publish it; members fill it in through a form module in a hub.`}
          action={<NewFormDialog onCreated={open} />}
        />
      }
    />
  );
}
