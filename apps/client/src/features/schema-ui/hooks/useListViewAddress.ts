import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { sameListViewSearch } from '../utils/list-view-url';

/**
 * The page's query parameters as they were when the list mounted, read once ({} outside a
 * router): where a copied link's view is read from (list-view-url.ts).
 */
export function useMountSearch(): Readonly<Record<string, unknown>> {
  const router = useRouter({ warn: false });
  const [search] = useState<Readonly<Record<string, unknown>>>(
    () => (router?.state.location.search as Record<string, unknown> | undefined) ?? {},
  );
  return search;
}

/**
 * Keeps a list's view in the page's address: when `next` (its parameters, undefined for a
 * default part; give it memoised) differs from the address, the history entry is replaced (a
 * view is not a page to go Back to) and the scroll stays; other parameters are kept.
 */
export function useListViewInAddress(next: Readonly<Record<string, string | string[] | undefined>> | null) {
  const router = useRouter({ warn: false });
  useEffect(() => {
    if (!router || !next) return;
    if (sameListViewSearch(router.state.location.search as Record<string, unknown>, next)) return;
    void router.navigate({
      to: '.',
      search: (prev: Record<string, unknown>) => ({ ...prev, ...next }),
      replace: true,
      resetScroll: false,
    } as never);
  }, [router, next]);
}
