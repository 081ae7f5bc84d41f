import type { ComponentProps } from 'react';
import { cn } from './cn';

/**
 * A placeholder block shown while content loads. Decorative (aria-hidden) unless it is given an
 * `aria-label`: then it is the loading state itself, a status that says what is loading.
 */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  const named = props['aria-label'] !== undefined;
  return (
    <div
      data-slot="skeleton"
      {...(named ? { role: 'status' } : { 'aria-hidden': true })}
      className={cn('animate-pulse rounded-md bg-foreground/10 motion-reduce:animate-none', className)}
      {...props}
    />
  );
}
