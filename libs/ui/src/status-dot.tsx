import { cva } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from './cn';

export type StatusDotStatus = 'ok' | 'degraded' | 'down' | 'unknown';

const dotVariants = cva('relative inline-flex shrink-0 rounded-full', {
  variants: {
    status: {
      ok: 'bg-success',
      degraded: 'bg-warning',
      down: 'bg-destructive',
      unknown: 'bg-muted-foreground',
    },
    size: {
      sm: 'size-2',
      md: 'size-2.5',
    },
  },
  defaultVariants: { status: 'unknown', size: 'md' },
});

export interface StatusDotProps extends Omit<ComponentProps<'span'>, 'children'> {
  status?: StatusDotStatus;
  size?: 'sm' | 'md';
  /** Draws a soft pulse around the dot (ignored when the user prefers reduced motion). */
  pulse?: boolean;
  /** When given the dot is announced (role="img"); otherwise it is decorative and the caller shows text. */
  label?: string;
}

/** A coloured dot for a health or presence state. Colour is never the only signal: pair it with text. */
export function StatusDot({
  status = 'unknown',
  size = 'md',
  pulse = false,
  label,
  className,
  ...props
}: StatusDotProps) {
  return (
    <span
      data-slot="status-dot"
      data-status={status}
      className={cn('relative inline-flex shrink-0', className)}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      {...props}
    >
      {pulse ? (
        <span
          className={cn(
            dotVariants({ status, size }),
            'absolute inset-0 animate-ping opacity-60 motion-reduce:hidden',
          )}
        />
      ) : null}
      <span className={dotVariants({ status, size })} />
    </span>
  );
}
