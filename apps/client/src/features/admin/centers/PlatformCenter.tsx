import { Server } from 'lucide-react';
import { AdminCenterView } from '../components/AdminCenterView';

/** Admin centers are found by the last step of component resolution (the admin centers folder). */
export function PlatformCenter() {
  return (
    <AdminCenterView
      title="Platform center"
      description="Tenants, zones and the modules they are built from."
      icon={<Server />}
      tools={[
        { name: 'Zones and hubs', description: 'Every zone and hub, with their members.' },
        { name: 'Module registry', description: 'The module types a hub can use.' },
        { name: 'Tenants', description: 'Organisations sharing this installation.' },
      ]}
    />
  );
}
