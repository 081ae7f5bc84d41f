import type { FieldOfType } from '@atrium/schema';
import { SwitchField } from '@/components/form/FormFields';
import type { FieldInputProps } from './field-input-props';

/** Yes or no: a switch. */
export function BooleanInput({ form, field, label, description }: FieldInputProps<FieldOfType<'boolean'>>) {
  return <SwitchField form={form} name={field.name} label={label} description={description} />;
}
