import type { ComponentProps } from 'react';
import { cn } from './cn';

/** A placeholder block shown while content loads. Decorative: pair it with an accessible busy state. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-foreground/10 motion-reduce:animate-none', className)}
      {...props}
    />
  );
}
