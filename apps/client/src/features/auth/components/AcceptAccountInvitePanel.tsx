import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_ERROR_MESSAGES, type AccountInvitePreview } from '@atrium/schema';
import { Button, toast } from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Loader2, LinkIcon, MailX } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { request } from '@/api/http';
import { useAuth } from '@/auth/useAuth';
import { FormAlert } from '@/components/form/FormAlert';
import { applyServerError, errorCode, type FormProblem } from '@/components/form/server-errors';
import { useRoleText } from '@/lib/role-text';
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

/** Public: what a live link's page shows (the token in the body, never in a URL). */
export const previewAccountInvite = (token: string) =>
  request<AccountInvitePreview>('/auth/accept-invite/preview', {
    method: 'POST',
    json: { token },
    auth: false,
  });

/**
 * /accept-invite?token=…: the link of an admin's invitation mail. The page first reads what the
 * link is for (POST /auth/accept-invite/preview: who invited, the address, the role), then the
 * invitee chooses the first password, is signed in and lands on the dashboard. A link that cannot
 * be used (expired, used, cancelled) says so and offers the password reset, which works for an
 * invited address too. A preview that fails otherwise (offline, 429) leaves the page as it was.
 */
export function AcceptAccountInvitePanel({ token }: { token: string | null }) {
  const preview = useQuery({
    queryKey: ['auth', 'accept-invite', 'preview', token],
    queryFn: () => previewAccountInvite(token!),
    enabled: token !== null,
    retry: false,
    staleTime: Infinity,
  });
  const { t } = useLingui();
  if (token && preview.isPending) {
    return (
      <div aria-busy="true">
        <AuthCard icon={<Loader2 className="animate-spin" />} title={t`Opening the invitation…`} />
      </div>
    );
  }
  if (token && errorCode(preview.error) === 'INVITATION_ACCEPT_FAILED') {
    return (
      <AuthCard
        icon={<MailX />}
        title={t`This invitation link no longer works`}
        description={t`It may have expired, been used, or been replaced by a newer one. Ask the administrator to send it again, or get a password link by email.`}
        footer={
          <RouteLink name="login" className={TEXT_LINK}>
            <Trans>Already chose a password? Sign in</Trans>
          </RouteLink>
        }
      >
        <ForgotInstead />
      </AuthCard>
    );
  }
  return <ChoosePassword token={token} preview={preview.data} />;
}

/** Who invited, to what: the card's title and description, from the preview. */
function useInvitedWords(preview: AccountInvitePreview | undefined) {
  const { t } = useLingui();
  const roleText = useRoleText();
  if (!preview) {
    return {
      title: t`Welcome to Atrium`,
      description: t`An administrator created an account for you. Choose a password to start.`,
    };
  }
  const inviter = preview.invited_by_name;
  const role = roleText.label({ name: preview.role, label: preview.role_label });
  const email = preview.email;
  return {
    title: inviter ? t`${inviter} invited you to Atrium` : t`You are invited to Atrium`,
    description: (
      <Trans>
        An account was created for you as{' '}
        <strong className="font-medium break-all text-foreground">{email}</strong>, with the role {role}.
        Choose a password to start.
      </Trans>
    ),
  };
}

function ChoosePassword({ token, preview }: { token: string | null; preview?: AccountInvitePreview }) {
  const { store, user } = useAuth();
  const words = useInvitedWords(preview);
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
      title={words.title}
      description={words.description}
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
