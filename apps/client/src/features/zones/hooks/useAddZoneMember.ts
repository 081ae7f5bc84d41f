import type { MemberAddInput } from '@atrium/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { zoneKeys } from '../api/zone-keys';
import { zonesApi } from '../api/zones-api';
import { zoneRoleLabel } from '../utils/role-labels';
import { toastSuccess, failureToast, type FeedbackOptions } from '@/lib/mutation-feedback';

export function useAddZoneMember(zoneId: string, options: FeedbackOptions = {}) {
  const client = useQueryClient();
  const { t, i18n } = useLingui();
  return useMutation({
    mutationFn: (input: MemberAddInput) => zonesApi.addMember(zoneId, input),
    onSuccess: ({ invitation }) => {
      void client.invalidateQueries({ queryKey: zoneKeys.detail(zoneId) });
      const email = invitation.email;
      const role = zoneRoleLabel(i18n, invitation.role);
      toastSuccess(t`Invitation sent`, t`${email} is invited as ${role}.`);
    },
    onError: failureToast(t`Could not send the invitation`, options),
  });
}
