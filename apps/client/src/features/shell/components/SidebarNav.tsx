import { cn } from '@atrium/ui';
import { Link, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ShellNavItem } from '../utils/route-navigation';
import { NavIcon } from './NavIcon';

export interface SidebarSection {
  title?: string;
  items: ShellNavItem[];
  /** Shown when the section has no items. */
  empty?: ReactNode;
}

function isCurrent(pathname: string, path: string): boolean {
  return pathname === path || (path !== '/' && pathname.startsWith(`${path}/`));
}

/** The sidebar's menu: sections of links; the current page is marked for sight and screen readers. */
export function SidebarNav({
  sections,
  label,
  onNavigate,
}: {
  sections: SidebarSection[];
  label: string;
  onNavigate?: () => void;
}) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // The longest matching entry is the current one (so /admin does not light up on /admin/users).
  const current = sections
    .flatMap((s) => s.items)
    .filter((item) => isCurrent(pathname, item.path))
    .sort((a, b) => b.path.length - a.path.length)[0]?.path;
  return (
    <nav aria-label={label} className="flex flex-col gap-6 px-3 py-4">
      {sections.map((section, index) => (
        <div key={section.title ?? index} className="flex flex-col gap-1">
          {section.title ? (
            <p className="px-2 pb-1 text-xs font-medium tracking-wide text-muted-foreground uppercase">
              {section.title}
            </p>
          ) : null}
          {section.items.length === 0 && section.empty ? (
            <p className="px-2 text-sm text-muted-foreground">{section.empty}</p>
          ) : null}
          <ul className="flex flex-col gap-0.5">
            {section.items.map((item) => {
              const active = item.path === current;
              return (
                <li key={item.name}>
                  <Link
                    to={item.path}
                    onClick={onNavigate}
                    aria-current={active ? 'page' : undefined}
                    className={cn(
                      'flex items-center gap-2.5 rounded-md px-2 py-1.5 text-sm transition-colors outline-none',
                      'focus-visible:ring-2 focus-visible:ring-ring',
                      active
                        ? 'bg-accent font-medium text-accent-foreground [&_svg]:text-primary'
                        : 'text-muted-foreground hover:bg-accent/60 hover:text-foreground',
                    )}
                  >
                    <NavIcon name={item.name} className="size-4 shrink-0" />
                    <span className="truncate">{item.label}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
