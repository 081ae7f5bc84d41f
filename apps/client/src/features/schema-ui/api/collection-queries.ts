import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { collectionKeys } from './collection-keys';
import { collectionsApi } from './collections-api';

/** GET /schemas: the collections the caller may read, with their schema and access. */
export const schemasQuery = () =>
  queryOptions({
    queryKey: collectionKeys.schemas(),
    queryFn: collectionsApi.listSchemas,
    staleTime: 30_000,
  });

/**
 * One page of a collection's rows with the total. The previous page stays on screen while the
 * next loads (a new sort or filter does not blank the table).
 */
export const recordPageQuery = (name: string, query: URLSearchParams) =>
  queryOptions({
    queryKey: collectionKeys.recordPage(name, query.toString()),
    queryFn: ({ signal }) => collectionsApi.listRecords(name, query, signal),
    placeholderData: keepPreviousData,
  });

/** How many rows a collection holds (the collections list); `keyColumn` is selected (`id`, or a built-in's key). */
export const recordCountQuery = (name: string, keyColumn: string) =>
  queryOptions({
    queryKey: collectionKeys.count(name),
    queryFn: () => collectionsApi.countRecords(name, keyColumn),
    staleTime: 30_000,
  });
