import { queryOptions } from '@tanstack/react-query';
import { accountApi } from './account-api';
import { authKeys } from './auth-keys';

/** GET /auth/sessions: the signed-in user's active sessions, the current one first. */
export function sessionsQueryOptions() {
  return queryOptions({
    queryKey: authKeys.sessions(),
    queryFn: async () => {
      const { sessions } = await accountApi.sessions();
      return [...sessions].sort(
        (a, b) => Number(b.current) - Number(a.current) || b.last_used_at.localeCompare(a.last_used_at),
      );
    },
    staleTime: 30_000,
  });
}
