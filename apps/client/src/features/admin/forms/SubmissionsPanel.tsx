import type { AdminForm, FormSubmission } from '@atrium/schema';
import { Button, DataTable, EmptyState, type DataTableColumn, type DataTablePage } from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Download, Inbox } from 'lucide-react';
import { useMemo, useState } from 'react';
import { downloadText } from '@/features/admin/collections/utils/records-csv';
import { useFormatters } from '@/features/settings/hooks/useFormatters';
import { errorMessage, toastFailure } from '@/lib/mutation-feedback';
import { formKeys, formsApi } from '@/features/modules/api/forms-api';

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
  const columns = useMemo<DataTableColumn<FormSubmission>[]>(
    () => [
      {
        id: 'submitted_at',
        header: t`Sent`,
        hideable: false,
        cell: (s) => <time dateTime={s.submitted_at}>{format.dateTime(s.submitted_at)}</time>,
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
    [t, format, fields],
  );
  return (
    <DataTable
      label={t`Submissions`}
      columns={columns}
      rows={list.data?.submissions}
      getRowId={(s) => s.id}
      rowCount={list.data?.total}
      loading={list.isPending}
      fetching={list.isFetching}
      error={list.isError ? errorMessage(list.error) : undefined}
      onRetry={() => void list.refetch()}
      sorting={NO_SORT}
      onSortingChange={() => {}}
      page={page}
      onPageChange={setPage}
      pageSizes={PAGE_SIZES}
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
