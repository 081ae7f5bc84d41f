import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@atrium/ui';
import { AUTH_ERROR_MESSAGES } from '@atrium/schema';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useDisableTwoFactor } from '../hooks/useDisableTwoFactor';
import { disableTwoFactorFormSchema } from '../utils/auth-form-schemas';
import { applyServerError, type FormProblem } from '@/components/form/server-errors';
import { FormAlert } from '@/components/form/FormAlert';
import { TextField } from '@/components/form/FormFields';
import { SecondFactorCodeField } from './SecondFactorCodeField';
import { CancelButton } from '@/components/form/CancelButton';
import { AccountUsernameField } from './AccountUsernameField';

const EMPTY = { password: '', totpCode: '' };

/** Turning two-factor off needs the password and a current code (or a recovery code). */
export function DisableTwoFactorDialog({
  email,
  open,
  onOpenChange,
}: {
  /** The account's address, for password managers (a hidden username field). */
  email: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const disable = useDisableTwoFactor();
  const { t } = useLingui();
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const form = useForm({
    resolver: zodResolver(disableTwoFactorFormSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });

  const dismiss = () => {
    form.reset(EMPTY);
    setProblem(null);
    onOpenChange(false);
  };
  // Esc, the overlay and Cancel: not while the request runs.
  const close = (next: boolean) => {
    if (next || form.formState.isSubmitting) return;
    dismiss();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await disable.mutateAsync(values);
      // Still submitting here, which `close` waits out: done, so the dialog goes.
      dismiss();
    } catch (error) {
      setProblem(
        applyServerError(form, error, ['password', 'totpCode'], AUTH_ERROR_MESSAGES['2FA_DISABLE_FAILED']),
      );
    }
  });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <form
          noValidate
          onSubmit={onSubmit}
          className="grid gap-5"
          aria-label={t`Turn off two-factor authentication`}
        >
          <DialogHeader>
            <DialogTitle>
              <Trans>Turn off two-factor authentication?</Trans>
            </DialogTitle>
            <DialogDescription>
              <Trans>
                Signing in will need only your password, and your recovery codes stop working. Confirm with
                your password and a code.
              </Trans>
            </DialogDescription>
          </DialogHeader>
          <AccountUsernameField email={email} />
          <TextField
            form={form}
            required
            name="password"
            label={t`Password`}
            password
            autoComplete="current-password"
          />
          <SecondFactorCodeField form={form} name="totpCode" />
          <FormAlert problem={problem} />
          <DialogFooter>
            <CancelButton onClick={() => close(false)} disabled={form.formState.isSubmitting} />
            <Button type="submit" variant="destructive" loading={form.formState.isSubmitting}>
              <Trans>Turn off</Trans>
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
