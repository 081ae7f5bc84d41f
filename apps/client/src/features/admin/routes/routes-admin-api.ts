import type { CreateRouteInput, Route, RouteValidation, UpdateRouteInput } from '@atrium/schema';
import { useLingui } from '@lingui/react/macro';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/http';
import { routeSetKeys } from '@/routing/route-set-query';
import { toastFailure, toastSuccess } from '@/lib/mutation-feedback';

const routePath = (id: string) => `/routes/${encodeURIComponent(id)}`;

/** The route administration calls of API.md (admins). */
export const routesAdminApi = {
  /** POST /routes/validate: the server's check of the stored route set. */
  validate: () => request<RouteValidation>('/routes/validate', { method: 'POST', json: {} }),
  /** Every row, inactive ones too (the server widens GET /routes for admins). */
  listAll: () => request<Route[]>('/routes'),
  create: (input: CreateRouteInput) => request<Route>('/routes', { method: 'POST', json: input }),
  update: (id: string, patch: UpdateRouteInput) =>
    request<Route>(routePath(id), { method: 'PATCH', json: patch }),
  remove: (id: string) => request<void>(routePath(id), { method: 'DELETE' }),
};

/** Under the route set's key, so one invalidation refreshes the router and this list together. */
export const allRoutesQuery = () =>
  queryOptions({ queryKey: [...routeSetKeys.all, 'admin-all'] as const, queryFn: routesAdminApi.listAll });

/**
 * Route writes: afterwards the route set is fetched again at once, so this browser's router (and
 * the tables) follow without waiting for the next poll; other browsers pick it up on theirs.
 */
export function useRouteWrites() {
  const client = useQueryClient();
  const { t } = useLingui();
  const refresh = () => client.invalidateQueries({ queryKey: routeSetKeys.all });
  const create = useMutation({
    mutationFn: routesAdminApi.create,
    onSuccess: (route) => {
      void refresh();
      toastSuccess(t`Route added`, `${route.name} · ${route.path}`);
    },
  });
  const update = useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: UpdateRouteInput }) => routesAdminApi.update(id, patch),
    onSuccess: (route) => {
      void refresh();
      const { name, path } = route;
      toastSuccess(t`Route saved`, route.is_active ? `${name} · ${path}` : t`${name} · ${path} (inactive)`);
    },
  });
  const remove = useMutation({
    mutationFn: (route: Route) => routesAdminApi.remove(route.id),
    onSuccess: (_, route) => {
      void refresh();
      toastSuccess(t`Route deleted`, route.name);
    },
    onError: (error) => toastFailure(t`Could not delete the route`, error),
  });
  return { create, update, remove };
}
