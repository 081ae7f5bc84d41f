import { SUPPORTED_LANGUAGES } from '@atrium/schema';
import { Badge, Card, CardDescription, CardHeader, CardTitle, Skeleton, useTheme } from '@atrium/ui';
import { Link } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useAuthSource } from '../auth/useAuthSource';
import { managedZones } from '../features/settings/components/ManagedZonesList';
import { SETTINGS_SECTIONS, SettingsFrame } from '../features/settings/components/SettingsFrame';
import { usePreferences } from '../features/settings/hooks/usePreferences';
import { useZones } from '../features/zones/hooks/useZones';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { namedPath } from '../routing/navigation/route-paths';
import { useRouteSet } from '../routing/useRouteSet';

const THEME_LABELS = { light: 'Light', dark: 'Dark', system: 'System' } as const;

/** /settings: the overview — one card per section with where it stands now. */
export function SettingsPage() {
  useDocumentTitle('Settings · Atrium');
  const { routes } = useRouteSet();
  const summaries = useSectionSummaries();
  const sections = SETTINGS_SECTIONS.flatMap((section) => {
    const path = section.routes.map((name) => namedPath(routes, name)).find((p) => p !== null);
    return path ? [{ ...section, path }] : [];
  });
  return (
    <SettingsFrame
      title="Settings"
      description="Your profile, how Atrium looks for you, the people in your zones and how you sign in."
    >
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2" aria-label="Settings sections overview">
        {sections.map(({ label, icon: Icon, path }) => (
          <li key={label} className="flex">
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
                      {label}
                      <ChevronRight
                        aria-hidden="true"
                        className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                      />
                    </h2>
                  </CardTitle>
                  <CardDescription>{summaries[label]}</CardDescription>
                </CardHeader>
              </Card>
            </Link>
          </li>
        ))}
      </ul>
    </SettingsFrame>
  );
}

function useSectionSummaries(): Record<string, ReactNode> {
  const { user } = useAuthSource();
  const { theme } = useTheme();
  const preferences = usePreferences();
  const zones = useZones();
  const loading = <Skeleton className="inline-block h-4 w-40 align-middle" />;

  const name = [user?.profile?.first_name, user?.profile?.last_name].filter(Boolean).join(' ');
  const profile = user ? (name ? `${name} · ${user.email}` : user.email) : 'Your name and account.';

  let prefs: ReactNode = `Theme: ${THEME_LABELS[theme]} on this device.`;
  if (user) {
    if (preferences.isPending) prefs = loading;
    else if (preferences.data) {
      const { theme: t, language, time_zone } = preferences.data;
      const languageLabel = SUPPORTED_LANGUAGES.find((l) => l.tag === language)?.label ?? language;
      prefs = `${THEME_LABELS[t]} theme · ${languageLabel} · ${time_zone.replace(/_/g, ' ')}`;
    } else prefs = 'Theme, language and time zone.';
  }

  let members: ReactNode = 'People in the zones you own or administer.';
  if (user) {
    if (zones.isPending) members = loading;
    else if (zones.data) {
      const count = managedZones(zones.data).length;
      members =
        count === 0 ? (
          'You do not manage any zones yet.'
        ) : (
          <>
            <Badge variant="secondary" className="mr-1.5 tabular-nums">
              {count}
            </Badge>
            {count === 1 ? 'zone you manage' : 'zones you manage'}
          </>
        );
    }
  }

  return {
    Profile: profile,
    Preferences: prefs,
    Members: members,
    Security: 'Password, two-factor sign-in and the devices you are signed in on.',
  };
}
