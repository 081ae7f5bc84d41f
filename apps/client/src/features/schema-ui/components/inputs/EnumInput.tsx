import type { FieldOfType } from '@atrium/schema';
import { useLingui } from '@lingui/react/macro';
import { SelectField } from '@/components/form/FormFields';
import { enumOptions } from '@/features/schema-ui/utils/field-labels';
import type { FieldInputProps } from './field-input-props';

/** One of the options: a select, with an empty choice unless a value is required and set. */
export function EnumInput({ form, field, label, description }: FieldInputProps<FieldOfType<'enum'>>) {
  const options = enumOptions(field);
  const { t } = useLingui();
  const empty = { value: '', label: field.required ? t`Choose…` : '—' };
  return (
    <SelectField
      form={form}
      name={field.name}
      label={label}
      description={description}
      options={[empty, ...options]}
    />
  );
}
