import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';

export interface EmptyStateProps extends Omit<ComponentProps<'div'>, 'title'> {
  /** An icon element, e.g. a lucide icon. */
  icon?: ReactNode;
  title: ReactNode;
  /** Say what to do next. */
  description?: ReactNode;
  /** The next step: usually one Button. */
  action?: ReactNode;
}

export function EmptyState({
  icon,
  title,
  description,
  action,
  className,
  children,
  ...props
}: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      className={cn(
        'flex flex-col items-center justify-center gap-4 rounded-xl border border-dashed px-6 py-12 text-center',
        className,
      )}
      {...props}
    >
      {icon ? (
        <div
          aria-hidden="true"
          className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground [&_svg]:size-6"
        >
          {icon}
        </div>
      ) : null}
      <div className="max-w-sm space-y-1.5">
        <h2 className="text-lg font-semibold tracking-tight text-balance">{title}</h2>
        {description ? <p className="text-sm text-muted-foreground text-pretty">{description}</p> : null}
      </div>
      {children}
      {action ? <div className="flex flex-wrap items-center justify-center gap-2">{action}</div> : null}
    </div>
  );
}
