import { useQuery } from '@tanstack/react-query';
import { zoneQueries } from '../api/zones-api';
import { useSignedIn } from '@/auth/useSignedIn';

/** The caller's zones (active ones unless includeArchived), each with the caller's role. */
export function useZones(includeArchived = false) {
  return useQuery({ ...zoneQueries.list(includeArchived), enabled: useSignedIn() });
}
