import type { FieldOfType } from '@atrium/schema';
import { TextField } from '@/components/form/FormFields';
import type { FieldInputProps } from './field-input-props';

/** A calendar date (YYYY-MM-DD): the browser's date picker. */
export function DateInput({ form, field, label, description }: FieldInputProps<FieldOfType<'date'>>) {
  return (
    <TextField
      form={form}
      name={field.name}
      required={field.required}
      label={label}
      description={description}
      type="date"
      className="sm:[&_input]:max-w-60"
    />
  );
}
