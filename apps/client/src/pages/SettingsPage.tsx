import { SUPPORTED_LANGUAGES } from '@atrium/schema';
import { Badge, Card, CardDescription, CardHeader, CardTitle, Skeleton, useTheme } from '@atrium/ui';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useAuthSource } from '../auth/useAuthSource';
import { managedZones } from '../features/settings/components/ManagedZonesList';
import { SETTINGS_SECTIONS, SettingsFrame } from '../features/settings/components/SettingsFrame';
import { usePreferences } from '../features/settings/hooks/usePreferences';
import { useZones } from '../features/zones/hooks/useZones';
import { translateDataText } from '../i18n/data-labels';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { namedPath } from '../routing/navigation/route-paths';
import { useRouteSet } from '../routing/useRouteSet';

const THEME_LABELS = { light: msg`Light`, dark: msg`Dark`, system: msg`System` } as const;

/** A section's label in the active language (the seeded menu words: Profile, Preferences…). */
function sectionLabel(i18n: I18n, label: string | MessageDescriptor): string {
  return typeof label === 'string' ? translateDataText(i18n, label) : i18n._(label);
}

/** /settings: the overview — one card per section with where it stands now. */
export function SettingsPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Settings · Atrium`);
  const { routes } = useRouteSet();
  const summaries = useSectionSummaries();
  const sections = SETTINGS_SECTIONS.flatMap((section) => {
    const path = section.routes.map((name) => namedPath(routes, name)).find((p) => p !== null);
    return path ? [{ ...section, path }] : [];
  });
  return (
    <SettingsFrame
      title={t`Settings`}
      description={t`Your profile, how Atrium looks for you, the people in your zones and how you sign in.`}
    >
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2" aria-label={t`Settings sections overview`}>
        {sections.map(({ label, icon: Icon, path, routes: sectionRoutes }) => (
          <li key={sectionRoutes[0]} className="flex">
            <Link
              to={path}
              className="group flex w-full rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
            >
              <Card className="w-full gap-0 transition-colors group-hover:border-primary/40">
                <CardHeader className="gap-3">
                  <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <CardTitle asChild>
                    <h2 className="flex items-center justify-between gap-2">
                      {sectionLabel(i18n, label)}
                      <ChevronRight
                        aria-hidden="true"
                        className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                      />
                    </h2>
                  </CardTitle>
                  <CardDescription>{summaries[sectionRoutes[0] ?? '']}</CardDescription>
                </CardHeader>
              </Card>
            </Link>
          </li>
        ))}
      </ul>
    </SettingsFrame>
  );
}

/** Where each section stands now, by the name of the section's first route. */
function useSectionSummaries(): Record<string, ReactNode> {
  const { t, i18n } = useLingui();
  const { user } = useAuthSource();
  const { theme } = useTheme();
  const preferences = usePreferences();
  const zones = useZones();
  const loading = <Skeleton inline className="h-4 w-40" />;

  const name = [user?.profile?.first_name, user?.profile?.last_name].filter(Boolean).join(' ');
  const profile = user ? (name ? `${name} · ${user.email}` : user.email) : t`Your name and account.`;

  const deviceTheme = i18n._(THEME_LABELS[theme]);
  let prefs: ReactNode = t`Theme: ${deviceTheme} on this device.`;
  if (user) {
    if (preferences.isPending) prefs = loading;
    else if (preferences.data) {
      const { theme: storedTheme, language, time_zone } = preferences.data;
      const languageLabel = SUPPORTED_LANGUAGES.find((l) => l.tag === language)?.label ?? language;
      const themeLabel = i18n._(THEME_LABELS[storedTheme]);
      const zoneLabel = time_zone.replace(/_/g, ' ');
      prefs = t`${themeLabel} theme · ${languageLabel} · ${zoneLabel}`;
    } else prefs = t`Theme, language and time zone.`;
  }

  let members: ReactNode = t`People in the zones you own or administer.`;
  if (user) {
    if (zones.isPending) members = loading;
    else if (zones.data) {
      const count = managedZones(zones.data).length;
      members =
        count === 0 ? (
          t`You do not manage any zones yet.`
        ) : (
          <>
            <Badge variant="secondary" className="mr-1.5 tabular-nums">
              {count}
            </Badge>
            <Plural value={count} one="zone you manage" other="zones you manage" />
          </>
        );
    }
  }

  return {
    settings_profile: profile,
    settings_preferences: prefs,
    settings_members: members,
    security: t`Password, two-factor sign-in and the devices you are signed in on.`,
  };
}
