import type { FieldOfType } from '@atrium/schema';
import { useLingui } from '@lingui/react/macro';
import { RadioGroupField, SelectField } from '@/components/form/FormFields';
import { enumOptions } from '@/features/schema-ui/utils/field-labels';
import type { FieldInputProps } from './field-input-props';

/**
 * One of the options: a select, with an empty choice unless a value is required and set; with
 * `widget: radio`, radios (and "None" when the field may stay empty).
 */
export function EnumInput({ form, field, label, description }: FieldInputProps<FieldOfType<'enum'>>) {
  const options = enumOptions(field);
  const { t } = useLingui();
  if (field.widget === 'radio') {
    return (
      <RadioGroupField
        form={form}
        name={field.name}
        label={label}
        description={description}
        options={field.required ? options : [...options, { value: '', label: t`None` }]}
      />
    );
  }
  const empty = { value: '', label: field.required ? t`Choose…` : '—' };
  return (
    <SelectField
      form={form}
      name={field.name}
      required={field.required}
      label={label}
      description={description}
      options={[empty, ...options]}
    />
  );
}
