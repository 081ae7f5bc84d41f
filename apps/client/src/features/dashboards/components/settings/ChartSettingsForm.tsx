import { CHART_SOURCES, type WidgetConfig } from '@atrium/schema';
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
import { errorMessage, recordOptions, SelectField, TextField } from '@/components/form/FormFields';

const KINDS = recordOptions({ bar: 'Bars', line: 'Line', pie: 'Donut' });
const SOURCES = recordOptions(CHART_SOURCES);
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
  return (
    <form id={props.formId} noValidate className="grid gap-4" onSubmit={onSubmit} aria-label="Chart settings">
      <TextField form={form} name="title" label="Title" placeholder="Chart" />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField form={form} name="kind" label="Kind" options={KINDS} />
        <SelectField form={form} name="source" label="Data" options={SOURCES} />
      </div>
      {source === 'manual' ? (
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">Points</legend>
          {points.fields.length === 0 ? (
            <p className="text-sm text-muted-foreground">No points yet: add the first one.</p>
          ) : null}
          {points.fields.map((field, i) => (
            <div key={field.id} className="grid grid-cols-[minmax(0,1fr)_6.5rem_auto] items-start gap-2">
              <TextField
                form={form}
                name={`series.${i}.label`}
                label={`Label of point ${i + 1}`}
                srOnlyLabel
                placeholder="Label"
              />
              <TextField
                form={form}
                name={`series.${i}.value`}
                label={`Value of point ${i + 1}`}
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
                aria-label={`Remove point ${i + 1}`}
                onClick={() => points.remove(i)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          ))}
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
            Add point
          </Button>
        </fieldset>
      ) : (
        <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
          Counted live each time the dashboard opens.
        </p>
      )}
    </form>
  );
}
