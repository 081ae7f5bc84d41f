import type { CollectionInput, SchemaChangeResult, SchemaEntry, SchemasImportResult } from '@atrium/schema';
import { request } from '@/api/http';
import { totalFromContentRange } from '../utils/content-range';

/** A record as the table API returns it: column values, and embedded relations by name. */
export type CollectionRecord = Record<string, unknown>;

export interface RecordsPage {
  rows: CollectionRecord[];
  /** Rows matching the filters in every page (`Prefer: count=exact`). */
  total: number | undefined;
}

const restPath = (name: string, query?: URLSearchParams) => {
  const search = query?.toString();
  return `/rest/${encodeURIComponent(name)}${search ? `?${search}` : ''}`;
};

/** Ids per DELETE: `id=in.(…)` of 100 UUIDs keeps the URL under 4 kB. */
const DELETE_CHUNK = 100;

export interface SchemaChangeOptions {
  dryRun: boolean;
  /** Destructive changes confirmed (?confirm=destructive). */
  confirm?: boolean;
  /** The version the change was made from (If-Match). */
  version?: number | null;
}

function changeQuery({ dryRun, confirm }: SchemaChangeOptions): string {
  const query = new URLSearchParams();
  if (dryRun) query.set('dry_run', 'true');
  if (confirm) query.set('confirm', 'destructive');
  return query.toString();
}

export interface SchemasImportOptions {
  dryRun: boolean;
  /** Destructive changes confirmed (?confirm=destructive). */
  confirm?: boolean;
  /** Registered collections the file lacks are dropped (?drop_missing=true). */
  dropMissing?: boolean;
}

const ifMatch = (version: number | null | undefined): Record<string, string> =>
  version ? { 'If-Match': `"${version}"` } : {};

/** The schema registry (GET/POST /schemas) and the table API (/rest/:collection) of API.md. */
export const collectionsApi = {
  /** The collections the caller may read, with their schema and the caller's access. */
  listSchemas: () => request<SchemaEntry[]>('/schemas'),
  getSchema: (name: string) => request<SchemaEntry>(`/schemas/${encodeURIComponent(name)}`),
  /** Registers a collection; `dryRun` answers the SQL and changes and applies nothing. */
  createSchema: (schema: CollectionInput | Record<string, unknown>, dryRun: boolean) =>
    request<SchemaChangeResult>(`/schemas${dryRun ? '?dry_run=true' : ''}`, { method: 'POST', json: schema }),
  /**
   * PATCH /schemas/:name with the full new schema; `confirm` allows destructive changes, and
   * `version` (If-Match) refuses the change (412) when someone changed the collection since.
   */
  updateSchema: (name: string, schema: Record<string, unknown>, options: SchemaChangeOptions) =>
    request<SchemaChangeResult>(`/schemas/${encodeURIComponent(name)}?${changeQuery(options)}`, {
      method: 'PATCH',
      json: schema,
      headers: ifMatch(options.version),
    }),
  /** DELETE /schemas/:name: the table and its rows go (always destructive: `confirm` required to apply). */
  deleteSchema: (name: string, options: SchemaChangeOptions) =>
    request<SchemaChangeResult>(`/schemas/${encodeURIComponent(name)}?${changeQuery(options)}`, {
      method: 'DELETE',
      headers: ifMatch(options.version),
    }),

  /** GET /schemas/export: every registered collection as one file (`format: "atrium-collections"`). */
  exportSchemas: () => request<Record<string, unknown>>('/schemas/export'),
  /** POST /schemas/import: an export file applied in one transaction, or its dry run. */
  importSchemas: (file: unknown, { dryRun, confirm, dropMissing }: SchemasImportOptions) => {
    const query = new URLSearchParams(changeQuery({ dryRun, confirm }));
    if (dropMissing) query.set('drop_missing', 'true');
    return request<SchemasImportResult>(`/schemas/import?${query.toString()}`, {
      method: 'POST',
      json: file,
    });
  },

  /** One page of rows with the total, the query in PostgREST syntax (records-query.ts). */
  async listRecords(name: string, query: URLSearchParams, signal?: AbortSignal): Promise<RecordsPage> {
    let total: number | undefined;
    const rows = await request<CollectionRecord[]>(restPath(name, query), {
      headers: { Prefer: 'count=exact' },
      signal,
      onHeaders: (headers) => (total = totalFromContentRange(headers.get('Content-Range'))),
    });
    return { rows, total };
  },
  /** Rows without a count (pickers, exports, one record). */
  findRecords: (name: string, query: URLSearchParams, signal?: AbortSignal) =>
    request<CollectionRecord[]>(restPath(name, query), { signal }),
  /** How many rows the collection holds (one key column of one row, and the count). */
  async countRecords(name: string, keyColumn: string): Promise<number | undefined> {
    let total: number | undefined;
    await request<CollectionRecord[]>(
      restPath(name, new URLSearchParams({ select: keyColumn, limit: '1' })),
      {
        headers: { Prefer: 'count=exact' },
        onHeaders: (headers) => (total = totalFromContentRange(headers.get('Content-Range'))),
      },
    );
    return total;
  },
  /** POST of several rows at once (at most 1000): all or nothing. */
  createRecords: (name: string, rows: readonly CollectionRecord[]) =>
    request<CollectionRecord[]>(restPath(name, new URLSearchParams({ select: 'id' })), {
      method: 'POST',
      json: rows,
    }),
  createRecord: async (name: string, values: CollectionRecord) => {
    const [row] = await request<CollectionRecord[]>(restPath(name), { method: 'POST', json: values });
    return row;
  },
  /** PATCH of the one row `key` names (`[['id', 'eq.…']]`). */
  updateRecord: async (name: string, key: [string, string][], values: CollectionRecord) => {
    const [row] = await request<CollectionRecord[]>(restPath(name, new URLSearchParams(key)), {
      method: 'PATCH',
      json: values,
    });
    return row;
  },
  /**
   * PATCH of several rows, each with its own values (`rows`: the key columns and the values to
   * set), in one request: all or nothing. Answers the changed rows' `select` columns.
   */
  updateRecords: (name: string, rows: readonly CollectionRecord[], select: string) =>
    request<CollectionRecord[]>(restPath(name, new URLSearchParams({ select })), {
      method: 'PATCH',
      json: rows,
    }),
  /** Deletes rows by id, 100 a request; answers how many were deleted. */
  async deleteRecords(name: string, ids: readonly string[]): Promise<number> {
    let deleted = 0;
    for (let i = 0; i < ids.length; i += DELETE_CHUNK) {
      const chunk = ids.slice(i, i + DELETE_CHUNK);
      const query = new URLSearchParams({ id: `in.(${chunk.join(',')})`, select: 'id' });
      const rows = await request<CollectionRecord[]>(restPath(name, query), { method: 'DELETE' });
      deleted += rows.length;
    }
    return deleted;
  },
};
