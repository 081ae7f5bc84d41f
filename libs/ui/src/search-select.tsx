import { useVirtualizer } from '@tanstack/react-virtual';
import { Check, ChevronsUpDown, Search } from 'lucide-react';
import {
  useCallback,
  useDeferredValue,
  useId,
  useMemo,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { cn } from './cn';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

export interface SearchSelectOption {
  value: string;
  label: string;
}

export interface SearchSelectProps<TOption extends SearchSelectOption> extends Omit<
  ComponentProps<'button'>,
  'value' | 'onChange' | 'children' | 'type'
> {
  value: string;
  onChange: (value: string) => void;
  options: readonly TOption[];
  /** The options matching what was typed (default: the label contains it, case-insensitive). */
  filter?: (options: readonly TOption[], query: string) => readonly TOption[];
  /** The search box's accessible name and placeholder. */
  searchLabel: string;
  /** Shown in the list when nothing matches. */
  emptyText: ReactNode;
  /** Said under the search box (politely announced): e.g. how many match. */
  status?: (matches: number, total: number, query: string) => ReactNode;
  /** The options' language, when it is not the page's (IANA zone names are always English). */
  optionsLang?: string;
}

const ROW_HEIGHT = 32;
const LIST_HEIGHT = 288;
const PAGE = Math.floor(LIST_HEIGHT / ROW_HEIGHT) - 1;

/** Plain, case-insensitive substring on the label: what was typed is never read as a pattern. */
function labelContains<TOption extends SearchSelectOption>(options: readonly TOption[], query: string) {
  const needle = query.trim().toLowerCase();
  return needle ? options.filter((option) => option.label.toLowerCase().includes(needle)) : options;
}

/**
 * A select for long lists: a button showing the chosen option that opens a popover with a search
 * box (WAI-ARIA combobox) over a listbox filtered as you type. Arrows, Page Up/Down, Home/End
 * move, Enter chooses, Esc closes. The options are in the DOM only while it is open, and then
 * only those in view (virtualised), so a long list costs nothing when the page re-styles.
 */
export function SearchSelect<TOption extends SearchSelectOption>({
  value,
  onChange,
  options,
  filter = labelContains,
  searchLabel,
  emptyText,
  status,
  optionsLang,
  id,
  name,
  className,
  disabled,
  ...props
}: SearchSelectProps<TOption>) {
  const [open, setOpen] = useState(false);
  const current = options.find((option) => option.value === value);

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <button
          type="button"
          id={id}
          role="combobox"
          aria-haspopup="listbox"
          data-slot="search-select-trigger"
          disabled={disabled}
          className={cn(
            'flex h-9 w-full min-w-0 items-center justify-between gap-2 rounded-md border border-input bg-background',
            'px-3 py-1 text-left text-base shadow-xs md:text-sm',
            'outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40',
            'disabled:cursor-not-allowed disabled:opacity-50',
            'aria-invalid:border-destructive aria-invalid:ring-destructive/30',
            className,
          )}
          {...props}
        >
          <span className="truncate" lang={optionsLang}>
            {current?.label ?? value}
          </span>
          <ChevronsUpDown aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        </button>
      </PopoverTrigger>
      {name ? <input type="hidden" name={name} value={value} /> : null}
      <PopoverContent className="flex w-[max(var(--radix-popover-trigger-width),16rem)] flex-col p-0">
        <SearchSelectList
          value={value}
          options={options}
          filter={filter}
          searchLabel={searchLabel}
          emptyText={emptyText}
          status={status}
          optionsLang={optionsLang}
          onChoose={(next) => {
            setOpen(false);
            if (next !== value) onChange(next);
          }}
        />
      </PopoverContent>
    </Popover>
  );
}

interface SearchSelectListProps<TOption extends SearchSelectOption> {
  value: string;
  options: readonly TOption[];
  filter: (options: readonly TOption[], query: string) => readonly TOption[];
  searchLabel: string;
  emptyText: ReactNode;
  status?: (matches: number, total: number, query: string) => ReactNode;
  optionsLang?: string;
  onChoose: (value: string) => void;
}

