import type { MemberAddInput } from '@atrium/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zoneKeys } from '../api/zone-keys';
import { zonesApi } from '../api/zones-api';
import { toastSuccess, failureToast, type FeedbackOptions } from '@/lib/mutation-feedback';

export function useAddZoneMember(zoneId: string, options: FeedbackOptions = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: MemberAddInput) => zonesApi.addMember(zoneId, input),
    onSuccess: ({ invitation }) => {
      void client.invalidateQueries({ queryKey: zoneKeys.detail(zoneId) });
      toastSuccess('Invitation sent', `${invitation.email} is invited as ${invitation.role}.`);
    },
    onError: failureToast('Could not send the invitation', options),
  });
}
