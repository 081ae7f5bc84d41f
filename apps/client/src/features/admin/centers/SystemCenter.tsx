import { Activity } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { AdminCenterView } from '../components/AdminCenterView';

/** Admin centers are found by the last step of component resolution (the admin centers folder). */
export function SystemCenter() {
  const { t } = useLingui();
  return (
    <AdminCenterView
      title={t`System center`}
      description={t`The health of this installation.`}
      icon={<Activity />}
      tools={[
        { name: t`Database health`, description: t`Connection, latency and migrations.` },
        { name: t`System information`, description: t`Versions, uptime and configuration.` },
        { name: t`Usage metrics`, description: t`How the product is used over time.` },
      ]}
    />
  );
}