/** The popover's body: mounted on open, so each opening starts with an empty search. */
function SearchSelectList<TOption extends SearchSelectOption>({
  value,
  options,
  filter,
  searchLabel,
  emptyText,
  status,
  optionsLang,
  onChoose,
}: SearchSelectListProps<TOption>) {
  const listId = useId();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const matches = useMemo(() => filter(options, deferredQuery), [filter, options, deferredQuery]);
  // The chosen option first, while nothing is typed; then the first match.
  const [active, setActive] = useState(() =>
    Math.max(
      0,
      matches.findIndex((option) => option.value === value),
    ),
  );
  const [scrollBox, setScrollBox] = useState<HTMLDivElement | null>(null);
  const getScrollElement = useCallback(() => scrollBox, [scrollBox]);
  const virtualizer = useVirtualizer({
    count: matches.length,
    getScrollElement,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
    initialOffset: Math.max(0, active - 3) * ROW_HEIGHT,
  });
  const activeIndex = Math.min(active, matches.length - 1);
  const activeOption = activeIndex >= 0 ? matches[activeIndex] : undefined;
  const optionId = (index: number) => `${listId}-${index}`;

  const moveTo = (index: number) => {
    if (matches.length === 0) return;
    const next = Math.max(0, Math.min(matches.length - 1, index));
    setActive(next);
    virtualizer.scrollToIndex(next, { align: 'auto' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number> = {
      ArrowDown: activeIndex + 1,
      ArrowUp: activeIndex - 1,
      PageDown: activeIndex + PAGE,
      PageUp: activeIndex - PAGE,
    };
    if (event.key in moves) moveTo(moves[event.key]);
    else if (event.key === 'Home' && event.ctrlKey) moveTo(0);
    else if (event.key === 'End' && event.ctrlKey) moveTo(matches.length - 1);
    else if (event.key === 'Enter') {
      if (activeOption) onChoose(activeOption.value);
    } else return;
    event.preventDefault();
  };

  const items = virtualizer.getVirtualItems();
  return (
    <>
      {/* The input draws no ring of its own (it fills the row): the row shows the focus. */}
      <div className="relative border-b has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-inset">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <input
          type="text"
          role="combobox"
          aria-expanded="true"
          aria-autocomplete="list"
          aria-controls={listId}
          aria-activedescendant={activeOption ? optionId(activeIndex) : undefined}
          aria-label={searchLabel}
          placeholder={searchLabel}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            virtualizer.scrollToOffset(0);
          }}
          onKeyDown={onKeyDown}
          className="h-10 w-full bg-transparent pr-3 pl-9 text-base outline-none placeholder:text-muted-foreground md:text-sm"
        />
      </div>
      {status ? (
        <p className="px-3 pt-2 text-xs text-muted-foreground" aria-live="polite">
          {status(matches.length, options.length, deferredQuery)}
        </p>
      ) : null}
      <div
        ref={setScrollBox}
        id={listId}
        role="listbox"
        aria-label={searchLabel}
        lang={optionsLang}
        data-slot="search-select-list"
        className="overflow-y-auto overscroll-contain p-1"
        style={{ maxHeight: LIST_HEIGHT }}
      >
        {matches.length === 0 ? (
          <p role="presentation" className="px-2 py-6 text-center text-sm text-muted-foreground">
            {emptyText}
          </p>
        ) : (
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {items.map((item) => {
              const option = matches[item.index];
              const chosen = option.value === value;
              return (
                <div
                  key={option.value}
                  id={optionId(item.index)}
                  role="option"
                  aria-selected={item.index === activeIndex}
                  data-chosen={chosen || undefined}
                  // Keeps the focus in the search box: the list is driven from there.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => item.index !== activeIndex && setActive(item.index)}
                  onClick={() => onChoose(option.value)}
                  className={cn(
                    'absolute inset-x-0 flex cursor-pointer items-center gap-2 rounded-md px-2 text-sm select-none',
                    'aria-selected:bg-accent aria-selected:text-accent-foreground',
                  )}
                  style={{ top: item.start, height: ROW_HEIGHT }}
                >
                  <Check
                    aria-hidden="true"
                    className={cn('size-4 shrink-0', chosen ? 'opacity-100' : 'opacity-0')}
                  />
                  <span className="truncate">{option.label}</span>
                </div>
              );
            })}
          </div>
        )}
      </div>
    </>
  );
}
