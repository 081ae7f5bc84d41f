import { useLingui } from '@lingui/react/macro';
import { useAuth } from '../auth/useAuth';
import { AccountSummaryCard } from '../features/auth/components/AccountSummaryCard';
import { ProfileCard } from '../features/auth/components/ProfileCard';
import { SettingsFrame } from '../features/settings/components/SettingsFrame';
import { useDocumentTitle } from '../lib/useDocumentTitle';

/** /profile and /settings/profile: the name people see and the account's summary. */
export function ProfilePage() {
  const { t } = useLingui();
  useDocumentTitle(t`Profile · Atrium`);
  const { user } = useAuth();
  if (!user) return null; // the guard only renders this page for a signed-in user
  return (
    <SettingsFrame
      title={t`Profile`}
      description={t`How you appear to the people you work with, and how you sign in.`}
    >
      <ProfileCard user={user} />
      <AccountSummaryCard user={user} />
    </SettingsFrame>
  );
}
