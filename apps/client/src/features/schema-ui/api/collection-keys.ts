/**
 * Query keys of the schema-driven screens: every key starts with 'collections', so invalidating
 * `collectionKeys.all` refreshes schemas and rows together (after a schema change, say).
 */
export const collectionKeys = {
  all: ['collections'] as const,
  schemas: () => [...collectionKeys.all, 'schemas'] as const,
  schema: (name: string) => [...collectionKeys.schemas(), name] as const,
  /** Every query of one collection's rows (invalidated after a write to it). */
  records: (name: string) => [...collectionKeys.all, 'records', name] as const,
  recordPage: (name: string, query: string) => [...collectionKeys.records(name), 'page', query] as const,
  record: (name: string, id: string) => [...collectionKeys.records(name), 'one', id] as const,
  /** A relation picker's choices: rows of `target` whose display field matches `search`. */
  options: (target: string, displayField: string, search: string) =>
    [...collectionKeys.records(target), 'options', displayField, search] as const,
  /** A relation select's choices: the first rows of `target` by its display field, and the total. */
  choices: (target: string, displayField: string) =>
    [...collectionKeys.records(target), 'choices', displayField] as const,
  /** Row counts of the collections list (one request per collection). */
  count: (name: string) => [...collectionKeys.records(name), 'count'] as const,
};
