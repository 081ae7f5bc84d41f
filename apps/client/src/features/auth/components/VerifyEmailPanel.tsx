import { Button, Spinner } from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck, MailWarning } from 'lucide-react';
import { useAuth } from '@/auth/useAuth';
import { RouteLink } from '@/routing/navigation/RouteLink';
import { useResendVerification } from '../hooks/useResendVerification';
import { useVerifyEmail } from '../hooks/useVerifyEmail';
import { AuthCard } from './AuthCard';

/** Verify email: the link's token is sent once; the result says what to do next. */
export function VerifyEmailPanel({ token }: { token: string | null }) {
  const { user } = useAuth();
  const { t } = useLingui();
  const result = useVerifyEmail(token);
  const resend = useResendVerification();

  if (result.status === 'pending') {
    return (
      <AuthCard title={t`Verifying your email`} description={t`One moment while we confirm your address.`}>
        <div className="flex justify-center py-4 text-muted-foreground">
          <Spinner size="lg" label={t`Verifying your email`} />
        </div>
      </AuthCard>
    );
  }
  if (result.status === 'verified') {
    const email = result.user.email;
    return (
      <AuthCard
        icon={<CircleCheck />}
        title={t`Email verified`}
        description={
          <Trans>
            <span className="font-medium text-foreground">{email}</span> is confirmed. Thanks!
          </Trans>
        }
      >
        <Button asChild>
          <RouteLink name={user ? 'dashboard' : 'login'}>
            {user ? <Trans>Go to your dashboard</Trans> : <Trans>Sign in</Trans>}
          </RouteLink>
        </Button>
      </AuthCard>
    );
  }
  const unverified = user && !user.email_verified ? user.email : null;
  return (
    <AuthCard
      icon={<MailWarning />}
      title={t`This link cannot be used`}
      description={
        token
          ? t`Verification links work once and expire after 24 hours. Ask for a new one and open the latest email.`
          : t`The link is incomplete. Open it from the verification email again.`
      }
    >
      {unverified ? (
        <Button
          loading={resend.isPending}
          disabled={resend.isSuccess}
          onClick={() => resend.mutate(unverified)}
        >
          {resend.isSuccess ? <Trans>New link sent</Trans> : <Trans>Send a new link</Trans>}
        </Button>
      ) : (
        <Button asChild variant="outline">
          <RouteLink name={user ? 'dashboard' : 'login'}>
            {user ? <Trans>Go to your dashboard</Trans> : <Trans>Sign in</Trans>}
          </RouteLink>
        </Button>
      )}
    </AuthCard>
  );
}
