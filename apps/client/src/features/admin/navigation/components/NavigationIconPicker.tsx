import { cn } from '@atrium/ui';
import { Ban } from 'lucide-react';
import { NavIcon } from '../../../shell/components/NavIcon';

export interface NavigationIconPickerProps {
  /** The icon names the menu can draw. */
  names: readonly string[];
  value: string;
  onChange: (name: string) => void;
  invalid?: boolean;
}

/**
 * The icons the menu draws, as a grid of radios (Tab reaches the group, arrow keys move between
 * icons as native radios do); the first choice is "no icon".
 */
export function NavigationIconPicker({ names, value, onChange, invalid }: NavigationIconPickerProps) {
  const choices = ['', ...names];
  return (
    <fieldset className="grid min-w-0 gap-2" aria-invalid={invalid || undefined}>
      <legend className="mb-2 text-sm font-medium">Icon</legend>
      <div className="grid grid-cols-[repeat(auto-fill,minmax(2.25rem,1fr))] gap-1.5">
        {choices.map((name) => (
          <label
            key={name || 'none'}
            title={name || 'No icon'}
            className={cn(
              'grid size-9 cursor-pointer place-items-center rounded-md border text-muted-foreground transition-colors',
              'hover:bg-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
              value === name && 'border-primary bg-primary/10 text-primary',
            )}
          >
            <input
              type="radio"
              name="navigation-icon"
              value={name}
              checked={value === name}
              onChange={() => onChange(name)}
              className="sr-only"
              aria-label={name || 'No icon'}
            />
            {name ? (
              <NavIcon name={name} className="size-4" />
            ) : (
              <Ban className="size-4" aria-hidden="true" />
            )}
          </label>
        ))}
      </div>
      {value && !names.includes(value) ? (
        <p className="text-xs text-muted-foreground">
          “{value}” is not one the menu draws; it shows a neutral icon. Pick one above to change it.
        </p>
      ) : null}
    </fieldset>
  );
}
