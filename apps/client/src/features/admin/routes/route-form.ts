import { createRouteSchema, type CreateRouteInput, type Route, type UpdateRouteInput } from '@atrium/schema';
import { z } from 'zod';

/** Who may open a route, as the form offers it (metadata.guard_type; public routes take none). */
export const ROUTE_ACCESS_OPTIONS = [
  { value: 'auth', label: 'Signed-in users' },
  { value: 'admin', label: 'Admins only' },
  { value: 'guest', label: 'Signed-out visitors only (sign-in pages)' },
] as const;

/**
 * The route form: the create schema's checks for name, path and component (libs/schema), the
 * layout as a select ('' = none) and the guard as a select over metadata.guard_type.
 */
export const routeFormSchema = z.object({
  name: createRouteSchema.shape.name,
  path: createRouteSchema.shape.path,
  component_name: createRouteSchema.shape.component_name,
  layout: z.string(),
  is_public: z.boolean(),
  is_active: z.boolean(),
  dynamic: z.boolean(),
  guard_type: z.string(),
});
export type RouteFormValues = z.infer<typeof routeFormSchema>;

export const EMPTY_ROUTE_FORM: RouteFormValues = {
  name: '',
  path: '/',
  component_name: '',
  layout: 'Authenticated',
  is_public: false,
  is_active: true,
  dynamic: false,
  guard_type: 'auth',
};

export function routeFormValues(route: Route): RouteFormValues {
  return {
    name: route.name,
    path: route.path,
    component_name: route.component_name,
    layout: route.layout ?? '',
    is_public: route.is_public,
    is_active: route.is_active,
    dynamic: route.metadata.dynamic === true,
    guard_type: route.metadata.guard_type ?? '',
  };
}

/** The metadata the form stands for, keeping keys it does not edit (required_permission…). */
function metadataOf(values: RouteFormValues, previous: Route['metadata'] = {}): Route['metadata'] {
  const { dynamic: _dynamic, guard_type: _guardType, ...rest } = previous;
  return {
    ...rest,
    ...(values.dynamic ? { dynamic: true } : {}),
    ...(values.guard_type ? { guard_type: values.guard_type } : {}),
  };
}

export function routeCreateInput(values: RouteFormValues): CreateRouteInput {
  return {
    name: values.name,
    path: values.path,
    component_name: values.component_name,
    layout: values.layout || null,
    is_public: values.is_public,
    is_active: values.is_active,
    metadata: metadataOf(values),
  };
}

/** Equal metadata whatever the order of its keys. */
function sameMetadata(a: Route['metadata'], b: Route['metadata']): boolean {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.hasOwn(b, key) && JSON.stringify(a[key]) === JSON.stringify(b[key]))
  );
}

/** Only what changed, so a concurrent edit of another field is not overwritten. */
export function routeUpdatePatch(route: Route, values: RouteFormValues): UpdateRouteInput {
  const next = routeCreateInput(values);
  const metadata = metadataOf(values, route.metadata);
  const patch: UpdateRouteInput = {};
  if (next.name !== route.name) patch.name = next.name;
  if (next.path !== route.path) patch.path = next.path;
  if (next.component_name !== route.component_name) patch.component_name = next.component_name;
  if ((next.layout ?? null) !== route.layout) patch.layout = next.layout ?? null;
  if (next.is_public !== route.is_public) patch.is_public = next.is_public;
  if (next.is_active !== route.is_active) patch.is_active = next.is_active;
  if (!sameMetadata(metadata, route.metadata)) patch.metadata = metadata;
  return patch;
}
