import { useLingui } from '@lingui/react/macro';
import type { ComponentProps, ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './card';
import { cn } from './cn';

export interface DangerZoneProps extends Omit<ComponentProps<'section'>, 'title'> {
  /** Defaults to "Danger zone". */
  title?: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}

/**
 * Destructive actions (archive, delete, reset) in their own red-edged card, away from a form's
 * Save button, each as a {@link DangerZoneItem}: what it does on the left, the action on the right.
 * A labelled region, so screen readers can jump to it.
 */
export function DangerZone({
  title: titleProp,
  description,
  children,
  className,
  ...props
}: DangerZoneProps) {
  const { t } = useLingui();
  const title = titleProp ?? t`Danger zone`;
  return (
    <section aria-label={typeof title === 'string' ? title : t`Danger zone`} className={className} {...props}>
      <Card className="border-destructive/40">
        <CardHeader>
          <CardTitle>{title}</CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent className="flex flex-col gap-4 pt-4">{children}</CardContent>
      </Card>
    </section>
  );
}

export interface DangerZoneItemProps extends ComponentProps<'div'> {
  /** What the action does and whether it can be undone. */
  description: ReactNode;
  /** The button (it opens a confirmation; the item never acts on its own). */
  action: ReactNode;
}

export function DangerZoneItem({ description, action, className, ...props }: DangerZoneItemProps) {
  return (
    <div className={cn('flex flex-wrap items-center justify-between gap-3', className)} {...props}>
      <p className="max-w-prose text-sm text-muted-foreground">{description}</p>
      {action}
    </div>
  );
}
