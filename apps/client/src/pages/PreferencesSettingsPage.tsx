import { Card, CardContent, CardHeader, Skeleton } from '@atrium/ui';
import { PreferencesForm } from '../features/settings/components/PreferencesForm';
import { SettingsFrame } from '../features/settings/components/SettingsFrame';
import { usePreferences } from '../features/settings/hooks/usePreferences';
import { QueryErrorCard } from '../components/QueryErrorCard';
import { useDocumentTitle } from '../lib/useDocumentTitle';

/** /settings/preferences: theme, language and time zone, stored on the account. */
export function PreferencesSettingsPage() {
  useDocumentTitle('Preferences · Atrium');
  const preferences = usePreferences();
  return (
    <SettingsFrame
      title="Preferences"
      description="How Atrium looks for you and how it writes dates and times."
    >
      {preferences.isError ? (
        <QueryErrorCard
          title="Could not load your preferences"
          error={preferences.error}
          onRetry={() => void preferences.refetch()}
        />
      ) : preferences.data ? (
        <PreferencesForm preferences={preferences.data} />
      ) : (
        <Card aria-busy="true" aria-label="Loading your preferences">
          <CardHeader>
            <Skeleton className="h-5 w-48" />
            <Skeleton className="h-4 w-72" />
          </CardHeader>
          <CardContent className="grid gap-4">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-9 w-full" />
          </CardContent>
        </Card>
      )}
    </SettingsFrame>
  );
}
