import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * After a DELETE, from a page that shows the deleted item: take it out of the cached lists at
 * once (the page `leave` goes to must not draw it, and fetch its parts, from a list read before),
 * leave, then drop its own queries that nothing shows any more and refresh the lists. Queries the
 * old page still holds while it unmounts are left to garbage collection: removing them under it
 * would make it fetch them again, and answer 404.
 */
export async function forgetDeleted(
  client: QueryClient,
  {
    id,
    lists,
    detail,
    leave,
  }: { id: string; lists: QueryKey; detail: QueryKey; leave: () => Promise<unknown> },
): Promise<void> {
  client.setQueriesData<unknown>({ queryKey: lists }, (old: unknown) =>
    Array.isArray(old) ? old.filter((item) => (item as { id?: unknown } | null)?.id !== id) : old,
  );
  await leave();
  client.removeQueries({ queryKey: detail, type: 'inactive' });
  await client.invalidateQueries({ queryKey: lists });
}
