import { Field, FieldError, Input, Label, Textarea } from '@atrium/ui';
import { useId } from 'react';
import { IconPicker } from './IconPicker';

export interface ZoneFormValues {
  name: string;
  icon: string;
  description: string;
}

export interface ZoneFormFieldsProps {
  values: ZoneFormValues;
  errors: Record<string, string>;
  onChange: (values: ZoneFormValues) => void;
  /** "Zone" or "Hub". */
  noun?: string;
}

/** Name, icon and description: shared by the zone and hub forms. */
export function ZoneFormFields({ values, errors, onChange, noun = 'Zone' }: ZoneFormFieldsProps) {
  const id = useId();
  return (
    <div className="grid gap-4">
      <Field>
        <Label htmlFor={`${id}-name`}>Name</Label>
        <Input
          id={`${id}-name`}
          name="name"
          autoComplete="off"
          value={values.name}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? `${id}-name-error` : undefined}
          placeholder={noun === 'Zone' ? 'Marketing' : 'Campaigns'}
          onChange={(e) => onChange({ ...values, name: e.target.value })}
        />
        <FieldError id={`${id}-name-error`}>{errors.name}</FieldError>
      </Field>
      <IconPicker value={values.icon} onChange={(icon) => onChange({ ...values, icon })} />
      <Field>
        <Label htmlFor={`${id}-description`}>Description</Label>
        <Textarea
          id={`${id}-description`}
          name="description"
          rows={3}
          value={values.description}
          aria-invalid={errors.description ? true : undefined}
          placeholder={`What is this ${noun.toLowerCase()} for?`}
          onChange={(e) => onChange({ ...values, description: e.target.value })}
        />
        <FieldError>{errors.description}</FieldError>
      </Field>
    </div>
  );
}
