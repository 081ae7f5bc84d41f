import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@atrium/ui';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useNamedPath } from '@/routing/navigation/RouteLink';
import { useAnswerInvitation, useMyInvitations } from '../api/invitations-api';
import { takeInvitationToken } from '../utils/pending-invitation-link';
import { zoneRoleLabel } from '@/features/zones/utils/role-labels';

/**
 * The dashboard home's "Pending invitations": shown only when the signed-in user has some. It also
 * resumes an invitation link opened while signed out.
 */
export function MyInvitationsCard() {
  const navigate = useNavigate();
  const acceptPath = useNamedPath('accept_invitation');
  // An invitation link opened before signing up or in: back to it now.
  useEffect(() => {
    if (!acceptPath) return;
    const token = takeInvitationToken();
    if (token) void navigate({ href: `${acceptPath}?token=${encodeURIComponent(token)}`, replace: true });
  }, [acceptPath, navigate]);
  const invitations = useMyInvitations();
  const answer = useAnswerInvitation();
  const { t, i18n } = useLingui();
  if (!invitations.data?.length) return null;
  return (
    <Card data-testid="my-invitations">
      <CardHeader>
        <CardTitle>
          <Trans>Pending invitations</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Zones you were invited to join.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y" aria-label={t`My invitations`}>
          {invitations.data.map((inv) => {
            const zoneName = inv.zone_name;
            const inviter = inv.invited_by_email;
            const role = zoneRoleLabel(i18n, inv.role);
            return (
              <li key={inv.id} className="flex flex-wrap items-center gap-3 py-3">
                <div className="min-w-0 flex-1 basis-full sm:basis-auto">
                  {/* Wrapped, not cut: on a phone the sentence (who invited, as what) is the point. */}
                  <p className="break-words text-sm font-medium">{inv.zone_name}</p>
                  <p className="break-words text-xs text-muted-foreground">
                    {inviter ? t`${inviter} invited you as ${role}` : t`As ${role}`}
                  </p>
                </div>
                <Button
                  size="sm"
                  disabled={answer.isPending}
                  onClick={() => answer.mutate({ id: inv.id, accept: true })}
                  aria-label={t`Accept the invitation to ${zoneName}`}
                >
                  <Trans>Accept</Trans>
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={answer.isPending}
                  onClick={() => answer.mutate({ id: inv.id, accept: false })}
                  aria-label={t`Decline the invitation to ${zoneName}`}
                >
                  <Trans>Decline</Trans>
                </Button>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
