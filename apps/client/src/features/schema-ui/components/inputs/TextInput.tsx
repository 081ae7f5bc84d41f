import type { FieldOfType } from '@atrium/schema';
import { TextareaField } from '@/components/form/FormFields';
import { MarkdownField } from '@/features/modules/components/MarkdownField';
import type { FieldInputProps } from './field-input-props';

/** Long text: a textarea (monospace for `widget: code`; Write and Preview for `widget: markdown`). */
export function TextInput({ form, field, label, description }: FieldInputProps<FieldOfType<'text'>>) {
  if (field.widget === 'markdown') {
    return (
      <MarkdownField
        form={form}
        name={field.name}
        label={label}
        description={description}
        placeholder={field.placeholder}
        rows={8}
        maxLength={field.max}
      />
    );
  }
  return (
    <TextareaField
      form={form}
      name={field.name}
      required={field.required}
      label={label}
      description={description}
      placeholder={field.placeholder}
      rows={field.widget === 'code' ? 8 : 4}
      maxLength={field.max}
      className={field.widget === 'code' ? '[&_textarea]:font-mono' : undefined}
    />
  );
}
