import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_FALLBACK_MESSAGES } from '@atrium/schema';
import { Button, toast } from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck, LinkIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAuth } from '@/auth/useAuth';
import { RouteLink } from '@/routing/navigation/RouteLink';
import { useResetPassword } from '../hooks/useResetPassword';
import { resetPasswordFormSchema } from '../utils/auth-form-schemas';
import { applyServerError, errorCode, type FormProblem } from '@/components/form/server-errors';
import { AuthCard, TEXT_LINK } from './AuthCard';
import { FormAlert } from '@/components/form/FormAlert';
import { NewPasswordFields } from './NewPasswordFields';

function NewLink() {
  return (
    <Button asChild variant="outline">
      <RouteLink name="forgot_password">
        <Trans>Request a new link</Trans>
      </RouteLink>
    </Button>
  );
}

/** Reset password with the emailed link's token: every session of the account ends. */
export function ResetPasswordPanel({ token }: { token: string | null }) {
  const { store, user } = useAuth();
  const { t } = useLingui();
  const reset = useResetPassword();
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [linkDead, setLinkDead] = useState(false);
  const [done, setDone] = useState(false);
  const form = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    if (!token) return;
    setProblem(null);
    try {
      await reset.mutateAsync({ token, newPassword });
      toast({
        variant: 'success',
        title: t`Password updated`,
        description: t`Sign in with your new password.`,
      });
      setDone(true);
      // Every session ended on the server, this browser's included.
      if (user) void store.signOut('revoked');
    } catch (error) {
      if (errorCode(error) === 'PASSWORD_RESET_FAILED') setLinkDead(true);
      setProblem(applyServerError(form, error, ['newPassword'], AUTH_FALLBACK_MESSAGES.resetPassword));
    }
  });

  if (!token) {
    return (
      <AuthCard
        icon={<LinkIcon />}
        title={t`This link is incomplete`}
        description={t`Open the link from the password reset email again, or ask for a new one.`}
      >
        <NewLink />
      </AuthCard>
    );
  }
  if (done) {
    return (
      <AuthCard
        icon={<CircleCheck />}
        title={t`Password updated`}
        description={t`Your new password is set and every device that was signed in has been signed out.`}
      >
        <Button asChild>
          <RouteLink name="login">
            <Trans>Sign in</Trans>
          </RouteLink>
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={t`Choose a new password`}
      description={t`You will be signed out everywhere, then sign in with the new password.`}
      footer={
        <RouteLink name="login" className={TEXT_LINK}>
          <Trans>Back to sign in</Trans>
        </RouteLink>
      }
    >
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-5"
        aria-label={t`Choose a new password`}
      >
        <NewPasswordFields form={form} />
        <FormAlert problem={problem}>
          {linkDead ? (
            <p>
              <Trans>Ask for a new link and try again.</Trans>
            </p>
          ) : null}
        </FormAlert>
        <Button type="submit" size="lg" className="w-full" loading={form.formState.isSubmitting}>
          <Trans>Update password</Trans>
        </Button>
        {linkDead ? <NewLink /> : null}
      </form>
    </AuthCard>
  );
}
