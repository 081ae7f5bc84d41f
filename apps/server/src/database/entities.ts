import { AuthTokenEntity } from '../modules/auth/entities/auth-token.entity.js';
import { RecoveryCodeEntity } from '../modules/auth/entities/recovery-code.entity.js';
import { RefreshTokenEntity } from '../modules/auth/entities/refresh-token.entity.js';
import { SessionEntity } from '../modules/auth/entities/session.entity.js';
import { MailOutboxEntity } from '../modules/mail/entities/mail-outbox.entity.js';
import { UserPreferencesEntity } from '../modules/preferences/entities/user-preferences.entity.js';
import { RouteEntity } from '../modules/routes/entities/route.entity.js';
import { UserProfileEntity } from '../modules/users/entities/user-profile.entity.js';
import { UserEntity } from '../modules/users/entities/user.entity.js';
import { UserAdminEventEntity } from '../modules/users/entities/user-admin-event.entity.js';
import { RoleEntity } from '../modules/roles/entities/role.entity.js';
import { NavigationEventEntity } from '../modules/navigation/entities/navigation-event.entity.js';
import { NavigationItemEntity } from '../modules/navigation/entities/navigation-item.entity.js';
import { DashboardEntity } from '../modules/dashboards/entities/dashboard.entity.js';
import { HubModuleEntity } from '../modules/hub-modules/entities/hub-module.entity.js';
import { HubEntity } from '../modules/hubs/entities/hub.entity.js';
import { ZoneMemberEntity } from '../modules/zones/entities/zone-member.entity.js';
import { ZoneEntity } from '../modules/zones/entities/zone.entity.js';
import { ZoneInvitationEntity } from '../modules/zones/entities/zone-invitation.entity.js';
import { CollectionVersionEntity } from '../modules/collections/entities/collection-version.entity.js';
import { RegisteredCollectionEntity } from '../modules/collections/entities/registered-collection.entity.js';
import { WorkspaceEventEntity } from '../modules/audit/entities/workspace-event.entity.js';
import { ThemeEventEntity } from '../modules/themes/entities/theme-event.entity.js';

export const entities = [
  RouteEntity,
  UserEntity,
  UserProfileEntity,
  SessionEntity,
  RefreshTokenEntity,
  RecoveryCodeEntity,
  AuthTokenEntity,
  MailOutboxEntity,
  UserPreferencesEntity,
  ZoneEntity,
  ZoneMemberEntity,
  ZoneInvitationEntity,
  HubEntity,
  HubModuleEntity,
  DashboardEntity,
  RegisteredCollectionEntity,
  CollectionVersionEntity,
  RoleEntity,
  UserAdminEventEntity,
  NavigationItemEntity,
  NavigationEventEntity,
  WorkspaceEventEntity,
  ThemeEventEntity,
];
