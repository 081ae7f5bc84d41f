import { cn } from '@atrium/ui';
import { useLingui } from '@lingui/react/macro';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ChevronRight, ExternalLink } from 'lucide-react';
import { useLayoutEffect, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { translateDataText } from '@/i18n/data-labels';
import { visibleRows, type MenuNode, type MenuRow } from '../utils/menu-tree';
import { NavIcon } from './NavIcon';

/**
 * Above this many rows on screen only the rows in view (plus a margin) are rendered: about four
 * sidebar heights (a row is 34 px). At 300, a menu of 100 groups with one open (149 rows) drew
 * every row and took 41–52 ms to its first paint in tools/bench/sidebar.mjs; virtualised, 25–32 ms.
 */
export const VIRTUAL_ROW_THRESHOLD = 100;
const ROW_HEIGHT = 32;

export interface MenuTreeProps {
  nodes: readonly MenuNode[];
  /** Ids of the current entry and its ancestors (root first): marked, and opened by default. */
  activeTrail: readonly string[];
  /** Follows an internal link (the router); external links open normally in a new tab. */
  onNavigate: (href: string) => void;
  iconFor?: (node: MenuNode) => ReactNode;
  /** Called when a group opens or closes (to load its children lazily, say). */
  onToggle?: (id: string, open: boolean) => void;
  /** Groups open at first besides the active trail. */
  defaultExpanded?: readonly string[];
}

function defaultIcon(node: MenuNode) {
  return <NavIcon name={node.icon} className="size-4 shrink-0" />;
}

/** A plain left click without modifiers: handled by the router instead of a page load. */
function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A menu tree: links with icons, the current one marked (aria-current="page"), groups that
 * open and close (aria-expanded). Arrow keys move within the sidebar (useTreeKeyboard on the
 * container). Closed groups render nothing of their children; long lists render only the rows
 * in view, so 5,000 items paint as fast as 50.
 */
export function MenuTree({
  nodes,
  activeTrail,
  onNavigate,
  iconFor = defaultIcon,
  onToggle,
  defaultExpanded,
}: MenuTreeProps) {
  const trailKey = activeTrail.join('/');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () => new Set([...activeTrail, ...(defaultExpanded ?? [])]),
  );
  // Navigating somewhere new opens the groups on its way (closing nothing the user opened).
  const [seenTrail, setSeenTrail] = useState(trailKey);
  if (seenTrail !== trailKey) {
    setSeenTrail(trailKey);
    if (activeTrail.some((id) => !expanded.has(id))) setExpanded(new Set([...expanded, ...activeTrail]));
  }
  const rows = useMemo(() => visibleRows(nodes, expanded), [nodes, expanded]);
  const current = activeTrail.at(-1) ?? null;

  const toggle = (id: string) => {
    const open = !expanded.has(id);
    const next = new Set(expanded);
    if (open) next.add(id);
    else next.delete(id);
    setExpanded(next);
    onToggle?.(id, open);
  };

  const renderRow = (row: MenuRow, style?: React.CSSProperties) => (
    <MenuTreeRow
      key={row.node.id}
      row={row}
      current={row.node.id === current}
      icon={iconFor(row.node)}
      onToggle={toggle}
      onNavigate={onNavigate}
      style={style}
    />
  );

  if (rows.length > VIRTUAL_ROW_THRESHOLD) return <VirtualRows rows={rows} renderRow={renderRow} />;
  return <div className="flex flex-col gap-0.5">{rows.map((row) => renderRow(row))}</div>;
}

