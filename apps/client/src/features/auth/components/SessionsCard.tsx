import type { Session } from '@atrium/schema';
import {
  Button,
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  Skeleton,
} from '@atrium/ui';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { LogOut, MonitorSmartphone, RotateCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useAuth } from '@/auth/useAuth';
import { useRevokeSession } from '../hooks/useRevokeSession';
import { useSessions } from '../hooks/useSessions';
import { useSignOutEverywhere } from '../hooks/useSignOutEverywhere';
import { SessionRow } from './SessionRow';
import { ConfirmDialog } from '@/components/ConfirmDialog';

function SessionsSkeleton() {
  const { t } = useLingui();
  return (
    <ul aria-label={t`Loading sessions`} className="divide-y">
      {[0, 1].map((i) => (
        <li key={i} className="flex items-center gap-3 py-4 first:pt-0 last:pb-0">
          <Skeleton className="size-9 rounded-md" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-3 w-64 max-w-full" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The devices signed in to this account, each with a way out, and "sign out everywhere". */
export function SessionsCard() {
  const { store } = useAuth();
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const everywhere = useSignOutEverywhere();
  const [confirming, setConfirming] = useState(false);
  const { t } = useLingui();
  const count = sessions.data?.length ?? 0;

  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLUListElement>(null);
  // The place among the other devices' Revoke buttons of the one pressed last (to return to).
  const [refocus, setRefocus] = useState<number | null>(null);

  const onRevoke = (session: Session) => {
    if (session.current) {
      void store.signOut();
      return;
    }
    setRefocus((sessions.data ?? []).filter((s) => !s.current).findIndex((s) => s.id === session.id));
    // The pressed button is disabled while it works and then goes with its row: the focus waits
    // on the heading, not on the first control left in the list, which is this device's Sign out
    // (a second Enter to revoke the next device signed the user out here).
    heading.current?.focus();
    revoke.mutate(session.id);
  };

  // Once the list has the answer: the Revoke button now in that place, else the one above.
  useEffect(() => {
    if (refocus === null || revoke.isPending || sessions.isFetching) return;
    setRefocus(null);
    if (document.activeElement !== heading.current) return; // the user has moved on
    const buttons = [
      ...(list.current?.querySelectorAll<HTMLElement>('[data-session-action="revoke"]') ?? []),
    ];
    buttons[Math.min(refocus, buttons.length - 1)]?.focus();
  }, [refocus, revoke.isPending, sessions.isFetching, sessions.data]);

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 ref={heading} tabIndex={-1} className="outline-none">
            <Trans>Where you are signed in</Trans>
          </h2>
        </CardTitle>
        <CardDescription>
          <Trans>Sign out of devices you no longer use or do not recognise.</Trans>
        </CardDescription>
        <CardAction>
          <Button variant="outline" size="sm" onClick={() => setConfirming(true)} disabled={!sessions.data}>
            <LogOut aria-hidden="true" />
            <span className="hidden sm:inline">
              <Trans>Sign out everywhere</Trans>
            </span>
            <span className="sm:hidden">
              <Trans>Sign out all</Trans>
            </span>
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent>
        {sessions.isPending ? (
          <SessionsSkeleton />
        ) : sessions.isError ? (
          <EmptyState
            icon={<MonitorSmartphone />}
            title={sessions.error.message}
            description={t`The list of your sessions could not be loaded.`}
            action={
              <Button
                variant="outline"
                size="sm"
                onClick={() => void sessions.refetch()}
                loading={sessions.isFetching}
              >
                <RotateCw aria-hidden="true" />
                <Trans>Retry</Trans>
              </Button>
            }
          />
        ) : sessions.data.length === 0 ? (
          <EmptyState
            icon={<MonitorSmartphone />}
            title={t`No active sessions`}
            description={t`Sign in on a device to see it here.`}
          />
        ) : (
          <ul ref={list} aria-label={t`Sessions`} className="divide-y">
            {sessions.data.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                pending={revoke.isPending && revoke.variables === session.id}
                onRevoke={onRevoke}
              />
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Sign out everywhere?`}
        description={
          <Plural
            value={count}
            _0="Every device signed in to your account, this one included, will be signed out. You will need your password to sign in again."
            one="Every device signed in to your account, this one included, will be signed out. You will need your password to sign in again."
            other="All # devices signed in to your account, this one included, will be signed out. You will need your password to sign in again."
          />
        }
        confirmLabel={t`Sign out everywhere`}
        pending={everywhere.isPending}
        onConfirm={() => everywhere.mutate()}
      />
    </Card>
  );
}
