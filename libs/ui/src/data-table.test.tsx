import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { Button } from './button';
import { DataTable, type DataTableColumn, type DataTableProps } from './data-table';
import type { DataTablePage } from './data-table-pagination';
import type { DataTableFilter, DataTableSort } from './data-table-query';

interface Task {
  id: string;
  title: string;
  status: string | null;
  budget: number | null;
}

const COLUMNS: DataTableColumn<Task>[] = [
  { id: 'title', header: 'Title', sortable: true, filter: { kind: 'text' }, hideable: false },
  {
    id: 'status',
    header: 'Status',
    sortable: true,
    filter: {
      kind: 'enum',
      options: [
        { value: 'todo', label: 'To do' },
        { value: 'done', label: 'Done' },
      ],
    },
  },
  { id: 'budget', header: 'Budget', sortable: true, align: 'end', filter: { kind: 'number' } },
];

function tasks(n: number, from = 0): Task[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `t${from + i}`,
    title: `Task ${from + i}`,
    status: i % 2 ? 'done' : null,
    budget: i * 10,
  }));
}

type HarnessProps = Partial<DataTableProps<Task>> & {
  onSorting?: (s: DataTableSort[]) => void;
  onPage?: (p: DataTablePage) => void;
  onFilters?: (f: DataTableFilter[]) => void;
  onSearch?: (s: string) => void;
  initialFilters?: DataTableFilter[];
};

/** A screen that owns the table's state, as the admin pages do. */
function Harness({ onSorting, onPage, onFilters, onSearch, initialFilters = [], ...props }: HarnessProps) {
  const [sorting, setSorting] = useState<DataTableSort[]>([]);
  const [page, setPage] = useState<DataTablePage>({ pageIndex: 0, pageSize: 25 });
  const [filters, setFilters] = useState<DataTableFilter[]>(initialFilters);
  const [search, setSearch] = useState('');
  return (
    <DataTable<Task>
      label="Tasks"
      columns={COLUMNS}
      rows={tasks(3)}
      getRowId={(t) => t.id}
      rowLabel={(t) => t.title}
      sorting={sorting}
      onSortingChange={(s) => {
        setSorting(s);
        onSorting?.(s);
      }}
      page={page}
      onPageChange={(p) => {
        setPage(p);
        onPage?.(p);
      }}
      filters={filters}
      onFiltersChange={(f) => {
        setFilters(f);
        onFilters?.(f);
      }}
      search={search}
      onSearchChange={(s) => {
        setSearch(s);
        onSearch?.(s);
      }}
      {...props}
    />
  );
}

