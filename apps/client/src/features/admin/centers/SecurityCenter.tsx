import { ShieldCheck } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { AdminCenterView } from '../components/AdminCenterView';

/** Admin centers are found by the last step of component resolution (the admin centers folder). */
export function SecurityCenter() {
  const { t } = useLingui();
  return (
    <AdminCenterView
      title={t`Security center`}
      description={t`Who can sign in, and what they may do.`}
      icon={<ShieldCheck />}
      tools={[
        { name: t`Roles and permissions`, description: t`What each role may read and change.` },
        { name: t`Authentication`, description: t`Sign-in rules, sessions and the audit log.` },
        { name: t`API keys`, description: t`Keys for integrations, shown once and stored hashed.` },
      ]}
    />
  );
}
