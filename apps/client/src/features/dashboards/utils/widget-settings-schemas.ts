import { t } from '@lingui/core/macro';
import { statSourceSchema, WIDGET_TYPES, type WidgetConfig } from '@atrium/schema';
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

/** A live chart keeps no typed points. */
export function chartSettingsInput(values: ChartSettingsValues): ChartSettingsValues {
  if (values.source === 'manual' || values.source === undefined) return values;
  return { ...values, series: [] };
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
