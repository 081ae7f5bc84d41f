import { useLingui } from '@lingui/react/macro';
import { ManagedZonesList } from '../features/settings/components/ManagedZonesList';
import { SettingsFrame } from '../features/settings/components/SettingsFrame';
import { useDocumentTitle } from '../lib/useDocumentTitle';

/** /settings/members: the zones you own or administer, with their members. */
export function MembersSettingsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Members · Atrium`);
  return (
    <SettingsFrame
      title={t`Members`}
      description={t`The zones you own or administer. Open one to invite people and change their roles.`}
    >
      <ManagedZonesList />
    </SettingsFrame>
  );
}
