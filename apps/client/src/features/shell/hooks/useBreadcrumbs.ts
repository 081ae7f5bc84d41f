import { buildPath } from '@atrium/schema';
import { useLingui } from '@lingui/react';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { translateDataText } from '@/i18n/data-labels';
import { useEntityNames } from './useEntityNames';
import { humanizeRouteName, navLabel, shortId } from '../utils/route-navigation';

export interface Crumb {
  path: string;
  label: string;
  /** The page is still loading the name of what this crumb stands for (label is its short id). */
  pending?: boolean;
}

/**
 * Breadcrumbs for the current address: every prefix of the path that is itself a route,
 * labelled from the route's name (with the parameter it adds, shortened).
 */
export function useBreadcrumbs(): Crumb[] {
  const router = useRouter();
  const { i18n } = useLingui();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const segments = pathname.split('/').filter(Boolean);
  const allParams = router.getMatchedRoutes(pathname)[1] as Record<string, string | undefined>;
  const { names, loading } = useEntityNames(allParams);
  const crumbs: Crumb[] = [];
  let parentName: string | null = null;
  for (let i = 1; i <= segments.length; i++) {
    const prefix = `/${segments.slice(0, i).join('/')}`;
    const [, params, route] = router.getMatchedRoutes(prefix);
    const entry = route?.options.staticData?.entry;
    if (!entry) continue;
    const values = params as Record<string, string>;
    if (
      buildPath(entry.route.path, values) !== prefix &&
      decodeURI(buildPath(entry.route.path, values)) !== prefix
    )
      continue;
    const lastParam = /\/:([A-Za-z_][A-Za-z0-9_]*)\??$/.exec(entry.route.path)?.[1];
    // A child named after its parent (settings_profile under settings) drops the repeated word.
    const name =
      parentName && entry.route.name.startsWith(`${parentName}_`)
        ? entry.route.name.slice(parentName.length + 1)
        : entry.route.name;
    parentName = entry.route.name;
    // Names that read as seeded menu text (Dashboard, Settings…) in the reader's language.
    const base = translateDataText(
      i18n,
      name.startsWith('admin_') ? navLabel(name, i18n) : humanizeRouteName(name),
    );
    const known = lastParam ? names[values[lastParam] ?? ''] : undefined;
    // A page of one thing not named yet: "Zone 3f1c2b7e…" ("Zone" from zone_dashboard, in the
    // reader's language).
    const kind = name.startsWith('admin_')
      ? base
      : translateDataText(i18n, humanizeRouteName(name).replace(/ (dashboard|view)$/i, ''));
    const label = known
      ? known
      : lastParam && values[lastParam]
        ? `${kind} ${shortId(values[lastParam])}`
        : base;
    const id = lastParam ? values[lastParam] : undefined;
    crumbs.push(
      !known && id && loading.has(id) ? { path: prefix, label, pending: true } : { path: prefix, label },
    );
  }
  return crumbs;
}
