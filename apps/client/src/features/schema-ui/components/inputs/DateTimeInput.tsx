import type { FieldOfType } from '@atrium/schema';
import { useLingui } from '@lingui/react/macro';
import { TextField } from '@/components/form/FormFields';
import type { FieldInputProps } from './field-input-props';

/** A moment, typed as wall-clock time in the user's time zone (which the hint names). */
export function DateTimeInput({
  form,
  field,
  label,
  description,
  timeZone,
}: FieldInputProps<FieldOfType<'datetime'>> & { timeZone: string }) {
  const { t } = useLingui();
  const zone = t`Time zone: ${timeZone}.`;
  return (
    <TextField
      form={form}
      name={field.name}
      required={field.required}
      label={label}
      description={description ? `${description} ${zone}` : zone}
      type="datetime-local"
      className="sm:[&_input]:max-w-72"
    />
  );
}
