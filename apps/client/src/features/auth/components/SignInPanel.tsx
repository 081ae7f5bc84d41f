import { Trans, useLingui } from '@lingui/react/macro';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { RouteLink } from '@/routing/navigation/RouteLink';
import { AuthCard, TEXT_LINK } from './AuthCard';
import { SignInForm, type Credentials } from './SignInForm';
import { TwoFactorChallenge } from './TwoFactorChallenge';

/** Sign in: email and password, then the code step when the account has two-factor sign-in on. */
export function SignInPanel({ redirect }: { redirect: string | null }) {
  const [challenge, setChallenge] = useState<Credentials | null>(null);
  const { t } = useLingui();
  if (challenge) {
    const email = challenge.email;
    return (
      <AuthCard
        icon={<ShieldCheck />}
        title={t`Two-factor authentication`}
        description={
          <Trans>
            Signing in as <span className="font-medium text-foreground">{email}</span>. Enter the code from
            your authenticator app.
          </Trans>
        }
      >
        <TwoFactorChallenge credentials={challenge} onBack={() => setChallenge(null)} />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={t`Sign in to Atrium`}
      description={t`Welcome back. Sign in with the email and password of your account.`}
      footer={
        <Trans>
          New here?{' '}
          <RouteLink name="signup" className={TEXT_LINK}>
            Create an account
          </RouteLink>
        </Trans>
      }
    >
      {redirect ? (
        <p
          data-testid="auth-redirect"
          className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground"
        >
          <Trans>
            After signing in you will continue to{' '}
            <code className="inline-block max-w-full font-mono break-all text-foreground">{redirect}</code>
          </Trans>
        </p>
      ) : null}
      <SignInForm onChallenge={setChallenge} />
    </AuthCard>
  );
}
