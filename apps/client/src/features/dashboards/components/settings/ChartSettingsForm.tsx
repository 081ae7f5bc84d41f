import { Trans, useLingui } from '@lingui/react/macro';
import { CHART_SOURCES, chartSeriesCount, MAX_CHART_SERIES, type WidgetConfig } from '@atrium/schema';
import { msg } from '@lingui/core/macro';
import { Button } from '@atrium/ui';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import {
  useWidgetSettingsForm,
  type WidgetSettingsFormProps,
} from '@/features/dashboards/hooks/useWidgetSettingsForm';
import {
  chartSettingsInput,
  chartSettingsSchema,
  withoutSeries,
  withSeriesValues,
  type ChartSettingsValues,
} from '@/features/dashboards/utils/widget-settings-schemas';
import { CheckboxField, errorMessage, SelectField, TextField } from '@/components/form/FormFields';
import { SAMPLE_CONFIGS } from '@/features/dashboards/utils/grid-layout';
import { CHART_SOURCE_LABELS, labelOptions } from '@/features/dashboards/utils/widget-labels';
import { SettingsForm } from './SettingsForm';

const KINDS = { bar: msg`Bars`, line: msg`Line`, pie: msg`Donut` };
const MAX_POINTS = 100;

/** A point's row: its label, a value per series (narrower when several), its remove button. */
function pointColumns(seriesCount: number): string {
  const width = seriesCount > 1 ? '5.5rem' : '6.5rem';
  return ['minmax(6rem,1fr)', `repeat(${seriesCount}, ${width})`, 'auto'].join(' ');
}

type Point = NonNullable<ChartSettingsValues['series']>[number];

function newPoint(seriesCount: number): Point {
  return seriesCount > 1
    ? { label: '', value: 0, values: Array<number>(seriesCount - 1).fill(0) }
    : { label: '', value: 0 };
}

/**
 * Chart settings: title, kind, and its points — counted from the zone's data or typed in, in one
 * series or several (each named, each point a value in each; bars side by side or stacked).
 */
