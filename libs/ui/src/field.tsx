import type { ComponentProps } from 'react';
import { cn } from './cn';

/**
 * A form field's frame: label, control, description and error stacked with even spacing.
 * Wiring (ids, aria-describedby, aria-invalid) is the caller's: these are layout primitives.
 */
export function Field({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="field" className={cn('grid content-start gap-2', className)} {...props} />;
}

export function FieldDescription({ className, ...props }: ComponentProps<'p'>) {
  return (
    <p data-slot="field-description" className={cn('text-sm text-muted-foreground', className)} {...props} />
  );
}

/** The field's validation message; renders nothing without children. */
export function FieldError({ className, children, ...props }: ComponentProps<'p'>) {
  if (children === undefined || children === null || children === false || children === '') return null;
  return (
    <p data-slot="field-error" className={cn('text-sm font-medium text-destructive', className)} {...props}>
      {children}
    </p>
  );
}
