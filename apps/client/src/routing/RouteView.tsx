import { useMatch, useParams, useRouter } from '@tanstack/react-router';
import { LayoutFrame } from './LayoutFrame';
import { PageSlot } from './PageSlot';
import type { RouteEntry } from '@atrium/schema';
import { RouteGuard } from './RouteGuard';

/** One database route on screen: guard, then layout, then the page. */
export function RouteView({ entry }: { entry: RouteEntry }) {
  const params = useParams({ strict: false }) as Record<string, string>;
  return (
    <RouteGuard entry={entry} params={params}>
      <LayoutFrame layout={entry.layout}>
        <PageSlot entry={entry} params={params} />
      </LayoutFrame>
    </RouteGuard>
  );
}

/** The component of every database route: finds its entry on the matched route. */
export function DatabaseRoute() {
  const router = useRouter();
  const routeId = useMatch({ strict: false, select: (match) => match.routeId });
  const entry = router.routesById[routeId as keyof typeof router.routesById]?.options.staticData?.entry;
  return entry ? <RouteView entry={entry} /> : null;
}
