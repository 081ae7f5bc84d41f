import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { PUBLIC_NAV_ROUTE_NAMES, capitalizeRouteName } from '@atrium/schema';
import seed from '../../../../seeds/navigation.json';
import routeSeed from '../../../../seeds/routes.json';
import demoRouteSeed from '../../../../seeds/demo/routes.json';
import { humanizeRouteName, navLabel } from '../features/shell/utils/route-navigation';
import { SEEDED_TEXTS, translateDataText } from './data-labels';

describe('translateDataText', () => {
  it('knows every title and description the navigation seed stores', () => {
    const seeded = seed.navigation.flatMap((item) => [
      item.title,
      (item.description as string | undefined) ?? null,
    ]);
    for (const text of seeded) if (text) expect(SEEDED_TEXTS).toContain(text);
  });

  it('knows every route title the route seeds store', () => {
    const titles = [...routeSeed.routes, ...demoRouteSeed.routes].map(
      (route) => (route as { title?: string | null }).title ?? null,
    );
    for (const title of titles) if (title) expect(SEEDED_TEXTS).toContain(title);
  });

  it('knows the breadcrumb of every signed-in page a seeded route names', () => {
    for (const text of ['Not found', 'Unauthorized', 'Zone', 'Hub', 'Module', 'Dashboard', 'Settings']) {
      expect(SEEDED_TEXTS).toContain(text);
    }
  });

  it('knows the breadcrumb of every seeded signed-in page that names no one thing', () => {
    // useBreadcrumbs labels a crumb from its route's name, less its parent route's name
    // (admin_form_submissions under admin_form reads "Submissions"): German readers of a form's
    // submissions saw "Admin › Formulare › Team feedback › Submissions".
    const routes = [...routeSeed.routes, ...demoRouteSeed.routes].filter((route) => !route.is_public);
    for (const route of routes) {
      if (/\/:[A-Za-z_]+\??$/.test(route.path)) continue; // named after the zone, hub, form… it shows
      const parent = routes
        .filter((other) => route.path.startsWith(`${other.path}/`))
        .sort((a, b) => b.path.length - a.path.length)[0];
      const name =
        parent && route.name.startsWith(`${parent.name}_`)
          ? route.name.slice(parent.name.length + 1)
          : route.name;
      const label = name.startsWith('admin_') ? navLabel(name, i18n) : humanizeRouteName(name);
      expect(SEEDED_TEXTS, `${route.path} reads "${label}"`).toContain(label);
    }
  });

  it('knows every label of the public navigation', () => {
    for (const name of PUBLIC_NAV_ROUTE_NAMES) expect(SEEDED_TEXTS).toContain(capitalizeRouteName(name));
  });

  it('shows seeded text in the active language and anything else as typed', () => {
    expect(translateDataText(i18n, 'My custom menu')).toBe('My custom menu');
    expect(translateDataText(i18n, 'Zones')).toBe('Zones');
    expect(translateDataText(i18n, null)).toBeNull();
    expect(translateDataText(i18n, 'constructor')).toBe('constructor');
  });
});
