import { Trans, useLingui } from '@lingui/react/macro';
import type { InvitationAccepted } from '@atrium/schema';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@atrium/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useAuthSource } from '@/auth/useAuthSource';
import { RouteLink } from '@/routing/navigation/RouteLink';
import { zoneKeys } from '@/features/zones/api/zone-keys';
import { errorMessage } from '@/lib/mutation-feedback';
import { invitationKeys, invitationsApi } from '../api/invitations-api';
import { rememberInvitationToken } from '../utils/pending-invitation-link';
import { zoneRoleLabel } from '@/features/zones/utils/role-labels';

type State =
  { kind: 'working' } | { kind: 'done'; result: InvitationAccepted } | { kind: 'failed'; message: string };

/**
 * /invitations/accept?token=…: signed in, accepts the token once; signed out, keeps the token for
 * after sign-up or sign-in (the dashboard home brings the visitor back here) and offers both.
 */
export function AcceptInvitationPanel({ token }: { token: string | null }) {
  const auth = useAuthSource();
  if (auth.status === 'loading') return null;
  if (!auth.user && token) return <SignedOutInvitation token={token} />;
  return <AcceptToken token={token} />;
}

function SignedOutInvitation({ token }: { token: string }) {
  useEffect(() => rememberInvitationToken(token), [token]);
  return (
    <Card className="mx-auto w-full max-w-md" data-testid="accept-invitation">
      <CardHeader>
        <CardTitle>
          <Trans>You are invited to a zone on Atrium</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Create an account with the address the invitation was sent to, or sign in if you have one. You
            join the zone right after.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        <Button asChild>
          <RouteLink name="signup">
            <Trans>Create an account</Trans>
          </RouteLink>
        </Button>
        <Button asChild variant="outline">
          <RouteLink name="login">
            <Trans>Sign in</Trans>
          </RouteLink>
        </Button>
      </CardContent>
    </Card>
  );
}

function AcceptToken({ token }: { token: string | null }) {
  const client = useQueryClient();
  const { t, i18n } = useLingui();
  const [state, setState] = useState<State>(
    token ? { kind: 'working' } : { kind: 'failed', message: t`This invitation link is not valid` },
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
  const role = state.kind === 'done' ? zoneRoleLabel(i18n, state.result.role) : '';
  return (
    <Card className="mx-auto w-full max-w-md" data-testid="accept-invitation">
      <CardHeader>
        <CardTitle>
          {state.kind === 'working'
            ? t`Accepting the invitation…`
            : state.kind === 'done'
              ? t`You joined the zone`
              : t`The invitation could not be accepted`}
        </CardTitle>
        <CardDescription role={state.kind === 'failed' ? 'alert' : undefined}>
          {state.kind === 'done'
            ? t`Your role: ${role}.`
            : state.kind === 'failed'
              ? state.message
              : t`One moment.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {state.kind === 'done' ? (
          <Button asChild>
            <RouteLink name="zone_dashboard" params={{ zoneId: state.result.zone_id }}>
              <Trans>Open the zone</Trans>
            </RouteLink>
          </Button>
        ) : state.kind === 'failed' ? (
          <Button asChild variant="outline">
            <RouteLink name="dashboard">
              <Trans>Go to your dashboard</Trans>
            </RouteLink>
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
