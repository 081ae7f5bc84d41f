import { MODULE_TYPE_NAMES, MODULE_TYPES, type HubModule, type ModuleType } from '@atrium/schema';
import { useLingui } from '@lingui/react/macro';
import { EntityFormDialog } from '@/components/form/EntityFormDialog';
import { SelectField, TextField } from '@/components/form/FormFields';
import { useCreateModule } from '../hooks/useCreateModule';
import { useModuleForm } from '../hooks/useModuleForm';
import { initialConfig, newModuleValues } from '../utils/module-form';
import { ModuleConfigFields } from './ModuleConfigFields';

const TYPE_OPTIONS = MODULE_TYPE_NAMES.map((t) => ({ value: t, label: MODULE_TYPES[t].label }));

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
  return (
    <EntityFormDialog
      form={form}
      noun={t`module`}
      verb="Add"
      description={MODULE_TYPES[type].description}
      submit={create.mutateAsync}
      onDone={onCreated}
    >
      <TextField form={form} name="name" label={t`Name`} autoComplete="off" placeholder={t`Team handbook`} />
      <SelectField
        form={form}
        name="type"
        label={t`Type`}
        options={TYPE_OPTIONS}
        rules={{
          onChange: (event: { target: { value: string } }) =>
            form.setValue('config', initialConfig(event.target.value as ModuleType)),
        }}
      />
      <ModuleConfigFields form={form} type={type} />
    </EntityFormDialog>
  );
}
