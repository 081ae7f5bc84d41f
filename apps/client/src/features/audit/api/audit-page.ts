import type { AuditEntry } from '@atrium/schema';
import { request } from '@/api/http';
import { totalFromContentRange } from '@/features/schema-ui/utils/content-range';

/** One page of an audit list: GET /audit, or a zone's GET /zones/:zoneId/activity. */
export interface AuditPage {
  entries: AuditEntry[];
  /** Entries matching the filters in every page. */
  total: number | undefined;
}

/** Reads one page of an audit list at `path`, counted (`Prefer: count=exact` → Content-Range). */
export async function fetchAuditPage(
  path: string,
  search: URLSearchParams,
  signal?: AbortSignal,
): Promise<AuditPage> {
  let total: number | undefined;
  const entries = await request<AuditEntry[]>(`${path}?${search.toString()}`, {
    headers: { Prefer: 'count=exact' },
    signal,
    onHeaders: (headers) => (total = totalFromContentRange(headers.get('Content-Range'))),
  });
  return { entries, total };
}
