import { cn } from '@atrium/ui';
import { ICON_CHOICES, ZoneIcon } from './ZoneIcon';

export interface IconPickerProps {
  value: string;
  onChange: (name: string) => void;
  label?: string;
}

/** A radio group of icons (arrow keys move between them as native radios do). */
export function IconPicker({ value, onChange, label = 'Icon' }: IconPickerProps) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{label}</legend>
      <div className="flex flex-wrap gap-1.5">
        {ICON_CHOICES.map((name) => (
          <label
            key={name}
            title={name}
            className={cn(
              'grid size-9 cursor-pointer place-items-center rounded-md border text-muted-foreground transition-colors',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring hover:bg-accent',
              value === name && 'border-primary bg-primary/10 text-primary',
            )}
          >
            <input
              type="radio"
              name="icon"
              value={name}
              checked={value === name}
              onChange={() => onChange(name)}
              className="sr-only"
              aria-label={name}
            />
            <ZoneIcon name={name} className="size-4" />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
