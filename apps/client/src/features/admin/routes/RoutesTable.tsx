import { type GuardPlan, type Route, type RouteEntry, type RouteRecord } from '@atrium/schema';
import {
  Badge,
  DataTable,
  EmptyState,
  type DataTableColumn,
  type DataTableFilter,
  type DataTableFilterKind,
  type DataTablePage,
  type DataTableSort,
} from '@atrium/ui';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Route as RouteIcon } from 'lucide-react';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { CollectionRecord } from '@/features/schema-ui/api/collections-api';
import {
  columnsFromCollection,
  defaultSorting,
  searchableFields,
} from '@/features/schema-ui/utils/columns-from-collection';
import { RouteActions } from './RouteActions';
import { RouteFormDialog } from './RouteFormDialog';
import { applyLocalList } from './route-list';
import { routesSchema } from './routes-schema';

/** A route's access in words (called while rendering, in the active language). */
export function accessLabel(plan: GuardPlan): string {
  switch (plan.kind) {
    case 'public':
      return t`Public`;
    case 'login':
      return t`Public (sign-in page)`;
    case 'dynamic':
      return plan.public ? t`Public · dynamic` : t`Signed in · dynamic`;
    case 'guarded': {
      const guard = plan.guardType;
      return guard === 'auth' ? t`Signed in` : t`Guard: ${guard}`;
    }
  }
}

/** A stored row (built-in fallback rows have no id: they cannot be edited). */
export function storedRoute(record: RouteRecord): Route | null {
  return record.id !== null && record.created_at !== null
    ? { ...record, id: record.id, created_at: record.created_at }
    : null;
}

const ACCESS = 'access';
const ACTIONS = 'actions';

/** Keeps a row's menu (and the dialogs it opens) from also opening the row. */
/** Stops bubbling only; the menu button inside is the control. */
function Contained({ children }: { children: ReactNode }) {
  return (
    <span onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()}>
      {children}
    </span>
  );
}

/** A column's value of a row: the stored field, or the access the router gives it. */
function valueOf(entry: RouteEntry, column: string): unknown {
  if (column === ACCESS) return accessLabel(entry.guard);
  return (entry.route as unknown as Record<string, unknown>)[column];
}

const resolvedBy = (step: string) => t`Resolved by: ${step}`;
const notFound = (component: string) => t`${component} not found`;

/**
 * The routes this browser runs on, listed from the routes collection's schema: the columns, their
 * labels, filter kinds and displays come from `columnsFromCollection`, like every generated
 * collection screen, with the route manager's own touches — how each row resolves in this build
 * (a path the router had to repair, a component not found, an unknown layout), its access as the
 * router's guard plan, and the row's menu. Search, sort, filters and pages apply in the browser
 * (route-list.ts) over the route set already loaded: see the routes README for why.
 */
