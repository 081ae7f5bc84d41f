import type { FieldOfType } from '@atrium/schema';
import { CheckboxField, SwitchField } from '@/components/form/FormFields';
import type { FieldInputProps } from './field-input-props';

/** Yes or no: a switch, or a checkbox with `widget: checkbox`. */
export function BooleanInput({ form, field, label, description }: FieldInputProps<FieldOfType<'boolean'>>) {
  if (field.widget === 'checkbox') {
    return <CheckboxField form={form} name={field.name} label={label} description={description} />;
  }
  return <SwitchField form={form} name={field.name} label={label} description={description} />;
}
