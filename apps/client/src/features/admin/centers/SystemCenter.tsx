import { Activity } from 'lucide-react';
import { AdminCenterView } from '../components/AdminCenterView';

/** Admin centers are found by the last step of component resolution (the admin centers folder). */
export function SystemCenter() {
  return (
    <AdminCenterView
      title="System center"
      description="The health of this installation."
      icon={<Activity />}
      tools={[
        { name: 'Database health', description: 'Connection, latency and migrations.' },
        { name: 'System information', description: 'Versions, uptime and configuration.' },
        { name: 'Usage metrics', description: 'How the product is used over time.' },
      ]}
    />
  );
}
