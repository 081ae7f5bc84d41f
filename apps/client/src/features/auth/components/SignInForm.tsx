import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_FALLBACK_MESSAGES } from '@atrium/schema';
import { Button, toast } from '@atrium/ui';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useRouterState } from '@tanstack/react-router';
import { useAuth } from '@/auth/useAuth';
import { RouteLink } from '@/routing/navigation/RouteLink';
import { signInFormSchema } from '../utils/auth-form-schemas';
import {
  applyServerError,
  errorCode,
  retryAfterSeconds,
  type FormProblem,
} from '@/components/form/server-errors';
import { TEXT_LINK } from './AuthCard';
import { FormAlert } from '@/components/form/FormAlert';
import { TextField } from '@/components/form/FormFields';

export interface Credentials {
  email: string;
  password: string;
}

export function greetingFor(
  i18n: I18n,
  user: {
    email: string;
    profile?: { first_name?: string | null } | null;
  },
): string {
  const name = user.profile?.first_name;
  const email = user.email;
  return name ? i18n._(msg`Welcome back, ${name}`) : i18n._(msg`Signed in as ${email}`);
}

/**
 * The sign-in toast's greeting, rendered (not built once): when the account's language differs
 * from the one the sign-in page showed, it applies right after sign-in and the greeting follows.
 */
export function Greeting({ user }: { user: Parameters<typeof greetingFor>[1] }) {
  const { i18n } = useLingui();
  return <>{greetingFor(i18n, user)}</>;
}

/**
 * Email and password. When the account has two-factor sign-in on, the server answers
 * MFA_REQUIRED and `onChallenge` gets the credentials for the code step.
 */
export function SignInForm({ onChallenge }: { onChallenge: (credentials: Credentials) => void }) {
  const { store } = useAuth();
  const { t } = useLingui();
  const [problem, setProblem] = useState<FormProblem | null>(null);
  // Seconds until sign-in may be tried again after a 429 (0: the server did not say); null otherwise.
  const [waitSeconds, setWaitSeconds] = useState<number | null>(null);
  // Opened from a zone invitation's page: the address the invitation was sent to, filled in.
  const invitedEmail = useRouterState({ select: (state) => state.location.state.invitedEmail });
  const form = useForm({
    resolver: zodResolver(signInFormSchema),
    mode: 'onTouched',
    defaultValues: { email: typeof invitedEmail === 'string' ? invitedEmail : '', password: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      const user = await store.signIn(values);
      toast({ variant: 'success', title: <Greeting user={user} /> });
    } catch (error) {
      if (errorCode(error) === 'MFA_REQUIRED') {
        onChallenge(values);
        return;
      }
      setWaitSeconds(errorCode(error) === 'RATE_LIMITED' ? (retryAfterSeconds(error) ?? 0) : null);
      setProblem(applyServerError(form, error, ['email', 'password'], AUTH_FALLBACK_MESSAGES.signIn));
      form.setFocus('password', { shouldSelect: true });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label={t`Sign in`}>
      <TextField
        form={form}
        required
        name="email"
        label={t`Email`}
        type="email"
        autoComplete="username"
        inputMode="email"
      />
      <TextField
        form={form}
        required
        name="password"
        label={t`Password`}
        password
        autoComplete="current-password"
        labelAsideAfterControl
        labelAside={
          <RouteLink name="forgot_password" className={`text-sm ${TEXT_LINK}`}>
            <Trans>Forgot password?</Trans>
          </RouteLink>
        }
      />
      <FormAlert problem={problem}>
        {problem && waitSeconds !== null ? (
          waitSeconds > 0 ? (
            <p data-testid="signin-retry-after">
              <Plural
                value={Math.ceil(waitSeconds / 60)}
                one="You can try again in # minute."
                other="You can try again in # minutes."
              />
            </p>
          ) : null
        ) : problem && problem.hints.length === 0 ? (
          <p>
            <Trans>Check your email and password and try again.</Trans>
          </p>
        ) : null}
      </FormAlert>
      <Button type="submit" size="lg" className="w-full" loading={form.formState.isSubmitting}>
        <Trans>Sign in</Trans>
      </Button>
    </form>
  );
}
