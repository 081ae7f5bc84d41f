import { Trans, useLingui } from '@lingui/react/macro';
import type { InvitationAccepted } from '@atrium/schema';
import { Button } from '@atrium/ui';
import { CircleAlert, CircleCheck, Loader2, MailOpen } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useAuthSource } from '@/auth/useAuthSource';
import { AuthCard } from '@/features/auth/components/AuthCard';
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
  return <AcceptToken token={token} signedIn={!!auth.user} />;
}

function SignedOutInvitation({ token }: { token: string }) {
  useEffect(() => rememberInvitationToken(token), [token]);
  return (
    <div data-testid="accept-invitation">
      <AuthCard
        icon={<MailOpen />}
        title={<Trans>You are invited to a zone on Atrium</Trans>}
        description={
          <Trans>
            Create an account with the address the invitation was sent to, or sign in if you have one. You
            join the zone right after.
          </Trans>
        }
      >
        <div className="flex flex-wrap gap-2">
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
        </div>
      </AuthCard>
    </div>
  );
}

/** Signed in, accepts `token`; without a token (a cut-off link), says so, and offers the way on. */
function AcceptToken({ token, signedIn }: { token: string | null; signedIn: boolean }) {
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
    <div data-testid="accept-invitation">
      <AuthCard
        icon={
          state.kind === 'working' ? (
            <Loader2 className="animate-spin" />
          ) : state.kind === 'done' ? (
            <CircleCheck />
          ) : (
            <CircleAlert />
          )
        }
        title={
          state.kind === 'working'
            ? t`Accepting the invitation…`
            : state.kind === 'done'
              ? t`You joined the zone`
              : t`The invitation could not be accepted`
        }
        description={
          <span role={state.kind === 'failed' ? 'alert' : undefined}>
            {state.kind === 'done'
              ? t`Your role: ${role}.`
              : state.kind === 'failed'
                ? state.message
                : t`One moment.`}
          </span>
        }
      >
        {state.kind === 'done' ? (
          <Button asChild className="self-start">
            <RouteLink name="zone_dashboard" params={{ zoneId: state.result.zone_id }}>
              <Trans>Open the zone</Trans>
            </RouteLink>
          </Button>
        ) : state.kind === 'failed' && signedIn ? (
          <Button asChild variant="outline" className="self-start">
            <RouteLink name="dashboard">
              <Trans>Go to your dashboard</Trans>
            </RouteLink>
          </Button>
        ) : state.kind === 'failed' ? (
          <Button asChild variant="outline" className="self-start">
            <RouteLink name="login">
              <Trans>Sign in</Trans>
            </RouteLink>
          </Button>
        ) : null}
      </AuthCard>
    </div>
  );
}
