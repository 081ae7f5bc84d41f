import { Palette } from 'lucide-react';
import { AdminCenterView } from '../components/AdminCenterView';

/** Admin centers are found by the last step of component resolution (the admin centers folder). */
export function DesignCenter() {
  return (
    <AdminCenterView
      title="Design center"
      description="Themes and the building blocks pages are made of."
      icon={<Palette />}
      tools={[
        { name: 'Themes', description: 'Colours, radius and type as tokens that a stored theme overrides.' },
        {
          name: 'UI components',
          description: 'The components content, navigation and zone pages are built from.',
        },
        { name: 'Header and footer', description: 'What the public header and footer show.' },
      ]}
    />
  );
}
