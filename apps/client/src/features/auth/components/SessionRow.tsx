import type { Session } from '@atrium/schema';
import { Badge, Button } from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { Monitor, Smartphone } from 'lucide-react';
import { describeUserAgent, isMobileUserAgent } from '../utils/describe-user-agent';
import { useFormatters } from '@/features/settings/hooks/useFormatters';

export interface SessionRowProps {
  session: Session;
  pending: boolean;
  onRevoke: (session: Session) => void;
}

/** One signed-in device: what it is, where from, since when, and a way to sign it out. */
export function SessionRow({ session, pending, onRevoke }: SessionRowProps) {
  const Icon = isMobileUserAgent(session.user_agent) ? Smartphone : Monitor;
  const { t, i18n } = useLingui();
  const device = describeUserAgent(i18n, session.user_agent);
  const { dateTime, relative } = useFormatters();
  const lastActive = relative(session.last_used_at);
  const signedIn = relative(session.created_at);
  return (
    <li
      data-testid="session-row"
      className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <div
          aria-hidden="true"
          className="flex size-9 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground"
        >
          <Icon className="size-4" />
        </div>
        <div className="min-w-0 space-y-1">
          <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
            <span title={session.user_agent ?? undefined}>{device}</span>
            {session.current ? (
              <Badge variant="success">
                <Trans>This device</Trans>
              </Badge>
            ) : null}
          </p>
          <p className="text-sm text-muted-foreground">
            <span className="font-mono tabular-nums">{session.ip ?? t`unknown IP`}</span>
            {' · '}
            <span title={dateTime(session.last_used_at)}>
              <Trans>Last active {lastActive}</Trans>
            </span>
            {' · '}
            <span title={dateTime(session.created_at)}>
              <Trans>Signed in {signedIn}</Trans>
            </span>
          </p>
        </div>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="self-start sm:self-center"
        loading={pending}
        onClick={() => onRevoke(session)}
        data-session-action={session.current ? 'sign-out' : 'revoke'}
        aria-label={session.current ? t`Sign out of this device` : t`Revoke ${device}`}
      >
        {session.current ? <Trans>Sign out</Trans> : <Trans>Revoke</Trans>}
      </Button>
    </li>
  );
}
