import { DashboardEntity } from '../modules/dashboards/entities/dashboard.entity.js';
import { HubModuleEntity } from '../modules/hub-modules/entities/hub-module.entity.js';
import { HubEntity } from '../modules/hubs/entities/hub.entity.js';
import { NavigationItemEntity } from '../modules/navigation/entities/navigation-item.entity.js';
import { RoleEntity } from '../modules/roles/entities/role.entity.js';
import { RouteEntity } from '../modules/routes/entities/route.entity.js';
import { UserProfileEntity } from '../modules/users/entities/user-profile.entity.js';
import { UserEntity } from '../modules/users/entities/user.entity.js';
import { ZoneMemberEntity } from '../modules/zones/entities/zone-member.entity.js';
import { ZoneEntity } from '../modules/zones/entities/zone.entity.js';

/**
 * The entities derived from the built-in collection declarations (entitySchemaFromCollection),
 * one per table of libs/schema's builtin/. test/schema/entity-schema-diff.spec.ts checks them
 * against a migrated database; entities.ts registers them with the rest.
 */
export const builtinEntities = [
  RouteEntity,
  UserEntity,
  UserProfileEntity,
  RoleEntity,
  ZoneEntity,
  ZoneMemberEntity,
  HubEntity,
  HubModuleEntity,
  DashboardEntity,
  NavigationItemEntity,
];
