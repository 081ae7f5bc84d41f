import { useLingui } from '@lingui/react/macro';
import type { InvitationAccepted, InvitationPreview, ZoneInvitation } from '@atrium/schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/http';
import { zoneKeys } from '@/features/zones/api/zone-keys';
import { toastFailure, toastSuccess } from '@/lib/mutation-feedback';
import { useSignedIn } from '@/auth/useSignedIn';

const zonePath = (zoneId: string) => `/zones/${encodeURIComponent(zoneId)}/invitations`;

export const invitationKeys = {
  mine: ['invitations', 'mine'] as const,
  /** Keyed by the link's token: the page's own query, never listed nor invalidated elsewhere. */
  preview: (token: string) => ['invitations', 'preview', token] as const,
  zone: (zoneId: string) => [...zoneKeys.detail(zoneId), 'invitations'] as const,
};

export const invitationsApi = {
  zonePending: (zoneId: string) => request<ZoneInvitation[]>(zonePath(zoneId)),
  resend: (zoneId: string, id: string) =>
    request<ZoneInvitation>(`${zonePath(zoneId)}/${encodeURIComponent(id)}/resend`, { method: 'POST' }),
  revoke: (zoneId: string, id: string) =>
    request<void>(`${zonePath(zoneId)}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  mine: () => request<ZoneInvitation[]>('/invitations'),
  accept: (id: string) =>
    request<InvitationAccepted>(`/invitations/${encodeURIComponent(id)}/accept`, { method: 'POST' }),
  decline: (id: string) =>
    request<void>(`/invitations/${encodeURIComponent(id)}/decline`, { method: 'POST' }),
  acceptToken: (token: string) =>
    request<InvitationAccepted>('/invitations/accept', { method: 'POST', json: { token } }),
  /** Public: what a live link's page shows (the token in the body, never in a URL). */
  preview: (token: string) =>
    request<InvitationPreview>('/invitations/preview', { method: 'POST', json: { token }, auth: false }),
};

export const invitationQueries = {
  zone: (zoneId: string) =>
    queryOptions({
      queryKey: invitationKeys.zone(zoneId),
      queryFn: () => invitationsApi.zonePending(zoneId),
      enabled: !!zoneId,
    }),
  mine: () => queryOptions({ queryKey: invitationKeys.mine, queryFn: invitationsApi.mine }),
};

export function useZoneInvitations(zoneId: string) {
  return useQuery(invitationQueries.zone(zoneId));
}

/** The caller's pending invitations; asked only when someone is signed in (a public page must not 401). */
export function useMyInvitations() {
  const signedIn = useSignedIn();
  return useQuery({ ...invitationQueries.mine(), enabled: signedIn });
}

export function useResendInvitation(zoneId: string) {
  const client = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: (id: string) => invitationsApi.resend(zoneId, id),
    onSuccess: ({ email }) => toastSuccess(t`Invitation sent again`, t`A new link went to ${email}.`),
    onError: (error) => toastFailure(t`Could not resend the invitation`, error),
    onSettled: () => client.invalidateQueries({ queryKey: invitationKeys.zone(zoneId) }),
  });
}

export function useRevokeInvitation(zoneId: string) {
  const client = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: (id: string) => invitationsApi.revoke(zoneId, id),
    onSuccess: () => toastSuccess(t`Invitation revoked`),
    onError: (error) => toastFailure(t`Could not revoke the invitation`, error),
    onSettled: () => client.invalidateQueries({ queryKey: invitationKeys.zone(zoneId) }),
  });
}

/** Accept or decline one of my invitations; accepting refreshes my zones. */
export function useAnswerInvitation() {
  const client = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: async ({ id, accept }: { id: string; accept: boolean }): Promise<void> => {
      if (accept) await invitationsApi.accept(id);
      else await invitationsApi.decline(id);
    },
    onSuccess: (_r, { accept }) => toastSuccess(accept ? t`Invitation accepted` : t`Invitation declined`),
    onError: (error, { accept }) =>
      toastFailure(accept ? t`Could not accept the invitation` : t`Could not decline the invitation`, error),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: invitationKeys.mine });
      void client.invalidateQueries({ queryKey: zoneKeys.all });
    },
  });
}
