import { Code } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { AdminCenterView } from '../components/AdminCenterView';

/** Admin centers are found by the last step of component resolution (the admin centers folder). */
export function DevelopmentCenter() {
  const { t } = useLingui();
  return (
    <AdminCenterView
      title={t`Development center`}
      description={t`Where the product's structure is shaped: routes, forms and dashboards.`}
      icon={<Code />}
      tools={[
        { name: t`Route manager`, description: t`The routes table: paths, components, layouts and guards.` },
        {
          name: t`Form builder`,
          description: t`Forms from a field library, with preview and published versions.`,
        },
        { name: t`Dashboard designer`, description: t`Layouts of widgets for hub dashboards.` },
      ]}
    />
  );
}