const table = () => screen.getByRole('table', { name: 'Tasks' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

describe('DataTable: rows and states', () => {
  it('draws the columns and the page of rows, an empty value as a dash', () => {
    render(<Harness />);
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Title', 'Status', 'Budget']);
    expect(bodyRows()).toHaveLength(3);
    const first = within(bodyRows()[0]).getAllByRole('cell');
    expect(first.map((c) => c.textContent)).toEqual(['Task 0', '—', '0']);
    expect(first[2].className).toContain('text-right');
    // Figures line up in number columns only: text keeps its own punctuation widths.
    expect(first[2].className).toContain('tabular-nums');
    expect(first[0].className).not.toContain('tabular-nums');
    expect(table().className).not.toContain('tabular-nums');
  });

  it('shows skeleton rows while the first page loads, marked busy', () => {
    render(<Harness rows={undefined} loading />);
    expect(screen.getAllByTestId('data-table-skeleton').length).toBeGreaterThan(0);
    expect(table().getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);
  });

  it('shows the error with Retry instead of rows', () => {
    const onRetry = vi.fn();
    render(<Harness rows={undefined} error="Server unavailable" onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('The rows could not be loaded');
    expect(alert.textContent).toContain('Server unavailable');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows the empty state when there are no rows at all', () => {
    render(<Harness rows={[]} emptyState={<p>No tasks yet. Add the first one.</p>} />);
    expect(screen.getByText('No tasks yet. Add the first one.')).toBeTruthy();
  });

  it('says nothing matches under a filter, and clears search and filters on request', () => {
    const onFilters = vi.fn();
    const onSearch = vi.fn();
    render(
      <Harness
        rows={[]}
        emptyState={<p>No tasks yet.</p>}
        initialFilters={[{ column: 'status', operator: 'eq', value: 'done' }]}
        onFilters={onFilters}
        onSearch={onSearch}
      />,
    );
    expect(screen.queryByText('No tasks yet.')).toBeNull();
    expect(screen.getByText('No rows match')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(onFilters).toHaveBeenCalledWith([]);
    expect(onSearch).toHaveBeenCalledWith('');
  });

  it('opens a row by click and by Enter when rows are clickable', () => {
    const onRowClick = vi.fn();
    render(<Harness onRowClick={onRowClick} />);
    const row = screen.getByRole('row', { name: 'Task 1' });
    expect(row.getAttribute('tabindex')).toBe('0');
    fireEvent.click(row);
    fireEvent.keyDown(screen.getByRole('row', { name: 'Task 2' }), { key: 'Enter' });
    expect(onRowClick.mock.calls.map(([t]) => (t as Task).id)).toEqual(['t1', 't2']);
  });

  it('renders only the rows in view of a long page (virtualised)', () => {
    // jsdom has no layout: give the table's scroll box a 600 px viewport.
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.dataset.slot === 'data-table-scroll' ? 600 : 0;
      },
    });
    // (jsdom defines clientHeight on Element.prototype: removing the shadow restores it)
    onTestFinished(() => void Reflect.deleteProperty(HTMLElement.prototype, 'clientHeight'));
    render(<Harness rows={tasks(5000)} page={{ pageIndex: 0, pageSize: 5000 }} />);
    const rendered = within(table())
      .getAllByRole('row')
      .filter((r) => r.getAttribute('aria-hidden') !== 'true');
    expect(rendered.length).toBeGreaterThan(1);
    expect(rendered.length).toBeLessThan(100);
    // The spacer keeps the scroll height of every row.
    const spacer = within(table())
      .getAllByRole('row', { hidden: true })
      .find((r) => r.getAttribute('aria-hidden') === 'true');
    expect(parseInt(spacer!.style.height, 10)).toBeGreaterThan(4000 * 40);
  });
});

describe('DataTable: a long list while it scrolls', () => {
  /** jsdom has no layout: a 600 px box, and header cells as wide as `widths` says. */
  function layout(widths: { current: number[] }) {
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.dataset.slot === 'data-table-scroll' ? 600 : 0;
      },
    });
    let boxWidth = 800;
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
      configurable: true,
      get(this: HTMLElement) {
        return this.dataset.slot === 'data-table-scroll' ? boxWidth : 0;
      },
    });
    const rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const width =
        this.tagName === 'TH' ? (widths.current[(this as HTMLTableCellElement).cellIndex] ?? 0) : 0;
      return { width, height: 40, x: 0, y: 0, top: 0, left: 0, right: width, bottom: 40 } as DOMRect;
    });
    onTestFinished(() => {
      Reflect.deleteProperty(HTMLElement.prototype, 'clientHeight');
      Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth');
      rect.mockRestore();
    });
    return { resizeBox: (width: number) => (boxWidth = width) };
  }

  it('holds the columns at their first widths (a fixed layout), and measures again when the box is resized', () => {
    const widths = { current: [320, 150, 130] };
    const { resizeBox } = layout(widths);
    // Every observer and what it watches; a resize calls those watching the table's box.
    const observers: { callback: () => void; targets: Element[] }[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        private readonly entry: { callback: () => void; targets: Element[] };
        constructor(callback: () => void) {
          this.entry = { callback, targets: [] };
          observers.push(this.entry);
        }
        observe(target: Element) {
          this.entry.targets.push(target);
        }
        unobserve() {}
        disconnect() {}
      },
    );
    const onResize = () => {
      const box = table().closest('[data-slot="data-table-scroll"]')!;
      for (const o of observers) if (o.targets.includes(box)) o.callback();
    };
    render(<Harness rows={tasks(500)} page={{ pageIndex: 0, pageSize: 500 }} />);
    const cols = () => [...table().querySelectorAll('col')].map((c) => c.style.width);
    expect(table().className).toContain('table-fixed');
    expect(cols()).toEqual(['320px', '150px', '130px']);
    expect(table().style.width).toBe('600px');

    // The box becomes narrower: the automatic layout decides again, and that is held.
    widths.current = [250, 120, 100];
    resizeBox(500);
    act(() => onResize());
    expect(cols()).toEqual(['250px', '120px', '100px']);
    expect(table().style.width).toBe('470px');
  });

  it('keeps the automatic layout for a short list', () => {
    layout({ current: [320, 150, 130] });
    render(<Harness rows={tasks(20)} />);
    expect(table().className).not.toContain('table-fixed');
    expect(table().querySelector('colgroup')).toBeNull();
  });

  it('lets the rows ignore the pointer while the box scrolls, until it has been still for 150 ms', () => {
    layout({ current: [320, 150, 130] });
    vi.useFakeTimers();
    onTestFinished(() => void vi.useRealTimers());
    render(<Harness rows={tasks(500)} page={{ pageIndex: 0, pageSize: 500 }} />);
    const box = table().closest<HTMLElement>('[data-slot="data-table-scroll"]')!;
    expect(box.dataset.scrolling).toBeUndefined();
    fireEvent.scroll(box);
    expect(box.dataset.scrolling).toBe('');
    act(() => void vi.advanceTimersByTime(100));
    fireEvent.scroll(box);
    act(() => void vi.advanceTimersByTime(100));
    expect(box.dataset.scrolling).toBe('');
    act(() => void vi.advanceTimersByTime(60));
    expect(box.dataset.scrolling).toBeUndefined();
    // The body's pointer-events follow the flag (Tailwind's in-data-scrolling variant).
    expect(table().querySelector('tbody')!.className).toContain('in-data-scrolling:pointer-events-none');
  });
});

