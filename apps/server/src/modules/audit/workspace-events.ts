import type {
  Dashboard,
  DashboardLayout,
  FormSchema,
  FormSettings,
  Hub,
  HubModule,
  Route,
  WorkspaceAuditAction,
  WorkspaceAuditEntity,
  Zone,
  ZoneRole,
} from '@atrium/schema';
import type { EntityManager } from 'typeorm';
import type { ReorderMove } from '../../database/reorder-rows.js';
import { WorkspaceEventEntity } from './entities/workspace-event.entity.js';

/** One change for workspace_events: who, which kind and row, the zone, what, before and after. */
export interface WorkspaceEvent {
  actorId: string | null;
  entity: WorkspaceAuditEntity;
  action: WorkspaceAuditAction;
  /** The row (a member's user id); null for a reorder. */
  entityId: string | null;
  /** The zone the row is in; null for routes, forms and API keys. */
  zoneId: string | null;
  before?: object | null;
  after?: object | null;
}

/** Who makes a change to a zone's content, and the zone (hubs, modules and dashboards are in one). */
export interface AuditContext {
  actorId: string;
  zoneId: string;
}

/** Rows per multi-row INSERT (7 parameters each; PostgreSQL takes at most 65,535 per statement). */
const INSERT_CHUNK = 500;

/**
 * Appends to workspace_events inside the transaction that made the change, so a change is
 * recorded exactly when it happened (a refused or failed one records nothing). A plain function
 * rather than a provider, as recordAdminEvent: the routes, zones, hubs, modules and dashboards
 * modules all record, and none should depend on the audit module's providers for it.
 */
export async function recordWorkspaceEvents(
  em: EntityManager,
  events: readonly WorkspaceEvent[],
): Promise<void> {
  for (let i = 0; i < events.length; i += INSERT_CHUNK) {
    await em.getRepository(WorkspaceEventEntity).insert(
      events.slice(i, i + INSERT_CHUNK).map((event) => ({
        actor_id: event.actorId,
        entity: event.entity,
        action: event.action,
        entity_id: event.entityId,
        zone_id: event.zoneId,
        before: event.before ?? null,
        after: event.after ?? null,
      })),
    );
  }
}

export function recordWorkspaceEvent(em: EntityManager, event: WorkspaceEvent): Promise<void> {
  return recordWorkspaceEvents(em, [event]);
}

/**
 * Largest free-form JSON value (route metadata, a module's config) recorded as it is, in
 * serialised characters; a larger one is recorded as `{omitted: true, characters}` so one entry
 * stays small (a module's config may hold 100,000 characters of text).
 */
export const AUDIT_VALUE_MAX_CHARS = 4096;

export function boundedValue(value: unknown): unknown {
  const text = JSON.stringify(value ?? null);
  return text.length <= AUDIT_VALUE_MAX_CHARS ? value : { omitted: true, characters: text.length };
}

