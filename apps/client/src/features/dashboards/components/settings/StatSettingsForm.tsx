import { Trans, useLingui } from '@lingui/react/macro';
import type { WidgetConfig } from '@atrium/schema';
import { msg } from '@lingui/core/macro';
import { useWatch } from 'react-hook-form';
import {
  useWidgetSettingsForm,
  type WidgetSettingsFormProps,
} from '@/features/dashboards/hooks/useWidgetSettingsForm';
import {
  statSettingsInput,
  statSettingsSchema,
  statSettingsValues,
  type StatSettingsValues,
} from '@/features/dashboards/utils/widget-settings-schemas';
import { SelectField, TextField } from '@/components/form/FormFields';
import {
  labelOptions,
  STAT_FORMAT_LABELS,
  STAT_SOURCE_LABELS,
} from '@/features/dashboards/utils/widget-labels';
import { SettingsForm } from './SettingsForm';

const TRENDS = { '': msg`None`, up: msg`Up`, down: msg`Down`, flat: msg`Flat` };

/** Stat settings: title, label, where the number comes from (typed or counted live), unit, format. */
export function StatSettingsForm(props: WidgetSettingsFormProps<WidgetConfig<'stat'>>) {
  const { form, onSubmit } = useWidgetSettingsForm<StatSettingsValues, WidgetConfig<'stat'>>(
    statSettingsSchema,
    statSettingsValues(props.config),
    props,
    statSettingsInput,
  );
  const source = useWatch({ control: form.control, name: 'source' });
  const fixed = source === 'fixed';
  const { t, i18n } = useLingui();
  const sources = [{ value: '', label: t`Choose a source…` }, ...labelOptions(i18n, STAT_SOURCE_LABELS)];
  return (
    <SettingsForm formId={props.formId} onSubmit={onSubmit} label={t`Stat settings`}>
      <TextField
        form={form}
        name="title"
        label={t`Title`}
        placeholder={t`Shown on the card; the label when empty`}
      />
      <TextField
        form={form}
        name="label"
        label={t`Label`}
        description={t`What the number counts, e.g. Active members.`}
      />
      <SelectField form={form} name="source" label={t`Value source`} options={sources} />
      {fixed ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            form={form}
            name="value"
            label={t`Value`}
            type="number"
            inputMode="decimal"
            step="any"
            rules={{ valueAsNumber: true }}
          />
          <SelectField form={form} name="trend" label={t`Trend`} options={labelOptions(i18n, TRENDS)} />
        </div>
      ) : source ? (
        <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
          {source.startsWith('hub_') ? (
            <Trans>Counted live from this hub each time the dashboard opens.</Trans>
          ) : (
            <Trans>Counted live from this zone each time the dashboard opens.</Trans>
          )}
        </p>
      ) : (
        <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
          <Trans>
            Count something of this zone or hub live, or enter a number yourself. Until then the stat stays
            empty.
          </Trans>
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          form={form}
          name="format"
          label={t`Format`}
          options={labelOptions(i18n, STAT_FORMAT_LABELS)}
        />
        <TextField form={form} name="unit" label={t`Unit`} placeholder={t`€, ms, people…`} maxLength={20} />
      </div>
    </SettingsForm>
  );
}
