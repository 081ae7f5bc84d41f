import { Button } from '@atrium/ui';
import { MailWarning, X } from 'lucide-react';
import { useContext, useState } from 'react';
import { AuthContext } from '../../../auth/auth-context';
import { useResendVerification } from '../hooks/useResendVerification';

const DISMISSED_KEY = 'atrium-verify-banner-dismissed';

function wasDismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * In the signed-in shell while the email is unverified: says so, with a link to send the
 * verification email again. Dismissed for the rest of the browser session.
 */
export function UnverifiedEmailBanner() {
  const auth = useContext(AuthContext); // optional: shells rendered without accounts show nothing
  const resend = useResendVerification();
  const [dismissed, setDismissed] = useState(wasDismissed);
  const user = auth?.user;
  if (!user || user.email_verified || dismissed) return null;

  const dismiss = () => {
    setDismissed(true);
    try {
      sessionStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // storage disabled: dismissed until the next page load
    }
  };

  return (
    <div
      role="status"
      data-testid="unverified-email-banner"
      className="flex items-start gap-3 border-b border-warning/40 bg-warning/10 px-4 py-2.5 text-sm sm:items-center sm:px-6"
    >
      <MailWarning aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning sm:mt-0" />
      <p className="min-w-0 flex-1 text-pretty">
        <span className="font-medium">Verify your email.</span>{' '}
        <span className="text-muted-foreground">
          We sent a link to <span className="break-all text-foreground">{user.email}</span>.
        </span>{' '}
        {resend.isSuccess ? (
          <span className="font-medium">A new link is on its way.</span>
        ) : (
          <Button
            variant="link"
            className="h-auto p-0 align-baseline"
            loading={resend.isPending}
            onClick={() => resend.mutate(user.email)}
          >
            Resend the link
          </Button>
        )}
      </p>
      <button
        type="button"
        onClick={dismiss}
        aria-label="Dismiss"
        className="-m-1 inline-flex size-7 shrink-0 cursor-pointer items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
