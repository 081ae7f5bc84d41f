import { Trans, useLingui } from '@lingui/react/macro';
import type { InvitationAccepted, InvitationPreview } from '@atrium/schema';
import { Button } from '@atrium/ui';
import { CircleAlert, CircleCheck, Loader2, MailOpen, MailX } from 'lucide-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '@/api/http';
import { useAuthSource } from '@/auth/useAuthSource';
import { AuthCard } from '@/features/auth/components/AuthCard';
import { RouteLink } from '@/routing/navigation/RouteLink';
import { zoneKeys } from '@/features/zones/api/zone-keys';
import { errorMessage } from '@/lib/mutation-feedback';
import { invitationKeys, invitationsApi } from '../api/invitations-api';
import { rememberInvitationToken } from '../utils/pending-invitation-link';
import { zoneRoleLabel } from '@/features/zones/utils/role-labels';

type State =
  | { kind: 'working' }
  | { kind: 'done'; result: InvitationAccepted }
  | { kind: 'failed'; message: string; otherAddress?: boolean };

/**
 * /invitations/accept?token=…: first reads what the link is for (POST /invitations/preview: the
 * zone, who invited, the role, the address). A link that no longer works says why and what to do
 * next. Signed in, a live link is accepted once; signed out, the page names the zone and the
 * inviter, keeps the token for after sign-up or sign-in (the dashboard home brings the visitor
 * back here) and offers both.
 */
export function AcceptInvitationPanel({ token }: { token: string | null }) {
  const auth = useAuthSource();
  if (auth.status === 'loading') return null;
  if (!token) return <AcceptToken token={null} signedIn={!!auth.user} />;
  return <InvitationLink token={token} signedIn={!!auth.user} />;
}

function InvitationLink({ token, signedIn }: { token: string; signedIn: boolean }) {
  const preview = useQuery({
    queryKey: invitationKeys.preview(token),
    queryFn: () => invitationsApi.preview(token),
    retry: false,
    staleTime: Infinity,
  });
  if (preview.isPending) return <Opening />;
  // 410: unknown, replaced, expired, answered or revoked. Another failure (offline, 429) does not
  // say the link is dead: the page goes on without the preview, as it did before there was one.
  if (isApiError(preview.error) && preview.error.status === 410) {
    return <GoneInvitation error={preview.error} signedIn={signedIn} />;
  }
  return signedIn ? (
    <AcceptToken token={token} signedIn preview={preview.data} />
  ) : (
    <SignedOutInvitation token={token} preview={preview.data} />
  );
}

function Opening() {
  const { t } = useLingui();
  return (
    <div data-testid="accept-invitation" aria-busy="true">
      <AuthCard icon={<Loader2 className="animate-spin" />} title={t`Opening the invitation…`} />
    </div>
  );
}

/** Who invited the visitor to which zone (a title), from the preview. */
function InvitedTitle({ preview }: { preview: InvitationPreview }) {
  const zone = preview.zone_name;
  const inviter = preview.invited_by_name;
  return inviter ? (
    <Trans>
      {inviter} invited you to join {zone}
    </Trans>
  ) : (
    <Trans>You are invited to join {zone}</Trans>
  );
}

function SignedOutInvitation({ token, preview }: { token: string; preview?: InvitationPreview }) {
  const { i18n } = useLingui();
  useEffect(() => rememberInvitationToken(token), [token]);
  const role = preview ? zoneRoleLabel(i18n, preview.role) : '';
  const email = preview?.email ?? '';
  return (
    <div data-testid="accept-invitation">
      <AuthCard
        icon={<MailOpen />}
        title={
          preview ? <InvitedTitle preview={preview} /> : <Trans>You are invited to a zone on Atrium</Trans>
        }
        description={
          preview ? (
            <Trans>
              You join as {role}. The invitation was sent to{' '}
              <strong className="font-medium break-all text-foreground">{email}</strong>: create an account
              with this address, or sign in if you have one.
            </Trans>
          ) : (
            <Trans>
              Create an account with the address the invitation was sent to, or sign in if you have one. You
              join the zone right after.
            </Trans>
          )
        }
      >
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            {/* Both forms come filled in with the invited address (history state, not the URL). */}
            <RouteLink name="signup" state={preview ? { invitedEmail: preview.email } : undefined}>
              <Trans>Create an account</Trans>
            </RouteLink>
          </Button>
          <Button asChild variant="outline">
            <RouteLink name="login" state={preview ? { invitedEmail: preview.email } : undefined}>
              <Trans>Sign in</Trans>
            </RouteLink>
          </Button>
        </div>
      </AuthCard>
    </div>
  );
}

/**
 * A link that no longer works: the server's reason (the same 410 accepting it answers) and what to
 * do next. Nothing is kept for after sign-in: the link would only fail again.
 */
function GoneInvitation({ error, signedIn }: { error: Error; signedIn: boolean }) {
  const { t } = useLingui();
  const next: Record<string, string> = {
    'This invitation has expired: ask for a new one': t`Invitations work for seven days. Ask the person who invited you to send a new one.`,
    'This invitation has already been accepted': signedIn
      ? t`The zone is on your dashboard if it was you who accepted it.`
      : t`If it was you who accepted it, sign in: the zone is on your dashboard.`,
    'This invitation was revoked': t`If you still need access, ask the zone's owners or admins for a new invitation.`,
    'This invitation was declined': t`If you still need access, ask the zone's owners or admins for a new invitation.`,
  };
  const hint =
    next[error.message] ??
    t`Open the link in the latest invitation mail, in full. If it still does not work, ask for a new invitation.`;
  return (
    <div data-testid="accept-invitation">
      <AuthCard
        icon={<MailX />}
        title={t`This invitation can no longer be used`}
        description={
          <>
            <span role="alert" className="block">
              {errorMessage(error)}
            </span>
            <span className="mt-2 block">{hint}</span>
          </>
        }
      >
        <Button asChild variant="outline" className="self-start">
          {signedIn ? (
            <RouteLink name="dashboard">
              <Trans>Go to your dashboard</Trans>
            </RouteLink>
          ) : (
            <RouteLink name="login">
              <Trans>Sign in</Trans>
            </RouteLink>
          )}
        </Button>
      </AuthCard>
    </div>
  );
}

/**
 * Signed in, accepts `token` (once), naming the zone when the preview was read; without a token
 * (a cut-off link), says so, and offers the way on.
 */
function AcceptToken({
  token,
  signedIn,
  preview,
}: {
  token: string | null;
  signedIn: boolean;
  preview?: InvitationPreview;
}) {
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
      (error: unknown) =>
        setState({
          kind: 'failed',
          message: errorMessage(error),
          otherAddress: isApiError(error) && error.status === 403,
        }),
    );
  }, [token, client]);
  const role = state.kind === 'done' ? zoneRoleLabel(i18n, state.result.role) : '';
  const zone = preview?.zone_name ?? '';
  const email = preview?.email ?? '';
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
              ? preview
                ? t`You joined ${zone}`
                : t`You joined the zone`
              : t`The invitation could not be accepted`
        }
        description={
          <>
            <span role={state.kind === 'failed' ? 'alert' : undefined} className="block">
              {state.kind === 'done'
                ? t`Your role: ${role}.`
                : state.kind === 'failed'
                  ? state.message
                  : t`One moment.`}
            </span>
            {state.kind === 'failed' && state.otherAddress && preview ? (
              <span className="mt-2 block">
                <Trans>
                  It was sent to <strong className="font-medium break-all text-foreground">{email}</strong>:
                  sign out, then sign in with that address to accept it.
                </Trans>
              </span>
            ) : null}
          </>
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
