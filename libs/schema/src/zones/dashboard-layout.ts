import { z } from 'zod';
import { booleanSchema, numberSchema } from '../common/value-schemas.js';
import { safeTextSchema } from '../auth/user.js';
import { isoTimestampSchema } from '../common/iso-timestamp.js';
import { linkSchema } from '../common/link.js';
import { dashboardsCollection } from '../collections/builtin/dashboards.collection.js';
import { createPayloadSchema, declaredMax, updatePayloadSchema } from '../collections/collection-payload.js';
import { MAX_CHART_SERIES } from './zone-limits.js';
import { displayNameValueSchema, NOTHING_TO_UPDATE } from './zone-payloads.js';

/** The dashboard grid: 12 columns, rows of fixed height, at most 50 widgets. */
export const DASHBOARD_GRID = Object.freeze({
  columns: 12,
  maxRows: 200,
  maxWidgetHeight: 24,
  maxWidgets: 50,
});

/** Every widget's optional heading (the stat falls back to its label, the others to their type). */
const title = safeTextSchema(100).default('');

const requiredText = (max: number, message: string) =>
  safeTextSchema(max).refine((s) => s.length > 0, message);

/**
 * What a stat shows: a number typed in (`fixed`), or a live count read from the zone and hub the
 * dashboard belongs to (hubs, members, modules and dashboards of the zone; modules and dashboards
 * of the hub). A new stat has no source (null) and no value: it shows a prompt, never a number
 * nobody entered.
 */
export const STAT_SOURCES = Object.freeze({
  fixed: 'A number you enter',
  zone_hubs: 'Hubs in this zone',
  zone_members: 'Members of this zone',
  zone_modules: 'Modules in this zone',
  zone_dashboards: 'Dashboards in this zone',
  hub_modules: 'Modules in this hub',
  hub_dashboards: 'Dashboards in this hub',
});
export type StatSource = keyof typeof STAT_SOURCES;
export const statSourceSchema = z.enum(Object.keys(STAT_SOURCES) as [StatSource, ...StatSource[]], {
  error: `Source must be one of: ${Object.keys(STAT_SOURCES).join(', ')}`,
});

/** How a stat's number is written: 1,234 · 1.2K · 42%. */
export const STAT_FORMATS = Object.freeze({
  number: 'Number (1,234.5)',
  compact: 'Compact (1.2K)',
  percent: 'Percent (42%)',
});
export type StatFormat = keyof typeof STAT_FORMATS;

/** Where a chart's points come from: typed in, or counted from the zone's and hub's real data. */
export const CHART_SOURCES = Object.freeze({
  manual: 'Values you enter',
  zone_members_by_role: 'Members of this zone by role',
  zone_modules_by_hub: 'Modules per hub in this zone',
  zone_dashboards_by_hub: 'Dashboards per hub in this zone',
  hub_modules_by_type: 'Modules in this hub by type',
  zone_hub_contents: 'Modules and dashboards per hub in this zone',
});
export type ChartSource = keyof typeof CHART_SOURCES;

/** The series a live source draws (one unless named here). */
export const LIVE_CHART_SERIES: Readonly<Partial<Record<ChartSource, readonly string[]>>> = Object.freeze({
  zone_hub_contents: ['Modules', 'Dashboards'],
});

/** How many series a chart's config draws: a live source's own, or the typed series' names. */
export function chartSeriesCount(config: { source?: ChartSource; series_names?: readonly string[] }): number {
  const live = config.source ? LIVE_CHART_SERIES[config.source] : undefined;
  if (live) return live.length;
  if (config.source && config.source !== 'manual') return 1;
  return Math.max(1, config.series_names?.length ?? 0);
}

/**
 * A link target: an http(s) URL with a host and no user name, or a path inside the app
 * ("/zones/…"), nothing else — the shared link rule (`linkProblem`), surrounding spaces trimmed.
 */
export const widgetLinkUrlSchema = linkSchema({ trim: true });

/** True for an app path ("/zones/…"), false for an http(s) URL. */
export function isAppPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

/**
 * The widget library of the dashboard designer: each widget's label, its smallest size on the grid
 * (every widget renders without clipping from there up) and its config schema.
 */
