import { cn } from '@atrium/ui';
import { useLingui } from '@lingui/react/macro';
import { useLayoutEffect, useRef } from 'react';
import { useModules } from '../hooks/useModules';
import { RouteLink } from '@/routing/navigation/RouteLink';
import { ModuleTypeIcon } from './ModuleTypeIcon';

/**
 * The hub's modules as a horizontal tab bar ("database navigation"); scrolls sideways on its own,
 * and brings the current module's tab into view (on a phone it may sit past the edge).
 */
export function ModuleNavigation({
  zoneId,
  hubId,
  currentId,
}: {
  zoneId: string;
  hubId: string;
  currentId: string;
}) {
  const modules = useModules(zoneId, hubId);
  const { t } = useLingui();
  const bar = useRef<HTMLElement>(null);
  const count = modules.data?.length ?? 0;
  useLayoutEffect(() => {
    const scroller = bar.current;
    const tab = scroller?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!scroller || !tab) return;
    // Only the bar scrolls (scrollIntoView would move the page as well). The bar is positioned,
    // so a tab's offsetLeft is its place in the bar's content.
    const left = tab.offsetLeft;
    const right = left + tab.offsetWidth;
    if (left < scroller.scrollLeft) scroller.scrollLeft = left;
    else if (right > scroller.scrollLeft + scroller.clientWidth) {
      scroller.scrollLeft = right - scroller.clientWidth;
    }
  }, [currentId, count]);
  if (!modules.data || modules.data.length < 2) return null;
  return (
    <nav ref={bar} aria-label={t`Modules of this hub`} className="relative -mx-1 overflow-x-auto border-b">
      <ul className="flex min-w-max gap-1 px-1">
        {modules.data.map((m) => {
          const current = m.id === currentId;
          return (
            <li key={m.id}>
              <RouteLink
                name="module_view"
                params={{ zoneId, hubId, moduleId: m.id }}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'inline-flex items-center gap-2 border-b-2 px-3 py-2 text-sm whitespace-nowrap outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  current
                    ? 'border-primary font-medium text-foreground'
                    : 'border-transparent text-muted-foreground hover:text-foreground',
                )}
              >
                <ModuleTypeIcon type={m.type} className="size-4" />
                {m.name}
              </RouteLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
