import { Column, Entity } from 'typeorm';
import { AdminEventEntity } from '../../../database/admin-event.entity.js';

/** What an admin did to an account or a role (append-only). */
export type UserAdminAction =
  | 'user.role'
  | 'user.disable'
  | 'user.enable'
  | 'user.reset_2fa'
  | 'user.signout_all'
  | 'user.invite'
  | 'user.invite_resend'
  | 'user.invite_cancel'
  | 'user.profile'
  | 'role.create'
  | 'role.update'
  | 'role.delete';

/** One admin action (migration RolesAndUserAdmin): who, to whom, what, before and after. */
@Entity({ name: 'user_admin_events' })
export class UserAdminEventEntity extends AdminEventEntity<UserAdminAction> {
  /** The account acted on (user.* actions); null for role actions and once it is deleted. */
  @Column('uuid', { nullable: true })
  user_id: string | null;

  /** The role acted on (role.* actions). */
  @Column('text', { nullable: true })
  role_name: string | null;
}
