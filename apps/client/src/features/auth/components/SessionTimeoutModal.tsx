import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  toast,
} from '@atrium/ui';
import { AUTH_ERROR_MESSAGES } from '@atrium/schema';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useAuth } from '@/auth/useAuth';
import { minutesSeconds } from '../utils/countdown';

/**
 * The session-timeout warning: shown when the user has been idle and the session is about to
 * stop counting as authenticated. 'Stay signed in' refreshes it; otherwise the store signs out
 * when the countdown ends. Esc counts as staying.
 */
export function SessionTimeoutModal() {
  const { store, warningUntil } = useAuth();
  const [now, setNow] = useState(() => Date.now());
  const [pending, setPending] = useState(false);
  const { t } = useLingui();

  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);

  if (warningUntil === null) return null;
  const countdown = minutesSeconds(warningUntil - now);

  const stay = async () => {
    setPending(true);
    try {
      await store.staySignedIn();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: error instanceof Error ? error.message : AUTH_ERROR_MESSAGES.REFRESH_FAILED,
        description: t`Sign in again to continue.`,
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !pending && void stay()}>
      <DialogContent
        role="alertdialog"
        showClose={false}
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>
            <Trans>Are you still there?</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              For your security, you will be signed out in{' '}
              <strong className="font-semibold text-foreground tabular-nums" data-testid="session-countdown">
                {countdown}
              </strong>{' '}
              because there has been no activity for a while.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => void store.signOut()} disabled={pending}>
            <Trans>Sign out</Trans>
          </Button>
          <Button onClick={() => void stay()} loading={pending} autoFocus>
            <Trans>Stay signed in</Trans>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