export const WIDGET_TYPES = Object.freeze({
  stat: {
    label: 'Stat',
    minSize: { w: 2, h: 2 },
    config: z.strictObject({
      title,
      label: safeTextSchema(100).default(''),
      /** null: not chosen yet (a value with no source is a typed number, as `fixed`). */
      source: statSourceSchema.nullable().default(null),
      value: numberSchema().nullable().default(null),
      unit: safeTextSchema(20).default(''),
      format: z
        .enum(Object.keys(STAT_FORMATS) as [StatFormat, ...StatFormat[]], {
          error: `Format must be one of: ${Object.keys(STAT_FORMATS).join(', ')}`,
        })
        .default('number'),
      trend: z.enum(['up', 'down', 'flat']).nullable().default(null),
    }),
  },
  chart: {
    label: 'Chart',
    minSize: { w: 3, h: 2 },
    config: z
      .strictObject({
        title,
        kind: z.enum(['bar', 'line', 'pie']).default('bar'),
        source: z
          .enum(Object.keys(CHART_SOURCES) as [ChartSource, ...ChartSource[]], {
            error: `Source must be one of: ${Object.keys(CHART_SOURCES).join(', ')}`,
          })
          .default('manual'),
        /**
         * The typed series' names, when there are two or more (the first series' values are each
         * point's `value`, the others' its `values`); absent or one name: one series, named by the
         * title.
         */
        series_names: z
          .array(requiredText(60, 'A series needs a name'))
          .max(MAX_CHART_SERIES, `At most ${MAX_CHART_SERIES} series`)
          .optional(),
        /** Bars of several series stacked in one column per point instead of side by side. */
        stacked: booleanSchema().optional(),
        series: z
          .array(
            z.strictObject({
              label: requiredText(100, 'Label is required'),
              value: numberSchema(),
              /** The point's values in the second and further series (see series_names). */
              values: z
                .array(numberSchema())
                .max(MAX_CHART_SERIES - 1, `At most ${MAX_CHART_SERIES} series`)
                .optional(),
            }),
          )
          .max(100, 'At most 100 points')
          .default([]),
      })
      .superRefine((config, ctx) => {
        const names = config.series_names ?? [];
        const typed = config.source === 'manual' ? Math.max(1, names.length) : 1;
        config.series.forEach((point, i) => {
          const count = 1 + (point.values?.length ?? 0);
          if (count !== typed) {
            ctx.addIssue({
              code: 'custom',
              path: ['series', i, 'values'],
              message: `Point ${i + 1} has ${count} value${count === 1 ? '' : 's'}; the chart has ${typed} series`,
            });
          }
        });
        if (config.kind === 'pie' && chartSeriesCount(config) > 1) {
          ctx.addIssue({
            code: 'custom',
            path: ['kind'],
            message: 'A donut shows one series: choose bars or a line for several',
          });
        }
      }),
  },
  list: {
    label: 'List',
    minSize: { w: 2, h: 2 },
    config: z.strictObject({
      title,
      items: z
        .array(requiredText(500, 'An item must not be empty'))
        .max(100, 'At most 100 items')
        .default([]),
    }),
  },
  markdown: {
    label: 'Text',
    minSize: { w: 2, h: 2 },
    config: z.strictObject({
      title,
      content: z.string().max(20_000, 'Content must be at most 20000 characters').default(''),
    }),
  },
  links: {
    label: 'Links',
    minSize: { w: 2, h: 2 },
    config: z.strictObject({
      title,
      links: z
        .array(
          z.strictObject({
            label: requiredText(100, 'Label is required'),
            url: widgetLinkUrlSchema,
          }),
        )
        .max(50, 'At most 50 links')
        .default([]),
    }),
  },
});

export type WidgetType = keyof typeof WIDGET_TYPES;
export const WIDGET_TYPE_NAMES = Object.freeze(Object.keys(WIDGET_TYPES) as WidgetType[]);
export const widgetTypeSchema = z.enum(WIDGET_TYPE_NAMES as [WidgetType, ...WidgetType[]], {
  error: `Widget type must be one of: ${WIDGET_TYPE_NAMES.join(', ')}`,
});
export type WidgetConfig<T extends WidgetType = WidgetType> = z.output<(typeof WIDGET_TYPES)[T]['config']>;

