import { WIDGET_TYPES, type Dashboard, type DashboardLayout, type DashboardWidget } from '@atrium/schema';

/**
 * A widget config as the current schema reads it: defaults filled for fields added since it was
 * saved (the server validates layouts when written, not when read), and any field the schema
 * now refuses dropped back to its default — so every widget renders and the layout saves again.
 */
export function normalizeConfig(type: DashboardWidget['type'], config: unknown): DashboardWidget['config'] {
  const schema = WIDGET_TYPES[type].config;
  const source: Record<string, unknown> =
    config && typeof config === 'object' && !Array.isArray(config) ? { ...config } : {};
  // Older layouts allowed blank list items and blank chart labels: keep the rest of the data.
  if (type === 'list' && Array.isArray(source.items)) {
    source.items = source.items.filter((item) => typeof item !== 'string' || item.trim() !== '');
  }
  if (type === 'chart' && Array.isArray(source.series)) {
    source.series = source.series.map((point: unknown, i) =>
      point && typeof point === 'object' && (point as { label?: unknown }).label === ''
        ? // eslint-disable-next-line lingui/no-unlocalized-strings -- a stored data label, saved with the layout
          { ...point, label: `Point ${i + 1}` }
        : point,
    );
  }
  const first = schema.safeParse(source);
  if (first.success) return first.data;
  const rest: Record<string, unknown> = { ...source };
  for (const issue of first.error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string') delete rest[key];
    if (issue.code === 'unrecognized_keys') for (const k of issue.keys) delete rest[k];
  }
  const second = schema.safeParse(rest);
  return second.success ? second.data : schema.parse({});
}

export function normalizeLayout(layout: readonly unknown[]): DashboardLayout {
  return layout.flatMap((item) => {
    const widget = item as DashboardWidget;
    if (!widget || !(widget.type in WIDGET_TYPES)) return [];
    return [{ ...widget, config: normalizeConfig(widget.type, widget.config) } as DashboardWidget];
  });
}

export function normalizeDashboard(dashboard: Dashboard): Dashboard {
  return { ...dashboard, layout: normalizeLayout(dashboard.layout) };
}
