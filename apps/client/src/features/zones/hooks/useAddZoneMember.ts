import type { MemberAddInput } from '@atrium/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zoneKeys } from '../api/zone-keys';
import { zonesApi } from '../api/zones-api';
import { toastFailure, toastSuccess } from '../utils/mutation-feedback';

export function useAddZoneMember(zoneId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: MemberAddInput) => zonesApi.addMember(zoneId, input),
    onSuccess: (member) => {
      void client.invalidateQueries({ queryKey: zoneKeys.members(zoneId) });
      toastSuccess('Member added', `${member.email} joined as ${member.role}.`);
    },
    onError: (error) => toastFailure('Could not add the member', error),
  });
}