function MenuTreeRow({
  row,
  current,
  icon,
  onToggle,
  onNavigate,
  style,
}: {
  row: MenuRow;
  current: boolean;
  icon: ReactNode;
  onToggle: (id: string) => void;
  onNavigate: (href: string) => void;
  style?: React.CSSProperties;
}) {
  const { node, depth, parentId, expanded } = row;
  const { t, i18n } = useLingui();
  // Seeded menu text (Dashboard, Settings…) in the reader's language; what an admin typed as typed.
  const nodeLabel = translateDataText(i18n, node.label);
  const group = node.children.length > 0;
  const indent = { paddingLeft: `${0.5 + depth * 0.875}rem` };
  const itemClass = cn(
    'flex h-8 min-w-0 flex-1 items-center gap-2.5 rounded-md pr-2 text-sm transition-colors outline-none',
    'focus-visible:ring-2 focus-visible:ring-ring',
    current
      ? 'bg-accent font-medium text-accent-foreground [&_svg]:text-primary'
      : 'text-muted-foreground hover:bg-accent/60 hover:text-foreground',
  );
  const label = (
    <>
      {icon}
      <span className="truncate">{nodeLabel}</span>
      {node.external ? (
        <ExternalLink className="ml-auto size-3.5 shrink-0 opacity-60" aria-hidden="true" />
      ) : null}
    </>
  );
  return (
    <div
      data-nav-row=""
      data-nav-id={node.id}
      data-nav-parent={parentId ?? undefined}
      className="flex min-w-0 items-center"
      style={style}
    >
      {node.href ? (
        <a
          data-nav-focus=""
          href={node.href}
          title={translateDataText(i18n, node.description) ?? undefined}
          aria-current={current ? 'page' : undefined}
          aria-expanded={group ? expanded : undefined}
          className={itemClass}
          style={indent}
          {...(node.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          onClick={(event) => {
            if (node.external || !isPlainClick(event)) return;
            event.preventDefault();
            onNavigate(node.href!);
          }}
        >
          {label}
        </a>
      ) : (
        <button
          type="button"
          data-nav-focus=""
          data-nav-toggle=""
          aria-expanded={group ? expanded : undefined}
          className={cn(itemClass, 'cursor-pointer text-left')}
          style={indent}
          onClick={() => group && onToggle(node.id)}
        >
          {label}
          {group ? <Chevron open={expanded} /> : null}
        </button>
      )}
      {group && node.href ? (
        <button
          type="button"
          data-nav-toggle=""
          tabIndex={-1}
          aria-expanded={expanded}
          aria-label={expanded ? t`Collapse ${nodeLabel}` : t`Expand ${nodeLabel}`}
          className="ml-0.5 inline-flex size-7 shrink-0 cursor-pointer items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
          onClick={() => onToggle(node.id)}
        >
          <Chevron open={expanded} />
        </button>
      ) : null}
    </div>
  );
}

function Chevron({ open }: { open: boolean }) {
  return (
    <ChevronRight
      className={cn('ml-auto size-4 shrink-0 transition-transform', open && 'rotate-90')}
      aria-hidden="true"
    />
  );
}

/** The nearest ancestor that scrolls (the sidebar column or the drawer's body). */
function scrollParent(element: HTMLElement | null): HTMLElement | null {
  for (let node = element?.parentElement ?? null; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return null;
}

function VirtualRows({
  rows,
  renderRow,
}: {
  rows: MenuRow[];
  renderRow: (row: MenuRow, style: React.CSSProperties) => ReactNode;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const [scroller, setScroller] = useState<HTMLElement | null>(null);
  const [offset, setOffset] = useState(0);
  // Where the list starts in its scrolling column, measured again on every render (the list
  // renders as the column scrolls): a menu above it that opens a group moves it down.
  useLayoutEffect(() => {
    const parent = scrollParent(listRef.current);
    setScroller(parent);
    if (parent && listRef.current) {
      const top = listRef.current.getBoundingClientRect().top - parent.getBoundingClientRect().top;
      setOffset(top + parent.scrollTop);
    }
  });
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller,
    estimateSize: () => ROW_HEIGHT + 2,
    overscan: 12,
    scrollMargin: offset,
    // Before the scroll container is known, the first screenful.
    initialRect: { width: 256, height: 800 },
    getItemKey: (index) => rows[index].node.id,
  });
  return (
    <div
      ref={listRef}
      data-virtual-rows={rows.length}
      className="relative"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((item) =>
        renderRow(rows[item.index], {
          position: 'absolute',
          left: 0,
          right: 0,
          top: 0,
          transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)`,
        }),
      )}
    </div>
  );
}
