import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ChartSource, StatFormat, StatSource, WidgetType } from '@atrium/schema';

/**
 * The designer's words for the widget vocabulary of `@atrium/schema` (WIDGET_TYPES' labels,
 * STAT_SOURCES, STAT_FORMATS, CHART_SOURCES), in the active language. The English words are the
 * schema's own; `widget-labels.test.ts` keeps the lists in step.
 */
export const WIDGET_TYPE_LABELS: Readonly<Record<WidgetType, MessageDescriptor>> = {
  stat: msg`Stat`,
  chart: msg`Chart`,
  list: msg`List`,
  markdown: msg`Text`,
  links: msg`Links`,
};

export const STAT_SOURCE_LABELS: Readonly<Record<StatSource, MessageDescriptor>> = {
  fixed: msg`A number you enter`,
  zone_hubs: msg`Hubs in this zone`,
  zone_members: msg`Members of this zone`,
  zone_modules: msg`Modules in this zone`,
  zone_dashboards: msg`Dashboards in this zone`,
  hub_modules: msg`Modules in this hub`,
  hub_dashboards: msg`Dashboards in this hub`,
};

export const STAT_FORMAT_LABELS: Readonly<Record<StatFormat, MessageDescriptor>> = {
  number: msg`Number (1,234.5)`,
  compact: msg`Compact (1.2K)`,
  percent: msg`Percent (42%)`,
};

export const CHART_SOURCE_LABELS: Readonly<Record<ChartSource, MessageDescriptor>> = {
  manual: msg`Values you enter`,
  zone_members_by_role: msg`Members of this zone by role`,
  zone_modules_by_hub: msg`Modules per hub in this zone`,
  zone_dashboards_by_hub: msg`Dashboards per hub in this zone`,
  hub_modules_by_type: msg`Modules in this hub by type`,
  zone_hub_contents: msg`Modules and dashboards per hub in this zone`,
};

/** The series a live chart source draws, when it draws several (schema: LIVE_CHART_SERIES). */
export const LIVE_SERIES_LABELS: Readonly<Partial<Record<ChartSource, readonly MessageDescriptor[]>>> = {
  zone_hub_contents: [msg`Modules`, msg`Dashboards`],
};

/** A widget type's name in the active language. */
export function widgetTypeLabel(i18n: I18n, type: WidgetType): string {
  return i18n._(WIDGET_TYPE_LABELS[type]);
}

/** `{ value, label }` options of a label map, in the active language (for a select). */
export function labelOptions<K extends string>(
  i18n: I18n,
  labels: Readonly<Record<K, MessageDescriptor>>,
): { value: K; label: string }[] {
  return (Object.keys(labels) as K[]).map((value) => ({ value, label: i18n._(labels[value]) }));
}
