import { Trans, useLingui } from '@lingui/react/macro';
import type { ZoneInvitation } from '@atrium/schema';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@atrium/ui';
import { RotateCw, X } from 'lucide-react';
import { useState } from 'react';
import { useFormatters } from '@/features/settings/hooks/useFormatters';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { QueryErrorCard } from '@/components/QueryErrorCard';
import { useResendInvitation, useRevokeInvitation, useZoneInvitations } from '../api/invitations-api';
import { zoneRoleLabel } from '@/features/zones/utils/role-labels';

/**
 * A zone's pending invitations, for its owners and admins: expiry, Resend and Revoke (confirmed).
 * In an archived zone nothing is sent (the server answers 409), so there is no Resend; they can
 * still be revoked.
 */
export function PendingInvitations({ zoneId, archived = false }: { zoneId: string; archived?: boolean }) {
  const invitations = useZoneInvitations(zoneId);
  const { t } = useLingui();
  if (invitations.isPending) return null;
  if (invitations.isError)
    return (
      <QueryErrorCard
        title={t`Could not load the pending invitations`}
        error={invitations.error}
        onRetry={() => void invitations.refetch()}
      />
    );
  if (invitations.data.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Pending invitations</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>People invited who have not answered yet.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y" aria-label={t`Pending invitations`}>
          {invitations.data.map((inv) => (
            <InvitationRow key={inv.id} zoneId={zoneId} invitation={inv} archived={archived} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function InvitationRow({
  zoneId,
  invitation,
  archived,
}: {
  zoneId: string;
  invitation: ZoneInvitation;
  archived: boolean;
}) {
  const fmt = useFormatters();
  const resend = useResendInvitation(zoneId);
  const revoke = useRevokeInvitation(zoneId);
  const [confirm, setConfirm] = useState(false);
  const expired = invitation.status === 'expired';
  const { t, i18n } = useLingui();
  const email = invitation.email;
  const date = fmt.date(invitation.expires_at);
  return (
    <li className="flex flex-wrap items-center gap-3 py-3" data-testid="invitation-row">
      <div className="min-w-0 flex-1 basis-full sm:basis-auto">
        <p className="truncate text-sm font-medium">{invitation.email}</p>
        <p className="truncate text-xs text-muted-foreground">
          {expired ? t`Expired ${date}` : t`Expires ${date}`}
        </p>
      </div>
      <Badge variant={expired ? 'destructive' : 'secondary'}>{zoneRoleLabel(i18n, invitation.role)}</Badge>
      {archived ? null : (
        <Button
          size="sm"
          variant="outline"
          loading={resend.isPending}
          onClick={() => resend.mutate(invitation.id)}
          aria-label={t`Resend the invitation to ${email}`}
        >
          <RotateCw aria-hidden="true" />
          <Trans>Resend</Trans>
        </Button>
      )}
      <Button
        size="sm"
        variant="ghost"
        onClick={() => setConfirm(true)}
        aria-label={t`Revoke the invitation to ${email}`}
      >
        <X aria-hidden="true" />
        <Trans>Revoke</Trans>
      </Button>
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={t`Revoke the invitation to ${email}?`}
        description={
          <p>
            <Trans>The link in the mail stops working. You can invite the address again later.</Trans>
          </p>
        }
        confirmLabel={t`Revoke invitation`}
        pending={revoke.isPending}
        onConfirm={() => revoke.mutate(invitation.id, { onSettled: () => setConfirm(false) })}
      />
    </li>
  );
}
