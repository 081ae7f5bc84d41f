import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_FALLBACK_MESSAGES } from '@atrium/schema';
import { Button } from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
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

function BackToSignIn() {
  return (
    <Trans>
      Remembered it?{' '}
      <RouteLink name="login" className={TEXT_LINK}>
        Back to sign in
      </RouteLink>
    </Trans>
  );
}

/** Forgot password: the server answers the same whether or not the address has an account. */
export function ForgotPasswordPanel() {
  const forgot = useForgotPassword();
  const { t } = useLingui();
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
      setProblem(applyServerError(form, error, ['email'], AUTH_FALLBACK_MESSAGES.resetPassword));
    }
  });

  if (sentTo) {
    return (
      <AuthCard
        icon={<MailCheck />}
        title={t`Check your email`}
        description={
          <Trans>
            If an account exists for <span className="font-medium text-foreground">{sentTo}</span>, we sent it
            a link to choose a new password. The link works once, for 30 minutes.
          </Trans>
        }
        footer={<BackToSignIn />}
      >
        <Button variant="outline" onClick={() => setSentTo(null)}>
          <Trans>Use another email</Trans>
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t`Reset your password`}
      description={t`Enter the email you sign in with and we will send you a link to choose a new password.`}
      footer={<BackToSignIn />}
    >
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-5"
        aria-label={t`Reset your password`}
      >
        <TextField
          form={form}
          required
          name="email"
          label={t`Email`}
          type="email"
          autoComplete="email"
          inputMode="email"
        />
        <FormAlert problem={problem} />
        <Button type="submit" size="lg" className="w-full" loading={form.formState.isSubmitting}>
          <Trans>Send reset link</Trans>
        </Button>
      </form>
    </AuthCard>
  );
}
