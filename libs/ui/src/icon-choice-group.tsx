import type { ReactNode } from 'react';
import { cn } from './cn';

export interface IconChoice {
  /** The value stored ('' for "none"). */
  value: string;
  /** Accessible name and tooltip. */
  label: string;
  icon: ReactNode;
}

export interface IconChoiceGroupProps {
  legend: string;
  /** The radios' group name (unique on the page). */
  name: string;
  choices: readonly IconChoice[];
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  /** Ids of the elements that describe the group (its help text or error). */
  describedBy?: string;
  /** Under the grid (a hint about the current value). */
  children?: ReactNode;
  /** Between the legend and the grid (a search box). */
  toolbar?: ReactNode;
  className?: string;
}

/**
 * Icons as a radio group: Tab reaches the group, arrow keys move between icons as native radios
 * do, the chosen one is outlined in the primary colour.
 */
export function IconChoiceGroup({
  legend,
  name,
  choices,
  value,
  onChange,
  invalid,
  describedBy,
  children,
  toolbar,
  className,
}: IconChoiceGroupProps) {
  return (
    <fieldset
      className={cn('grid min-w-0 gap-2', className)}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
    >
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      {toolbar}
      <div className="grid grid-cols-[repeat(auto-fill,minmax(2.25rem,1fr))] gap-1.5">
        {choices.map((choice) => (
          <label
            key={choice.value || 'none'}
            title={choice.label}
            className={cn(
              'grid size-9 cursor-pointer place-items-center rounded-md border text-muted-foreground transition-colors',
              'hover:bg-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
              value === choice.value && 'border-primary bg-primary/10 text-primary',
            )}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="sr-only"
              aria-label={choice.label}
            />
            {choice.icon}
          </label>
        ))}
      </div>
      {children}
    </fieldset>
  );
}
