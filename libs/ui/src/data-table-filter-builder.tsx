import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from './button';
import { cn } from './cn';
import {
  dataTableFilterProblem,
  dataTableOperators,
  operatorTakesValue,
  type DataTableFilter,
  type DataTableFilterKind,
  type DataTableFilterOperator,
} from './data-table-query';
import { Input } from './input';
import { NativeSelect } from './native-select';

/** A column the filter builder offers. */
export interface FilterableColumn {
  id: string;
  label: string;
  kind: DataTableFilterKind;
  /** Choices of an `enum` column. */
  options?: readonly { value: string; label: string }[];
}

export interface DataTableFilterBuilderProps {
  columns: readonly FilterableColumn[];
  /** The filters in force. */
  filters: readonly DataTableFilter[];
  /** Called with the edited list when the admin applies it. */
  onApply: (filters: DataTableFilter[]) => void;
  onClose: () => void;
  className?: string;
}

interface DraftRow extends DataTableFilter {
  key: number;
  /** The browser could not read what was typed into a number or date input ("4-"): it reports ''. */
  unreadable?: boolean;
}

let nextKey = 1;

function newRow(column: FilterableColumn): DraftRow {
  // Only the operator's id is used: no language needed.
  const [first] = dataTableOperators(column.kind);
  return { key: nextKey++, column: column.id, operator: first.id, value: column.options?.[0]?.value ?? '' };
}

const FILTER_INPUT_TYPE: Partial<Record<DataTableFilterKind, string>> = {
  number: 'number',
  date: 'date',
  datetime: 'date',
};

/**
 * The filter builder: rows of column + operator + value, edited as a draft and applied together
 * (Enter in a value applies too), each value checked before it is sent. Every control is a
 * native input, so it works by keyboard and on phones.
 */
export function DataTableFilterBuilder({
  columns,
  filters,
  onApply,
  onClose,
  className,
}: DataTableFilterBuilderProps) {
  const id = useId();
  const { t, i18n } = useLingui();
  const [rows, setRows] = useState<DraftRow[]>(() =>
    filters.length > 0
      ? filters.map((f) => ({ ...f, key: nextKey++ }))
      : columns.length > 0
        ? [newRow(columns[0])]
        : [],
  );
  const [showProblems, setShowProblems] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Opened from its button: the keyboard goes straight into it, not through the toolbar after it.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('select, input, button:not(:disabled)')?.focus();
  }, []);
  // Its Remove button gone with the row, the focus would fall out of the builder (to the page):
  // it goes to the Remove button now in that place, the one above, or "Add filter" when none is left.
  const listRef = useRef<HTMLUListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const focusAfterRemove = useRef<number | null>(null);
  useEffect(() => {
    const index = focusAfterRemove.current;
    if (index === null) return;
    focusAfterRemove.current = null;
    const removes = listRef.current?.querySelectorAll<HTMLElement>('[data-filter-remove]') ?? [];
    (removes[Math.min(index, removes.length - 1)] ?? addRef.current)?.focus();
  }, [rows]);
  function removeRow(key: number, index: number) {
    focusAfterRemove.current = index;
    setRows((current) => current.filter((r) => r.key !== key));
  }
  const columnOf = (name: string) => columns.find((c) => c.id === name) ?? columns[0];
  const problems = rows.map((row) => dataTableFilterProblem(columnOf(row.column).kind, row, i18n));

  function update(key: number, patch: Partial<Omit<DraftRow, 'key'>>) {
    setRows((current) =>
      current.map((row) => {
        if (row.key !== key) return row;
        if (patch.column !== undefined && patch.column !== row.column) {
          // Another column may take other operators and values: start that row again.
          return { ...newRow(columnOf(patch.column)), key };
        }
        return { ...row, ...patch };
      }),
    );
  }

  function apply(event?: FormEvent) {
    event?.preventDefault();
    if (problems.some(Boolean)) {
      setShowProblems(true);
      return;
    }
    onApply(rows.map(({ column, operator, value }) => ({ column, operator, value: value.trim() })));
  }

  return (
    // noValidate: the values are checked here, in the page's language and beside each row, never
    // by the browser's own bubble ("Please enter a number." in the browser's language).
    <form
      ref={formRef}
      noValidate
      onSubmit={apply}
      aria-label={t`Filters`}
      className={cn('grid gap-3 rounded-lg border bg-muted/30 p-3', className)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>No filters: every row is shown.</Trans>
        </p>
      ) : null}
      <ul ref={listRef} className="grid gap-2">
        {rows.map((row, index) => {
          const column = columnOf(row.column);
          const problem = showProblems ? problems[index] : null;
          const errorId = `${id}-${row.key}-error`;
          const position = index + 1;
          return (
            <li
              key={row.key}
              className="grid grid-cols-[minmax(0,1fr)_auto] gap-2 sm:grid-cols-[minmax(0,11rem)_minmax(0,10rem)_minmax(0,1fr)_auto]"
            >
              <NativeSelect
                aria-label={t`Filter ${position} column`}
                value={row.column}
                onChange={(e) => update(row.key, { column: e.target.value })}
                className="col-start-1 row-start-1 sm:col-start-auto sm:row-start-auto"
              >
                {columns.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.label}
                  </option>
                ))}
              </NativeSelect>
              <NativeSelect
                aria-label={t`Filter ${position} operator`}
                className="col-start-1 row-start-2 sm:col-start-auto sm:row-start-auto"
                value={row.operator}
                onChange={(e) => update(row.key, { operator: e.target.value as DataTableFilterOperator })}
              >
                {dataTableOperators(column.kind, i18n).map((op) => (
                  <option key={op.id} value={op.id}>
                    {op.label}
                  </option>
                ))}
              </NativeSelect>
              <div className="col-span-2 row-start-3 grid gap-1 sm:col-span-1 sm:row-start-auto">
                {!operatorTakesValue(row.operator) ? null : column.kind === 'enum' ? (
                  <NativeSelect
                    aria-label={t`Filter ${position} value`}
                    value={row.value}
                    onChange={(e) => update(row.key, { value: e.target.value })}
                  >
                    {(column.options ?? []).map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </NativeSelect>
                ) : (
                  <Input
                    aria-label={t`Filter ${position} value`}
                    type={FILTER_INPUT_TYPE[column.kind] ?? 'text'}
                    step={column.kind === 'number' ? 'any' : undefined}
                    value={row.value}
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={problem ? errorId : undefined}
                    onChange={(e) =>
                      update(row.key, {
                        value: e.target.value,
                        unreadable: e.target.validity?.badInput === true,
                      })
                    }
                  />
                )}
                {problem ? (
                  <p id={errorId} role="alert" className="text-xs text-destructive">
                    {problem}
                  </p>
                ) : null}
              </div>
              {/* Last in the tab order, as on a wide screen; beside the column on a phone. */}
              <Button
                variant="ghost"
                size="icon"
                className="col-start-2 row-start-1 sm:col-start-auto sm:row-start-auto"
                aria-label={t`Remove filter ${position}`}
                data-filter-remove=""
                onClick={() => removeRow(row.key, index)}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          ref={addRef}
          variant="outline"
          size="sm"
          disabled={columns.length === 0}
          onClick={() => setRows((current) => [...current, newRow(columns[0])])}
        >
          <Plus aria-hidden="true" />
          <Trans>Add filter</Trans>
        </Button>
        <div className="flex gap-2">
          <Button variant="ghost" size="sm" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" size="sm">
            <Trans>Apply filters</Trans>
          </Button>
        </div>
      </div>
    </form>
  );
}
