import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@atrium/ui';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { RouteLink } from '@/routing/navigation/RouteLink';
import { useForgotPassword } from '../hooks/useForgotPassword';
import { forgotPasswordFormSchema } from '../utils/auth-form-schemas';
import { applyServerError, type FormProblem } from '@/components/form/server-errors';
import { AuthCard, TEXT_LINK } from './AuthCard';
import { FormAlert } from '@/components/form/FormAlert';
import { TextField } from '@/components/form/FormFields';

const BACK_TO_SIGN_IN = (
  <>
    Remembered it?{' '}
    <RouteLink name="login" className={TEXT_LINK}>
      Back to sign in
    </RouteLink>
  </>
);

/** Forgot password: the server answers the same whether or not the address has an account. */
export function ForgotPasswordPanel() {
  const forgot = useForgotPassword();
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(forgotPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setProblem(null);
    try {
      await forgot.mutateAsync(email);
      setSentTo(email);
    } catch (error) {
      setProblem(applyServerError(form, error, ['email'], 'Failed to reset password'));
    }
  });

  if (sentTo) {
    return (
      <AuthCard
        icon={<MailCheck />}
        title="Check your email"
        description={
          <>
            If an account exists for <span className="font-medium text-foreground">{sentTo}</span>, we sent it
            a link to choose a new password. The link works once, for 30 minutes.
          </>
        }
        footer={BACK_TO_SIGN_IN}
      >
        <Button variant="outline" onClick={() => setSentTo(null)}>
          Use another email
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Reset your password"
      description="Enter the email you sign in with and we will send you a link to choose a new password."
      footer={BACK_TO_SIGN_IN}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Reset your password">
        <TextField
          form={form}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
        />
        <FormAlert problem={problem} />
        <Button type="submit" size="lg" className="w-full" loading={form.formState.isSubmitting}>
          Send reset link
        </Button>
      </form>
    </AuthCard>
  );
}
