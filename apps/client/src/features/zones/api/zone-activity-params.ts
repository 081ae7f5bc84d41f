import type { ZoneAuditEntity } from '@atrium/schema';

/** What a zone's Activity list shows: its filters and the page. */
export interface ZoneActivityParams {
  /** One kind of entry, or '' for all. */
  entity: ZoneAuditEntity | '';
  /** A user id, or '' for anyone. */
  actor: string;
  pageIndex: number;
  pageSize: number;
}

export const DEFAULT_ZONE_ACTIVITY_PARAMS: ZoneActivityParams = Object.freeze({
  entity: '',
  actor: '',
  pageIndex: 0,
  pageSize: 25,
});

/** GET /zones/:zoneId/activity query of the list's state: empty filters are left out (the server refuses unknown ones). */
export function zoneActivitySearch(params: ZoneActivityParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.entity) search.set('entity', params.entity);
  if (params.actor) search.set('actor', params.actor);
  search.set('limit', String(params.pageSize));
  search.set('offset', String(params.pageIndex * params.pageSize));
  return search;
}
