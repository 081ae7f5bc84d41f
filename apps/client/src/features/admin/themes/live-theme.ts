import { useQuery, useQueryClient } from '@tanstack/react-query';
import { API_BASE_URL } from '@/api/http';
import { reloadThemeStylesheet } from './theme-stylesheet';

/**
 * How often an open page asks whether the active theme changed, while its tab is visible (a
 * hidden tab does not ask; it asks at once when shown again). A 304 with no body while nothing
 * changed: the server answers from memory.
 */
export const THEME_POLL_INTERVAL_MS = 30_000;

/** Not under ['themes']: the admin's writes invalidate those, and reload the stylesheet themselves. */
export const liveThemeKey = ['active-theme'] as const;

/**
 * Asks GET /themes/active whether the theme this page shows (its ETag, `shown`) is still the
 * active one: conditionally, so an unchanged theme costs a 304. A changed one re-links the
 * stylesheet. With `shown` unknown (index.html linked the stylesheet rather than carrying it
 * inline) the answer is taken as what the page shows. Returns the ETag the page now shows.
 */
export async function checkActiveTheme(shown: string | null, signal?: AbortSignal): Promise<string | null> {
  const response = await fetch(`${API_BASE_URL}/themes/active`, {
    headers: shown ? { 'If-None-Match': shown } : {},
    cache: 'no-store',
    signal,
  });
  if (response.status === 304) return shown;
  if (!response.ok) throw new Error(`GET /themes/active: ${response.status}`);
  const etag = response.headers.get('etag');
  if (shown && etag !== shown) reloadThemeStylesheet();
  return etag;
}

/**
 * Keeps an open page on the active theme: an activation (or an edit of the active theme) made
 * anywhere reaches it within THEME_POLL_INTERVAL_MS while the tab is visible, and at once when
 * the tab is shown again or the connection comes back, without a reload. The first check waits
 * for one of those: index.html names the ETag of the theme it carries (data-etag).
 */
export function useLiveTheme(): void {
  const queryClient = useQueryClient();
  useQuery({
    queryKey: liveThemeKey,
    queryFn: ({ signal }) =>
      checkActiveTheme(queryClient.getQueryData<string | null>(liveThemeKey) ?? null, signal),
    initialData: () => document.querySelector<HTMLElement>('[data-atrium-theme]')?.dataset.etag ?? undefined,
    staleTime: 0,
    gcTime: Infinity,
    retry: false,
    refetchOnMount: false,
    refetchInterval: THEME_POLL_INTERVAL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
  });
}

/** useLiveTheme for the app's root (main.tsx): every page, public ones and sign-in included. */
export function LiveTheme(): null {
  useLiveTheme();
  return null;
}
