import type { ZoneRole } from '@atrium/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zoneKeys } from '../api/zone-keys';
import { zonesApi } from '../api/zones-api';
import { toastFailure, toastSuccess } from '@/lib/mutation-feedback';

export function useChangeMemberRole(zoneId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: ZoneRole }) =>
      zonesApi.updateMember(zoneId, userId, role),
    onSuccess: (member) => toastSuccess('Role changed', `${member.email} is now ${member.role}.`),
    onError: (error) => toastFailure('Could not change the role', error),
    // Self-demotion changes the caller's own role: refresh the whole zone.
    onSettled: () => client.invalidateQueries({ queryKey: zoneKeys.detail(zoneId) }),
  });
}
