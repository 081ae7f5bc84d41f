import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ZoneRole } from '@atrium/schema';

// The English words stay the roles' own (lowercase) names, as the server and the tests spell them.
const ZONE_ROLE_LABELS: Readonly<Record<ZoneRole, MessageDescriptor>> = {
  owner: msg`owner`,
  admin: msg`admin`,
  member: msg`member`,
  viewer: msg`viewer`,
};

/** A zone role's name in the active language (an unknown value is shown as is). */
export function zoneRoleLabel(i18n: I18n, role: string): string {
  const descriptor = Object.hasOwn(ZONE_ROLE_LABELS, role) ? ZONE_ROLE_LABELS[role as ZoneRole] : undefined;
  return descriptor ? i18n._(descriptor) : role;
}
