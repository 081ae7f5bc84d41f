import type { InvitationAccepted } from '@atrium/schema';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@atrium/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { RouteLink } from '../../../routing/navigation/RouteLink';
import { zoneKeys } from '../../zones/api/zone-keys';
import { errorMessage } from '../../zones/utils/mutation-feedback';
import { invitationKeys, invitationsApi } from '../api/invitations-api';

type State =
  { kind: 'working' } | { kind: 'done'; result: InvitationAccepted } | { kind: 'failed'; message: string };

/** /invitations/accept?token=… (signed in: the route's guard sent a visitor to sign in or up first). */
export function AcceptInvitationPanel({ token }: { token: string | null }) {
  const client = useQueryClient();
  const [state, setState] = useState<State>(
    token ? { kind: 'working' } : { kind: 'failed', message: 'This invitation link is not valid' },
  );
  const started = useRef(false);
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    invitationsApi.acceptToken(token).then(
      (result) => {
        setState({ kind: 'done', result });
        void client.invalidateQueries({ queryKey: zoneKeys.all });
        void client.invalidateQueries({ queryKey: invitationKeys.mine });
      },
      (error: unknown) => setState({ kind: 'failed', message: errorMessage(error) }),
    );
  }, [token, client]);
  return (
    <Card className="mx-auto w-full max-w-md" data-testid="accept-invitation">
      <CardHeader>
        <CardTitle>
          {state.kind === 'working'
            ? 'Accepting the invitation…'
            : state.kind === 'done'
              ? 'You joined the zone'
              : 'The invitation could not be accepted'}
        </CardTitle>
        <CardDescription role={state.kind === 'failed' ? 'alert' : undefined}>
          {state.kind === 'done'
            ? `Your role: ${state.result.role}.`
            : state.kind === 'failed'
              ? state.message
              : 'One moment.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {state.kind === 'done' ? (
          <Button asChild>
            <RouteLink name="zone_dashboard" params={{ zoneId: state.result.zone_id }}>
              Open the zone
            </RouteLink>
          </Button>
        ) : state.kind === 'failed' ? (
          <Button asChild variant="outline">
            <RouteLink name="dashboard">Go to your dashboard</RouteLink>
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
