import type {
  NavigationDraftBodyInput,
  NavigationDraftResult,
  NavigationItem,
  NavigationItemCreateInput,
  NavigationItemUpdateInput,
  NavigationReorderEntry,
  Role,
  Zone,
} from '@atrium/schema';
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/api/http';
import { navigationQueryKey } from '@/features/shell/navigation-query';

const itemPath = (id: string) => `/navigation/${encodeURIComponent(id)}`;

/** The navigation administration calls of API.md (admins). */
export const navigationAdminApi = {
  /** Every row, inactive and hidden ones too. */
  listAll: (signal?: AbortSignal) => request<NavigationItem[]>('/navigation?all=true', { signal }),
  create: (input: NavigationItemCreateInput) =>
    request<NavigationItem>('/navigation', { method: 'POST', json: input }),
  update: (id: string, patch: NavigationItemUpdateInput) =>
    request<NavigationItem>(itemPath(id), { method: 'PATCH', json: patch }),
  remove: (id: string) => request<void>(itemPath(id), { method: 'DELETE' }),
  /** The whole rearrangement in one request: all of it is stored, or none. */
  reorder: (items: NavigationReorderEntry[]) =>
    request<unknown>('/navigation/reorder', { method: 'PUT', json: { items } }),
  /** The builder's whole draft (adds, edits, moves, deletes) in one request: all of it, or none. */
  saveDraft: (body: NavigationDraftBodyInput) =>
    request<NavigationDraftResult>('/navigation/tree', { method: 'PUT', json: body }),
  /** The list a user with `role` (a member of `zoneId`) gets from the server's filter. */
  preview: (role: string, zoneId: string | null, signal?: AbortSignal) => {
    const query = new URLSearchParams({ role });
    if (zoneId) query.set('zone_id', zoneId);
    return request<NavigationItem[]>(`/navigation/preview?${query.toString()}`, { signal });
  },
  roles: () => request<Role[]>('/roles'),
  zones: () => request<Zone[]>('/zones?all=true'),
};

/**
 * Under the menu's own prefix (['navigation']), so `invalidateNavigation` after a change refreshes
 * every menu, this builder's list and its previews together.
 */
export const navigationAdminKeys = {
  all: [...navigationQueryKey, 'admin'] as const,
  list: () => [...navigationAdminKeys.all, 'list'] as const,
  preview: (role: string, zoneId: string | null) =>
    [...navigationAdminKeys.all, 'preview', role, zoneId] as const,
};

export const navigationAdminQueries = {
  list: () =>
    queryOptions({
      queryKey: navigationAdminKeys.list(),
      queryFn: ({ signal }) => navigationAdminApi.listAll(signal),
    }),
  preview: (role: string, zoneId: string | null) =>
    queryOptions({
      queryKey: navigationAdminKeys.preview(role, zoneId),
      queryFn: ({ signal }) => navigationAdminApi.preview(role, zoneId, signal),
      enabled: role !== '',
    }),
  roles: () => queryOptions({ queryKey: ['navigation-builder', 'roles'], queryFn: navigationAdminApi.roles }),
  zones: () => queryOptions({ queryKey: ['navigation-builder', 'zones'], queryFn: navigationAdminApi.zones }),
};
