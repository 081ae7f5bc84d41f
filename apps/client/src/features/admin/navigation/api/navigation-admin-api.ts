import type {
  NavigationDraftBodyInput,
  NavigationDraftResult,
  NavigationItem,
  Role,
  Zone,
} from '@atrium/schema';
import { queryOptions } from '@tanstack/react-query';
import { isApiError, request } from '@/api/http';
import { navigationQueryKey } from '@/features/shell/navigation-query';

/** The navigation administration calls of API.md (admins). */
export const navigationAdminApi = {
  /** Every row, inactive and hidden ones too. */
  listAll: (signal?: AbortSignal) => request<NavigationItem[]>('/navigation?all=true', { signal }),
  /**
   * The builder's whole draft (adds, edits, moves, deletes) in one request: all of it, or none.
   * A refused draft that deleted items logs the specification's 'Navigation delete failed:
   * {status}' (status 0 when no answer came), as the menu's load logs 'Navigation API failed'.
   */
  saveDraft: async (body: NavigationDraftBodyInput) => {
    try {
      return await request<NavigationDraftResult>('/navigation/tree', { method: 'PUT', json: body });
    } catch (error) {
      if (body.delete && body.delete.length > 0) {
        console.error('Navigation delete failed: ' + (isApiError(error) ? error.status : 0));
      }
      throw error;
    }
  },
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
