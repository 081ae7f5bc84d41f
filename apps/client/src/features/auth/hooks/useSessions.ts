import { useQuery } from '@tanstack/react-query';
import { sessionsQueryOptions } from '../api/sessions-query';

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
