import {
  DEFAULT_USER_ROLE,
  emailSchema,
  GUEST_ROLE,
  mayGrantRole,
  personNameSchema,
  platformRoleNameSchema,
} from '@atrium/schema';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { CancelButton } from '@/components/form/CancelButton';
import { FormAlert } from '@/components/form/FormAlert';
import { SelectField, TextField } from '@/components/form/FormFields';
import { useEntityFormSubmit } from '@/components/form/entity-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useAuthSource } from '@/auth/useAuthSource';
import { useRoleOptions } from './role-options';
import { useInviteUser, useRoles } from './use-user-admin';

const inviteFormSchema = z.strictObject({
  email: emailSchema,
  role: platformRoleNameSchema,
  first_name: personNameSchema,
  last_name: personNameSchema,
});

const EMPTY = { email: '', role: DEFAULT_USER_ROLE, first_name: '', last_name: '' };

/**
 * "Invite user": an account for someone new, with the role (among those the admin may give) and
 * names the admin knows. The server creates it without a password and mails the invitee a link
 * to choose one (POST /users/invite); a taken address is shown under Email.
 */
export function InviteUserDialog() {
  const { t } = useLingui();
  const myRole = useAuthSource().user?.role ?? GUEST_ROLE;
  const roles = useRoles().data;
  const [open, setOpen] = useState(false);
  const invite = useInviteUser();
  const form = useSchemaForm(inviteFormSchema, EMPTY);
  const { onSubmit, problem, clearProblem } = useEntityFormSubmit(form, {
    submit: ({ email, role, first_name, last_name }) =>
      invite.mutateAsync({
        email,
        role,
        ...(first_name ? { first_name } : {}),
        ...(last_name ? { last_name } : {}),
      }),
    failure: t`Could not send the invitation`,
    onDone: () => {
      setOpen(false);
      form.reset(EMPTY);
    },
  });
  const options = useRoleOptions((roles ?? []).filter((r) => mayGrantRole(myRole, r.name)));
  if (!options.some((o) => o.value === DEFAULT_USER_ROLE)) {
    options.unshift({ value: DEFAULT_USER_ROLE, label: t`User` });
  }
  const pending = form.formState.isSubmitting;
  function onOpenChange(next: boolean) {
    if (!next) {
      clearProblem();
      form.clearErrors();
    }
    setOpen(next);
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden="true" />
          <Trans>Invite user</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-6" aria-label={t`Invite a user`}>
          <DialogHeader>
            <DialogTitle>
              <Trans>Invite a user</Trans>
            </DialogTitle>
            <DialogDescription>
              <Trans>
                Their account is created now. They get a mail with a link to choose a password; it works once,
                for 7 days. Until then they cannot sign in.
              </Trans>
            </DialogDescription>
          </DialogHeader>
          <fieldset disabled={pending} className="grid min-w-0 gap-4">
            <TextField
              form={form}
              required
              name="email"
              label={t`Email`}
              type="email"
              autoComplete="off"
              placeholder={t`teammate@example.com`}
            />
            <SelectField form={form} name="role" label={t`Role`} options={options} />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField form={form} name="first_name" label={t`First name`} autoComplete="off" />
              <TextField form={form} name="last_name" label={t`Last name`} autoComplete="off" />
            </div>
          </fieldset>
          <FormAlert problem={problem} />
          <DialogFooter>
            <CancelButton onClick={() => onOpenChange(false)} disabled={pending} />
            <Button type="submit" loading={pending}>
              <Trans>Send invitation</Trans>
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
