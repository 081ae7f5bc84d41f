import type { FieldOfType } from '@atrium/schema';
import { useId } from 'react';
import { ColorField, TextField } from '@/components/form/FormFields';
import type { FieldInputProps } from './field-input-props';
import { IconInput } from './IconInput';

const INPUT_TYPES = { email: 'email', url: 'url' } as const;

/**
 * A one-line string: e-mail and URL keyboards on phones, a password field for `widget: password`,
 * the browser's colour picker beside the text for `widget: color`, a grid of the app's icons for
 * `widget: icon`.
 */
export function StringInput({
  form,
  field,
  label,
  description,
  suggestions,
}: FieldInputProps<FieldOfType<'string'>>) {
  const format = field.widget === 'email' || field.widget === 'url' ? field.widget : field.format;
  const listId = useId();
  const offered = suggestions && suggestions.length > 0 && field.widget !== 'password';
  if (field.widget === 'icon') {
    return <IconInput form={form} field={field} label={label} description={description} />;
  }
  if (field.widget === 'color') {
    return (
      <ColorField
        form={form}
        name={field.name}
        required={field.required}
        label={label}
        description={description}
        placeholder={field.placeholder ?? '#3b82f6'}
        maxLength={field.length ?? field.max}
        autoComplete="off"
        spellCheck={false}
        className="[&_input]:font-mono sm:max-w-60"
      />
    );
  }
  return (
    <>
      <TextField
        form={form}
        name={field.name}
        required={field.required}
        label={label}
        description={description}
        placeholder={field.placeholder}
        type={format ? INPUT_TYPES[format] : 'text'}
        password={field.widget === 'password'}
        autoComplete={field.widget === 'password' ? 'new-password' : 'off'}
        maxLength={field.length ?? field.max}
        list={offered ? listId : undefined}
      />
      {offered ? (
        <datalist id={listId}>
          {suggestions.map((value) => (
            <option key={value} value={value} />
          ))}
        </datalist>
      ) : null}
    </>
  );
}
