import type { ComponentProps } from 'react';
import { cn } from './cn';

type SkeletonProps = ComponentProps<'div'> & {
  /**
   * A placeholder inside a line of text (a card's description, a count): a `span` laid out
   * inline-block, which a `<p>` may hold (a `div` there is invalid HTML).
   */
  inline?: boolean;
};

/**
 * A placeholder block shown while content loads. Decorative (aria-hidden) unless it is given an
 * `aria-label`: then it is the loading state itself, a status that says what is loading.
 */
export function Skeleton({ className, inline = false, ...props }: SkeletonProps) {
  const named = props['aria-label'] !== undefined;
  const Element = inline ? 'span' : 'div';
  return (
    <Element
      data-slot="skeleton"
      {...(named ? { role: 'status' } : { 'aria-hidden': true })}
      className={cn(
        'animate-pulse rounded-md bg-foreground/10 motion-reduce:animate-none',
        inline && 'inline-block align-middle',
        className,
      )}
      {...props}
    />
  );
}
