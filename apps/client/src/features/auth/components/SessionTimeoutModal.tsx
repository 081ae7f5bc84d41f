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

  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);

  if (warningUntil === null) return null;
  const left = warningUntil - now;

  const stay = async () => {
    setPending(true);
    try {
      await store.staySignedIn();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: error instanceof Error ? error.message : 'Failed to refresh session',
        description: 'Sign in again to continue.',
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
          <DialogTitle>Are you still there?</DialogTitle>
          <DialogDescription>
            For your security, you will be signed out in{' '}
            <strong className="font-semibold text-foreground tabular-nums" data-testid="session-countdown">
              {minutesSeconds(left)}
            </strong>{' '}
            because there has been no activity for a while.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => void store.signOut()} disabled={pending}>
            Sign out
          </Button>
          <Button onClick={() => void stay()} loading={pending} autoFocus>
            Stay signed in
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
