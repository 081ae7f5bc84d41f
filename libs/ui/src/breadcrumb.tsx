import { useLingui } from '@lingui/react/macro';
import { Slot } from '@radix-ui/react-slot';
import { ChevronRight } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from './cn';

/** Breadcrumbs: a nav landmark holding an ordered list; the last item is the current page. */
export function Breadcrumb({ 'aria-label': label, ...props }: ComponentProps<'nav'>) {
  const { t } = useLingui();
  return <nav aria-label={label ?? t`Breadcrumb`} data-slot="breadcrumb" {...props} />;
}

export function BreadcrumbList({ className, ...props }: ComponentProps<'ol'>) {
  return (
    <ol
      data-slot="breadcrumb-list"
      className={cn('flex min-w-0 items-center gap-1.5 text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}

export function BreadcrumbItem({ className, ...props }: ComponentProps<'li'>) {
  return (
    <li
      data-slot="breadcrumb-item"
      className={cn('inline-flex min-w-0 items-center gap-1.5', className)}
      {...props}
    />
  );
}

export interface BreadcrumbLinkProps extends ComponentProps<'a'> {
  /** Render the child (a router Link) with the link styling. */
  asChild?: boolean;
}

export function BreadcrumbLink({ asChild = false, className, ...props }: BreadcrumbLinkProps) {
  const Comp = asChild ? Slot : 'a';
  return (
    <Comp
      data-slot="breadcrumb-link"
      className={cn('truncate rounded-sm transition-colors hover:text-foreground', className)}
      {...props}
    />
  );
}

export function BreadcrumbPage({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      data-slot="breadcrumb-page"
      aria-current="page"
      className={cn('truncate font-medium text-foreground', className)}
      {...props}
    />
  );
}

export function BreadcrumbSeparator({ className, ...props }: ComponentProps<'li'>) {
  return (
    <li
      data-slot="breadcrumb-separator"
      role="presentation"
      aria-hidden="true"
      className={cn('[&>svg]:size-3.5', className)}
      {...props}
    >
      <ChevronRight />
    </li>
  );
}
