import type { MemberAddInput } from '@atrium/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zoneKeys } from '../api/zone-keys';
import { zonesApi } from '../api/zones-api';
import { toastSuccess, failureToast, type FeedbackOptions } from '../utils/mutation-feedback';

export function useAddZoneMember(zoneId: string, options: FeedbackOptions = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: MemberAddInput) => zonesApi.addMember(zoneId, input),
    onSuccess: (member) => {
      void client.invalidateQueries({ queryKey: zoneKeys.members(zoneId) });
      toastSuccess('Member added', `${member.email} joined as ${member.role}.`);
    },
    onError: failureToast('Could not add the member', options),
  });
}
