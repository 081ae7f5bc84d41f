import { useLingui } from '@lingui/react/macro';
import { DEFAULT_HUB_ICON, hubCreateSchema, type Hub } from '@atrium/schema';
import { EntityFormDialog } from '@/components/form/EntityFormDialog';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { ZoneFormFields } from '@/features/zones/components/ZoneFormFields';
import { useCreateHub } from '../hooks/useCreateHub';

/** Creates a hub in a zone. */
export function CreateHubDialog({ zoneId, onCreated }: { zoneId: string; onCreated?: (hub: Hub) => void }) {
  const create = useCreateHub(zoneId, { inlineErrors: true });
  const { t } = useLingui();
  const form = useSchemaForm(hubCreateSchema, { name: '', icon: DEFAULT_HUB_ICON, description: '' });
  return (
    <EntityFormDialog
      form={form}
      noun={t`hub`}
      description={t`Hubs group modules and dashboards inside the zone.`}
      submit={create.mutateAsync}
      onDone={onCreated}
    >
      <ZoneFormFields noun="hub" form={form} />
    </EntityFormDialog>
  );
}
