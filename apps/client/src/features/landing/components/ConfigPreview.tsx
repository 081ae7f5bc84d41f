import { cn } from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { LayoutDashboard, Layers, Route } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * An illustration for the hero: a route row as JSON and the menu it becomes. Decorative
 * (aria-hidden); the hero text says the same thing in words.
 */
export function ConfigPreview() {
  const { t } = useLingui();
  return (
    <div aria-hidden="true" className="relative min-w-0">
      <div className="overflow-hidden rounded-xl border bg-card shadow-xl shadow-primary/5">
        <div className="flex items-center gap-2 border-b bg-muted/50 px-4 py-2.5">
          <span className="size-2.5 rounded-full bg-destructive/70" />
          <span className="size-2.5 rounded-full bg-warning/70" />
          <span className="size-2.5 rounded-full bg-success/70" />
          <span className="ml-2 truncate font-mono text-xs text-muted-foreground">
            {/* The one row shown, in words: a plural's number would be formatted (Intl) on the
                first paint, the first Intl object of the page, ~20 ms (landing-first-paint.test.tsx). */}
            <Trans>routes · 1 row</Trans>
          </span>
        </div>
        <pre className="overflow-x-auto px-4 py-4 font-mono text-[0.8125rem] leading-6">
          <code>
            <span className="text-muted-foreground">{'{'}</span>
            {'\n  '}
            <Key>path</Key>: <Str>"/zones/:zoneId"</Str>,{'\n  '}
            <Key>component</Key>: <Str>"ZoneDashboard"</Str>,{'\n  '}
            <Key>layout</Key>: <Str>"Zone"</Str>,{'\n  '}
            <Key>is_public</Key>: <span className="text-primary">false</span>
            {'\n'}
            <span className="text-muted-foreground">{'}'}</span>
          </code>
        </pre>
        <div className="border-t px-4 py-4">
          <p className="mb-3 text-xs font-medium tracking-wide text-muted-foreground uppercase">
            <Trans>Rendered menu</Trans>
          </p>
          <ul className="space-y-1 text-sm">
            <MenuRow icon={<Layers />} label={t`Product zone`} />
            <MenuRow icon={<LayoutDashboard />} label={t`Launch hub`} nested active />
            <MenuRow icon={<Route />} label={t`Roadmap`} nested />
          </ul>
        </div>
      </div>
    </div>
  );
}

function Key({ children }: { children: string }) {
  return <span className="text-foreground">"{children}"</span>;
}

function Str({ children }: { children: string }) {
  return <span className="text-success">{children}</span>;
}

function MenuRow({
  icon,
  label,
  nested = false,
  active = false,
}: {
  icon: ReactNode;
  label: string;
  nested?: boolean;
  active?: boolean;
}) {
  return (
    <li
      className={cn(
        'flex items-center gap-2 rounded-md px-2 py-1.5 [&_svg]:size-4',
        nested && 'ml-5',
        active
          ? 'bg-accent font-medium text-accent-foreground [&_svg]:text-primary'
          : 'text-muted-foreground',
      )}
    >
      {icon}
      {label}
    </li>
  );
}