describe('DataTable: server-side sorting', () => {
  it('cycles a header ascending, descending, off, and says so with aria-sort', () => {
    const onSorting = vi.fn();
    render(<Harness onSorting={onSorting} />);
    const title = () => screen.getByRole('columnheader', { name: /Title/ });
    fireEvent.click(within(title()).getByRole('button'));
    expect(onSorting).toHaveBeenLastCalledWith([{ id: 'title', desc: false }]);
    expect(title().getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(within(title()).getByRole('button'));
    expect(onSorting).toHaveBeenLastCalledWith([{ id: 'title', desc: true }]);
    expect(title().getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(within(title()).getByRole('button'));
    expect(onSorting).toHaveBeenLastCalledWith([]);
    expect(title().getAttribute('aria-sort')).toBeNull();
  });

  it('adds a second sort column with Shift and goes back to the first page', () => {
    const onSorting = vi.fn();
    const onPage = vi.fn();
    render(<Harness onSorting={onSorting} onPage={onPage} rowCount={100} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPage).toHaveBeenLastCalledWith({ pageIndex: 1, pageSize: 25 });
    fireEvent.click(within(screen.getByRole('columnheader', { name: /Status/ })).getByRole('button'));
    fireEvent.click(within(screen.getByRole('columnheader', { name: /Budget/ })).getByRole('button'), {
      shiftKey: true,
    });
    expect(onSorting).toHaveBeenLastCalledWith([
      { id: 'status', desc: false },
      { id: 'budget', desc: false },
    ]);
    expect(onPage).toHaveBeenLastCalledWith({ pageIndex: 0, pageSize: 25 });
  });
});

describe('DataTable: pagination', () => {
  it('pages through a known total and changes the page size from the first page', () => {
    const onPage = vi.fn();
    render(<Harness rowCount={60} onPage={onPage} />);
    expect(screen.getByText('1–3 of 60')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Last page' }));
    expect(onPage).toHaveBeenLastCalledWith({ pageIndex: 2, pageSize: 25 });
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Rows per page'), { target: { value: '100' } });
    expect(onPage).toHaveBeenLastCalledWith({ pageIndex: 0, pageSize: 100 });
  });

  it('offers the next page without a total only while pages come back full', () => {
    const { rerender } = render(<Harness rows={tasks(25)} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', false);
    expect(screen.queryByRole('button', { name: 'Last page' })).toBeNull();
    rerender(<Harness rows={tasks(24)} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);
  });
});

describe('DataTable: search and filters', () => {
  it('reports the search once typing pauses, not per keystroke', () => {
    vi.useFakeTimers();
    try {
      const onSearch = vi.fn();
      render(<Harness onSearch={onSearch} />);
      const box = screen.getByRole('searchbox', { name: 'Search' });
      fireEvent.change(box, { target: { value: 'p' } });
      fireEvent.change(box, { target: { value: 'pla' } });
      act(() => vi.advanceTimersByTime(299));
      expect(onSearch).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(onSearch).toHaveBeenCalledExactlyOnceWith('pla');
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes a search text as long as the screen allows (the server bounds like patterns)', () => {
    const { unmount } = render(<Harness searchMaxLength={51} />);
    expect(screen.getByRole('searchbox', { name: 'Search' }).getAttribute('maxlength')).toBe('51');
    unmount();
    render(<Harness />);
    expect(screen.getByRole('searchbox', { name: 'Search' }).hasAttribute('maxlength')).toBe(false);
  });

  it('builds a filter from column, operator and value, and shows it as a removable chip', () => {
    const onFilters = vi.fn();
    render(<Harness onFilters={onFilters} />);
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const builder = screen.getByRole('form', { name: 'Filters' });
    fireEvent.change(within(builder).getByLabelText('Filter 1 column'), { target: { value: 'budget' } });
    fireEvent.change(within(builder).getByLabelText('Filter 1 operator'), { target: { value: 'gte' } });
    const value = within(builder).getByLabelText('Filter 1 value');
    fireEvent.click(within(builder).getByRole('button', { name: 'Apply filters' }));
    // an empty value is refused before any request
    expect(within(builder).getByRole('alert').textContent).toBe('Enter a value');
    expect(value.getAttribute('aria-invalid')).toBe('true');
    expect(onFilters).not.toHaveBeenCalled();

    fireEvent.change(value, { target: { value: '500' } });
    fireEvent.click(within(builder).getByRole('button', { name: 'Add filter' }));
    fireEvent.change(within(builder).getByLabelText('Filter 2 column'), { target: { value: 'status' } });
    fireEvent.change(within(builder).getByLabelText('Filter 2 value'), { target: { value: 'done' } });
    fireEvent.click(within(builder).getByRole('button', { name: 'Apply filters' }));
    expect(onFilters).toHaveBeenLastCalledWith([
      { column: 'budget', operator: 'gte', value: '500' },
      { column: 'status', operator: 'eq', value: 'done' },
    ]);
    expect(screen.queryByRole('form', { name: 'Filters' })).toBeNull();

    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Budget ≥ 500', 'Status is Done']);
    fireEvent.click(within(chips).getByRole('button', { name: 'Remove filter: Budget ≥ 500' }));
    expect(onFilters).toHaveBeenLastCalledWith([{ column: 'status', operator: 'eq', value: 'done' }]);
  });
});

describe('DataTable: a value the browser cannot read', () => {
  it("says 'Enter a number' beside the row, never the browser's own bubble", () => {
    const onFilters = vi.fn();
    render(<Harness onFilters={onFilters} />);
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const builder = screen.getByRole('form', { name: 'Filters' }) as HTMLFormElement;
    // The browser's validation would answer in its own language before the builder's check.
    expect(builder.noValidate).toBe(true);
    fireEvent.change(within(builder).getByLabelText('Filter 1 column'), { target: { value: 'budget' } });
    const value = within(builder).getByLabelText('Filter 1 value') as HTMLInputElement;
    // Chromium reports '' for "4-" typed into a number input, with validity.badInput set.
    fireEvent.change(value, { target: { value: '4' } });
    Object.defineProperty(value, 'validity', { configurable: true, value: { badInput: true } });
    fireEvent.change(value, { target: { value: '' } });
    fireEvent.click(within(builder).getByRole('button', { name: 'Apply filters' }));
    expect(within(builder).getByRole('alert').textContent).toBe('Enter a number');
    expect(onFilters).not.toHaveBeenCalled();
  });
});

describe('DataTable: the filter panel by keyboard', () => {
  it('takes the focus when opened, orders each row as it reads, and gives the focus back on close', async () => {
    render(<Harness />);
    const button = screen.getByRole('button', { name: 'Filters' });
    fireEvent.click(button);
    const builder = screen.getByRole('form', { name: 'Filters' });
    expect(document.activeElement).toBe(within(builder).getByLabelText('Filter 1 column'));
    // Tab order: column, operator, value, then its remove button (not the button first).
    const row = within(builder).getAllByRole('listitem')[0];
    expect(
      [...row.querySelectorAll('select, input, button')].map(
        (el) => el.getAttribute('aria-label') ?? el.textContent,
      ),
    ).toEqual(['Filter 1 column', 'Filter 1 operator', 'Filter 1 value', 'Remove filter 1']);

    fireEvent.keyDown(within(builder).getByLabelText('Filter 1 value'), { key: 'Escape' });
    expect(screen.queryByRole('form', { name: 'Filters' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(button));
  });
});

describe('DataTable: columns and selection', () => {
  it('hides and shows columns from the Columns menu; a column that must stay cannot be hidden', () => {
    const onVisibility = vi.fn();
    render(<Harness onColumnVisibilityChange={onVisibility} />);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Columns' }), { key: 'Enter' });
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'Title' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    fireEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'Status' }));
    expect(onVisibility).toHaveBeenLastCalledWith({ status: false });
    // (the open menu hides the rest of the page from assistive technology: query hidden too)
    const headers = () => screen.getAllByRole('columnheader', { hidden: true }).map((h) => h.textContent);
    expect(headers()).toEqual(['Title', 'Budget']);
    // The button says how many are hidden, in words (not "Columns −1"), by name and by badge.
    const button = screen.getByRole('button', { name: 'Columns 1 hidden', hidden: true });
    expect(button.textContent).toBe('Columns1 hidden');
    // the menu stays open for the next toggle
    fireEvent.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Show all columns' }));
    expect(headers()).toEqual(['Title', 'Status', 'Budget']);
    expect(screen.getByRole('button', { name: 'Columns', hidden: true })).toBe(button);
    expect(button.textContent).toBe('Columns');
  });

  it('selects rows (one by one or the whole page) and hands their ids to the bulk actions', () => {
    const onDelete = vi.fn();
    render(
      <Harness
        bulkActions={({ ids, rows, clear }) => (
          <Button
            onClick={() => {
              onDelete(
                ids,
                rows.map((r) => r.title),
              );
              clear();
            }}
          >
            Delete selected
          </Button>
        )}
      />,
    );
    expect(screen.queryByRole('region', { name: 'Selected rows' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Task 0' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Task 2' }));
    const bar = screen.getByRole('region', { name: 'Selected rows' });
    expect(bar.textContent).toContain('2 selected');
    const all = screen.getByRole('checkbox', { name: 'Select all rows on this page' }) as HTMLInputElement;
    expect(all.indeterminate).toBe(true);
    fireEvent.click(all);
    expect(bar.textContent).toContain('3 selected');
    expect(screen.getByRole('row', { name: /Task 1/ }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(within(bar).getByRole('button', { name: 'Delete selected' }));
    expect(onDelete).toHaveBeenCalledWith(['t0', 't2', 't1'], ['Task 0', 'Task 1', 'Task 2']);
    expect(screen.queryByRole('region', { name: 'Selected rows' })).toBeNull();
  });
});

describe('DataTable: loading while scrolling', () => {
  /** A screen that loads 1000 rows at a time, as the collections admin does in scroll mode. */
  function ScrollHarness({ onLoad }: { onLoad: (loaded: number) => void }) {
    const [enabled, setEnabled] = useState(false);
    const [rows, setRows] = useState(() => tasks(25));
    return (
      <Harness
        rows={rows}
        rowCount={3000}
        scroll={{
          enabled,
          onEnabledChange: (on) => {
            setEnabled(on);
            setRows(on ? tasks(1000) : tasks(25));
          },
          loadSize: 1000,
          hasMore: rows.length < 3000,
          loadingMore: false,
          onLoadMore: () => {
            onLoad(rows.length);
            setRows((current) => [...current, ...tasks(1000, current.length)]);
          },
        }}
      />
    );
  }

  it('draws only the rows a load adds: the rows already drawn keep their row objects and are not drawn again', () => {
    const drawn: string[] = [];
    const columns: DataTableColumn<Task>[] = [
      ...COLUMNS,
      {
        id: 'drawn',
        header: 'Drawn',
        cell: (task) => {
          drawn.push(task.id);
          return task.title;
        },
      },
    ];
    const first = tasks(3);
    // Stable, as the screens pass it (a new function would redraw every row anyway).
    const rowLabel = (task: Task) => task.title;
    const { rerender } = render(
      <Harness
        columns={columns}
        rowLabel={rowLabel}
        rows={first}
        bulkActions={() => <Button>Delete selected</Button>}
      />,
    );
    expect(drawn).toEqual(['t0', 't1', 't2']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Task 1' }));
    drawn.length = 0;
    // The next load arrives: the same row objects, two more after them.
    rerender(
      <Harness
        columns={columns}
        rowLabel={rowLabel}
        rows={[...first, ...tasks(2, 3)]}
        bulkActions={() => <Button>Delete selected</Button>}
      />,
    );
    expect(drawn).toEqual(['t3', 't4']);
    expect(bodyRows()).toHaveLength(5);
    expect(screen.getByRole('row', { name: /Task 1/ }).getAttribute('aria-selected')).toBe('true');
    // A row that changed (a new object) is drawn again with its new values, and so are those after it.
    drawn.length = 0;
    const renamed = { ...first[1], title: 'Task one' };
    rerender(
      <Harness
        columns={columns}
        rowLabel={rowLabel}
        rows={[first[0], renamed, first[2]]}
        bulkActions={() => <Button>Delete selected</Button>}
      />,
    );
    expect(drawn).toEqual(['t1', 't2']);
    expect(bodyRows().map((r) => r.querySelector('td:nth-child(2)')?.textContent)).toEqual([
      'Task 0',
      'Task one',
      'Task 2',
    ]);
    expect(screen.getByRole('checkbox', { name: 'Select Task one' })).toHaveProperty('checked', true);
  });

  it('offers "Scroll" among the page sizes, shows the rows loaded, and loads more near the end', async () => {
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.dataset.slot === 'data-table-scroll' ? 600 : 0;
      },
    });
    onTestFinished(() => void Reflect.deleteProperty(HTMLElement.prototype, 'clientHeight'));
    const onLoad = vi.fn();
    render(<ScrollHarness onLoad={onLoad} />);
    const size = screen.getByLabelText('Rows per page');
    fireEvent.change(size, { target: { value: 'scroll' } });
    expect((size as HTMLSelectElement).value).toBe('scroll');
    expect(screen.getByText('1–1,000 of 3,000')).toBeTruthy();
    // No pages in this mode: the pager buttons are gone.
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
    expect(onLoad).not.toHaveBeenCalled();
    // Scrolled to the end of the first load: the next one is asked for once.
    const box = document.querySelector<HTMLElement>('[data-slot="data-table-scroll"]')!;
    await act(async () => {
      box.scrollTop = 1000 * 41 - 600;
      fireEvent.scroll(box);
    });
    expect(onLoad).toHaveBeenCalledTimes(1);
    expect(onLoad).toHaveBeenCalledWith(1000);
    expect(await screen.findByText('1–2,000 of 3,000')).toBeTruthy();
    // Back to pages.
    fireEvent.change(size, { target: { value: '25' } });
    expect(screen.getByRole('button', { name: 'Next page' })).toBeTruthy();
  });
});
