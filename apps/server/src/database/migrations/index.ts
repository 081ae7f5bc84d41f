import { Foundation1763780000000 } from './1763780000000-foundation.js';
import { Accounts1763790000000 } from './1763790000000-accounts.js';
import { Zones1763800000000 } from './1763800000000-zones.js';
import { UserPreferences1763815000000 } from './1763815000000-user-preferences.js';
import { MailOutboxSecrets1763840000000 } from './1763840000000-mail-outbox-secrets.js';
import { CollectionsRegistry1763850000000 } from './1763850000000-collections-registry.js';
import { RolesAndUserAdmin1763860000000 } from './1763860000000-roles-and-user-admin.js';
import { Navigation1763870000000 } from './1763870000000-navigation.js';
import { ZoneInvitations1763880000000 } from './1763880000000-zone-invitations.js';
import { HubsChangeFeed1763890000000 } from './1763890000000-hubs-change-feed.js';
import { AccountInvitations1763900000000 } from './1763900000000-account-invitations.js';
import { ProfileAdminEvents1763910000000 } from './1763910000000-profile-admin-events.js';
import { MfaUnverifiedSetup1763920000000 } from './1763920000000-mfa-unverified-setup.js';
import { Forms1763930000000 } from './1763930000000-forms.js';
import { Themes1763940000000 } from './1763940000000-themes.js';
import { ApiKeys1763950000000 } from './1763950000000-api-keys.js';
import { WorkspaceEvents1763960000000 } from './1763960000000-workspace-events.js';
import { ProfileReservedKeys1763970000000 } from './1763970000000-profile-reserved-keys.js';
import { AuditThemesFormsKeys1763980000000 } from './1763980000000-audit-themes-forms-keys.js';
import { ZoneActivity1763990000000 } from './1763990000000-zone-activity.js';

/** Every migration, in order. Listed explicitly: no glob loading under ESM. */
export const migrations = [
  Foundation1763780000000,
  Accounts1763790000000,
  Zones1763800000000,
  UserPreferences1763815000000,
  MailOutboxSecrets1763840000000,
  CollectionsRegistry1763850000000,
  RolesAndUserAdmin1763860000000,
  Navigation1763870000000,
  ZoneInvitations1763880000000,
  HubsChangeFeed1763890000000,
  AccountInvitations1763900000000,
  ProfileAdminEvents1763910000000,
  MfaUnverifiedSetup1763920000000,
  Forms1763930000000,
  Themes1763940000000,
  ApiKeys1763950000000,
  WorkspaceEvents1763960000000,
  ProfileReservedKeys1763970000000,
  AuditThemesFormsKeys1763980000000,
  ZoneActivity1763990000000,
];
