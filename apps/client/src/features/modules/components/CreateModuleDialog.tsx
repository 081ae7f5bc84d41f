import { MODULE_TYPE_NAMES, type HubModule, type ModuleType } from '@atrium/schema';
import { useLingui } from '@lingui/react/macro';
import { EntityFormDialog } from '@/components/form/EntityFormDialog';
import { SelectField, TextField } from '@/components/form/FormFields';
import { useCreateModule } from '../hooks/useCreateModule';
import { useModuleForm } from '../hooks/useModuleForm';
import { initialConfig, newModuleValues } from '../utils/module-form';
import { MODULE_TYPE_DESCRIPTIONS, MODULE_TYPE_LABELS } from '../utils/module-type-labels';
import { ModuleConfigFields } from './ModuleConfigFields';

/** Adds a module: name, type from the registry, and that type's config. */
export function CreateModuleDialog({
  zoneId,
  hubId,
  onCreated,
}: {
  zoneId: string;
  hubId: string;
  onCreated?: (m: HubModule) => void;
}) {
  const create = useCreateModule(zoneId, hubId, { inlineErrors: true });
  const form = useModuleForm(newModuleValues());
  const type = form.watch('type');
  const { t } = useLingui();
  const typeOptions = MODULE_TYPE_NAMES.map((name) => ({
    value: name,
    label: t(MODULE_TYPE_LABELS[name]),
  }));
  return (
    <EntityFormDialog
      form={form}
      noun={t`module`}
      verb="Add"
      description={t(MODULE_TYPE_DESCRIPTIONS[type])}
      submit={create.mutateAsync}
      onDone={onCreated}
    >
      <TextField
        form={form}
        required
        name="name"
        label={t`Name`}
        autoComplete="off"
        placeholder={t`Team handbook`}
      />
      <SelectField
        form={form}
        name="type"
        label={t`Type`}
        options={typeOptions}
        rules={{
          onChange: (event: { target: { value: string } }) =>
            form.setValue('config', initialConfig(event.target.value as ModuleType)),
        }}
      />
      <ModuleConfigFields form={form} type={type} />
    </EntityFormDialog>
  );
}