/** The recorded fields of each kind: the row's own, without timestamps; never a token or hash. */
export const workspaceSnapshot = {
  route: (r: Route) => ({
    id: r.id,
    name: r.name,
    path: r.path,
    component_name: r.component_name,
    component_path: r.component_path,
    layout: r.layout,
    is_public: r.is_public,
    is_active: r.is_active,
    metadata: boundedValue(r.metadata),
  }),
  zone: (z: Pick<Zone, 'id' | 'name' | 'icon' | 'description' | 'is_active' | 'created_by'>) => ({
    id: z.id,
    name: z.name,
    icon: z.icon,
    description: z.description,
    is_active: z.is_active,
    created_by: z.created_by,
  }),
  hub: (h: Hub) => ({
    id: h.id,
    zone_id: h.zone_id,
    name: h.name,
    icon: h.icon,
    description: h.description,
    is_active: h.is_active,
    order_index: h.order_index,
  }),
  module: (m: HubModule) => ({
    id: m.id,
    hub_id: m.hub_id,
    name: m.name,
    type: m.type,
    config: boundedValue(m.config),
    is_active: m.is_active,
    order_index: m.order_index,
  }),
  /** A layout can be large (50 widgets, each with up to 20,000 characters): its widget count only. */
  dashboard: (d: Dashboard) => ({
    id: d.id,
    hub_id: d.hub_id,
    name: d.name,
    order_index: d.order_index,
    widgets: d.layout.length,
  }),
  /** The member's email (from the account) names who it was once the account is gone. */
  member: (m: { zone_id: string; user_id: string; email: string; role: ZoneRole }) => ({
    zone_id: m.zone_id,
    user_id: m.user_id,
    email: m.email,
    role: m.role,
  }),
  /** Never the link's token or its hash. */
  invitation: (i: { id: string; zone_id: string; email: string; role: ZoneRole; status: string }) => ({
    id: i.id,
    zone_id: i.zone_id,
    email: i.email,
    role: i.role,
    status: i.status,
  }),
  /**
   * A form's draft: its fields (up to 100, each with up to 100 options) as their count; an update
   * that sends a schema adds `fields_added`, `fields_removed` and `fields_changed` (field keys).
   */
  form: (f: {
    id: string;
    name: string;
    title: string;
    description: string | null;
    schema: FormSchema;
    settings: FormSettings;
    status: string;
    published_version: number | null;
  }) => ({
    id: f.id,
    name: f.name,
    title: f.title,
    description: f.description,
    fields: f.schema.fields.length,
    settings: boundedValue(f.settings),
    status: f.status,
    published_version: f.published_version,
  }),
  /** What an admin sees of a key: never the key nor its hash. */
  apiKey: (k: {
    id: string;
    name: string;
    role: string;
    prefix: string;
    expires_at: Date | null;
    revoked_at: Date | null;
  }) => ({
    id: k.id,
    name: k.name,
    role: k.role,
    prefix: k.prefix,
    expires_at: k.expires_at ? k.expires_at.toISOString() : null,
    revoked_at: k.revoked_at ? k.revoked_at.toISOString() : null,
  }),
};

/** What an update did to a list of items by their ids: added, removed and changed (its JSON differs). */
function listChanges<T>(
  before: readonly T[],
  after: readonly T[],
  idOf: (item: T) => string,
): { added: string[]; removed: string[]; changed: string[] } {
  const was = new Map(before.map((item) => [idOf(item), JSON.stringify(item)]));
  const now = new Map(after.map((item) => [idOf(item), JSON.stringify(item)]));
  return {
    added: [...now.keys()].filter((id) => !was.has(id)),
    removed: [...was.keys()].filter((id) => !now.has(id)),
    changed: [...now.keys()].filter((id) => was.has(id) && was.get(id) !== now.get(id)),
  };
}

/** What a form update did to its fields, by key (at most 100 each: a form's field limit). */
export function fieldChanges(
  before: FormSchema,
  after: FormSchema,
): { fields_added: string[]; fields_removed: string[]; fields_changed: string[] } {
  const { added, removed, changed } = listChanges(before.fields, after.fields, (f) => f.key);
  return { fields_added: added, fields_removed: removed, fields_changed: changed };
}

/**
 * What a dashboard update did to its layout, by widget id: added, removed and changed (a widget
 * whose position, size, type or config differs). At most 50 ids each (a layout's widget limit).
 */
export function layoutChanges(
  before: DashboardLayout,
  after: DashboardLayout,
): { widgets_added: string[]; widgets_removed: string[]; widgets_changed: string[] } {
  const { added, removed, changed } = listChanges(before, after, (w) => w.id);
  return { widgets_added: added, widgets_removed: removed, widgets_changed: changed };
}

/** A reorder's before and after: the moved rows' order_index, under the parent's id. */
export function reorderValues(
  parent: { zone_id: string } | { hub_id: string },
  moved: readonly ReorderMove[],
): { before: object; after: object } {
  return {
    before: { ...parent, order: moved.map((m) => ({ id: m.id, order_index: m.from })) },
    after: { ...parent, order: moved.map((m) => ({ id: m.id, order_index: m.to })) },
  };
}
