import type { ComponentProps } from 'react';
import { cn } from './cn';

export type NativeSelectProps = ComponentProps<'select'>;

/** A styled native `<select>`: keyboard and screen-reader behaviour come from the browser. */
export function NativeSelect({ className, ...props }: NativeSelectProps) {
  return (
    <select
      data-slot="native-select"
      className={cn(
        'flex h-9 w-full min-w-0 rounded-md border border-input bg-background px-2 py-1 text-base shadow-xs md:text-sm',
        'outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40',
        'disabled:cursor-not-allowed disabled:opacity-50',
        'aria-invalid:border-destructive aria-invalid:ring-destructive/30',
        className,
      )}
      {...props}
    />
  );
}
