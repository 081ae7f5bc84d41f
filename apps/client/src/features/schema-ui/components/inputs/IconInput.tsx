import type { FieldOfType } from '@atrium/schema';
import { useLingui } from '@lingui/react';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { errorMessage, FieldMessages } from '@/components/form/FormFields';
import { IconNamePicker } from '@/features/shell/components/IconNamePicker';
import type { FieldInputProps } from './field-input-props';

/**
 * `widget: icon`: an icon name picked from the icons the app draws, as a grid of radios ("No icon"
 * first when the field may stay empty). A stored name the app does not draw stays until another is
 * picked. Focused on a refused submit through its chosen (or first) radio.
 */
export function IconInput({ form, field, label, description }: FieldInputProps<FieldOfType<'string'>>) {
  const id = useId();
  const { i18n } = useLingui();
  const { field: bound } = useController({ control: form.control, name: field.name });
  const message = errorMessage(form.formState.errors, field.name, i18n);
  const describedBy = message ? `${id}-error` : description ? `${id}-description` : undefined;
  return (
    <div
      ref={(el) =>
        bound.ref(
          el && {
            focus: () =>
              (
                el.querySelector<HTMLInputElement>('input:checked') ??
                el.querySelector<HTMLInputElement>('input[type=radio]')
              )?.focus(),
          },
        )
      }
    >
      <IconNamePicker
        name={`${id}-${field.name}`}
        legend={label}
        value={typeof bound.value === 'string' ? bound.value : ''}
        onChange={(name) => {
          bound.onChange(name);
          bound.onBlur();
        }}
        allowNone={!field.required}
        invalid={!!message}
        describedBy={describedBy}
      >
        <FieldMessages id={id} description={description} message={message} />
      </IconNamePicker>
    </div>
  );
}
