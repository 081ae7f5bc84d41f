import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';

export interface PageHeaderProps extends Omit<ComponentProps<'div'>, 'title'> {
  title: ReactNode;
  description?: ReactNode;
  /**
   * Buttons or menus aligned to the end; they wrap under the title when the page's column (not
   * the window: a sidebar may take part of it) leaves the title less than 20rem beside them.
   */
  actions?: ReactNode;
  /** Breadcrumbs or a back link shown above the title. */
  eyebrow?: ReactNode;
}

export function PageHeader({ title, description, actions, eyebrow, className, ...props }: PageHeaderProps) {
  return (
    <div
      data-slot="page-header"
      className={cn('flex flex-wrap items-end justify-between gap-4', className)}
      {...props}
    >
      <div className="min-w-0 flex-[1_1_20rem] space-y-1.5">
        {eyebrow ? <div className="text-sm text-muted-foreground">{eyebrow}</div> : null}
        <h1 className="text-2xl font-semibold tracking-tight text-balance break-words sm:text-3xl">
          {title}
        </h1>
        {description ? <p className="max-w-prose text-muted-foreground text-pretty">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}
