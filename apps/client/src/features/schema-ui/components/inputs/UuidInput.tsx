import type { FieldOfType } from '@atrium/schema';
import { TextField } from '@/components/form/FormFields';
import type { FieldInputProps } from './field-input-props';

/** An id typed or pasted in full. */
export function UuidInput({ form, field, label, description }: FieldInputProps<FieldOfType<'uuid'>>) {
  return (
    <TextField
      form={form}
      name={field.name}
      required={field.required}
      label={label}
      description={description}
      placeholder={field.placeholder ?? '00000000-0000-0000-0000-000000000000'}
      spellCheck={false}
      autoComplete="off"
      className="[&_input]:font-mono"
    />
  );
}
