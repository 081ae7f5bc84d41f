import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@atrium/ui';
import { AUTH_FALLBACK_MESSAGES, type User } from '@atrium/schema';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useUpdateProfile } from '../hooks/useUpdateProfile';
import { profileFormSchema } from '../utils/auth-form-schemas';
import { applyServerError, type FormProblem } from '@/components/form/server-errors';
import { FormAlert } from '@/components/form/FormAlert';
import { TextField } from '@/components/form/FormFields';
import { UnsavedChangesPrompt } from '@/lib/useUnsavedChangesGuard';

/** The name people see: PATCH /users/me (an empty field clears it). */
export function ProfileCard({ user }: { user: User }) {
  const update = useUpdateProfile();
  const { t } = useLingui();
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const values = { first_name: user.profile.first_name ?? '', last_name: user.profile.last_name ?? '' };
  const form = useForm({ resolver: zodResolver(profileFormSchema), mode: 'onTouched', values });

  const onSubmit = form.handleSubmit(async ({ first_name, last_name }) => {
    setProblem(null);
    try {
      await update.mutateAsync({ first_name: first_name || null, last_name: last_name || null });
    } catch (error) {
      setProblem(
        applyServerError(form, error, ['first_name', 'last_name'], AUTH_FALLBACK_MESSAGES.updateProfile),
      );
    }
  });

  return (
    <Card>
      <form noValidate onSubmit={onSubmit} aria-label={t`Your name`} className="contents">
        <CardHeader>
          <CardTitle asChild>
            <h2>
              <Trans>Your name</Trans>
            </h2>
          </CardTitle>
          <CardDescription>
            <Trans>How you appear to the people in your zones.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField form={form} name="first_name" label={t`First name`} autoComplete="given-name" />
            <TextField form={form} name="last_name" label={t`Last name`} autoComplete="family-name" />
          </div>
          <FormAlert problem={problem} />
        </CardContent>
        <CardFooter className="justify-end gap-2 border-t">
          <Button
            type="button"
            variant="ghost"
            disabled={!form.formState.isDirty || form.formState.isSubmitting}
            onClick={() => form.reset(values)}
          >
            <Trans>Discard</Trans>
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting} disabled={!form.formState.isDirty}>
            <Trans>Save changes</Trans>
          </Button>
        </CardFooter>
      </form>
      <UnsavedChangesPrompt when={form.formState.isDirty} />
    </Card>
  );
}
