import type { FieldOfType } from '@atrium/schema';
import { useLingui } from '@lingui/react/macro';
import { RangeField, TextField } from '@/components/form/FormFields';
import type { FieldInputProps } from './field-input-props';

/**
 * A number or an integer: the numeric keyboard, its bounds as hints to the browser. With
 * `widget: slider` and both bounds set, a slider between them (without bounds there is no scale,
 * so the input stays).
 */
export function NumberInput({
  form,
  field,
  label,
  description,
}: FieldInputProps<FieldOfType<'number'> | FieldOfType<'integer'>>) {
  const { t } = useLingui();
  const step = field.type === 'integer' ? 1 : 'any';
  if (field.widget === 'slider' && field.min !== undefined && field.max !== undefined) {
    return (
      <RangeField
        form={form}
        name={field.name}
        label={label}
        description={description}
        min={field.min}
        max={field.max}
        step={step}
        emptyText={t`Not set`}
      />
    );
  }
  return (
    <TextField
      form={form}
      name={field.name}
      required={field.required}
      label={label}
      description={description}
      placeholder={field.placeholder}
      type="number"
      inputMode={field.type === 'integer' ? 'numeric' : 'decimal'}
      step={step}
      min={field.min}
      max={field.max}
      className="[&_input]:tabular-nums sm:[&_input]:max-w-60"
    />
  );
}