const int = (name: string, min: number, max: number) =>
  z
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be at least ${min}`)
    .max(max, `${name} must be at most ${max}`);

/**
 * One widget: a client-made id, a type from the library, a position (x column 0..11, y row) and a
 * size (w 1..12 columns, h rows) on the 12-column grid, and the type's config (defaults filled).
 */
export const dashboardWidgetSchema = z
  .strictObject({
    id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Widget id must be 1-64 letters, digits, _ or -'),
    type: widgetTypeSchema,
    x: int('x', 0, DASHBOARD_GRID.columns - 1),
    y: int('y', 0, DASHBOARD_GRID.maxRows - 1),
    w: int('w', 1, DASHBOARD_GRID.columns),
    h: int('h', 1, DASHBOARD_GRID.maxWidgetHeight),
    config: z.unknown().optional(),
  })
  .superRefine((w, ctx) => {
    if (w.x + w.w > DASHBOARD_GRID.columns) {
      ctx.addIssue({
        code: 'custom',
        path: ['w'],
        message: `x + w must be at most ${DASHBOARD_GRID.columns} (the grid has ${DASHBOARD_GRID.columns} columns)`,
      });
    }
    const min = WIDGET_TYPES[w.type]?.minSize;
    if (min && (w.w < min.w || w.h < min.h)) {
      ctx.addIssue({
        code: 'custom',
        path: [w.w < min.w ? 'w' : 'h'],
        message: `A ${WIDGET_TYPES[w.type].label} widget must be at least ${min.w}×${min.h}`,
      });
    }
    if (w.y + w.h > DASHBOARD_GRID.maxRows) {
      ctx.addIssue({
        code: 'custom',
        path: ['h'],
        message: `y + h must be at most ${DASHBOARD_GRID.maxRows}`,
      });
    }
  })
  .transform((w, ctx) => {
    const parsed = WIDGET_TYPES[w.type].config.safeParse(w.config ?? {});
    if (!parsed.success) {
      for (const i of parsed.error.issues) {
        ctx.addIssue({
          code: 'custom',
          path: ['config', ...i.path.map((p) => (typeof p === 'symbol' ? String(p) : p))],
          message: i.message,
        });
      }
      return z.NEVER;
    }
    return { ...w, config: parsed.data } as DashboardWidget;
  });

export type DashboardWidget = {
  [T in WidgetType]: {
    id: string;
    type: T;
    x: number;
    y: number;
    w: number;
    h: number;
    config: WidgetConfig<T>;
  };
}[WidgetType];
export type DashboardWidgetInput = z.input<typeof dashboardWidgetSchema>;

function overlaps(a: DashboardWidget, b: DashboardWidget): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/** A dashboard's layout: widgets with unique ids that do not overlap. */
export const dashboardLayoutSchema = z
  .array(dashboardWidgetSchema)
  .max(DASHBOARD_GRID.maxWidgets, `At most ${DASHBOARD_GRID.maxWidgets} widgets`)
  .superRefine((widgets, ctx) => {
    const seen = new Set<string>();
    widgets.forEach((w, i) => {
      if (seen.has(w.id))
        ctx.addIssue({ code: 'custom', path: [i, 'id'], message: `Widget id "${w.id}" is used twice` });
      seen.add(w.id);
      for (let j = 0; j < i; j++) {
        if (overlaps(widgets[j], w)) {
          ctx.addIssue({
            code: 'custom',
            path: [i],
            message: `Widget "${w.id}" overlaps widget "${widgets[j].id}"`,
          });
          break;
        }
      }
    });
  });
export type DashboardLayout = DashboardWidget[];

const dashboardValues = {
  name: displayNameValueSchema(declaredMax(dashboardsCollection, 'name')),
  // The grid's rules (bounds, unique ids, no overlaps) are more than a JSON column can declare.
  layout: dashboardLayoutSchema,
};

/**
 * Body of POST …/hubs/:hubId/dashboards, derived from the `dashboards` declaration (layout
 * defaults to `[]`). Strict: `hub_id`, ids and `order_index` are refused.
 */
export const dashboardCreateSchema = createPayloadSchema(dashboardsCollection, dashboardValues);
export type DashboardCreateInput = z.input<typeof dashboardCreateSchema>;
export type DashboardCreate = z.output<typeof dashboardCreateSchema>;

/** Body of PATCH …/dashboards/:dashboardId; `layout` replaces the whole layout. */
export const dashboardUpdateSchema = updatePayloadSchema(
  dashboardsCollection,
  dashboardValues,
  NOTHING_TO_UPDATE,
);
export type DashboardUpdateInput = z.input<typeof dashboardUpdateSchema>;
export type DashboardUpdate = z.output<typeof dashboardUpdateSchema>;

/** A dashboard as the API returns it (the layout as stored: validated when written). */
export const dashboardSchema = z.object({
  id: z.string(),
  hub_id: z.string(),
  name: z.string(),
  layout: z.array(
    z.object({
      id: z.string(),
      type: widgetTypeSchema,
      x: z.number(),
      y: z.number(),
      w: z.number(),
      h: z.number(),
      config: z.record(z.string(), z.unknown()),
    }),
  ),
  order_index: z.number().int(),
  created_at: isoTimestampSchema,
  updated_at: isoTimestampSchema,
});
export type Dashboard = Omit<z.infer<typeof dashboardSchema>, 'layout'> & { layout: DashboardLayout };
