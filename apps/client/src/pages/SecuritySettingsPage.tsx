import { useLingui } from '@lingui/react/macro';
import { useAuth } from '../auth/useAuth';
import { ChangePasswordCard } from '../features/auth/components/ChangePasswordCard';
import { SessionsCard } from '../features/auth/components/SessionsCard';
import { TwoFactorCard } from '../features/auth/components/TwoFactorCard';
import { SettingsFrame } from '../features/settings/components/SettingsFrame';
import { useDocumentTitle } from '../lib/useDocumentTitle';

/** /settings/security: password, two-factor sign-in, and the sessions of the account. */
export function SecuritySettingsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Security · Atrium`);
  const { user } = useAuth();
  if (!user) return null; // the guard only renders this page for a signed-in user
  return (
    <SettingsFrame
      title={t`Security`}
      description={t`Your password, two-factor sign-in and the devices you are signed in on.`}
    >
      <ChangePasswordCard email={user.email} />
      <TwoFactorCard user={user} />
      <SessionsCard />
    </SettingsFrame>
  );
}
