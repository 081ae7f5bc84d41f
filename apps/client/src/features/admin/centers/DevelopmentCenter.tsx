import { Code } from 'lucide-react';
import { AdminCenterView } from '../components/AdminCenterView';

/** Admin centers are found by the last step of component resolution (the admin centers folder). */
export function DevelopmentCenter() {
  return (
    <AdminCenterView
      title="Development center"
      description="Where the product's structure is shaped: routes, forms and dashboards."
      icon={<Code />}
      tools={[
        { name: 'Route manager', description: 'The routes table: paths, components, layouts and guards.' },
        {
          name: 'Form builder',
          description: 'Forms from a field library, with preview and published versions.',
        },
        { name: 'Dashboard designer', description: 'Layouts of widgets for hub dashboards.' },
      ]}
    />
  );
}
