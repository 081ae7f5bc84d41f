import { Slot, Slottable } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, MouseEvent } from 'react';
import { cn } from './cn';
import { Spinner } from './spinner';

export const buttonVariants = cva(
  [
    'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium',
    'transition-[color,background-color,border-color,box-shadow] outline-none select-none',
    'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
    'disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50',
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  ],
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow-xs hover:bg-primary/90',
        secondary: 'bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/80',
        outline: 'border border-input bg-background shadow-xs hover:bg-accent hover:text-accent-foreground',
        ghost: 'hover:bg-accent hover:text-accent-foreground',
        destructive: 'bg-destructive text-destructive-foreground shadow-xs hover:bg-destructive/90',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      size: {
        sm: 'h-8 gap-1.5 px-3 text-xs',
        md: 'h-9 px-4',
        lg: 'h-11 px-6 text-base',
        icon: 'size-9',
      },
    },
    defaultVariants: { variant: 'default', size: 'md' },
  },
);

export type ButtonVariant = NonNullable<VariantProps<typeof buttonVariants>['variant']>;
export type ButtonSize = NonNullable<VariantProps<typeof buttonVariants>['size']>;

export interface ButtonProps extends ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  /** Render the single child element (a link, say) with the button's styling instead of a <button>. */
  asChild?: boolean;
  /** Shows a spinner and disables the button until the pending work ends. */
  loading?: boolean;
  /**
   * Let the second click of a double-click act too (paging, steppers). Off by default: a
   * double-click on Save, Create or Delete… acts once.
   */
  repeatClicks?: boolean;
}

/**
 * A submit button keeps the focus where it is when pressed (the click still lands): forms check a
 * field when it loses the focus, and the message that appears under it moves the button down
 * between press and release, so the first click missed it and nothing was submitted (an outside
 * review, 2026-12-02: an empty record form marked only its first field).
 */
const keepFocus = (event: MouseEvent<HTMLButtonElement>) => event.preventDefault();

/**
 * The second (third…) click of a double-click arrives before the first one's pending state has
 * rendered, so `loading` cannot stop it: an outside review saved new menu items twice, created a
 * collection and then got its 409, and deleted rows twice by double-clicking. A click whose
 * `detail` (the click count) is above 1 is dropped, its default (a form's submit) included.
 * Keyboard activation has detail 0 and always acts.
 */
function actOnce(onClick: ButtonProps['onClick']) {
  return (event: MouseEvent<HTMLButtonElement>) => {
    if (event.detail > 1) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
}

export function Button({
  className,
  variant,
  size,
  asChild = false,
  loading = false,
  disabled,
  children,
  type,
  repeatClicks = false,
  onClick,
  ...props
}: ButtonProps) {
  const Comp = asChild ? Slot : 'button';
  const isDisabled = Boolean(disabled || loading);
  const spinner = loading ? <Spinner size="sm" /> : null;
  // An icon button has room for one glyph: while loading the spinner replaces it.
  const content = loading && size === 'icon' ? null : children;

  return (
    <Comp
      data-slot="button"
      data-variant={variant ?? 'default'}
      data-size={size ?? 'md'}
      data-loading={loading || undefined}
      className={cn(buttonVariants({ variant, size }), className)}
      aria-busy={loading || undefined}
      {...(asChild
        ? { 'aria-disabled': isDisabled || undefined, tabIndex: isDisabled ? -1 : undefined }
        : {
            type: type ?? 'button',
            disabled: isDisabled,
            ...(type === 'submit' && !props.onMouseDown ? { onMouseDown: keepFocus } : {}),
          })}
      {...props}
      onClick={asChild || repeatClicks ? onClick : actOnce(onClick)}
    >
      {spinner}
      {asChild ? <Slottable>{children}</Slottable> : content}
    </Comp>
  );
}
