import type { AdminUser, AuditEntity } from '@atrium/schema';
import { request } from '@/api/http';
import { fetchAuditPage, type AuditPage } from '@/features/audit/api/audit-page';

/** What the audit list shows: its filters and the page. */
export interface AuditListParams {
  /** One kind of entry, or '' for all. */
  entity: AuditEntity | '';
  /** A user id, or '' for anyone. */
  actor: string;
  /** Days as the date inputs give them (`2025-01-31`, the reader's local days), or ''. */
  fromDay: string;
  toDay: string;
  pageIndex: number;
  pageSize: number;
}

export const DEFAULT_AUDIT_LIST_PARAMS: AuditListParams = Object.freeze({
  entity: '',
  actor: '',
  fromDay: '',
  toDay: '',
  pageIndex: 0,
  pageSize: 50,
});

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The instant a local day starts (`end`: the last millisecond of the day), as ISO text; null for no day. */
export function dayBound(day: string, end = false): string | null {
  const m = DAY.exec(day);
  if (!m) return null;
  const date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + (end ? 1 : 0));
  if (Number.isNaN(date.getTime())) return null;
  return new Date(date.getTime() - (end ? 1 : 0)).toISOString();
}

/** GET /audit query of the list's state: empty filters are left out (the server refuses unknown ones). */
export function auditListSearch(params: AuditListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.entity) search.set('entity', params.entity);
  if (params.actor) search.set('actor', params.actor);
  const from = dayBound(params.fromDay);
  const to = dayBound(params.toDay, true);
  if (from) search.set('from', from);
  if (to) search.set('to', to);
  search.set('limit', String(params.pageSize));
  search.set('offset', String(params.pageIndex * params.pageSize));
  return search;
}

/** Query keys of the audit log: everything under ['audit']. */
export const auditKeys = {
  all: ['audit'] as const,
  list: (params: AuditListParams) => [...auditKeys.all, 'list', params] as const,
  actors: () => [...auditKeys.all, 'actors'] as const,
};

/** The platform roles whose holders make the changes the log records. */
const ADMIN_ROLE_NAMES = ['platform_owner', 'super_admin', 'admin'] as const;

export const auditApi = {
  list(params: AuditListParams, signal?: AbortSignal): Promise<AuditPage> {
    return fetchAuditPage('/audit', auditListSearch(params), signal);
  },
  /** The platform admins (the actor filter's choices), by email. */
  async admins(signal?: AbortSignal): Promise<AdminUser[]> {
    const lists = await Promise.all(
      ADMIN_ROLE_NAMES.map((role) =>
        request<AdminUser[]>(`/users?role=${role}&limit=100&order=email.asc`, { signal }),
      ),
    );
    return lists.flat().sort((a, b) => a.email.localeCompare(b.email));
  },
};
