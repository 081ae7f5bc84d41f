import { Card, CardContent, CardHeader, Skeleton } from '@atrium/ui';
import { useLingui } from '@lingui/react/macro';
import { PreferencesForm } from '../features/settings/components/PreferencesForm';
import { SettingsFrame } from '../features/settings/components/SettingsFrame';
import { usePreferences } from '../features/settings/hooks/usePreferences';
import { QueryErrorCard } from '../components/QueryErrorCard';
import { useDocumentTitle } from '../lib/useDocumentTitle';

/** /settings/preferences: theme, language and time zone, stored on the account. */
export function PreferencesSettingsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Preferences · Atrium`);
  const preferences = usePreferences();
  return (
    <SettingsFrame
      title={t`Preferences`}
      description={t`How Atrium looks for you and how it writes dates and times.`}
    >
      {preferences.isError ? (
        <QueryErrorCard
          title={t`Could not load your preferences`}
          error={preferences.error}
          onRetry={() => void preferences.refetch()}
        />
      ) : preferences.data ? (
        <PreferencesForm preferences={preferences.data} />
      ) : (
        <Card aria-busy="true" aria-label={t`Loading your preferences`}>
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
