import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from './cn';

export const alertVariants = cva(
  [
    'relative grid w-full grid-cols-[0_1fr] items-start gap-y-0.5 rounded-lg border bg-card px-4 py-3 text-sm',
    'has-[>svg]:grid-cols-[calc(var(--spacing)*4)_1fr] has-[>svg]:gap-x-3',
    '[&>svg]:size-4 [&>svg]:translate-y-0.5 [&>svg]:text-current',
  ],
  {
    variants: {
      variant: {
        default: 'text-card-foreground',
        info: 'border-primary/40 text-card-foreground [&>svg]:text-primary',
        success: 'border-success/50 text-card-foreground [&>svg]:text-success',
        warning: 'border-warning/50 text-card-foreground [&>svg]:text-warning',
        destructive:
          'border-destructive/50 text-destructive [&>[data-slot=alert-description]]:text-destructive',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type AlertVariant = NonNullable<VariantProps<typeof alertVariants>['variant']>;

export interface AlertProps extends ComponentProps<'div'>, VariantProps<typeof alertVariants> {}

/**
 * A callout. Destructive and warning alerts are announced assertively (role="alert"); the
 * others politely (role="status"). Pass `role` to override.
 */
export function Alert({ className, variant, role, ...props }: AlertProps) {
  const urgent = variant === 'destructive' || variant === 'warning';
  return (
    <div
      data-slot="alert"
      data-variant={variant ?? 'default'}
      role={role ?? (urgent ? 'alert' : 'status')}
      className={cn(alertVariants({ variant }), className)}
      {...props}
    />
  );
}

export function AlertTitle({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="alert-title"
      className={cn('col-start-2 min-h-4 font-medium tracking-tight', className)}
      {...props}
    />
  );
}

export function AlertDescription({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="alert-description"
      className={cn(
        'col-start-2 grid justify-items-start gap-1 text-sm text-muted-foreground [&_p]:leading-relaxed',
        className,
      )}
      {...props}
    />
  );
}
