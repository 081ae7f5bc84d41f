import { Trans, useLingui } from '@lingui/react/macro';
import type { WidgetConfig } from '@atrium/schema';
import { msg } from '@lingui/core/macro';
import { Button } from '@atrium/ui';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useWatch } from 'react-hook-form';
import {
  useWidgetSettingsForm,
  type WidgetSettingsFormProps,
} from '@/features/dashboards/hooks/useWidgetSettingsForm';
import {
  chartSettingsInput,
  chartSettingsSchema,
  type ChartSettingsValues,
} from '@/features/dashboards/utils/widget-settings-schemas';
import { errorMessage, SelectField, TextField } from '@/components/form/FormFields';
import { CHART_SOURCE_LABELS, labelOptions } from '@/features/dashboards/utils/widget-labels';

const KINDS = { bar: msg`Bars`, line: msg`Line`, pie: msg`Donut` };
const MAX_POINTS = 100;

/** Chart settings: title, kind, and its points — counted from the zone's data or typed in. */
export function ChartSettingsForm(props: WidgetSettingsFormProps<WidgetConfig<'chart'>>) {
  const { form, onSubmit } = useWidgetSettingsForm<ChartSettingsValues, WidgetConfig<'chart'>>(
    chartSettingsSchema,
    props.config,
    props,
    chartSettingsInput,
  );
  const source = useWatch({ control: form.control, name: 'source' });
  const points = useFieldArray({ control: form.control, name: 'series' });
  const listError = errorMessage(form.formState.errors, 'series');
  const { t, i18n } = useLingui();
  return (
    <form
      id={props.formId}
      noValidate
      className="grid gap-4"
      onSubmit={onSubmit}
      aria-label={t`Chart settings`}
    >
      <TextField form={form} name="title" label={t`Title`} placeholder={t`Chart`} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField form={form} name="kind" label={t`Kind`} options={labelOptions(i18n, KINDS)} />
        <SelectField
          form={form}
          name="source"
          label={t`Data`}
          options={labelOptions(i18n, CHART_SOURCE_LABELS)}
        />
      </div>
      {source === 'manual' ? (
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">
            <Trans>Points</Trans>
          </legend>
          {points.fields.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              <Trans>No points yet: add the first one.</Trans>
            </p>
          ) : null}
          {points.fields.map((field, i) => {
            const n = i + 1;
            return (
              <div key={field.id} className="grid grid-cols-[minmax(0,1fr)_6.5rem_auto] items-start gap-2">
                <TextField
                  form={form}
                  name={`series.${i}.label`}
                  label={t`Label of point ${n}`}
                  srOnlyLabel
                  placeholder={t`Label`}
                />
                <TextField
                  form={form}
                  name={`series.${i}.value`}
                  label={t`Value of point ${n}`}
                  srOnlyLabel
                  type="number"
                  inputMode="decimal"
                  step="any"
                  placeholder="0"
                  rules={{ valueAsNumber: true }}
                />
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  aria-label={t`Remove point ${n}`}
                  onClick={() => points.remove(i)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            );
          })}
          {listError && !listError.startsWith('Line') ? (
            <p className="text-sm font-medium text-destructive" role="alert">
              {listError}
            </p>
          ) : null}
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="justify-self-start"
            disabled={points.fields.length >= MAX_POINTS}
            onClick={() => points.append({ label: '', value: 0 })}
          >
            <Plus aria-hidden="true" />
            <Trans>Add point</Trans>
          </Button>
        </fieldset>
      ) : (
        <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
          <Trans>Counted live each time the dashboard opens.</Trans>
        </p>
      )}
    </form>
  );
}
