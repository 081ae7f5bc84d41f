import type { SchemaEntry } from '@atrium/schema';
import { Badge, DataTable, type DataTableColumn, type DataTablePage, type DataTableSort } from '@atrium/ui';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueries } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { NavIcon } from '@/features/shell/components/NavIcon';
import { recordCountQuery } from '@/features/schema-ui/api/collection-queries';
import { keyColumns } from '@/features/schema-ui/utils/records-query';
import { useFormatters } from '@/features/settings/hooks/useFormatters';
import { errorMessage } from '@/lib/mutation-feedback';

export interface CollectionRow {
  name: string;
  label: string;
  icon: string | undefined;
  fields: number;
  builtin: boolean;
  version: number | null;
  rows: number | undefined;
}

function countCell(value: number | undefined, number: (value: number) => string): ReactNode {
  return value === undefined ? <span className="text-muted-foreground">—</span> : number(value);
}

function KindBadge({ row }: { row: CollectionRow }) {
  if (row.builtin) {
    return (
      <Badge variant="secondary">
        <Trans>Built-in</Trans>
      </Badge>
    );
  }
  const version = row.version ?? 1;
  return (
    <Badge variant="outline">
      <Trans>Registered · v{version}</Trans>
    </Badge>
  );
}

/** The table's columns, their headers in the active language and counts in the user's format. */
function collectionColumns(i18n: I18n, number: (value: number) => string): DataTableColumn<CollectionRow>[] {
  return [
    {
      id: 'name',
      header: i18n._(msg`Name`),
      sortable: true,
      hideable: false,
      cell: (row) => <span className="font-mono text-[0.8125rem]">{row.name}</span>,
    },
    {
      id: 'label',
      header: i18n._(msg`Label`),
      sortable: true,
      cell: (row) => (
        <span className="inline-flex items-center gap-2">
          <NavIcon name={row.icon ?? 'database'} className="size-4 shrink-0 text-muted-foreground" />
          {row.label}
        </span>
      ),
    },
    { id: 'fields', header: i18n._(msg`Fields`), sortable: true, align: 'end' },
    {
      id: 'rows',
      header: i18n._(msg`Rows`),
      sortable: true,
      align: 'end',
      cell: (row) => countCell(row.rows, number),
    },
    { id: 'builtin', header: i18n._(msg`Kind`), sortable: true, cell: (row) => <KindBadge row={row} /> },
  ];
}

function compare(a: CollectionRow, b: CollectionRow, id: string): number {
  const x = a[id as keyof CollectionRow];
  const y = b[id as keyof CollectionRow];
  if (x === y) return 0;
  if (x === undefined || x === null) return 1;
  if (y === undefined || y === null) return -1;
  return typeof x === 'string' ? x.localeCompare(String(y)) : Number(x) - Number(y);
}

/**
 * Every collection the admin may read, in the DataTable: searched, sorted and paged here (the
 * list is small and already loaded), with each collection's row count fetched alongside.
 */
export function CollectionsTable({
  entries,
  loading,
  error,
  onRetry,
  onOpen,
  actions,
}: {
  entries: readonly SchemaEntry[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  onOpen: (name: string) => void;
  actions?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const { number } = useFormatters();
  // `t` changes with the active language (`i18n` stays the same object): the headers follow it.
  const columns = useMemo(() => collectionColumns(i18n, number), [i18n, t, number]);
  const [sorting, setSorting] = useState<DataTableSort[]>([{ id: 'builtin', desc: false }]);
  const [page, setPage] = useState<DataTablePage>({ pageIndex: 0, pageSize: 25 });
  const [search, setSearch] = useState('');
  // `combine` keeps one array while no count changes, so the rows below stay the same objects.
  const counts = useQueries({
    queries: (entries ?? []).map((entry) => ({
      ...recordCountQuery(entry.name, keyColumns(entry.schema)[0] ?? 'id'),
      retry: false,
    })),
    combine: (results) => results.map((result) => result.data),
  });

  const all = useMemo<CollectionRow[]>(
    () =>
      (entries ?? []).map((entry, i) => ({
        name: entry.name,
        label: entry.schema.label,
        icon: entry.schema.icon,
        fields: entry.schema.fields.length,
        builtin: entry.builtin,
        version: entry.version,
        rows: counts[i],
      })),
    [entries, counts],
  );
  const rows = useMemo(() => {
    const text = search.trim().toLowerCase();
    const found = text
      ? all.filter((r) => r.name.includes(text) || r.label.toLowerCase().includes(text))
      : [...all];
    const sorts = [...sorting, { id: 'name', desc: false }];
    found.sort((a, b) => {
      for (const s of sorts) {
        const order = compare(a, b, s.id) * (s.desc ? -1 : 1);
        if (order !== 0) return order;
      }
      return 0;
    });
    return found;
  }, [all, search, sorting]);
  const pageRows = useMemo(
    () => rows.slice(page.pageIndex * page.pageSize, (page.pageIndex + 1) * page.pageSize),
    [rows, page],
  );

  return (
    <DataTable<CollectionRow>
      label={t`Collections`}
      columns={columns}
      rows={entries ? pageRows : undefined}
      rowCount={entries ? rows.length : undefined}
      getRowId={(row) => row.name}
      rowLabel={(row) => `${row.label} (${row.name})`}
      loading={loading}
      error={error ? errorMessage(error) : undefined}
      onRetry={onRetry}
      sorting={sorting}
      onSortingChange={setSorting}
      page={page}
      onPageChange={setPage}
      search={search}
      onSearchChange={(text) => {
        setSearch(text);
        setPage((current) => ({ ...current, pageIndex: 0 }));
      }}
      searchPlaceholder={t`Search collections…`}
      onRowClick={(row) => onOpen(row.name)}
      actions={actions}
    />
  );
}
