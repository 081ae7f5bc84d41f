import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import * as DropdownMenuPrimitive from '@radix-ui/react-dropdown-menu';
import { Check, Columns3 } from 'lucide-react';
import { Button } from './button';
import { cn } from './cn';
import { DropdownMenu, DropdownMenuContent, DropdownMenuLabel, DropdownMenuSeparator } from './dropdown-menu';

export interface ColumnMenuItem {
  id: string;
  label: string;
  visible: boolean;
  /** False for a column that must stay (the menu shows it disabled). */
  canHide: boolean;
}

/** The "Columns" menu of a DataTable: a checkbox per column, kept open while toggling. */
export function DataTableColumnMenu({
  columns,
  onToggle,
  onShowAll,
}: {
  columns: readonly ColumnMenuItem[];
  onToggle: (id: string, visible: boolean) => void;
  onShowAll: () => void;
}) {
  const hidden = columns.filter((c) => !c.visible).length;
  const { t } = useLingui();
  return (
    <DropdownMenu>
      <DropdownMenuPrimitive.Trigger asChild>
        {/* Named by what it shows, "Columns 7 hidden" (WCAG 2.5.3); on a phone the word is read,
            not shown, beside the icon and the badge. */}
        <Button variant="outline" size="sm">
          <Columns3 aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">
            <Trans>Columns</Trans>
          </span>
          {hidden > 0 ? (
            <span className="rounded-full bg-muted px-1.5 text-xs font-medium text-muted-foreground tabular-nums">
              {t`${plural(hidden, { one: '# hidden', other: '# hidden' })}`}
            </span>
          ) : null}
        </Button>
      </DropdownMenuPrimitive.Trigger>
      <DropdownMenuContent align="end" className="max-w-72">
        <DropdownMenuLabel>
          <Trans>Show columns</Trans>
        </DropdownMenuLabel>
        {columns.map((column) => (
          <DropdownMenuPrimitive.CheckboxItem
            key={column.id}
            checked={column.visible}
            disabled={!column.canHide}
            // Keep the menu open: several columns are usually toggled in a row.
            onSelect={(event) => event.preventDefault()}
            onCheckedChange={(checked) => onToggle(column.id, checked === true)}
            className={cn(
              'relative flex cursor-pointer items-center gap-2 rounded-md py-1.5 pr-2 pl-8 text-sm outline-none select-none',
              'focus:bg-accent focus:text-accent-foreground data-[disabled]:pointer-events-none data-[disabled]:opacity-50',
            )}
          >
            <span className="absolute left-2 flex size-4 items-center justify-center">
              <DropdownMenuPrimitive.ItemIndicator>
                <Check className="size-4" aria-hidden="true" />
              </DropdownMenuPrimitive.ItemIndicator>
            </span>
            <span className="truncate">{column.label}</span>
          </DropdownMenuPrimitive.CheckboxItem>
        ))}
        {hidden > 0 ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuPrimitive.Item
              onSelect={onShowAll}
              className="flex cursor-pointer items-center rounded-md px-2 py-1.5 text-sm outline-none select-none focus:bg-accent focus:text-accent-foreground"
            >
              <Trans>Show all columns</Trans>
            </DropdownMenuPrimitive.Item>
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
