import { platformRoleNameSchema, type AdminUser, type Role } from '@atrium/schema';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { z } from 'zod';
import { FormAlert } from '@/components/form/FormAlert';
import { SelectField } from '@/components/form/FormFields';
import { useEntityFormSubmit } from '@/components/form/entity-form';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useRoleOptions } from './role-options';
import { userDisplayName } from './user-display';
import { CancelButton } from '@/components/form/CancelButton';

const changeRoleSchema = z.strictObject({ role: platformRoleNameSchema });

/**
 * Picks a user's new platform role among the roles the admin may give (GET /roles, those above
 * the admin's own left out). The server's refusal (the last owner, a role deleted meanwhile) is
 * shown in the dialog. Mounted only while open, so it starts from the user's current role.
 */
export function ChangeRoleDialog({
  user,
  roles,
  open,
  onOpenChange,
  submit,
}: {
  user: AdminUser;
  /** The roles the admin may give. */
  roles: readonly Role[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  submit: (role: string) => Promise<unknown>;
}) {
  const { t } = useLingui();
  const form = useSchemaForm(changeRoleSchema, { role: user.role });
  const { onSubmit, problem } = useEntityFormSubmit(form, {
    submit: ({ role }) => submit(role),
    failure: t`Could not change the role`,
    onDone: () => onOpenChange(false),
  });
  const options = useRoleOptions(roles);
  // A role set outside the API (or no longer listed) still shows as the current one.
  if (!options.some((o) => o.value === user.role)) options.unshift({ value: user.role, label: user.role });
  const pending = form.formState.isSubmitting;
  const name = userDisplayName(user);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form
          onSubmit={onSubmit}
          noValidate
          className="grid gap-6"
          aria-label={t`Change the role of ${name}`}
        >
          <DialogHeader>
            <DialogTitle>
              <Trans>Change the role of {name}</Trans>
            </DialogTitle>
            <DialogDescription>
              <Trans>
                It applies from their next request. Admin roles open the admin area; custom roles count as a
                user there and get the collection permissions granted to them.
              </Trans>
            </DialogDescription>
          </DialogHeader>
          <fieldset disabled={pending} className="grid min-w-0 gap-4">
            <SelectField form={form} name="role" label={t`Role`} options={options} />
          </fieldset>
          <FormAlert problem={problem} />
          <DialogFooter>
            <CancelButton onClick={() => onOpenChange(false)} disabled={pending} />
            <Button type="submit" loading={pending}>
              <Trans>Change role</Trans>
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
