import { createFormSchema, type AdminForm } from '@atrium/schema';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { EntityFormDialog } from '@/components/form/EntityFormDialog';
import { TextField } from '@/components/form/FormFields';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { formKeys, formsApi } from '@/features/modules/api/forms-api';
import { keyFromLabel } from './builder-state';

const newFormSchema = createFormSchema.pick({ name: true, title: true });
type NewFormInput = z.input<typeof newFormSchema>;

/** "New form": a title and a name (derived from the title until typed); opens the builder on success. */
export function NewFormDialog({ onCreated }: { onCreated: (form: AdminForm) => void }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const form = useSchemaForm<NewFormInput, z.output<typeof newFormSchema>>(newFormSchema, {
    title: '',
    name: '',
  });
  return (
    <EntityFormDialog
      form={form}
      noun={t`form`}
      description={t`Give it a title; add its fields in the builder next.`}
      submit={async (input) => {
        const created = await formsApi.create(input);
        void client.invalidateQueries({ queryKey: formKeys.list() });
        return created;
      }}
      onDone={onCreated}
    >
      <TextField
        form={form}
        required
        name="title"
        label={t`Title`}
        autoComplete="off"
        placeholder={t`Event feedback`}
        rules={{
          onChange: (e: { target: { value: string } }) => {
            if (!form.getFieldState('name').isDirty) {
              form.setValue('name', keyFromLabel(e.target.value), {
                shouldValidate: form.formState.isSubmitted,
              });
            }
          },
        }}
      />
      <TextField
        form={form}
        required
        name="name"
        label={t`Name`}
        autoComplete="off"
        spellCheck={false}
        description={t`A unique id in lowercase letters, digits and _, as in the API and file names.`}
      />
    </EntityFormDialog>
  );
}
