import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { navigationAudienceRefusingRoute, type NavigationRouteCandidate } from '@atrium/schema';

/**
 * The builder's warning for an item shown to people its page refuses: the link resolves to a
 * route guarded `admin` while the item has no required role (everyone signed in sees it) or a
 * role that is not an admin role (libs/schema `navigationAudienceRefusingRoute`, the route
 * check's own rule). Those users would see the item in their menu and get "Access denied".
 * Null when the item's audience may open its page (or the link is not a page of this app).
 */
export function navigationAudienceWarning(
  i18n: I18n,
  item: { path: string | null; required_role: string | null },
  routes: readonly NavigationRouteCandidate[],
): string | null {
  const route = navigationAudienceRefusingRoute(item, routes);
  if (!route) return null;
  const name = route.name;
  const role = item.required_role;
  return role
    ? i18n._(
        msg`Only admins may open the page “${name}” this item links to, but users of the role “${role}” see the item: they would be refused.`,
      )
    : i18n._(
        msg`Only admins may open the page “${name}” this item links to, but everyone signed in sees the item: all but admins would be refused. Choose an admin role under “Shown to”.`,
      );
}
