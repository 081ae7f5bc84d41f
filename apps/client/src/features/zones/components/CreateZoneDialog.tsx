import { useLingui } from '@lingui/react/macro';
import { DEFAULT_ZONE_ICON, zoneCreateSchema, type Zone } from '@atrium/schema';
import { useCreateZone } from '../hooks/useCreateZone';
import { EntityFormDialog } from '@/components/form/EntityFormDialog';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { ZoneFormFields } from './ZoneFormFields';

/** The zone creation form, in a dialog. */
export function CreateZoneDialog({
  onCreated,
  triggerLabel,
}: {
  onCreated?: (zone: Zone) => void;
  triggerLabel?: string;
}) {
  const create = useCreateZone({ inlineErrors: true });
  const { t } = useLingui();
  const form = useSchemaForm(zoneCreateSchema, { name: '', icon: DEFAULT_ZONE_ICON, description: '' });
  return (
    <EntityFormDialog
      form={form}
      noun={t`zone`}
      description={t`A zone is a workspace for a team. You become its owner.`}
      triggerLabel={triggerLabel ?? t`New zone`}
      triggerSize="md"
      submit={create.mutateAsync}
      onDone={onCreated}
    >
      <ZoneFormFields form={form} />
    </EntityFormDialog>
  );
}
