import type { FieldOfType } from '@atrium/schema';
import { TextField } from '@/components/form/FormFields';
import type { FieldInputProps } from './field-input-props';

/** A number or an integer: the numeric keyboard, its bounds as hints to the browser. */
export function NumberInput({
  form,
  field,
  label,
  description,
}: FieldInputProps<FieldOfType<'number'> | FieldOfType<'integer'>>) {
  return (
    <TextField
      form={form}
      name={field.name}
      label={label}
      description={description}
      placeholder={field.placeholder}
      type="number"
      inputMode={field.type === 'integer' ? 'numeric' : 'decimal'}
      step={field.type === 'integer' ? 1 : 'any'}
      min={field.min}
      max={field.max}
      className="[&_input]:tabular-nums sm:[&_input]:max-w-60"
    />
  );
}
