import type { EntityManager } from 'typeorm';
import { UserAdminEventEntity } from './entities/user-admin-event.entity.js';
import type { UserAdminAction } from './entities/user-admin-event.entity.js';

export interface AdminEvent {
  actorId: string;
  action: UserAdminAction;
  userId?: string;
  roleName?: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Appends to user_admin_events inside the transaction that made the change, so an action is
 * recorded exactly when it happened. A plain function rather than a provider: the users and roles
 * modules both record, and neither should depend on the other for it.
 */
export async function recordAdminEvent(em: EntityManager, event: AdminEvent): Promise<void> {
  await em.getRepository(UserAdminEventEntity).insert({
    actor_id: event.actorId,
    action: event.action,
    user_id: event.userId ?? null,
    role_name: event.roleName ?? null,
    before: event.before ?? null,
    after: event.after ?? null,
  });
}
