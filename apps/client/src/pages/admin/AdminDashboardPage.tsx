import { Card, CardDescription, CardHeader, CardTitle, PageHeader } from '@atrium/ui';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Link } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';
import { useMemo } from 'react';
import { NavIcon } from '@/features/shell/components/NavIcon';
import { AdminOnly } from '@/features/shell/components/AdminOnly';
import { PageContainer } from '@/features/shell/components/PageContainer';
import { layoutNavigation } from '@/features/shell/utils/route-navigation';
import { translateDataText } from '@/i18n/data-labels';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { useRouteSet } from '@/routing/useRouteSet';

const DESCRIPTIONS: Record<string, MessageDescriptor> = {
  admin_users: msg`Accounts, their roles, and who is disabled.`,
  admin_routes: msg`Every page of the app: path, component, layout and guard.`,
  admin_collections: msg`Tables described by schemas: their records, search, filters and CSV export.`,
  admin_navigation: msg`The menu everyone sees: its items, who sees each, and a preview as any role.`,
  admin_audit_log: msg`What changed and when: navigation, users, roles, collection schemas, themes, forms, API keys, routes, and zones with their hubs, modules, dashboards, members and invitations, before and after.`,
  admin_forms: msg`Forms members fill in: fields, versions, and the answers as a table or CSV.`,
  admin_api_keys: msg`Keys for scripts that call the API: shown once, revocable.`,
  admin_themes: msg`Brand colour, corner radius and font for everyone; one theme active at a time.`,
};

/** The admin overview: every admin screen the routes table defines. */
function AdminDashboardContent() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Administration · Atrium`);
  const { routes } = useRouteSet();
  const screens = useMemo(
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a layout's name, not text
    () => layoutNavigation(routes, 'Admin').filter((item) => item.name !== 'admin_dashboard'),
    [routes],
  );
  return (
    <PageContainer>
      <PageHeader
        title={t`Administration`}
        description={t`Shape Atrium for everyone: its users, collections, routes and menu.`}
      />
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {screens.map((screen) => {
          const label = translateDataText(i18n, screen.label);
          const description = DESCRIPTIONS[screen.name];
          // English writes the screen's name in lower case inside the sentence; German and Japanese keep it.
          const lowerLabel = i18n.locale.startsWith('en') ? label.toLowerCase() : label;
          return (
            <li key={screen.name} className="flex">
              <Link
                to={screen.path}
                className="group flex w-full rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
              >
                <Card className="w-full gap-0 transition-colors group-hover:border-primary/40">
                  <CardHeader className="gap-3">
                    <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                      <NavIcon name={screen.name} className="size-5" />
                    </span>
                    <CardTitle className="flex items-center justify-between gap-2 text-base">
                      {label}
                      <ChevronRight
                        className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                        aria-hidden="true"
                      />
                    </CardTitle>
                    <CardDescription>{description ? t(description) : t`Open ${lowerLabel}.`}</CardDescription>
                  </CardHeader>
                </Card>
              </Link>
            </li>
          );
        })}
      </ul>
    </PageContainer>
  );
}

/** Admins only: the route guard checks too, and the page checks again for any route that names it. */
export function AdminDashboardPage() {
  return (
    <AdminOnly>
      <AdminDashboardContent />
    </AdminOnly>
  );
}
