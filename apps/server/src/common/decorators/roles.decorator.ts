import { SetMetadata } from '@nestjs/common';
import { ADMIN_ROLES } from '@atrium/schema';

export const ROLES_KEY = 'atrium:roles';

/** Only callers whose platform role is one of these may use the handler (403 otherwise). Implies signed in. */
export const Roles = (...roles: string[]) => SetMetadata(ROLES_KEY, roles);

/** Admin, super_admin and platform_owner only. */
export const AdminOnly = () => Roles(...ADMIN_ROLES);
