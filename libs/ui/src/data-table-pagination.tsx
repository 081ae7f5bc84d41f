import { i18n as activeI18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { useId } from 'react';
import { Button } from './button';
import { NativeSelect } from './native-select';

export interface DataTablePage {
  pageIndex: number;
  pageSize: number;
}

export const DATA_TABLE_PAGE_SIZES: readonly number[] = Object.freeze([25, 50, 100, 250, 1000]);

/** The rows-per-page choice that loads rows while scrolling instead of showing pages. */
const SCROLL_OPTION = 'scroll';

/** Loading while scrolling: the rows loaded so far, more as the end comes into view. */
export interface DataTableScrollMode {
  /** Rows come in loads while scrolling (the pager shows how many are loaded). */
  enabled: boolean;
  onEnabledChange: (enabled: boolean) => void;
  /** Rows each load asks for (shown in the choice: "Scroll, 1,000 a load"). */
  loadSize: number;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/**
 * "1–25 of 1,204", or "26–50" while the total is unknown, in `i18n`'s language (the active one
 * when omitted).
 */
export function describePageRange(
  page: DataTablePage,
  rowsOnPage: number,
  rowCount?: number,
  i18n: I18n = activeI18n,
): string {
  const format = (value: number) => i18n.number(value);
  const total = rowCount === undefined ? undefined : format(rowCount);
  if (rowsOnPage === 0) return total === undefined ? i18n._(msg`No rows`) : i18n._(msg`0 of ${total}`);
  const first = page.pageIndex * page.pageSize + 1;
  const last = first + rowsOnPage - 1;
  const range = `${format(first)}–${format(last)}`;
  return total === undefined ? range : i18n._(msg`${range} of ${total}`);
}

/**
 * The pager under a DataTable: rows per page, the range shown and first / previous / next / last.
 * Without a total the next page is offered while pages come back full.
 */
export function DataTablePagination({
  page,
  rowsOnPage,
  rowCount,
  pageSizes = DATA_TABLE_PAGE_SIZES,
  disabled,
  onChange,
  scroll,
}: {
  page: DataTablePage;
  rowsOnPage: number;
  rowCount?: number;
  pageSizes?: readonly number[];
  disabled?: boolean;
  onChange: (page: DataTablePage) => void;
  /** Offers "Scroll" among the page sizes; while enabled the pager shows the rows loaded. */
  scroll?: DataTableScrollMode;
}) {
  const id = useId();
  const { t, i18n } = useLingui();
  const loadSize = scroll ? i18n.number(scroll.loadSize) : '';
  const pageCount = rowCount === undefined ? undefined : Math.max(1, Math.ceil(rowCount / page.pageSize));
  const canPrevious = page.pageIndex > 0;
  const canNext = pageCount === undefined ? rowsOnPage >= page.pageSize : page.pageIndex + 1 < pageCount;
  const sizes = pageSizes.includes(page.pageSize)
    ? pageSizes
    : [...pageSizes, page.pageSize].sort((a, b) => a - b);
  const go = (pageIndex: number) => onChange({ ...page, pageIndex });
  return (
    <nav
      aria-label={t`Pagination`}
      className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm text-muted-foreground"
    >
      <div className="flex min-w-0 items-center gap-2">
        <label htmlFor={`${id}-size`} className="whitespace-nowrap">
          <Trans>Rows per page</Trans>
        </label>
        <NativeSelect
          id={`${id}-size`}
          // As wide as the choice shown ("25"), not as its longest option ("Scroll (1,000 a load)"):
          // a box of a few digits, not a third of a phone's width.
          className="h-8 w-auto field-sizing-content pr-7"
          value={scroll?.enabled ? SCROLL_OPTION : page.pageSize}
          disabled={disabled}
          onChange={(e) => {
            if (e.target.value === SCROLL_OPTION) return scroll?.onEnabledChange(true);
            if (scroll?.enabled) scroll.onEnabledChange(false);
            onChange({ pageIndex: 0, pageSize: Number(e.target.value) });
          }}
        >
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
          {scroll ? <option value={SCROLL_OPTION}>{t`Scroll (${loadSize} a load)`}</option> : null}
        </NativeSelect>
      </div>
      {scroll?.enabled ? (
        <p aria-live="polite" className="tabular-nums whitespace-nowrap">
          {describePageRange({ pageIndex: 0, pageSize: rowsOnPage }, rowsOnPage, rowCount, i18n)}
          {scroll.loadingMore ? ` · ${t`loading more…`}` : ''}
        </p>
      ) : (
        <div className="flex items-center gap-3">
          <p aria-live="polite" className="tabular-nums whitespace-nowrap">
            {describePageRange(page, rowsOnPage, rowCount, i18n)}
          </p>
          <div className="flex items-center gap-1">
            <Button
              variant="outline"
              size="icon"
              className="size-8"
              aria-label={t`First page`}
              disabled={disabled || !canPrevious}
              onClick={() => go(0)}
            >
              <ChevronsLeft aria-hidden="true" />
            </Button>
            <Button
              variant="outline"
              size="icon"
              className="size-8"
              aria-label={t`Previous page`}
              repeatClicks
              disabled={disabled || !canPrevious}
              onClick={() => go(page.pageIndex - 1)}
            >
              <ChevronLeft aria-hidden="true" />
            </Button>
            <Button
              variant="outline"
              size="icon"
              className="size-8"
              aria-label={t`Next page`}
              repeatClicks
              disabled={disabled || !canNext}
              onClick={() => go(page.pageIndex + 1)}
            >
              <ChevronRight aria-hidden="true" />
            </Button>
            {pageCount !== undefined ? (
              <Button
                variant="outline"
                size="icon"
                className="size-8"
                aria-label={t`Last page`}
                disabled={disabled || !canNext}
                onClick={() => go(pageCount - 1)}
              >
                <ChevronsRight aria-hidden="true" />
              </Button>
            ) : null}
          </div>
        </div>
      )}
    </nav>
  );
}
