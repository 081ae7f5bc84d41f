import { zodResolver } from '@hookform/resolvers/zod';
import { Button, toast } from '@atrium/ui';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from '@tanstack/react-router';
import { useAuth } from '@/auth/useAuth';
import { RouteLink, useNamedPath } from '@/routing/navigation/RouteLink';
import { NEW_PASSWORD_HINT, signUpFormSchema } from '../utils/auth-form-schemas';
import { applyServerError, type FormProblem } from '@/components/form/server-errors';
import { AuthCard, TEXT_LINK } from './AuthCard';
import { FormAlert } from '@/components/form/FormAlert';
import { TextField } from '@/components/form/FormFields';

const SIGN_IN_INSTEAD = (
  <>
    Already have an account?{' '}
    <RouteLink name="login" className={TEXT_LINK}>
      Sign in
    </RouteLink>
  </>
);

/**
 * Sign up: name, email and password. The account is signed in at once and lands on the
 * dashboard; a server that wants the email verified first gets a "check your
 * inbox" screen instead. A role is never sent.
 */
export function SignUpPanel() {
  const { store } = useAuth();
  const navigate = useNavigate();
  const dashboard = useNamedPath('dashboard');
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [waitingFor, setWaitingFor] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(signUpFormSchema),
    mode: 'onTouched',
    defaultValues: { first_name: '', last_name: '', email: '', password: '' },
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
        toast({ variant: 'success', title: 'Welcome to Atrium', description: 'Your account is ready.' });
        if (dashboard) void navigate({ to: dashboard, replace: true });
      } else {
        setWaitingFor(email);
      }
    } catch (error) {
      setProblem(
        applyServerError(form, error, ['email', 'password', 'first_name', 'last_name'], 'Failed to sign up'),
      );
    }
  });

  if (waitingFor) {
    return (
      <AuthCard
        icon={<MailCheck />}
        title="Check your inbox"
        description={
          <>
            We sent a link to <span className="font-medium text-foreground">{waitingFor}</span>. Open it to
            verify your email, then sign in.
          </>
        }
        footer={SIGN_IN_INSTEAD}
      />
    );
  }

  return (
    <AuthCard
      title="Create your account"
      description="Sign up with your email and a password, then join the zones your team invites you to."
      footer={SIGN_IN_INSTEAD}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Create your account">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField form={form} name="first_name" label="First name" autoComplete="given-name" />
          <TextField form={form} name="last_name" label="Last name" autoComplete="family-name" />
        </div>
        <TextField
          form={form}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
        />
        <TextField
          form={form}
          name="password"
          label="Password"
          password
          autoComplete="new-password"
          description={NEW_PASSWORD_HINT}
        />
        <FormAlert problem={problem} />
        <Button type="submit" size="lg" className="w-full" loading={form.formState.isSubmitting}>
          Create account
        </Button>
      </form>
    </AuthCard>
  );
}
