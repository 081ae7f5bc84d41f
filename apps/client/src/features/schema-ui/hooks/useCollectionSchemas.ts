import { useQuery } from '@tanstack/react-query';
import { schemasQuery } from '../api/collection-queries';

/** The collections the signed-in user may read (GET /schemas). */
export function useCollectionSchemas() {
  return useQuery(schemasQuery());
}
