import { Trans, useLingui } from '@lingui/react/macro';
import type { WidgetConfig } from '@atrium/schema';
import { Button } from '@atrium/ui';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import {
  useWidgetSettingsForm,
  type WidgetSettingsFormProps,
} from '@/features/dashboards/hooks/useWidgetSettingsForm';
import {
  linksSettingsSchema,
  type LinksSettingsValues,
} from '@/features/dashboards/utils/widget-settings-schemas';
import { TextField } from '@/components/form/FormFields';
import { SettingsForm } from './SettingsForm';

const MAX_LINKS = 50;

/** Links settings: title and a list of label + URL (http(s) or a path in the app). */
export function LinksSettingsForm(props: WidgetSettingsFormProps<WidgetConfig<'links'>>) {
  const { form, onSubmit } = useWidgetSettingsForm<LinksSettingsValues, WidgetConfig<'links'>>(
    linksSettingsSchema,
    props.config,
    props,
  );
  const links = useFieldArray({ control: form.control, name: 'links' });
  const { t } = useLingui();
  return (
    <SettingsForm formId={props.formId} onSubmit={onSubmit} label={t`Links settings`}>
      <TextField form={form} name="title" label={t`Title`} placeholder={t`Links`} />
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium">
          <Trans>Links</Trans>
        </legend>
        <p className="text-sm text-muted-foreground">
          <Trans>An https:// address opens in a new tab; a path such as /zones opens in Atrium.</Trans>
        </p>
        {links.fields.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>No links yet.</Trans>
          </p>
        ) : null}
        {links.fields.map((field, i) => {
          const n = i + 1;
          return (
            <div
              key={field.id}
              className="grid items-start gap-2 rounded-lg border p-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)_auto] sm:border-0 sm:p-0"
            >
              <TextField
                form={form}
                name={`links.${i}.label`}
                label={t`Label of link ${n}`}
                placeholder={t`Label`}
              />
              <TextField
                form={form}
                name={`links.${i}.url`}
                label={t`URL of link ${n}`}
                placeholder={t`https://… or /zones`}
                inputMode="url"
                autoComplete="url"
              />
              <Button
                type="button"
                size="icon"
                variant="ghost"
                className="justify-self-end sm:mt-[1.625rem]"
                aria-label={t`Remove link ${n}`}
                onClick={() => links.remove(i)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          );
        })}
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          disabled={links.fields.length >= MAX_LINKS}
          onClick={() => links.append({ label: '', url: '' })}
        >
          <Plus aria-hidden="true" />
          <Trans>Add link</Trans>
        </Button>
      </fieldset>
    </SettingsForm>
  );
}
