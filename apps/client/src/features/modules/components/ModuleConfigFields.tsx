import type { ModuleType } from '@atrium/schema';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { UseFormReturn } from 'react-hook-form';
import { SelectField, SwitchField, TextareaField, TextField } from '@/components/form/FormFields';
import { withHttps, type ModuleFormValues } from '../utils/module-form';
import { BoardFieldPickerField } from './BoardFieldPickerField';
import { CollectionPickerField } from './CollectionPickerField';
import { FormPickerField } from './FormPickerField';
import { MarkdownField } from './MarkdownField';

const VIEW_OPTIONS = [
  { value: 'table', label: msg`Table` },
  { value: 'board', label: msg`Board` },
  { value: 'list', label: msg`List` },
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
  const { t } = useLingui();
  switch (type) {
    case 'markdown':
      return (
        <MarkdownField
          form={f}
          name="config.content"
          label={t`Content (Markdown)`}
          rows={8}
          placeholder={t`# Welcome\n\nWrite in **Markdown**.`}
        />
      );
    case 'link':
      return (
        <>
          <TextField
            form={f}
            required
            name="config.url"
            label={t`URL`}
            type="url"
            inputMode="url"
            placeholder="https://example.com"
            rules={{ setValueAs: withHttps }}
          />
          <SwitchField
            form={f}
            name="config.open_in_new_tab"
            label={t`Open in a new tab`}
            description={t`Off: the link replaces Atrium in this tab.`}
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
              label={t`View`}
              options={VIEW_OPTIONS.map((o) => ({ value: o.value, label: t(o.label) }))}
              description={t`Board: cards in columns by a choice or yes/no field. List: cards one under another.`}
            />
            <TextField
              form={f}
              name="config.page_size"
              label={t`Page size`}
              type="number"
              min={1}
              max={1000}
              rules={{ valueAsNumber: true }}
            />
          </div>
          <BoardFieldPickerField form={f} />
        </>
      );
    case 'form':
      return (
        <>
          <FormPickerField form={f} />
          <TextField
            form={f}
            name="config.submit_label"
            label={t`Submit label`}
            description={t`Used when the form sets none.`}
          />
          <TextareaField
            form={f}
            name="config.success_message"
            label={t`Success message`}
            rows={2}
            description={t`Shown after sending, when the form sets none.`}
          />
        </>
      );
  }
}
