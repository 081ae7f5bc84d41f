import type { FormField } from '@atrium/schema';
import { formFieldMaxLength } from '@atrium/schema';
import { Field } from '@atrium/ui';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import {
  CheckboxField,
  errorMessage,
  FieldMessages,
  RadioGroupField,
  SelectField,
  TextareaField,
  TextField,
} from '@/components/form/FormFields';

/** A form's values as react-hook-form holds them: the answers under `data`, as the API takes them. */
export interface AnswerValues {
  data: Record<string, unknown>;
}

type AnswerForm = UseFormReturn<AnswerValues>;
type AnswerName = `data.${string}`;

/** A number input's text as the answer: blank is no answer, anything else a number (NaN is refused). */
const toNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

const INPUT_TYPES = { text: 'text', email: 'email', url: 'url', date: 'date', number: 'number' } as const;

/**
 * One field of a published form, drawn by its type: the control a member fills in, with the
 * field's label, help and placeholder, wired to the shared validator's errors at `data.<key>`.
 */
export function FormAnswerField({ form, field }: { form: AnswerForm; field: FormField }) {
  const { t } = useLingui();
  const name: AnswerName = `data.${field.key}`;
  const fieldLabel = field.label;
  const label = field.required ? fieldLabel : t`${fieldLabel} (optional)`;
  const common = { form, name, label, description: field.help, required: field.required } as const;
  switch (field.type) {
    case 'text':
    case 'email':
    case 'url':
    case 'date':
    case 'number':
      return (
        <TextField
          {...common}
          type={INPUT_TYPES[field.type]}
          placeholder={field.placeholder}
          inputMode={field.type === 'url' ? 'url' : field.type === 'email' ? 'email' : undefined}
          maxLength={field.type === 'number' || field.type === 'date' ? undefined : formFieldMaxLength(field)}
          min={field.type === 'number' ? field.min : undefined}
          max={field.type === 'number' ? field.max : undefined}
          step={field.type === 'number' ? 'any' : undefined}
          autoComplete={field.type === 'email' ? 'email' : 'off'}
          rules={field.type === 'number' ? { setValueAs: toNumber } : undefined}
        />
      );
    case 'textarea':
      return (
        <TextareaField
          {...common}
          rows={4}
          placeholder={field.placeholder}
          maxLength={formFieldMaxLength(field)}
        />
      );
    case 'select':
      return (
        <SelectField
          {...common}
          options={[
            { value: '', label: field.placeholder ?? t`Choose…` },
            ...(field.options ?? []).map((o) => ({ value: o, label: o })),
          ]}
        />
      );
    case 'radio':
      return (
        <RadioGroupField {...common} options={(field.options ?? []).map((o) => ({ value: o, label: o }))} />
      );
    case 'checkbox':
      return <CheckboxField form={form} name={name} label={fieldLabel} description={field.help} />;
    case 'multiselect':
      return <CheckboxGroup form={form} name={name} label={label} field={field} />;
  }
}

/** Several of a field's options as checkboxes in a fieldset; the answer is the list of those ticked. */
function CheckboxGroup({
  form,
  name,
  label,
  field,
}: {
  form: AnswerForm;
  name: AnswerName;
  label: string;
  field: FormField;
}) {
  const id = useId();
  const { i18n } = useLingui();
  const message = errorMessage(form.formState.errors, name, i18n);
  const describedBy = message ? `${id}-error` : field.help ? `${id}-description` : undefined;
  return (
    <Field>
      <fieldset
        className="grid min-w-0 gap-2"
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy}
      >
        <legend className="mb-2 text-sm leading-none font-medium">{label}</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {(field.options ?? []).map((o) => (
            <label key={o} className="inline-flex min-h-6 items-center gap-2 text-sm">
              <input type="checkbox" value={o} className="size-4 accent-primary" {...form.register(name)} />
              {o}
            </label>
          ))}
        </div>
        <FieldMessages id={id} description={field.help} message={message} />
      </fieldset>
    </Field>
  );
}
