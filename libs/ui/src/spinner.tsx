import { useLingui } from '@lingui/react/macro';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from './cn';

export const spinnerVariants = cva('shrink-0 animate-spin motion-reduce:[animation-duration:1.5s]', {
  variants: {
    size: {
      sm: 'size-4',
      md: 'size-6',
      lg: 'size-10',
    },
  },
  defaultVariants: { size: 'md' },
});

export type SpinnerSize = NonNullable<VariantProps<typeof spinnerVariants>['size']>;

export interface SpinnerProps extends Omit<ComponentProps<'span'>, 'children'> {
  size?: SpinnerSize;
  /** Accessible name announced by screen readers. */
  label?: string;
}

/** An indeterminate progress indicator (sizes sm, md, lg) exposed as role="status". */
export function Spinner({ size = 'md', label, className, ...props }: SpinnerProps) {
  const { t } = useLingui();
  return (
    <span
      role="status"
      aria-label={label ?? t`Loading`}
      data-slot="spinner"
      data-size={size}
      className={cn('inline-flex items-center justify-center text-current', className)}
      {...props}
    >
      <svg className={spinnerVariants({ size })} viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M21.5 12A9.5 9.5 0 0 0 12 2.5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
    </span>
  );
}
