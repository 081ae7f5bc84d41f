import type { NavigationItem, NavigationRouteCandidate } from '@atrium/schema';
import {
  Badge,
  Button,
  cn,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@atrium/ui';
import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronRight, Ellipsis, GripVertical, TriangleAlert } from 'lucide-react';
import type { CSSProperties, Ref } from 'react';
import { NavIcon } from '@/features/shell/components/NavIcon';
import { translateDataText } from '@/i18n/data-labels';
import { navigationAudienceWarning } from '../utils/navigation-audience';
import type { FlatRow } from '../utils/navigation-tree-edit';

/** Pixels per level of the tree: the indentation and the sideways drag distance of one level. */
export const INDENT_PX = 24;
/** Every row is this tall (the virtualised list relies on it). */
export const ROW_HEIGHT_PX = 44;

export type RowCommand = 'edit' | 'delete' | 'up' | 'down' | 'indent' | 'outdent';

export interface NavigationTreeRowProps {
  row: FlatRow<NavigationItem>;
  zoneName: (id: string) => string;
  expanded: boolean;
  onToggle: () => void;
  onCommand: (command: RowCommand) => void;
  changed: boolean;
  /** The routes table: an item its page's guard refuses to part of its audience gets a warning badge. */
  routes?: readonly NavigationRouteCandidate[];
  /** The row being dragged: drawn as the drop indicator at `indicatorDepth`. */
  indicatorDepth?: number;
  handle?: {
    attributes: DraggableAttributes;
    listeners: DraggableSyntheticListeners;
    ref: Ref<HTMLButtonElement>;
  };
  rowRef?: Ref<HTMLDivElement>;
  style?: CSSProperties;
}

const NO_ROUTES: readonly NavigationRouteCandidate[] = [];

/** The link an item opens: its path, else its href. */
export function itemLink(item: NavigationItem): string | null {
  return item.path ?? item.href ?? null;
}

/** One item of the builder's tree, as the menu will show it, with its handle and actions. */
export function NavigationTreeRow({
  row,
  zoneName,
  expanded,
  onToggle,
  onCommand,
  changed,
  routes = NO_ROUTES,
  indicatorDepth,
  handle,
  rowRef,
  style,
}: NavigationTreeRowProps) {
  const { t, i18n } = useLingui();
  const { item, depth } = row;
  const link = itemLink(item);
  const title = translateDataText(i18n, item.title);
  const level = depth + 1;
  const position = row.index + 1;
  const siblingCount = row.siblingCount;
  const requiredRole = item.required_role;
  const audienceWarning = indicatorDepth === undefined ? navigationAudienceWarning(i18n, item, routes) : null;
  if (indicatorDepth !== undefined) {
    return (
      <div
        ref={rowRef}
        style={style}
        className="flex items-center"
        data-testid="drop-indicator"
        aria-hidden="true"
      >
        <div
          className="relative h-0.5 flex-1 rounded-full bg-primary"
          style={{ marginLeft: indicatorDepth * INDENT_PX + 8 }}
        >
          <span className="absolute -top-[5px] -left-1.5 size-3 rounded-full border-2 border-primary bg-background" />
        </div>
      </div>
    );
  }
  return (
    <div
      ref={rowRef}
      style={style}
      role="listitem"
      aria-label={t`${title}, level ${level}, ${position} of ${siblingCount}`}
      data-testid="nav-row"
      data-depth={depth}
      className="flex items-center gap-1 border-b bg-card pr-1 text-sm last:border-b-0"
    >
      <div className="flex min-w-0 flex-1 items-center gap-1" style={{ paddingLeft: depth * INDENT_PX }}>
        <button
          type="button"
          ref={handle?.ref}
          className="grid size-8 shrink-0 cursor-grab touch-none place-items-center rounded-md text-muted-foreground outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
          aria-label={t`Drag ${title}`}
          {...handle?.attributes}
          {...handle?.listeners}
        >
          <GripVertical className="size-4" aria-hidden="true" />
        </button>
        {row.childCount > 0 ? (
          <button
            type="button"
            onClick={onToggle}
            className="grid size-6 shrink-0 place-items-center rounded text-muted-foreground outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
            aria-label={expanded ? t`Collapse ${title}` : t`Expand ${title}`}
            aria-expanded={expanded}
          >
            <ChevronRight
              className={cn('size-4 transition-transform', expanded && 'rotate-90')}
              aria-hidden="true"
            />
          </button>
        ) : (
          <span className="size-6 shrink-0" />
        )}
        <NavIcon name={item.icon ?? ''} className="size-4 shrink-0 text-muted-foreground" />
        <span
          className={cn('ml-1 truncate font-medium', !item.is_active && 'text-muted-foreground line-through')}
        >
          {title}
        </span>
        {link ? (
          <span className="hidden min-w-0 truncate font-mono text-xs text-muted-foreground sm:inline">
            {link}
          </span>
        ) : null}
        {changed ? (
          <span className="size-1.5 shrink-0 rounded-full bg-primary" title={t`Changed (not saved yet)`}>
            <span className="sr-only">
              <Trans>Changed, not saved yet</Trans>
            </span>
          </span>
        ) : null}
      </div>
      <div className="flex shrink-0 items-center gap-1">
        {audienceWarning ? (
          <Badge variant="warning" title={audienceWarning} data-testid="nav-row-audience-warning">
            <TriangleAlert aria-hidden="true" />
            <span className="hidden sm:inline">
              <Trans>Admins only</Trans>
            </span>
            <span className="sr-only">{audienceWarning}</span>
          </Badge>
        ) : null}
        {item.required_role ? (
          <Badge variant="secondary" className="max-w-24 truncate" title={t`Only for ${requiredRole}`}>
            {item.required_role}
          </Badge>
        ) : null}
        {item.zone_id ? (
          <Badge
            variant="outline"
            className="hidden max-w-28 truncate md:inline-flex"
            title={t`Only in this zone`}
          >
            {zoneName(item.zone_id)}
          </Badge>
        ) : null}
        {!item.is_visible ? (
          <Badge variant="outline" className="hidden sm:inline-flex">
            <Trans>Hidden</Trans>
          </Badge>
        ) : null}
        {!item.is_active ? (
          <Badge variant="warning" className="hidden sm:inline-flex">
            <Trans>Inactive</Trans>
          </Badge>
        ) : null}
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" className="size-8" aria-label={t`Actions for ${title}`}>
              <Ellipsis aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={() => onCommand('edit')}>
              <Trans>Edit…</Trans>
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem disabled={row.index === 0} onSelect={() => onCommand('up')}>
              <Trans>Move up</Trans>
            </DropdownMenuItem>
            <DropdownMenuItem
              disabled={row.index === row.siblingCount - 1}
              onSelect={() => onCommand('down')}
            >
              <Trans>Move down</Trans>
            </DropdownMenuItem>
            <DropdownMenuItem disabled={row.index === 0} onSelect={() => onCommand('indent')}>
              <Trans>Move into the item above</Trans>
            </DropdownMenuItem>
            <DropdownMenuItem disabled={row.parentId === null} onSelect={() => onCommand('outdent')}>
              <Trans>Move out of its group</Trans>
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem className="text-destructive" onSelect={() => onCommand('delete')}>
              <Trans>Delete…</Trans>
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
    </div>
  );
}
