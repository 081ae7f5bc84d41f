import { IconChoiceGroup } from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { Ban } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { ICON_NAMES, NavIcon } from './NavIcon';

export interface IconNamePickerProps {
  value: string;
  onChange: (name: string) => void;
  /** The radios' group name (unique on the page). */
  name: string;
  /** The icon names offered; by default one name for each icon the app draws (NavIcon). */
  names?: readonly string[];
  legend?: string;
  /** Offer "No icon" first (stored as ''). */
  allowNone?: boolean;
  invalid?: boolean;
  /** Ids of the group's help text or error. */
  describedBy?: string;
  className?: string;
  /** Under the grid, after the note about a name the app does not draw. */
  children?: ReactNode;
}

/**
 * An icon stored by its name — a menu item's, a collection's, a field with `widget: icon` — picked
 * from the icons the app draws, as a grid of radios. A stored name the app does not draw is named
 * under the grid, and kept until another is picked.
 */
export function IconNamePicker({
  value,
  onChange,
  name,
  names = ICON_NAMES,
  legend,
  allowNone = true,
  invalid,
  describedBy,
  className,
  children,
}: IconNamePickerProps) {
  const { t } = useLingui();
  const choices = useMemo(
    () => [
      ...(allowNone
        ? [{ value: '', label: t`No icon`, icon: <Ban className="size-4" aria-hidden="true" /> }]
        : []),
      ...names.map((icon) => ({
        value: icon,
        label: icon,
        icon: <NavIcon name={icon} className="size-4" />,
      })),
    ],
    [names, allowNone, t],
  );
  return (
    <IconChoiceGroup
      legend={legend ?? t`Icon`}
      name={name}
      choices={choices}
      value={value}
      onChange={onChange}
      invalid={invalid}
      describedBy={describedBy}
      className={className}
    >
      {value && !names.includes(value) ? (
        <p className="text-xs text-muted-foreground">
          <Trans>
            “{value}” is not an icon Atrium draws; a neutral one is shown instead. Pick one above to change
            it.
          </Trans>
        </p>
      ) : null}
      {children}
    </IconChoiceGroup>
  );
}
