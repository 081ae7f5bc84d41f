import {
  collectionSchema,
  componentKeyName,
  createRouteSchema,
  LAYOUT_NAMES,
  normalizeLayoutName,
  type Collection,
  type CollectionFieldInput,
  type CreateRouteInput,
  type Route,
  type UpdateRouteInput,
} from '@atrium/schema';
import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { z } from 'zod';
import type { CollectionRecord } from '@/features/schema-ui/api/collections-api';
import { routesSchema } from './routes-schema';

/** Who may open a route, as the form offers it (metadata.guard_type; public routes take none). */
export const ROUTE_ACCESS_OPTIONS = [
  { value: 'auth', label: msg`Signed-in users` },
  { value: 'admin', label: msg`Admins only` },
  { value: 'guest', label: msg`Signed-out visitors only (sign-in pages)` },
] as const;

/** The metadata keys the form edits as fields of their own; every other key is kept as it is. */
const FORM_METADATA_KEYS = ['dynamic', 'guard_type'] as const;

/**
 * The route form's schema: the routes collection's own fields (name, path and component with their
 * declared bounds and patterns, the switches), with the route manager's touches — the layout as
 * one of the layouts the client has, and the two metadata keys the form edits (`guard_type`,
 * `dynamic`) as fields of their own. `currentGuard` adds a stored guard the options do not list,
 * so an edit shows it rather than a blank.
 */
export function routeFormCollection(currentGuard?: string | null): Collection {
  // Worded when a form is built (never at module load), in the language active then.
  const routes = routesSchema();
  const declared = (name: string): CollectionFieldInput => {
    const field = routes.fields.find((f) => f.name === name);
    if (!field) throw new Error(`The routes collection has no field "${name}"`);
    return field as CollectionFieldInput;
  };
  const guards: { value: string; label: string }[] = ROUTE_ACCESS_OPTIONS.map((option) => ({
    value: option.value,
    label: i18n._(option.label),
  }));
  if (currentGuard && !guards.some((g) => g.value === currentGuard)) {
    guards.push({ value: currentGuard, label: currentGuard });
  }
  return collectionSchema.parse({
    ...routes,
    fields: [
      { ...declared('name'), help: t`Links and redirects find the route by it: lowercase, a-z 0-9 _ . -` },
      {
        ...declared('path'),
        help: t`Starts with /; parameters are :name, optional :name?, a final *`,
      },
      {
        ...declared('component_name'),
        help: t`A page of this build (suggested as you type); an unknown one shows 'Component Not Found'.`,
      },
      {
        name: 'layout',
        type: 'enum',
        options: [...LAYOUT_NAMES],
        help: t`Empty: the page alone, without a layout.`,
      },
      {
        name: 'guard_type',
        type: 'enum',
        // Not "Access" again: the section above it is named so.
        label: t`Who may open it`,
        options: guards,
        help: t`Applies unless the route is public. Empty: signed-in users.`,
      },
      {
        ...declared('is_public'),
        help: t`Anyone may open it, signed in or not (a public route named login sends signed-in users on).`,
      },
      {
        name: 'dynamic',
        type: 'boolean',
        label: t`Dynamic`,
        required: true,
        default: false,
        widget: 'switch',
        help: t`The page receives the URL parameters as props, behind a sign-in check unless public.`,
      },
      { ...declared('is_active'), help: t`Inactive routes are not served.` },
    ],
    // The form edits a route; when it was made is the list's business.
    system_fields: [],
    list: undefined,
    form: {
      sections: [
        { label: t`Route`, fields: ['name', 'path', 'component_name', 'layout'] },
        { label: t`Access`, fields: ['guard_type', 'is_public', 'dynamic', 'is_active'] },
      ],
    },
  });
}

/** A stored route as the form's record: the layout by its canonical name, the metadata keys as fields. */
export function routeFormRecord(route: Route): CollectionRecord {
  return {
    ...route,
    layout: route.layout === null ? null : (normalizeLayoutName(route.layout) ?? route.layout),
    guard_type: route.metadata.guard_type ?? null,
    dynamic: route.metadata.dynamic === true,
  };
}

/** The first message of the API's own rule for a field (so the form says what the server would). */
function apiProblem(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? t`Invalid value`);
}

/**
 * The route API's checks of name, path and component (createRouteSchema of libs/schema), with its
 * messages ("Path must start with "/""), for the fields the body carries.
 */
export function routeFormProblems(record: CollectionRecord): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const name of ['name', 'path', 'component_name'] as const) {
    if (!(name in record)) continue;
    const problem = apiProblem(createRouteSchema.shape[name], record[name]);
    if (problem) problems[name] = problem;
  }
  return problems;
}

/** The metadata the form stands for: `previous` with the form's keys as the body sets them. */
function metadataOf(body: CollectionRecord, previous: Route['metadata']): Route['metadata'] {
  const next: Record<string, unknown> = { ...previous };
  for (const key of FORM_METADATA_KEYS) {
    if (!(key in body)) continue;
    delete next[key];
    const value = body[key];
    if (key === 'dynamic' ? value === true : typeof value === 'string' && value !== '') next[key] = value;
  }
  return next as Route['metadata'];
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The form's body (every filled field) as POST /routes takes it. */
export function routeCreateInput(body: CollectionRecord): CreateRouteInput {
  return {
    name: text(body.name),
    path: text(body.path),
    component_name: text(body.component_name),
    layout: typeof body.layout === 'string' && body.layout !== '' ? body.layout : null,
    is_public: body.is_public === true,
    is_active: body.is_active !== false,
    metadata: metadataOf(body, {}),
  };
}

/**
 * The form's body of an edit (only the fields that changed, SchemaForm's rule) as PATCH /routes/:id
 * takes it: the metadata keys folded into `metadata`, keeping the keys the form does not show
 * (required_permission…). Sending only the change keeps a concurrent edit of another field.
 */
export function routeUpdatePatch(route: Route, body: CollectionRecord): UpdateRouteInput {
  const patch: UpdateRouteInput = {};
  if ('name' in body) patch.name = text(body.name);
  if ('path' in body) patch.path = text(body.path);
  if ('component_name' in body) patch.component_name = text(body.component_name);
  if ('layout' in body)
    patch.layout = typeof body.layout === 'string' && body.layout !== '' ? body.layout : null;
  if ('is_public' in body) patch.is_public = body.is_public === true;
  if ('is_active' in body) patch.is_active = body.is_active === true;
  if (FORM_METADATA_KEYS.some((key) => key in body)) {
    const metadata = metadataOf(body, route.metadata);
    if (JSON.stringify(sorted(metadata)) !== JSON.stringify(sorted(route.metadata)))
      patch.metadata = metadata;
  }
  return patch;
}

function sorted(value: Record<string, unknown>): [string, unknown][] {
  return Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The page components of this build (component registry keys by their name), for suggestions. */
export function componentNames(keys: readonly string[]): string[] {
  return [...new Set(keys.map(componentKeyName))].sort();
}
