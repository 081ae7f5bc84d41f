import { useQuery } from '@tanstack/react-query';
import { healthQueryOptions } from '../api/health';

export function useSystemHealth() {
  return useQuery(healthQueryOptions());
}
