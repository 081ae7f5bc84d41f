import { LAYOUT_NAMES, type LayoutName } from '@atrium/schema';
import { preloadLayout } from './layout-registry';
import { statusIcons } from './screens/lazy-status-icon';

/**
 * The layouts a signed-in page may use: each is a few hundred bytes over the shared shell. Public
 * is the landing's (kilobytes, and a signed-in user rarely goes back to it).
 */
export const SIGNED_IN_LAYOUTS: readonly LayoutName[] = LAYOUT_NAMES.filter((name) => name !== 'Public');

let warmed = false;

/**
 * Once the signed-in shell has settled, fetches what keeps it on screen when the connection drops:
 * every signed-in layout (a page of another layout, opened offline, would otherwise fail its
 * layout and lose the sidebar and top bar with it) and the status screens' icons ("This page could
 * not be loaded" and its Try again drew empty squares). Page code stays on demand. Once per load.
 */
export function warmOfflineFallbacks(): void {
  if (warmed) return;
  warmed = true;
  for (const name of SIGNED_IN_LAYOUTS) void preloadLayout(name);
  void statusIcons.preload().catch(() => null);
}

/** For tests: forget that the fallbacks were fetched. */
export function resetWarmOfflineFallbacks(): void {
  warmed = false;
}
