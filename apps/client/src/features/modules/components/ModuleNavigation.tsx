import { cn, useHiddenEdges } from '@atrium/ui';
import { useLingui } from '@lingui/react/macro';
import { useLayoutEffect, useState } from 'react';
import { useModules } from '../hooks/useModules';
import { RouteLink } from '@/routing/navigation/RouteLink';
import { ModuleTypeIcon } from './ModuleTypeIcon';

/** The width of the fade at an end of the row where tabs are hidden (`--edge-fade-*: 2rem`). */
const EDGE_FADE_PX = 32;

/**
 * The hub's modules as a horizontal tab bar ("database navigation"); scrolls sideways on its own,
 * and brings the current module's tab into view (on a phone it may sit past the edge). Where a tab
 * is hidden past an end the row fades out (as TabsList does), so a tab cut at the edge of a phone
 * reads as "more this way" rather than as a clipped label.
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
  const [scroller, setScroller] = useState<HTMLUListElement | null>(null);
  const count = modules.data?.length ?? 0;
  const edges = useHiddenEdges(scroller, count);
  useLayoutEffect(() => {
    const tab = scroller?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!scroller || !tab) return;
    // Only the row scrolls (scrollIntoView would move the page as well). The row is positioned,
    // so a tab's offsetLeft is its place in the row's content.
    // It is brought clear of the fade at that end too (the browser stops at the row's ends).
    const left = tab.offsetLeft - EDGE_FADE_PX;
    const right = tab.offsetLeft + tab.offsetWidth + EDGE_FADE_PX;
    if (left < scroller.scrollLeft) scroller.scrollLeft = left;
    else if (right > scroller.scrollLeft + scroller.clientWidth) {
      scroller.scrollLeft = right - scroller.clientWidth;
    }
  }, [scroller, currentId, count]);
  if (!modules.data || modules.data.length < 2) return null;
  return (
    <nav aria-label={t`Modules of this hub`} className="-mx-1 border-b">
      <ul
        ref={setScroller}
        data-hidden-start={edges.start || undefined}
        data-hidden-end={edges.end || undefined}
        className={cn(
          'relative flex gap-1 overflow-x-auto px-1',
          'data-[hidden-start]:[--edge-fade-start:2rem] data-[hidden-end]:[--edge-fade-end:2rem]',
          'data-[hidden-start]:edge-fade-x data-[hidden-end]:edge-fade-x',
        )}
      >
        {modules.data.map((m) => {
          const current = m.id === currentId;
          return (
            <li key={m.id}>
              <RouteLink
                name="module_view"
                params={{ zoneId, hubId, moduleId: m.id }}
                aria-current={current ? 'page' : undefined}
                title={m.name}
                className={cn(
                  // The ring is drawn inside: the row scrolls, so it would cut a ring drawn outside.
                  'inline-flex items-center gap-2 border-b-2 px-3 py-2 text-sm whitespace-nowrap outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
                  current
                    ? 'border-primary font-medium text-foreground'
                    : 'border-transparent text-muted-foreground hover:text-foreground',
                )}
              >
                <ModuleTypeIcon type={m.type} className="size-4 shrink-0" />
                {/* A long name is cut (its whole text in the title): an 80-character tab filled
                    a phone's row, which showed only the middle of that one name. */}
                <span className="max-w-48 truncate">{m.name}</span>
              </RouteLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
