import { useLingui } from '@lingui/react/macro';
import { dashboardCreateSchema, type Dashboard } from '@atrium/schema';
import { EntityFormDialog } from '@/components/form/EntityFormDialog';
import { TextField } from '@/components/form/FormFields';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useCreateDashboard } from '../hooks/useCreateDashboard';

/** Adds an empty dashboard to a hub; its widgets are placed in the designer afterwards. */
export function CreateDashboardDialog({
  zoneId,
  hubId,
  onCreated,
}: {
  zoneId: string;
  hubId: string;
  onCreated?: (d: Dashboard) => void;
}) {
  const create = useCreateDashboard(zoneId, hubId, { inlineErrors: true });
  const form = useSchemaForm(dashboardCreateSchema, { name: '' });
  const { t } = useLingui();
  return (
    <EntityFormDialog
      form={form}
      noun={t`dashboard`}
      verb="Add"
      triggerVariant="outline"
      description={t`Start empty, then place widgets on its grid in the designer.`}
      submit={create.mutateAsync}
      onDone={onCreated}
    >
      <TextField form={form} required name="name" label={t`Name`} placeholder={t`Weekly overview`} />
    </EntityFormDialog>
  );
}
