import { Button } from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { MailWarning, X } from 'lucide-react';
import { useContext } from 'react';
import { AuthContext } from '@/auth/auth-context';
import { useDismissal } from '@/lib/useDismissal';
import { useResendVerification } from '../hooks/useResendVerification';

/** A dismissed reminder comes back after a week if the address is still unverified. */
const REMIND_AGAIN_AFTER_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * In the signed-in shell while the email is unverified: says so, with a link to send the
 * verification email again. Closing it is remembered on this device, per account, for a week.
 */
export function UnverifiedEmailBanner() {
  const auth = useContext(AuthContext); // optional: shells rendered without accounts show nothing
  const user = auth?.user;
  return user && !user.email_verified ? <Banner userId={user.id} email={user.email} /> : null;
}

function Banner({ userId, email }: { userId: string; email: string }) {
  const resend = useResendVerification();
  const { t } = useLingui();
  const [dismissed, dismiss] = useDismissal(`verify-email:${userId}`, REMIND_AGAIN_AFTER_MS);
  if (dismissed) return null;

  return (
    <div
      role="status"
      data-testid="unverified-email-banner"
      className="flex items-start gap-3 border-b border-warning/40 bg-warning/10 px-4 py-2.5 text-sm sm:items-center sm:px-6"
    >
      <MailWarning aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning sm:mt-0" />
      <p className="min-w-0 flex-1 text-pretty">
        <span className="font-medium">
          <Trans>Verify your email.</Trans>
        </span>{' '}
        <span className="text-muted-foreground">
          <Trans>
            We sent a link to <span className="break-all text-foreground">{email}</span>.
          </Trans>
        </span>{' '}
        {resend.isSuccess ? (
          <span className="font-medium">
            <Trans>A new link is on its way.</Trans>
          </span>
        ) : (
          <Button
            variant="link"
            className="h-auto p-0 align-baseline"
            loading={resend.isPending}
            onClick={() => resend.mutate(email)}
          >
            <Trans>Resend the link</Trans>
          </Button>
        )}
      </p>
      <button
        type="button"
        onClick={dismiss}
        aria-label={t`Dismiss`}
        className="-m-1 inline-flex size-7 shrink-0 cursor-pointer items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
