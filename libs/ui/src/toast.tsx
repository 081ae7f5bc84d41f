import { useLingui } from '@lingui/react/macro';
import * as ToastPrimitive from '@radix-ui/react-toast';
import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from './cn';

/**
 * Toast primitives (Radix Toast, shadcn/ui styling). Use `<Toaster />` and `toast()` rather
 * than these directly. The viewport sits bottom-centre on phones and bottom-right from `sm` up;
 * while a dialog with buttons at its foot is open, the Toaster moves it clear of the dialog's header
 * and buttons (toast-placement.ts). Only the toasts catch the pointer, not the region around them.
 */
export const ToastProvider = ToastPrimitive.Provider;

export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      data-slot="toast-viewport"
      className={cn(
        // Phones: bottom-centre, clear of the top bar (its menu button and account menu) and the
        // page's title; from sm up: bottom-right.
        'pointer-events-none fixed inset-x-0 bottom-0 z-[100] mx-auto flex max-h-[calc(100dvh-3.5rem)] w-full max-w-[420px] flex-col gap-2 p-4 outline-none',
        'sm:right-0 sm:left-auto sm:mx-0 sm:max-h-dvh',
        'focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
      {...props}
    />
  );
}

export const toastVariants = cva(
  [
    'group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-lg border p-4 pr-9 shadow-lg',
    'bg-popover text-popover-foreground transition-all',
    'data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
    'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none',
    'data-[state=open]:animate-toast-in data-[state=closed]:opacity-0 motion-reduce:animate-none motion-reduce:transition-none',
    '[&>svg]:mt-0.5 [&>svg]:size-4 [&>svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        default: '',
        destructive: 'border-destructive/60 [&>svg]:text-destructive',
        success: 'border-success/60 [&>svg]:text-success',
        warning: 'border-warning/60 [&>svg]:text-warning',
        info: 'border-primary/50 [&>svg]:text-primary',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export interface ToastProps
  extends ComponentProps<typeof ToastPrimitive.Root>, VariantProps<typeof toastVariants> {}

export function Toast({ className, variant, ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-variant={variant ?? 'default'}
      // Errors and warnings interrupt; the rest wait their turn.
      type={variant === 'destructive' || variant === 'warning' ? 'foreground' : 'background'}
      className={cn(toastVariants({ variant }), className)}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return (
    <ToastPrimitive.Title
      data-slot="toast-title"
      className={cn('text-sm leading-tight font-semibold', className)}
      {...props}
    />
  );
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return (
    <ToastPrimitive.Description
      data-slot="toast-description"
      className={cn('text-sm text-muted-foreground break-words', className)}
      {...props}
    />
  );
}

export function ToastAction({ className, ...props }: ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      data-slot="toast-action"
      className={cn(
        'inline-flex h-8 shrink-0 cursor-pointer items-center justify-center self-center rounded-md border border-input bg-background px-3 text-xs font-medium',
        'outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
      {...props}
    />
  );
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  const { t } = useLingui();
  return (
    <ToastPrimitive.Close
      data-slot="toast-close"
      aria-label={t`Close notification`}
      className={cn(
        'absolute top-2 right-2 inline-flex size-6 cursor-pointer items-center justify-center rounded-md text-muted-foreground',
        'outline-none hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
      {...props}
    >
      <X className="size-3.5" aria-hidden="true" />
    </ToastPrimitive.Close>
  );
}
