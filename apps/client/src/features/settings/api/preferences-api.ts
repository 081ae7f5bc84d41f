import type { UpdatePreferences, UserPreferences } from '@atrium/schema';
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/api/http';

const PATH = '/users/me/preferences';

/** GET / PATCH /api/users/me/preferences (docs/api-additions.md "User preferences"). */
export const preferencesApi = {
  get: () => request<UserPreferences>(PATH),
  update: (patch: UpdatePreferences) => request<UserPreferences>(PATH, { method: 'PATCH', json: patch }),
};

/** Keyed by user, so one account never reads another's cached preferences. */
export const preferencesKeys = {
  all: ['preferences'] as const,
  user: (userId: string) => [...preferencesKeys.all, userId] as const,
};

export const preferencesQuery = (userId: string) =>
  queryOptions({
    queryKey: preferencesKeys.user(userId),
    queryFn: preferencesApi.get,
    staleTime: 5 * 60_000,
  });
