import { zodResolver } from '@hookform/resolvers/zod';
import { Button, toast } from '@atrium/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAuth } from '@/auth/useAuth';
import { RouteLink } from '@/routing/navigation/RouteLink';
import { signInFormSchema } from '../utils/auth-form-schemas';
import { applyServerError, errorCode, type FormProblem } from '@/components/form/server-errors';
import { TEXT_LINK } from './AuthCard';
import { FormAlert } from '@/components/form/FormAlert';
import { TextField } from '@/components/form/FormFields';

export interface Credentials {
  email: string;
  password: string;
}

export function greetingFor(user: {
  email: string;
  profile?: { first_name?: string | null } | null;
}): string {
  return user.profile?.first_name ? `Welcome back, ${user.profile.first_name}` : `Signed in as ${user.email}`;
}

/**
 * Email and password. When the account has two-factor sign-in on, the server answers
 * MFA_REQUIRED and `onChallenge` gets the credentials for the code step.
 */
export function SignInForm({ onChallenge }: { onChallenge: (credentials: Credentials) => void }) {
  const { store } = useAuth();
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const form = useForm({
    resolver: zodResolver(signInFormSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      const user = await store.signIn(values);
      toast({ variant: 'success', title: greetingFor(user) });
    } catch (error) {
      if (errorCode(error) === 'MFA_REQUIRED') {
        onChallenge(values);
        return;
      }
      setProblem(applyServerError(form, error, ['email', 'password'], 'Failed to sign in'));
      form.setFocus('password', { shouldSelect: true });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Sign in">
      <TextField
        form={form}
        name="email"
        label="Email"
        type="email"
        autoComplete="username"
        inputMode="email"
      />
      <TextField
        form={form}
        name="password"
        label="Password"
        password
        autoComplete="current-password"
        labelAside={
          <RouteLink name="forgot_password" className={`text-sm ${TEXT_LINK}`}>
            Forgot password?
          </RouteLink>
        }
      />
      <FormAlert problem={problem}>
        {problem && problem.hints.length === 0 ? <p>Check your email and password and try again.</p> : null}
      </FormAlert>
      <Button type="submit" size="lg" className="w-full" loading={form.formState.isSubmitting}>
        Sign in
      </Button>
    </form>
  );
}
