import { useQuery } from '@tanstack/react-query';
import { recordPageQuery } from '../api/collection-queries';

/** One page of a collection's rows for a query built by `listQuery`. */
export function useRecordPage(name: string, query: URLSearchParams, enabled = true) {
  return useQuery({ ...recordPageQuery(name, query), enabled });
}
