import { IconChoiceGroup } from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { Ban } from 'lucide-react';
import { useMemo } from 'react';
import { NavIcon } from '@/features/shell/components/NavIcon';

export interface NavigationIconPickerProps {
  /** The icon names the menu can draw. */
  names: readonly string[];
  value: string;
  onChange: (name: string) => void;
  invalid?: boolean;
}

/** The icons the menu draws, as a grid of radios; the first choice is "no icon". */
export function NavigationIconPicker({ names, value, onChange, invalid }: NavigationIconPickerProps) {
  const { t } = useLingui();
  const choices = useMemo(
    () => [
      { value: '', label: t`No icon`, icon: <Ban className="size-4" aria-hidden="true" /> },
      ...names.map((name) => ({
        value: name,
        label: name,
        icon: <NavIcon name={name} className="size-4" />,
      })),
    ],
    [names, t],
  );
  return (
    <IconChoiceGroup
      legend={t`Icon`}
      name="navigation-icon"
      choices={choices}
      value={value}
      onChange={onChange}
      invalid={invalid}
    >
      {value && !names.includes(value) ? (
        <p className="text-xs text-muted-foreground">
          <Trans>
            “{value}” is not one the menu draws; it shows a neutral icon. Pick one above to change it.
          </Trans>
        </p>
      ) : null}
    </IconChoiceGroup>
  );
}
