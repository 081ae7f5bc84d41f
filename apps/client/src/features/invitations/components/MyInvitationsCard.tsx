import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@atrium/ui';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useNamedPath } from '@/routing/navigation/RouteLink';
import { useAnswerInvitation, useMyInvitations } from '../api/invitations-api';
import { takeInvitationToken } from '../utils/pending-invitation-link';

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
  if (!invitations.data?.length) return null;
  return (
    <Card data-testid="my-invitations">
      <CardHeader>
        <CardTitle>Pending invitations</CardTitle>
        <CardDescription>Zones you were invited to join.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y" aria-label="My invitations">
          {invitations.data.map((inv) => (
            <li key={inv.id} className="flex flex-wrap items-center gap-3 py-3">
              <div className="min-w-0 flex-1 basis-full sm:basis-auto">
                <p className="truncate text-sm font-medium">{inv.zone_name}</p>
                <p className="truncate text-xs text-muted-foreground">
                  {inv.invited_by_email
                    ? `${inv.invited_by_email} invited you as ${inv.role}`
                    : `As ${inv.role}`}
                </p>
              </div>
              <Button
                size="sm"
                disabled={answer.isPending}
                onClick={() => answer.mutate({ id: inv.id, accept: true })}
                aria-label={`Accept the invitation to ${inv.zone_name}`}
              >
                Accept
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={answer.isPending}
                onClick={() => answer.mutate({ id: inv.id, accept: false })}
                aria-label={`Decline the invitation to ${inv.zone_name}`}
              >
                Decline
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
