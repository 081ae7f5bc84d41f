import type { FieldOfType } from '@atrium/schema';
import { TextareaField } from '@/components/form/FormFields';
import type { FieldInputProps } from './field-input-props';

/** Long text: a textarea (monospace for `widget: code`). */
export function TextInput({ form, field, label, description }: FieldInputProps<FieldOfType<'text'>>) {
  return (
    <TextareaField
      form={form}
      name={field.name}
      label={label}
      description={description}
      placeholder={field.placeholder}
      rows={field.widget === 'code' || field.widget === 'markdown' ? 8 : 4}
      maxLength={field.max}
      className={field.widget === 'code' ? '[&_textarea]:font-mono' : undefined}
    />
  );
}