export function RoutesTable({ entries, editable }: { entries: readonly RouteEntry[]; editable: boolean }) {
  const { i18n } = useLingui();
  // Worded in the active language: made again when it changes.
  const collection = useMemo(routesSchema, [i18n.locale]);
  const { columns, defaultVisibility, kinds } = useMemo(() => {
    const listed = columnsFromCollection(collection);
    const kinds = new Map<string, DataTableFilterKind>(
      listed.columns.flatMap((c) => (c.filter ? [[c.id, c.filter.kind] as const] : [])),
    );
    kinds.set(ACCESS, 'text');
    const fromSchema = listed.columns.map((listedColumn): DataTableColumn<RouteEntry> => {
      const { accessor: _accessor, cell: drawn, ...column } = listedColumn;
      const cell = (entry: RouteEntry) => drawn?.(entry.route as unknown as CollectionRecord);
      switch (column.id) {
        case 'path':
          return {
            ...column,
            accessor: (entry) => entry.route.path,
            cell: (entry) => (
              // Long parameterised paths wrap instead of widening the table past the row menu.
              <span className="block max-w-80 min-w-28 font-mono text-[0.8125rem] whitespace-normal [overflow-wrap:anywhere]">
                {entry.route.path}
                {entry.pathProblem ? (
                  <span className="mt-1 block font-sans text-xs text-destructive">{entry.pathProblem}</span>
                ) : null}
              </span>
            ),
          };
        case 'component_name':
          return {
            ...column,
            accessor: (entry) => entry.route.component_name,
            cell: (entry) =>
              entry.component ? (
                <span className="font-mono text-[0.8125rem]" title={resolvedBy(entry.component.step)}>
                  {entry.route.component_name}
                </span>
              ) : (
                <Badge variant="destructive">{notFound(entry.route.component_name)}</Badge>
              ),
          };
        case 'layout':
          return {
            ...column,
            accessor: (entry) => entry.route.layout,
            cell: (entry) =>
              entry.layout ??
              (entry.layoutProblem ? (
                <Badge variant="warning" title={entry.layoutProblem}>
                  {entry.route.layout}
                </Badge>
              ) : (
                <span className="text-muted-foreground">{t`None`}</span>
              )),
          };
        default:
          return { ...column, accessor: (entry) => valueOf(entry, column.id), cell };
      }
    });
    const accessColumn: DataTableColumn<RouteEntry> = {
      id: ACCESS,
      header: t`Access`,
      sortable: true,
      filter: { kind: 'text' },
      accessor: (entry) => accessLabel(entry.guard),
      cell: (entry) => (
        <span className="whitespace-nowrap text-muted-foreground">{accessLabel(entry.guard)}</span>
      ),
    };
    const actionsColumn: DataTableColumn<RouteEntry> = {
      id: ACTIONS,
      header: t`Actions`,
      hideable: false,
      align: 'end',
      cell: (entry) => {
        const route = storedRoute(entry.route);
        return route ? (
          <Contained>
            <RouteActions route={route} />
          </Contained>
        ) : null;
      },
    };
    // Access follows the switches and says whether the route is public; every listed row is
    // active: Public and Active start in the Columns menu, so the row's menu fits at 1280 px.
    const layoutAt = fromSchema.findIndex((c) => c.id === 'is_public');
    const ordered = [...fromSchema];
    ordered.splice(layoutAt < 0 ? ordered.length : layoutAt + 1, 0, accessColumn);
    ordered.push(actionsColumn);
    return {
      columns: ordered,
      defaultVisibility: { ...listed.defaultVisibility, is_public: false, is_active: false },
      kinds,
    };
    // Built again when the language changes: the headers and labels are worded in it.
  }, [collection, i18n.locale]);

  const searchable = useMemo(() => searchableFields(collection), [collection]);
  const [sorting, setSorting] = useState<DataTableSort[]>(() => defaultSorting(collection));
  const [page, setPage] = useState<DataTablePage>({ pageIndex: 0, pageSize: 100 });
  const [filters, setFilters] = useState<DataTableFilter[]>([]);
  const [search, setSearch] = useState('');
  const [visibility, setVisibility] = useState<Record<string, boolean>>(defaultVisibility);
  const [editing, setEditing] = useState<Route | null>(null);

  const shown = useMemo(
    () =>
      applyLocalList(
        entries,
        { search, searchable, filters, sorting, page },
        { value: valueOf, kind: (c) => kinds.get(c) },
      ),
    [entries, search, searchable, filters, sorting, page, kinds],
  );
  const onSearchChange = useCallback((text: string) => {
    setSearch(text);
    setPage((current) => ({ ...current, pageIndex: 0 }));
  }, []);
  const onFiltersChange = useCallback((next: DataTableFilter[]) => {
    setFilters(next);
    setPage((current) => ({ ...current, pageIndex: 0 }));
  }, []);

  return (
    <>
      <DataTable<RouteEntry>
        label={t`Active routes`}
        columns={columns}
        rows={shown.rows}
        rowCount={shown.total}
        getRowId={(entry) => entry.route.id ?? `fallback:${entry.route.name}`}
        rowLabel={(entry) => entry.route.name}
        sorting={sorting}
        onSortingChange={setSorting}
        page={page}
        onPageChange={setPage}
        search={search}
        onSearchChange={onSearchChange}
        searchPlaceholder={t`Search paths, names, components…`}
        filters={filters}
        onFiltersChange={onFiltersChange}
        columnVisibility={visibility}
        onColumnVisibilityChange={setVisibility}
        onRowClick={
          editable
            ? (entry) => {
                const route = storedRoute(entry.route);
                if (route) setEditing(route);
              }
            : undefined
        }
        emptyState={
          <EmptyState
            className="m-4"
            icon={<RouteIcon />}
            title={t`No active routes`}
            description={t`Add a route, or activate one of the inactive routes below.`}
          />
        }
      />
      {editing ? (
        <RouteFormDialog
          route={editing}
          open
          onOpenChange={(open) => (open ? undefined : setEditing(null))}
        />
      ) : null}
    </>
  );
}
