import type { ZoneRole } from '@atrium/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { zoneKeys } from '../api/zone-keys';
import { zonesApi } from '../api/zones-api';
import { zoneRoleLabel } from '../utils/role-labels';
import { toastFailure, toastSuccess } from '@/lib/mutation-feedback';

export function useChangeMemberRole(zoneId: string) {
  const client = useQueryClient();
  const { t, i18n } = useLingui();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: ZoneRole }) =>
      zonesApi.updateMember(zoneId, userId, role),
    onSuccess: ({ email, role: value }) => {
      const role = zoneRoleLabel(i18n, value);
      toastSuccess(t`Role changed`, t`${email} is now ${role}.`);
    },
    onError: (error) => toastFailure(t`Could not change the role`, error),
    // Self-demotion changes the caller's own role: refresh the whole zone.
    onSettled: () => client.invalidateQueries({ queryKey: zoneKeys.detail(zoneId) }),
  });
}
