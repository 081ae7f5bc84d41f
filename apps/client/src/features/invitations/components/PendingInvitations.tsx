import type { ZoneInvitation } from '@atrium/schema';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@atrium/ui';
import { RotateCw, X } from 'lucide-react';
import { useState } from 'react';
import { useFormatters } from '@/features/settings/hooks/useFormatters';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { QueryErrorCard } from '@/components/QueryErrorCard';
import { useResendInvitation, useRevokeInvitation, useZoneInvitations } from '../api/invitations-api';

/** A zone's pending invitations, for its owners and admins: expiry, Resend and Revoke (confirmed). */
export function PendingInvitations({ zoneId }: { zoneId: string }) {
  const invitations = useZoneInvitations(zoneId);
  if (invitations.isPending) return null;
  if (invitations.isError)
    return (
      <QueryErrorCard
        title="Could not load the pending invitations"
        error={invitations.error}
        onRetry={() => void invitations.refetch()}
      />
    );
  if (invitations.data.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Pending invitations</CardTitle>
        <CardDescription>People invited who have not answered yet.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y" aria-label="Pending invitations">
          {invitations.data.map((inv) => (
            <InvitationRow key={inv.id} zoneId={zoneId} invitation={inv} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function InvitationRow({ zoneId, invitation }: { zoneId: string; invitation: ZoneInvitation }) {
  const fmt = useFormatters();
  const resend = useResendInvitation(zoneId);
  const revoke = useRevokeInvitation(zoneId);
  const [confirm, setConfirm] = useState(false);
  const expired = invitation.status === 'expired';
  return (
    <li className="flex flex-wrap items-center gap-3 py-3" data-testid="invitation-row">
      <div className="min-w-0 flex-1 basis-full sm:basis-auto">
        <p className="truncate text-sm font-medium">{invitation.email}</p>
        <p className="truncate text-xs text-muted-foreground">
          {expired
            ? `Expired ${fmt.date(invitation.expires_at)}`
            : `Expires ${fmt.date(invitation.expires_at)}`}
        </p>
      </div>
      <Badge variant={expired ? 'destructive' : 'secondary'}>{invitation.role}</Badge>
      <Button
        size="sm"
        variant="outline"
        loading={resend.isPending}
        onClick={() => resend.mutate(invitation.id)}
        aria-label={`Resend the invitation to ${invitation.email}`}
      >
        <RotateCw aria-hidden="true" />
        Resend
      </Button>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => setConfirm(true)}
        aria-label={`Revoke the invitation to ${invitation.email}`}
      >
        <X aria-hidden="true" />
        Revoke
      </Button>
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={`Revoke the invitation to ${invitation.email}?`}
        description={<p>The link in the mail stops working. You can invite the address again later.</p>}
        confirmLabel="Revoke invitation"
        pending={revoke.isPending}
        onConfirm={() => revoke.mutate(invitation.id, { onSettled: () => setConfirm(false) })}
      />
    </li>
  );
}
