import { Server } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { AdminCenterView } from '../components/AdminCenterView';

/** Admin centers are found by the last step of component resolution (the admin centers folder). */
export function PlatformCenter() {
  const { t } = useLingui();
  return (
    <AdminCenterView
      title={t`Platform center`}
      description={t`Tenants, zones and the modules they are built from.`}
      icon={<Server />}
      tools={[
        { name: t`Zones and hubs`, description: t`Every zone and hub, with their members.` },
        { name: t`Module registry`, description: t`The module types a hub can use.` },
        { name: t`Tenants`, description: t`Organisations sharing this installation.` },
      ]}
    />
  );
}
