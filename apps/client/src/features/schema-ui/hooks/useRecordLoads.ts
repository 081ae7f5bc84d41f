import { useInfiniteQuery } from '@tanstack/react-query';
import { collectionKeys } from '../api/collection-keys';
import { collectionsApi } from '../api/collections-api';

/** Rows each load asks for: the table API's cap on `limit`. */
export const RECORD_LOAD_SIZE = 1000;

/**
 * A collection's rows loaded in runs of RECORD_LOAD_SIZE (limit/offset) for the DataTable's
 * scroll mode, with the exact total. `query` is a `listQuery` without a page (filters, search,
 * order and select); a new one starts from the first load. Kept under the collection's records
 * key, so a write that refreshes the records refreshes these too.
 */
export function useRecordLoads(name: string, query: URLSearchParams, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...collectionKeys.recordPage(name, query.toString()), 'loads'] as const,
    queryFn: ({ pageParam, signal }) => {
      const q = new URLSearchParams(query);
      q.set('limit', String(RECORD_LOAD_SIZE));
      if (pageParam > 0) q.set('offset', String(pageParam));
      return collectionsApi.listRecords(name, q, signal);
    },
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.rows.length, 0);
      if (last.rows.length < RECORD_LOAD_SIZE) return undefined;
      return last.total !== undefined && loaded >= last.total ? undefined : loaded;
    },
    enabled,
  });
}
