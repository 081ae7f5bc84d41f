import type { FieldOfType } from '@atrium/schema';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Field, Label, TagsInput } from '@atrium/ui';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { errorMessage, FieldMessages, TextareaField } from '@/components/form/FormFields';
import type { FieldInputProps } from './field-input-props';

const SHAPE_HINT = {
  object: msg`A JSON object.`,
  array: msg`A JSON array.`,
  any: msg`Any JSON value.`,
} as const;

/**
 * JSON as text, checked when the field is left (parse errors name the position) and by the
 * field's rules (shape, size, depth); "Format" re-indents valid JSON.
 */
export function JsonInput(props: FieldInputProps<FieldOfType<'json'>>) {
  const text = props.form.getValues(props.field.name);
  // A tags input edits a list of texts; any other stored value stays editable as JSON.
  if (props.field.widget === 'tags' && tagsOf(text) !== null) return <JsonTagsInput {...props} />;
  return <JsonCodeInput {...props} />;
}

/** The form's JSON text as a list of texts, '' as none; null when it is something else. */
export function tagsOf(text: unknown): string[] | null {
  if (typeof text !== 'string' || text.trim() === '') return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : null;
  } catch {
    return null;
  }
}

/**
 * `widget: tags`: a JSON array of texts as chips (TagsInput). The form keeps the JSON text, as the
 * JSON editor's: no tags is empty (null) for an optional field, `[]` for a required one.
 */
function JsonTagsInput({ form, field, label, description }: FieldInputProps<FieldOfType<'json'>>) {
  const { t, i18n } = useLingui();
  const id = useId();
  const { field: control } = useController({ control: form.control, name: field.name });
  const tags = tagsOf(control.value) ?? [];
  const message = errorMessage(form.formState.errors, field.name, i18n);
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <TagsInput
        id={id}
        value={tags}
        onChange={(next) =>
          control.onChange(next.length > 0 || field.required ? JSON.stringify(next, null, 2) : '')
        }
        onBlur={control.onBlur}
        removeLabel={(tag) => t`Remove “${tag}”`}
        placeholder={field.placeholder ?? t`Type and press Enter`}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : `${id}-description`}
      />
      <FieldMessages
        id={id}
        description={description ?? t`Texts separated by Enter or a comma.`}
        message={message}
      />
    </Field>
  );
}

function JsonCodeInput({ form, field, label, description }: FieldInputProps<FieldOfType<'json'>>) {
  const { t } = useLingui();
  function format() {
    const text = form.getValues(field.name);
    if (typeof text !== 'string' || text.trim() === '') return;
    try {
      form.setValue(field.name, JSON.stringify(JSON.parse(text), null, 2), { shouldDirty: true });
    } catch {
      void form.trigger(field.name);
    }
  }
  return (
    <TextareaField
      form={form}
      name={field.name}
      required={field.required}
      label={label}
      description={description ?? t(SHAPE_HINT[field.shape])}
      placeholder={field.placeholder ?? (field.shape === 'array' ? '[]' : '{}')}
      rows={6}
      spellCheck={false}
      className="[&_textarea]:font-mono [&_textarea]:text-xs"
      labelAside={
        <Button type="button" variant="ghost" size="sm" className="h-6 px-2" onClick={format}>
          <Trans>Format</Trans>
        </Button>
      }
    />
  );
}
