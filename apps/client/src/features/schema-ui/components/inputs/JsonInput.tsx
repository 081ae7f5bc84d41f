import type { FieldOfType } from '@atrium/schema';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@atrium/ui';
import { TextareaField } from '@/components/form/FormFields';
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
export function JsonInput({ form, field, label, description }: FieldInputProps<FieldOfType<'json'>>) {
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
