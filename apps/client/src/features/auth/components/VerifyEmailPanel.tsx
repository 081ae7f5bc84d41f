import { Button, Spinner } from '@atrium/ui';
import { CircleCheck, MailWarning } from 'lucide-react';
import { useAuth } from '@/auth/useAuth';
import { RouteLink } from '@/routing/navigation/RouteLink';
import { useResendVerification } from '../hooks/useResendVerification';
import { useVerifyEmail } from '../hooks/useVerifyEmail';
import { AuthCard } from './AuthCard';

/** Verify email: the link's token is sent once; the result says what to do next. */
export function VerifyEmailPanel({ token }: { token: string | null }) {
  const { user } = useAuth();
  const result = useVerifyEmail(token);
  const resend = useResendVerification();

  if (result.status === 'pending') {
    return (
      <AuthCard title="Verifying your email" description="One moment while we confirm your address.">
        <div className="flex justify-center py-4 text-muted-foreground">
          <Spinner size="lg" label="Verifying your email" />
        </div>
      </AuthCard>
    );
  }
  if (result.status === 'verified') {
    return (
      <AuthCard
        icon={<CircleCheck />}
        title="Email verified"
        description={
          <>
            <span className="font-medium text-foreground">{result.user.email}</span> is confirmed. Thanks!
          </>
        }
      >
        <Button asChild>
          <RouteLink name={user ? 'dashboard' : 'login'}>
            {user ? 'Go to your dashboard' : 'Sign in'}
          </RouteLink>
        </Button>
      </AuthCard>
    );
  }
  const unverified = user && !user.email_verified ? user.email : null;
  return (
    <AuthCard
      icon={<MailWarning />}
      title="This link cannot be used"
      description={
        token
          ? 'Verification links work once and expire after 24 hours. Ask for a new one and open the latest email.'
          : 'The link is incomplete. Open it from the verification email again.'
      }
    >
      {unverified ? (
        <Button
          loading={resend.isPending}
          disabled={resend.isSuccess}
          onClick={() => resend.mutate(unverified)}
        >
          {resend.isSuccess ? 'New link sent' : 'Send a new link'}
        </Button>
      ) : (
        <Button asChild variant="outline">
          <RouteLink name={user ? 'dashboard' : 'login'}>
            {user ? 'Go to your dashboard' : 'Sign in'}
          </RouteLink>
        </Button>
      )}
    </AuthCard>
  );
}
