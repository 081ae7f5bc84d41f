import { useQuery } from '@tanstack/react-query';
import { moduleQueries } from '../api/modules-api';

export function useModuleTypes() {
  return useQuery(moduleQueries.types());
}
