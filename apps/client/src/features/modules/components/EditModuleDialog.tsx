import type { HubModule } from '@atrium/schema';
import { useLingui } from '@lingui/react/macro';
import { EntityFormDialog } from '@/components/form/EntityFormDialog';
import { SwitchField, TextField } from '@/components/form/FormFields';
import { useModuleForm } from '../hooks/useModuleForm';
import { useUpdateModule } from '../hooks/useUpdateModule';
import { moduleFormValues, modulePatch } from '../utils/module-form';
import { MODULE_TYPE_DESCRIPTIONS, MODULE_TYPE_LABELS } from '../utils/module-type-labels';
import { ModuleConfigFields } from './ModuleConfigFields';

/** Edits a module after creation: name, its type's config and whether it is active (PATCH). */
export function EditModuleDialog({
  zoneId,
  hubId,
  module,
}: {
  zoneId: string;
  hubId: string;
  module: HubModule;
}) {
  const update = useUpdateModule(zoneId, hubId, module.id, { inlineErrors: true });
  const form = useModuleForm(moduleFormValues(module));
  const { t } = useLingui();
  const typeLabel = t(MODULE_TYPE_LABELS[module.type]);
  const typeDescription = t(MODULE_TYPE_DESCRIPTIONS[module.type]);
  return (
    <EntityFormDialog
      form={form}
      noun={t`module`}
      mode="edit"
      triggerSize="md"
      description={t`${typeLabel}: ${typeDescription} The type cannot change.`}
      submit={(values) => update.mutateAsync(modulePatch(values))}
      onDone={(saved: HubModule) => form.reset(moduleFormValues(saved))}
    >
      <TextField form={form} required name="name" label={t`Name`} autoComplete="off" />
      <ModuleConfigFields form={form} type={module.type} />
      <SwitchField
        form={form}
        name="is_active"
        label={t`Active`}
        description={t`An inactive module is hidden from the hub and closed to those who cannot edit it.`}
      />
    </EntityFormDialog>
  );
}
