import { AUTH_REDIRECT_KEY } from '@atrium/schema';
import { useState } from 'react';
import { AuthPanel, TEXT_LINK } from '../features/auth-pages/components/AuthPanel';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { RouteLink } from '../routing/navigation/RouteLink';

function readRedirect(): string | null {
  try {
    return sessionStorage.getItem(AUTH_REDIRECT_KEY);
  } catch {
    return null;
  }
}

export function LoginPage() {
  useDocumentTitle('Sign in · Atrium');
  const [redirect] = useState(readRedirect);
  return (
    <AuthPanel
      title="Sign in to Atrium"
      description="Use your email and password, and your authenticator code if two-factor sign-in is on."
      pending="Signing in becomes available as soon as the accounts service is connected to this workspace."
      footer={
        <>
          New here?{' '}
          <RouteLink name="signup" className={TEXT_LINK}>
            Create an account
          </RouteLink>{' '}
          ·{' '}
          <RouteLink name="forgot_password" className={TEXT_LINK}>
            Forgot your password?
          </RouteLink>
        </>
      }
    >
      {redirect ? (
        <p data-testid="auth-redirect" className="text-sm text-muted-foreground">
          After signing in you will continue to{' '}
          <code className="rounded bg-muted px-1.5 py-0.5 font-mono break-all text-foreground">{redirect}</code>.
        </p>
      ) : null}
    </AuthPanel>
  );
}
