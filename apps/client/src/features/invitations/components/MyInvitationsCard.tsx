import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@atrium/ui';
import { useAnswerInvitation, useMyInvitations } from '../api/invitations-api';

/** The dashboard home's "Pending invitations": shown only when the signed-in user has some. */
export function MyInvitationsCard() {
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
              <div className="min-w-0 flex-1">
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
