import { Palette } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { AdminCenterView } from '../components/AdminCenterView';

/** Admin centers are found by the last step of component resolution (the admin centers folder). */
export function DesignCenter() {
  const { t } = useLingui();
  return (
    <AdminCenterView
      title={t`Design center`}
      description={t`Themes and the building blocks pages are made of.`}
      icon={<Palette />}
      tools={[
        {
          name: t`Themes`,
          description: t`Colours, radius and type as tokens that a stored theme overrides.`,
        },
        {
          name: t`UI components`,
          description: t`The components content, navigation and zone pages are built from.`,
        },
        { name: t`Header and footer`, description: t`What the public header and footer show.` },
      ]}
    />
  );
}