export function ChartSettingsForm(props: WidgetSettingsFormProps<WidgetConfig<'chart'>>) {
  const { form, onSubmit } = useWidgetSettingsForm<ChartSettingsValues, WidgetConfig<'chart'>>(
    chartSettingsSchema,
    props.config,
    props,
    chartSettingsInput,
  );
  const source = useWatch({ control: form.control, name: 'source' });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const seriesNames = useWatch({ control: form.control, name: 'series_names' }) ?? [];
  const points = useFieldArray({ control: form.control, name: 'series' });
  const listError = errorMessage(form.formState.errors, 'series');
  const { t, i18n } = useLingui();
  // A title nobody typed (empty, a new chart's, or the previous source's name) follows the data:
  // a chart of members must not keep the heading "Modules per hub".
  const previousSource = useRef(source);
  useEffect(() => {
    const before = previousSource.current;
    previousSource.current = source;
    if (before === source || !source || source === 'manual') return;
    const title = (form.getValues('title') ?? '').trim();
    const automatic = new Set([
      '',
      SAMPLE_CONFIGS.chart.title ?? '',
      ...(before ? [i18n._(CHART_SOURCE_LABELS[before]), CHART_SOURCES[before]] : []),
    ]);
    if (automatic.has(title)) {
      form.setValue('title', i18n._(CHART_SOURCE_LABELS[source]), { shouldDirty: true });
    }
  }, [source, form, i18n]);
  const seriesCount = Math.max(1, seriesNames.length);
  const many = seriesCount > 1;
  const columns = { gridTemplateColumns: pointColumns(seriesCount) };
  /** "Series 2": the placeholder and stand-in name of the series at index k. */
  const seriesLabel = (k: number) => {
    const n = k + 1;
    return t`Series ${n}`;
  };
  const addSeries = () => {
    const { title } = form.getValues();
    const names = many ? [...seriesNames] : [title?.trim() || seriesLabel(0)];
    names.push(seriesLabel(names.length));
    form.setValue('series_names', names, { shouldDirty: true });
    points.replace((form.getValues('series') ?? []).map((p) => withSeriesValues(p, names.length)));
  };
  const removeSeries = (k: number) => {
    const names = seriesNames.filter((_, i) => i !== k);
    form.setValue('series_names', names.length > 1 ? names : undefined, { shouldDirty: true });
    points.replace((form.getValues('series') ?? []).map((p) => withoutSeries(p, k)));
  };
  return (
    <SettingsForm formId={props.formId} onSubmit={onSubmit} label={t`Chart settings`}>
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
      {kind === 'bar' && chartSeriesCount({ source, series_names: seriesNames }) > 1 ? (
        <CheckboxField form={form} name="stacked" label={t`Stack the series' bars`} />
      ) : null}
      {source === 'manual' ? (
        <>
          {many ? (
            <fieldset className="grid gap-2">
              <legend className="mb-2 text-sm font-medium">
                <Trans>Series</Trans>
              </legend>
              {seriesNames.map((_, k) => {
                const n = k + 1;
                return (
                  <div key={k} className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-2">
                    <TextField
                      form={form}
                      name={`series_names.${k}`}
                      label={t`Name of series ${n}`}
                      srOnlyLabel
                      placeholder={seriesLabel(k)}
                    />
                    <Button
                      type="button"
                      size="icon"
                      variant="ghost"
                      aria-label={t`Remove series ${n}`}
                      onClick={() => removeSeries(k)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                );
              })}
            </fieldset>
          ) : null}
          <fieldset className="grid min-w-0 gap-2">
            <legend className="mb-2 text-sm font-medium">
              <Trans>Points</Trans>
            </legend>
            {points.fields.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                <Trans>No points yet: add the first one.</Trans>
              </p>
            ) : null}
            {/* Several series' values side by side: the rows scroll sideways in a narrow dialog. */}
            <div className="grid gap-2 overflow-x-auto">
              {many && points.fields.length > 0 ? (
                <div className="grid items-end gap-2" style={columns} aria-hidden="true">
                  <span className="text-xs text-muted-foreground">
                    <Trans>Label</Trans>
                  </span>
                  {seriesNames.map((name, k) => (
                    <span key={k} className="truncate text-xs text-muted-foreground" title={name}>
                      {name || seriesLabel(k)}
                    </span>
                  ))}
                  <span />
                </div>
              ) : null}
              {points.fields.map((field, i) => {
                const n = i + 1;
                return (
                  <div key={field.id} className="grid items-start gap-2" style={columns}>
                    <TextField
                      form={form}
                      name={`series.${i}.label`}
                      label={t`Label of point ${n}`}
                      srOnlyLabel
                      placeholder={t`Label`}
                    />
                    {Array.from({ length: seriesCount }, (_, k) => {
                      const name = seriesNames[k] || seriesLabel(k);
                      return (
                        <TextField
                          key={k}
                          form={form}
                          name={k === 0 ? `series.${i}.value` : `series.${i}.values.${k - 1}`}
                          label={many ? t`Value of point ${n} in ${name}` : t`Value of point ${n}`}
                          srOnlyLabel
                          type="number"
                          inputMode="decimal"
                          step="any"
                          placeholder="0"
                          rules={{ valueAsNumber: true }}
                        />
                      );
                    })}
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
            </div>
            {listError && !listError.startsWith('Line') ? (
              <p className="text-sm font-medium text-destructive" role="alert">
                {listError}
              </p>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={points.fields.length >= MAX_POINTS}
                onClick={() => points.append(newPoint(seriesCount))}
              >
                <Plus aria-hidden="true" />
                <Trans>Add point</Trans>
              </Button>
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={seriesCount >= MAX_CHART_SERIES}
                onClick={addSeries}
              >
                <Plus aria-hidden="true" />
                <Trans>Add series</Trans>
              </Button>
            </div>
          </fieldset>
        </>
      ) : (
        <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
          <Trans>Counted live each time the dashboard opens.</Trans>
        </p>
      )}
    </SettingsForm>
  );
}
