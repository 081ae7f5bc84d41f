import { t } from '@lingui/core/macro';
import { chartSeriesCount, statSourceSchema, WIDGET_TYPES, type WidgetConfig } from '@atrium/schema';
import { z } from 'zod';
import { statSource } from './stat-value';

/**
 * The settings forms' schemas: the widget config schemas of libs/schema (the server validates
 * saved layouts with the same ones), with form-friendly shapes where a control needs one.
 */

/** Stat: the source and trend selects use '' for "none chosen". */
export const statSettingsSchema = WIDGET_TYPES.stat.config
  .extend({
    source: z.union([z.literal(''), statSourceSchema]).transform((s) => (s === '' ? null : s)),
    trend: z.enum(['', 'up', 'down', 'flat']).transform((t) => (t === '' ? null : t)),
  })
  .superRefine((config, ctx) => {
    if (config.source === 'fixed' && config.value === null)
      // Runs when the form validates, in the active language.
      ctx.addIssue({ code: 'custom', path: ['value'], message: t`Value must be a number` });
  });
export type StatSettingsValues = z.input<typeof statSettingsSchema>;

export function statSettingsValues(config: WidgetConfig<'stat'>): StatSettingsValues {
  return { ...config, source: statSource(config) ?? '', trend: config.trend ?? '' };
}

/**
 * Only a typed number keeps a value and trend: with a live source or none they are cleared, so
 * hidden fields never block Apply and no stale number is kept.
 */
export function statSettingsInput(values: StatSettingsValues): StatSettingsValues {
  if (values.source === 'fixed' || values.source === undefined) return values;
  return { ...values, value: null, trend: '' };
}

export const chartSettingsSchema = WIDGET_TYPES.chart.config;
export type ChartSettingsValues = z.input<typeof chartSettingsSchema>;

/**
 * A live chart keeps no typed points and no typed series' names; a chart of one series keeps no
 * stacking.
 */
export function chartSettingsInput(values: ChartSettingsValues): ChartSettingsValues {
  const typed = values.source === 'manual' || values.source === undefined;
  const prepared = typed ? values : { ...values, series: [], series_names: undefined };
  return chartSeriesCount(prepared) > 1 ? prepared : { ...prepared, stacked: undefined };
}

type ChartPoint = NonNullable<ChartSettingsValues['series']>[number];

/** A typed point with a value for each of `seriesCount` series (new ones 0). */
export function withSeriesValues(point: ChartPoint, seriesCount: number): ChartPoint {
  const values = [...(point.values ?? [])].slice(0, seriesCount - 1);
  while (values.length < seriesCount - 1) values.push(0);
  const { values: _old, ...rest } = point;
  return values.length > 0 ? { ...rest, values } : rest;
}

/** A typed point without its value in series `k` (0 = the first: the second becomes first). */
export function withoutSeries(point: ChartPoint, k: number): ChartPoint {
  const all = [point.value, ...(point.values ?? [])].filter((_, i) => i !== k);
  const { values: _old, ...rest } = point;
  const [value = 0, ...values] = all;
  return values.length > 0 ? { ...rest, value, values } : { ...rest, value };
}

/** The non-empty lines of a text, trimmed. */
export function splitLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** List: one item per line in a text area. */
export const listSettingsSchema = WIDGET_TYPES.list.config.extend({
  items: z.string().transform(splitLines).pipe(WIDGET_TYPES.list.config.shape.items.removeDefault()),
});
export type ListSettingsValues = z.input<typeof listSettingsSchema>;

export function listSettingsValues(config: WidgetConfig<'list'>): ListSettingsValues {
  return { title: config.title, items: config.items.join('\n') };
}

export const markdownSettingsSchema = WIDGET_TYPES.markdown.config;
export type MarkdownSettingsValues = z.input<typeof markdownSettingsSchema>;

export const linksSettingsSchema = WIDGET_TYPES.links.config;
export type LinksSettingsValues = z.input<typeof linksSettingsSchema>;
