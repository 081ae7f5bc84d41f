import {
  constructRow,
  makeObjectMap,
  skipFirstRun,
  tableMemo,
  type Row,
  type RowData,
  type RowModel,
  type Table,
  type TableFeatures,
} from '@tanstack/react-table';

/**
 * TanStack Table's core row model (`createCoreRowModel`), except that rows already built are kept:
 * when the new data starts with the same row objects as the last (the rows loaded so far, with the
 * next load appended), only the rows after them are built. The stock one builds a row object for
 * every row on each change of the data, so in scroll mode each load of 1,000 rebuilt all 10,000
 * or more rows before drawing (about 35 ms of script and a garbage collection after it, a long task
 * while scrolling), and gave every memoised row on screen a new row object to redraw. The kept rows
 * are the same objects, so they stay memoised. Flat rows only (the DataTable has no sub-rows).
 */
export function createKeptCoreRowModel<TFeatures extends TableFeatures, TData extends RowData>() {
  return (table: Table<TFeatures, TData>): (() => RowModel<TFeatures, TData>) => {
    let last: { data: readonly TData[]; rows: Row<TFeatures, TData>[] } | undefined;
    return tableMemo({
      feature: 'coreRowModelsFeature',
      table,
      fnName: 'table.getCoreRowModel',
      memoDeps: () => [table.options.data],
      fn: () => {
        const data = table.options.data;
        let kept = 0;
        if (last) {
          const limit = Math.min(last.data.length, data.length);
          while (kept < limit && last.data[kept] === data[kept]) kept++;
        }
        const rows = last ? last.rows.slice(0, kept) : [];
        for (let i = kept; i < data.length; i++) {
          rows.push(constructRow(table, table.getRowId(data[i], i), data[i], i, 0));
        }
        last = { data, rows };
        const rowsById = makeObjectMap<Row<TFeatures, TData>>();
        for (const row of rows) rowsById[row.id] = row;
        return { rows, flatRows: rows, rowsById };
      },
      // As the stock model: a change of data resets what the registered features reset on it.
      onAfterUpdate: skipFirstRun(() => {
        const resets = table as unknown as Partial<Record<string, () => void>>;
        resets.autoResetExpanded?.();
        resets.autoResetPageIndex?.();
        resets.autoResetSorting?.();
        resets.autoResetCellSelection?.();
      }),
    });
  };
}
