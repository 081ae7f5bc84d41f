import { useLingui } from '@lingui/react/macro';
import { FieldError } from '@atrium/ui';
import { Controller, type Path, type UseFormReturn } from 'react-hook-form';
import { TextareaField, TextField } from '@/components/form/FormFields';
import { IconPicker } from './IconPicker';

/** The values the zone and hub forms edit (a superset is fine: hub forms add nothing else). */
export interface ZoneFormValues {
  name?: string;
  icon?: string;
  description?: string | null;
}

export interface ZoneFormFieldsProps<T extends ZoneFormValues> {
  form: UseFormReturn<T, unknown, unknown>;
  /** Which form: the texts that name the entity follow it. */
  noun?: 'zone' | 'hub';
}

/** Name, icon and description bound to a react-hook-form form: shared by the zone and hub forms. */
export function ZoneFormFields<T extends ZoneFormValues>({
  form: typed,
  noun = 'zone',
}: ZoneFormFieldsProps<T>) {
  // The three fields exist on every T; react-hook-form's generics cannot see that through T.
  const form = typed as unknown as UseFormReturn<ZoneFormValues>;
  const { t } = useLingui();
  return (
    <div className="grid gap-4">
      <TextField
        form={form}
        required
        name="name"
        label={t`Name`}
        autoComplete="off"
        placeholder={noun === 'zone' ? t`Marketing` : t`Campaigns`}
      />
      <Controller
        control={form.control}
        name={'icon' satisfies Path<ZoneFormValues>}
        render={({ field, fieldState }) => (
          <div className="grid gap-2">
            <IconPicker value={field.value ?? ''} onChange={field.onChange} />
            <FieldError role="alert">{fieldState.error?.message}</FieldError>
          </div>
        )}
      />
      <TextareaField
        form={form}
        name="description"
        label={t`Description`}
        rows={3}
        placeholder={noun === 'zone' ? t`What is this zone for?` : t`What is this hub for?`}
      />
    </div>
  );
}
