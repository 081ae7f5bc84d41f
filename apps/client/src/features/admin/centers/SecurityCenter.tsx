import { ShieldCheck } from 'lucide-react';
import { AdminCenterView } from '../components/AdminCenterView';

/** Admin centers are found by the last step of component resolution (the admin centers folder). */
export function SecurityCenter() {
  return (
    <AdminCenterView
      title="Security center"
      description="Who can sign in, and what they may do."
      icon={<ShieldCheck />}
      tools={[
        { name: 'Roles and permissions', description: 'What each role may read and change.' },
        { name: 'Authentication', description: 'Sign-in rules, sessions and the audit log.' },
        { name: 'API keys', description: 'Keys for integrations, shown once and stored hashed.' },
      ]}
    />
  );
}
