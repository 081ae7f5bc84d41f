import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_FALLBACK_MESSAGES } from '@atrium/schema';
import { Button, toast } from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useAuth } from '@/auth/useAuth';
import { RouteLink, useNamedPath } from '@/routing/navigation/RouteLink';
import { NEW_PASSWORD_HINT, signUpFormSchema } from '../utils/auth-form-schemas';
import { applyServerError, type FormProblem } from '@/components/form/server-errors';
import { AuthCard, TEXT_LINK } from './AuthCard';
import { FormAlert } from '@/components/form/FormAlert';
import { TextField } from '@/components/form/FormFields';

function SignInInstead() {
  return (
    <Trans>
      Already have an account?{' '}
      <RouteLink name="login" className={TEXT_LINK}>
        Sign in
      </RouteLink>
    </Trans>
  );
}

/**
 * Sign up: name, email and password. The account is signed in at once and lands on the
 * dashboard; a server that wants the email verified first gets a "check your
 * inbox" screen instead. A role is never sent.
 */
export function SignUpPanel() {
  const { store } = useAuth();
  const { t } = useLingui();
  const navigate = useNavigate();
  const dashboard = useNamedPath('dashboard');
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [waitingFor, setWaitingFor] = useState<string | null>(null);
  // Opened from a zone invitation's page: the address the invitation was sent to, filled in.
  const invitedEmail = useRouterState({ select: (state) => state.location.state.invitedEmail });
  const form = useForm({
    resolver: zodResolver(signUpFormSchema),
    mode: 'onTouched',
    defaultValues: {
      first_name: '',
      last_name: '',
      email: typeof invitedEmail === 'string' ? invitedEmail : '',
      password: '',
    },
  });

  const onSubmit = form.handleSubmit(async ({ first_name, last_name, email, password }) => {
    setProblem(null);
    try {
      const result = await store.signUp({
        email,
        password,
        ...(first_name ? { first_name } : {}),
        ...(last_name ? { last_name } : {}),
      });
      if (result.signedIn) {
        toast({ variant: 'success', title: t`Welcome to Atrium`, description: t`Your account is ready.` });
        if (dashboard) void navigate({ to: dashboard, replace: true });
      } else {
        setWaitingFor(email);
      }
    } catch (error) {
      setProblem(
        applyServerError(
          form,
          error,
          ['email', 'password', 'first_name', 'last_name'],
          AUTH_FALLBACK_MESSAGES.signUp,
        ),
      );
    }
  });

  if (waitingFor) {
    return (
      <AuthCard
        icon={<MailCheck />}
        title={t`Check your inbox`}
        description={
          <Trans>
            We sent a link to <span className="font-medium text-foreground">{waitingFor}</span>. Open it to
            verify your email, then sign in.
          </Trans>
        }
        footer={<SignInInstead />}
      />
    );
  }

  return (
    <AuthCard
      title={t`Create your account`}
      description={t`Sign up with your email and a password, then join the zones your team invites you to.`}
      footer={<SignInInstead />}
    >
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-5"
        aria-label={t`Create your account`}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField form={form} name="first_name" label={t`First name`} autoComplete="given-name" />
          <TextField form={form} name="last_name" label={t`Last name`} autoComplete="family-name" />
        </div>
        <TextField
          form={form}
          required
          name="email"
          label={t`Email`}
          type="email"
          autoComplete="email"
          inputMode="email"
        />
        <TextField
          form={form}
          required
          name="password"
          label={t`Password`}
          password
          autoComplete="new-password"
          description={t(NEW_PASSWORD_HINT)}
        />
        <FormAlert problem={problem} />
        <Button type="submit" size="lg" className="w-full" loading={form.formState.isSubmitting}>
          <Trans>Create account</Trans>
        </Button>
      </form>
    </AuthCard>
  );
}
