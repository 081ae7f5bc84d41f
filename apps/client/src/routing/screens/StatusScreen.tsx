import { cn } from '@atrium/ui';
import type { ReactNode } from 'react';

export interface StatusScreenProps {
  icon?: ReactNode;
  tone?: 'default' | 'destructive' | 'warning';
  /** A short code above the title (404, 403…). */
  eyebrow?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Details under the text (a definition list, say). */
  children?: ReactNode;
  actions?: ReactNode;
  /** Fill the viewport (no layout around it) rather than the content area. */
  fullPage?: boolean;
  role?: 'alert' | 'status';
  className?: string;
  'data-testid'?: string;
}

const TONES = {
  default: 'bg-primary/10 text-primary',
  destructive: 'bg-destructive/10 text-destructive',
  warning: 'bg-warning/15 text-warning',
};

/** A centred message with an icon: error pages, access denied, configuration problems. */
export function StatusScreen({
  icon,
  tone = 'default',
  eyebrow,
  title,
  description,
  children,
  actions,
  fullPage = false,
  role,
  className,
  'data-testid': testId,
}: StatusScreenProps) {
  return (
    <section
      role={role}
      data-testid={testId}
      className={cn(
        'flex w-full flex-col items-center justify-center px-4 py-16 text-center sm:px-6',
        fullPage ? 'min-h-dvh' : 'min-h-[calc(100dvh-10rem)]',
        className,
      )}
    >
      <div className="flex w-full max-w-lg flex-col items-center gap-6">
        {icon ? (
          <span
            aria-hidden="true"
            className={cn('flex size-12 items-center justify-center rounded-xl [&_svg]:size-6', TONES[tone])}
          >
            {icon}
          </span>
        ) : null}
        <div className="space-y-3">
          {eyebrow ? <p className="font-mono text-sm font-medium text-muted-foreground">{eyebrow}</p> : null}
          <h1 className="text-2xl font-semibold tracking-tight text-balance sm:text-3xl">{title}</h1>
          {description ? (
            <div className="text-muted-foreground text-pretty break-words">{description}</div>
          ) : null}
        </div>
        {children ? <div className="w-full text-left">{children}</div> : null}
        {actions ? <div className="flex flex-wrap items-center justify-center gap-2">{actions}</div> : null}
      </div>
    </section>
  );
}

/** Label/value rows for the details of a status screen. */
export function DetailList({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="divide-y rounded-lg border bg-card text-sm">
      {items.map(({ label, value }) => (
        <div key={label} className="grid gap-1 px-4 py-3 sm:grid-cols-[9rem_1fr] sm:gap-4">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="min-w-0 font-mono text-[0.8125rem] break-words text-foreground">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
