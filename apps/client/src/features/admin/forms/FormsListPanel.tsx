import { FORM_SEARCH_MAX_LENGTH, type AdminForm, type FormStatus } from '@atrium/schema';
import {
  Badge,
  Button,
  DataTable,
  EmptyState,
  NativeSelect,
  type DataTableColumn,
  type DataTablePage,
} from '@atrium/ui';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ClipboardList, SearchX } from 'lucide-react';
import { useCallback, useId, useMemo, useState } from 'react';
import { useFormatters } from '@/features/settings/hooks/useFormatters';
import { queryTableState } from '@/lib/mutation-feedback';
import { useAppNavigation } from '@/routing/navigation/useAppNavigation';
import { formKeys, formsApi, isAdminForm, type FormListQuery } from '@/features/modules/api/forms-api';
import { useResponsiveColumns } from '../users/use-responsive-columns';
import { NewFormDialog } from './NewFormDialog';

const NO_SORT: never[] = [];
/** On a phone a row is the form and its status; answers and the last change go under the title. */
const NARROW_HIDDEN: Readonly<Record<string, boolean>> = Object.freeze({
  submission_count: false,
  updated_at: false,
});
const PAGE_SIZES = [25, 50, 100] as const;

/**
 * Administration → Forms: every form with its status and answers, by title; the server searches
 * (title or name), filters by status and pages. A row opens the builder.
 */
export function FormsListPanel() {
  const { t } = useLingui();
  const id = useId();
  const format = useFormatters();
  const { navigateByName } = useAppNavigation();
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<FormStatus | ''>('');
  const [page, setPage] = useState<DataTablePage>({ pageIndex: 0, pageSize: PAGE_SIZES[0] });
  const query: FormListQuery = {
    q: q.trim() || undefined,
    status: status || undefined,
    limit: page.pageSize,
    offset: page.pageIndex * page.pageSize,
  };
  // The previous page stays on screen while the next one (or the next search) loads.
  const list = useQuery({
    queryKey: formKeys.list(query),
    queryFn: ({ signal }) => formsApi.list(query, signal),
    placeholderData: keepPreviousData,
  });
  const forms = useMemo(() => list.data?.forms.filter(isAdminForm), [list.data]);
  // The DataTable reports the search once typing pauses (300 ms); a new search starts at page 1.
  const onSearchChange = useCallback((next: string) => {
    setQ(next);
    setPage((p) => ({ ...p, pageIndex: 0 }));
  }, []);
  const clear = () => {
    setQ('');
    setStatus('');
    setPage((p) => ({ ...p, pageIndex: 0 }));
  };
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

  const filtered = q.trim() !== '' || status !== '';
  const noMatch = (
    <EmptyState
      className="border-0"
      icon={<SearchX />}
      title={t`No forms match`}
      description={t`Try other words or another status, or clear the search.`}
      action={
        <Button size="sm" variant="outline" onClick={clear}>
          <Trans>Clear search and status</Trans>
        </Button>
      }
    />
  );

  return (
    <div className="grid min-w-0 gap-3">
      <div className="flex flex-wrap items-center gap-2 [&>select]:min-w-0 [&>select]:flex-1 sm:[&>select]:w-48 sm:[&>select]:flex-none">
        <label htmlFor={`${id}-status`} className="sr-only">
          <Trans>Status</Trans>
        </label>
        <NativeSelect
          id={`${id}-status`}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as FormStatus | '');
            setPage((p) => ({ ...p, pageIndex: 0 }));
          }}
        >
          <option value="">{t`Any status`}</option>
          <option value="draft">{t`Draft`}</option>
          <option value="published">{t`Published`}</option>
        </NativeSelect>
      </div>
      <DataTable
        label={t`Forms`}
        columns={columns}
        rows={forms}
        getRowId={(f) => f.id}
        rowCount={list.data?.total}
        {...queryTableState(list)}
        sorting={NO_SORT}
        onSortingChange={() => {}}
        page={page}
        onPageChange={setPage}
        pageSizes={PAGE_SIZES}
        search={q}
        onSearchChange={onSearchChange}
        searchPlaceholder={t`Search title or name`}
        searchMaxLength={FORM_SEARCH_MAX_LENGTH}
        columnVisibility={columnVisibility}
        onColumnVisibilityChange={onColumnVisibilityChange}
        onRowClick={open}
        rowLabel={(f) => {
          const title = f.title;
          return t`Edit the form ${title}`;
        }}
        actions={<NewFormDialog onCreated={open} />}
        noMatchState={noMatch}
        emptyState={
          filtered ? (
            noMatch
          ) : (
            <EmptyState
              className="border-0"
              icon={<ClipboardList />}
              title={t`No forms yet`}
              description={t`Create a form, add its fields and publish it; members fill it in through a form module in a hub.`}
              action={<NewFormDialog onCreated={open} />}
            />
          )
        }
      />
    </div>
  );
}
