import { isUuid } from '@atrium/schema';
import { useQuery } from '@tanstack/react-query';
import { zoneQueries } from '../api/zones-api';
import { useSignedIn } from '@/auth/useSignedIn';

export function useZone(zoneId: string) {
  return useQuery({ ...zoneQueries.detail(zoneId), enabled: useSignedIn() && isUuid(zoneId) });
}
