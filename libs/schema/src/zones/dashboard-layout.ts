import { z } from 'zod';
import { safeTextSchema } from '../auth/user.js';
import { isoTimestampSchema } from '../common/iso-timestamp.js';
import { httpUrlSchema } from './module-registry.js';
import { displayNameSchema, notEmpty, NOTHING_TO_UPDATE } from './zone-payloads.js';

/** The dashboard grid: 12 columns, rows of fixed height, at most 50 widgets. */
export const DASHBOARD_GRID = Object.freeze({
  columns: 12,
  maxRows: 200,
  maxWidgetHeight: 24,
  maxWidgets: 50,
});

const title = safeTextSchema(100).default('');

/** The widget library of the dashboard designer, with each widget's config schema. */
export const WIDGET_TYPES = Object.freeze({
  stat: {
    label: 'Stat',
    config: z.strictObject({
      label: safeTextSchema(100).default('Stat'),
      value: z.union([safeTextSchema(100), z.number().finite()]).default(0),
      unit: safeTextSchema(20).default(''),
      trend: z.enum(['up', 'down', 'flat']).nullable().default(null),
    }),
  },
  chart: {
    label: 'Chart',
    config: z.strictObject({
      title,
      kind: z.enum(['bar', 'line', 'pie']).default('bar'),
      series: z
        .array(z.strictObject({ label: safeTextSchema(100), value: z.number().finite() }))
        .max(100, 'At most 100 points')
        .default([]),
    }),
  },
  list: {
    label: 'List',
    config: z.strictObject({
      title,
      items: z.array(safeTextSchema(500)).max(100, 'At most 100 items').default([]),
    }),
  },
  markdown: {
    label: 'Text',
    config: z.strictObject({
      content: z.string().max(20_000, 'Content must be at most 20000 characters').default(''),
    }),
  },
  links: {
    label: 'Links',
    config: z.strictObject({
      title,
      links: z
        .array(
          z.strictObject({
            label: safeTextSchema(100).refine((s) => s.length > 0, 'Label is required'),
            url: httpUrlSchema,
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

/** Body of POST …/hubs/:hubId/dashboards. Strict: `hub_id`, ids and `order_index` are refused. */
export const dashboardCreateSchema = z.strictObject({
  name: displayNameSchema,
  layout: dashboardLayoutSchema.default([]),
});
export type DashboardCreateInput = z.input<typeof dashboardCreateSchema>;
export type DashboardCreate = z.output<typeof dashboardCreateSchema>;

/** Body of PATCH …/dashboards/:dashboardId; `layout` replaces the whole layout. */
export const dashboardUpdateSchema = z
  .strictObject({ name: displayNameSchema.optional(), layout: dashboardLayoutSchema.optional() })
  .refine(notEmpty, { message: NOTHING_TO_UPDATE });
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
