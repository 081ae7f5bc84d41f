import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_ERROR_MESSAGES } from '@atrium/schema';
import { Button, toast } from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { LinkIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAuth } from '@/auth/useAuth';
import { FormAlert } from '@/components/form/FormAlert';
import { applyServerError, errorCode, type FormProblem } from '@/components/form/server-errors';
import { RouteLink, useNamedPath } from '@/routing/navigation/RouteLink';
import { resetPasswordFormSchema } from '../utils/auth-form-schemas';
import { AuthCard, TEXT_LINK } from './AuthCard';
import { NewPasswordFields } from './NewPasswordFields';

function ForgotInstead() {
  return (
    <Button asChild variant="outline">
      <RouteLink name="forgot_password">
        <Trans>Get a password link instead</Trans>
      </RouteLink>
    </Button>
  );
}

/**
 * /accept-invite?token=…: the link of an admin's invitation mail. The invitee chooses the first
 * password, is signed in and lands on the dashboard. A link that cannot be used (expired, used,
 * cancelled) says so and offers the password reset, which works for an invited address too.
 */
export function AcceptAccountInvitePanel({ token }: { token: string | null }) {
  const { store, user } = useAuth();
  const { t } = useLingui();
  const navigate = useNavigate();
  const dashboard = useNamedPath('dashboard');
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [linkDead, setLinkDead] = useState(false);
  const form = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    if (!token) return;
    setProblem(null);
    try {
      await store.acceptInvite({ token, newPassword });
      toast({ variant: 'success', title: t`Welcome to Atrium`, description: t`Your password is set.` });
      if (dashboard) void navigate({ to: dashboard, replace: true });
    } catch (error) {
      if (errorCode(error) === 'INVITATION_ACCEPT_FAILED') setLinkDead(true);
      setProblem(
        applyServerError(form, error, ['newPassword'], AUTH_ERROR_MESSAGES.INVITATION_ACCEPT_FAILED),
      );
    }
  });

  if (!token) {
    return (
      <AuthCard
        icon={<LinkIcon />}
        title={t`This link is incomplete`}
        description={t`Open the link from the invitation email again, or ask the administrator who invited you to send it again.`}
      >
        <ForgotInstead />
      </AuthCard>
    );
  }
  const email = user?.email;
  return (
    <AuthCard
      title={t`Welcome to Atrium`}
      description={t`An administrator created an account for you. Choose a password to start.`}
      footer={
        <RouteLink name="login" className={TEXT_LINK}>
          <Trans>Already chose one? Sign in</Trans>
        </RouteLink>
      }
    >
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-5"
        aria-label={t`Choose your password`}
      >
        {email ? (
          <p className="rounded-md border bg-muted/40 p-3 text-sm" data-testid="accept-invite-signed-in">
            <Trans>
              This browser is signed in as <span className="font-medium">{email}</span>. Choosing a password
              here signs you in to the invited account instead.
            </Trans>
          </p>
        ) : null}
        <NewPasswordFields form={form} />
        <FormAlert problem={problem}>
          {linkDead ? (
            <p>
              <Trans>
                The link may have expired, been used, or been replaced by a newer one. Ask the administrator
                to send it again, or get a password link by email.
              </Trans>
            </p>
          ) : null}
        </FormAlert>
        <Button type="submit" size="lg" className="w-full" loading={form.formState.isSubmitting}>
          <Trans>Set password and sign in</Trans>
        </Button>
        {linkDead ? <ForgotInstead /> : null}
      </form>
    </AuthCard>
  );
}
