import { isUuid } from '@atrium/schema';
import { useQuery } from '@tanstack/react-query';
import { hubQueries } from '../api/hubs-api';
import { useSignedIn } from '@/auth/useSignedIn';

export function useHubs(zoneId: string) {
  return useQuery({ ...hubQueries.list(zoneId), enabled: useSignedIn() && isUuid(zoneId) });
}
