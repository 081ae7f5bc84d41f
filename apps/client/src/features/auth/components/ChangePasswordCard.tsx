import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@atrium/ui';
import { AUTH_FALLBACK_MESSAGES } from '@atrium/schema';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useChangePassword } from '../hooks/useChangePassword';
import { changePasswordFormSchema } from '../utils/auth-form-schemas';
import { applyServerError, type FormProblem } from '@/components/form/server-errors';
import { FormAlert } from '@/components/form/FormAlert';
import { TextField } from '@/components/form/FormFields';
import { UnsavedChangesPrompt } from '@/lib/useUnsavedChangesGuard';
import { NewPasswordFields } from './NewPasswordFields';
import { AccountUsernameField } from './AccountUsernameField';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change password: needs the current one; this device stays signed in, the others are signed out. */
export function ChangePasswordCard({ email }: { email: string }) {
  const change = useChangePassword();
  const { t } = useLingui();
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const form = useForm({
    resolver: zodResolver(changePasswordFormSchema),
    // Checked from the first submit on, not on blur: the card sits idle on the security page, and
    // tabbing or clicking through its empty field (on the way to "Set up" two-factor) is no attempt
    // to change the password. A blur error there shifted the page under the pointer mid-click.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: EMPTY,
  });

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setProblem(null);
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      form.reset(EMPTY);
    } catch (error) {
      setProblem(
        applyServerError(
          form,
          error,
          ['currentPassword', 'newPassword'],
          AUTH_FALLBACK_MESSAGES.updatePassword,
        ),
      );
    }
  });

  return (
    <Card>
      <form noValidate onSubmit={onSubmit} aria-label={t`Change password`} className="contents">
        <CardHeader>
          <CardTitle asChild>
            <h2>
              <Trans>Password</Trans>
            </h2>
          </CardTitle>
          <CardDescription>
            <Trans>Changing it signs you out on every other device.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          <AccountUsernameField email={email} />
          <TextField
            form={form}
            required
            name="currentPassword"
            label={t`Current password`}
            password
            autoComplete="current-password"
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <NewPasswordFields form={form} />
          </div>
          <FormAlert problem={problem} />
        </CardContent>
        <CardFooter className="justify-end border-t">
          <Button type="submit" loading={form.formState.isSubmitting}>
            <Trans>Change password</Trans>
          </Button>
        </CardFooter>
      </form>
      <UnsavedChangesPrompt when={form.formState.isDirty} />
    </Card>
  );
}
