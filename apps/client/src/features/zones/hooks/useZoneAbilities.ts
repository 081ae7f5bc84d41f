import { isAdminRole, userRole, type Zone } from '@atrium/schema';
import { useMemo } from 'react';
import { useAuthSource } from '@/auth/useAuthSource';
import { zoneAbilities, type ZoneAbilities } from '../utils/zone-abilities';

/** The edit controls to show for the zone row's `role` (platform admins may do everything). */
export function useZoneAbilities(zone: Zone | undefined): ZoneAbilities {
  const { user } = useAuthSource();
  const platformAdmin = user ? isAdminRole(userRole(user)) : false;
  return useMemo(
    () => zoneAbilities(zone?.role, { platformAdmin, archived: zone ? !zone.is_active : false }),
    [zone, platformAdmin],
  );
}
