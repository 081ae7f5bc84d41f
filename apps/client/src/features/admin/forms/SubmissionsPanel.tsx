import type { AdminForm, FormSubmission } from '@atrium/schema';
import { Button, DataTable, EmptyState, type DataTableColumn, type DataTablePage } from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Download, Inbox } from 'lucide-react';
import { useMemo, useState } from 'react';
import { downloadText } from '@/features/admin/collections/utils/records-csv';
import { useFormatters } from '@/features/settings/hooks/useFormatters';
import { queryTableState, toastFailure } from '@/lib/mutation-feedback';
import { formKeys, formsApi } from '@/features/modules/api/forms-api';
import { useResponsiveColumns } from '../users/use-responsive-columns';

const NO_SORT: never[] = [];
const PAGE_SIZES = [25, 50, 100] as const;

/** An answer as a cell: lists joined, yes/no as words, nothing as a dash. */
function answerText(value: unknown, yes: string, no: string): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? yes : no;
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

/**
 * A form's submissions (GET /forms/:id/submissions), newest first, paged by the server, each with
 * the version it was sent to; the current version's fields as columns. "Download CSV" saves every
 * submission with the fields of all versions.
 */
export function SubmissionsPanel({ form }: { form: AdminForm }) {
  const { t } = useLingui();
  const format = useFormatters();
  const [page, setPage] = useState<DataTablePage>({ pageIndex: 0, pageSize: 25 });
  const list = useQuery({
    queryKey: formKeys.submissions(form.id, page),
    queryFn: ({ signal }) => formsApi.submissions(form.id, page, signal),
    placeholderData: keepPreviousData,
  });
  const download = useMutation({
    mutationFn: async () => downloadText(`${form.name}-submissions.csv`, await formsApi.csv(form.id)),
    onError: (error) => toastFailure(t`Could not download the submissions`, error),
  });
  const fields = (form.published ?? form).schema.fields;
  // On a phone a row is one card: when it was sent, by whom, and each answer under its label.
  const narrowHidden = useMemo(
    () =>
      Object.fromEntries(
        ['submitted_by_email', 'form_version', ...fields.map((f) => `data.${f.key}`)].map((id) => [
          id,
          false,
        ]),
      ),
    [fields],
  );
  const { compact, columnVisibility, onColumnVisibilityChange } = useResponsiveColumns(narrowHidden);
  const columns = useMemo<DataTableColumn<FormSubmission>[]>(
    () => [
      {
        id: 'submitted_at',
        header: compact ? t`Answer` : t`Sent`,
        hideable: false,
        cell: (s) => {
          const version = s.form_version;
          return compact ? (
            <div className="grid min-w-0 gap-2">
              <p className="text-xs text-muted-foreground">
                <time dateTime={s.submitted_at}>{format.dateTime(s.submitted_at)}</time>
                {' · '}
                <span className="break-all">{s.submitted_by_email ?? t`Deleted account`}</span>
                {' · '}
                {t`Version ${version}`}
              </p>
              <dl className="grid gap-1 text-sm">
                {fields.map((f) => (
                  <div key={f.key} className="min-w-0">
                    <dt className="text-xs font-medium text-muted-foreground">{f.label}</dt>
                    <dd className="break-words">{answerText(s.data[f.key], t`Yes`, t`No`)}</dd>
                  </div>
                ))}
              </dl>
            </div>
          ) : (
            <time dateTime={s.submitted_at}>{format.dateTime(s.submitted_at)}</time>
          );
        },
      },
      {
        id: 'submitted_by_email',
        header: t`By`,
        cell: (s) => <span className="break-all">{s.submitted_by_email ?? t`Deleted account`}</span>,
      },
      { id: 'form_version', header: t`Version`, align: 'end', cell: (s) => s.form_version },
      ...fields.map((f): DataTableColumn<FormSubmission> => ({
        id: `data.${f.key}`,
        header: f.label,
        minWidth: '8rem',
        cell: (s) => <span className="break-words">{answerText(s.data[f.key], t`Yes`, t`No`)}</span>,
      })),
    ],
    [t, format, fields, compact],
  );
  return (
    <DataTable
      label={t`Submissions`}
      columns={columns}
      rows={list.data?.submissions}
      getRowId={(s) => s.id}
      rowCount={list.data?.total}
      {...queryTableState(list)}
      sorting={NO_SORT}
      onSortingChange={() => {}}
      page={page}
      onPageChange={setPage}
      pageSizes={PAGE_SIZES}
      columnVisibility={columnVisibility}
      onColumnVisibilityChange={onColumnVisibilityChange}
      actions={
        <Button variant="outline" onClick={() => download.mutate()} loading={download.isPending}>
          <Download aria-hidden="true" />
          <Trans>Download CSV</Trans>
        </Button>
      }
      emptyState={
        <EmptyState
          className="border-0"
          icon={<Inbox />}
          title={t`No submissions yet`}
          description={
            form.published_version === null
              ? t`Publish the form and add it to a hub as a form module to collect answers.`
              : t`Answers appear here as members send the form.`
          }
        />
      }
    />
  );
}
