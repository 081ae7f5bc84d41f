import type { ModuleType } from '@atrium/schema';
import type { UseFormReturn } from 'react-hook-form';
import { SelectField, SwitchField, TextareaField, TextField } from '@/components/form/FormFields';
import { blankAsNull, type ModuleFormValues } from '../utils/module-form';
import { CollectionPickerField } from './CollectionPickerField';

const VIEW_OPTIONS = [
  { value: 'table', label: 'Table' },
  { value: 'board', label: 'Board' },
  { value: 'list', label: 'List' },
] as const;

/** The config fields of one module type (the registry in libs/schema), bound to the module form. */
export function ModuleConfigFields({
  form,
  type,
}: {
  form: UseFormReturn<ModuleFormValues, unknown, unknown>;
  type: ModuleType;
}) {
  const f = form as unknown as UseFormReturn<ModuleFormValues>;
  switch (type) {
    case 'markdown':
      return (
        <TextareaField
          form={f}
          name="config.content"
          label="Content (Markdown)"
          rows={8}
          placeholder={'# Welcome\n\nWrite in **Markdown**.'}
        />
      );
    case 'link':
      return (
        <>
          <TextField
            form={f}
            name="config.url"
            label="URL"
            type="url"
            inputMode="url"
            placeholder="https://example.com"
          />
          <SwitchField
            form={f}
            name="config.open_in_new_tab"
            label="Open in a new tab"
            description="Off: the link replaces Atrium in this tab."
          />
        </>
      );
    case 'collection':
      return (
        <>
          <CollectionPickerField form={f} />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              form={f}
              name="config.view"
              label="View"
              options={VIEW_OPTIONS}
              description="Board: cards in columns by the first choice or yes/no field. List: cards one under another."
            />
            <TextField
              form={f}
              name="config.page_size"
              label="Page size"
              type="number"
              min={1}
              max={1000}
              rules={{ valueAsNumber: true }}
            />
          </div>
        </>
      );
    case 'form':
      return (
        <>
          <ChosenLaterField
            form={f}
            name="config.form_id"
            label="Form id"
            placeholder="00000000-0000-4000-8000-000000000000"
            hint="The published form to show."
          />
          <TextField form={f} name="config.submit_label" label="Submit label" />
          <TextareaField form={f} name="config.success_message" label="Success message" rows={2} />
        </>
      );
  }
}

/** A reference chosen later (a collection, a form): blank is sent as null. */
function ChosenLaterField({
  hint,
  ...props
}: {
  form: UseFormReturn<ModuleFormValues>;
  name: `config.${string}`;
  label: string;
  placeholder: string;
  hint: string;
}) {
  return (
    <TextField
      {...props}
      description={`${hint} Leave blank to choose later.`}
      rules={{ setValueAs: blankAsNull }}
    />
  );
}
