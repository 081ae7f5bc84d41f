import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_ERROR_MESSAGES, type TwoFactorSetupResponse } from '@atrium/schema';
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
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useEnableTwoFactor } from '../hooks/useEnableTwoFactor';
import { enableTwoFactorFormSchema } from '../utils/auth-form-schemas';
import { groupSecret } from '../utils/recovery-codes';
import { applyServerError, type FormProblem } from '@/components/form/server-errors';
import { CopyButton } from './CopyButton';
import { FormAlert } from '@/components/form/FormAlert';
import { TextField } from '@/components/form/FormFields';
import { QrCode } from './QrCode';
import { RecoveryCodes, SavedCodesFooter } from './RecoveryCodes';
import { CancelButton } from '@/components/form/CancelButton';

export interface TwoFactorSetupDialogProps {
  setup: TwoFactorSetupResponse | null;
  email: string;
  onOpenChange: (open: boolean) => void;
  /** 2FA was turned on (the recovery codes are on screen). */
  onEnabled: () => void;
  /**
   * Where focus goes when the dialog closes. It opens once the setup call answers, not from a
   * trigger (the Set up button is busy meanwhile), so without it focus would fall to the page.
   */
  returnFocus?: () => HTMLElement | null;
}

/**
 * Two-factor setup: scan the QR code (or type the key), confirm with a code from the app, then
 * save the recovery codes, which are shown this once.
 */
export function TwoFactorSetupDialog({
  setup,
  email,
  onOpenChange,
  onEnabled,
  returnFocus,
}: TwoFactorSetupDialogProps) {
  const enable = useEnableTwoFactor();
  const { t } = useLingui();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const formId = useId();
  const form = useForm({
    resolver: zodResolver(enableTwoFactorFormSchema),
    mode: 'onTouched',
    defaultValues: { password: '', totpCode: '' },
  });

  const close = (open: boolean) => {
    if (open) return;
    setCodes(null);
    setProblem(null);
    form.reset();
    onOpenChange(false);
  };

  const onSubmit = form.handleSubmit(async ({ password, totpCode }) => {
    setProblem(null);
    try {
      const { recoveryCodes } = await enable.mutateAsync({ password, totpCode });
      setCodes(recoveryCodes);
      onEnabled();
    } catch (error) {
      setProblem(
        applyServerError(form, error, ['password', 'totpCode'], AUTH_ERROR_MESSAGES['2FA_ENABLE_FAILED']),
      );
      // Back to the field the server named (a wrong password), else to the code.
      form.setFocus(form.formState.errors.password ? 'password' : 'totpCode', { shouldSelect: true });
    }
  });

  return (
    <Dialog open={setup !== null} onOpenChange={close}>
      <DialogContent
        className="sm:max-w-xl"
        onInteractOutside={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => {
          const target = returnFocus?.();
          if (!target) return;
          event.preventDefault();
          target.focus();
        }}
        aria-describedby="two-factor-setup-description"
        // The buttons stay in view under the body, which scrolls on a phone (the QR code, the key
        // and the code field are taller than its screen: Turn on was below the fold).
        footer={
          codes ? (
            <SavedCodesFooter onDone={() => close(false)} />
          ) : setup ? (
            <DialogFooter>
              <CancelButton onClick={() => close(false)} disabled={form.formState.isSubmitting} />
              <Button type="submit" form={formId} loading={form.formState.isSubmitting}>
                <Trans>Turn on</Trans>
              </Button>
            </DialogFooter>
          ) : undefined
        }
      >
        {codes ? (
          <>
            <DialogHeader>
              <DialogTitle>
                <Trans>Two-factor authentication is on</Trans>
              </DialogTitle>
              <DialogDescription id="two-factor-setup-description">
                <Trans>From now on, signing in asks for a code from your authenticator app.</Trans>
              </DialogDescription>
            </DialogHeader>
            <RecoveryCodes codes={codes} email={email} />
          </>
        ) : setup ? (
          <form
            id={formId}
            noValidate
            onSubmit={onSubmit}
            className="grid gap-5"
            aria-label={t`Set up two-factor authentication`}
          >
            <DialogHeader>
              <DialogTitle>
                <Trans>Set up two-factor authentication</Trans>
              </DialogTitle>
              <DialogDescription id="two-factor-setup-description">
                <Trans>
                  Scan the QR code with an authenticator app (1Password, Google Authenticator, Authy…), then
                  enter the 6-digit code it shows.
                </Trans>
              </DialogDescription>
            </DialogHeader>
            <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
              <QrCode value={setup.otpauthUrl} label={t`QR code for your authenticator app`} size={168} />
              <div className="flex min-w-0 flex-1 flex-col gap-2 self-stretch">
                <p className="text-sm font-medium">
                  <Trans>Cannot scan it?</Trans>
                </p>
                <p className="text-sm text-muted-foreground">
                  <Trans>Type this setup key into the app instead:</Trans>
                </p>
                <code
                  data-testid="two-factor-secret"
                  className="rounded-md bg-muted px-2 py-1.5 font-mono text-sm text-foreground select-all"
                >
                  {groupSecret(setup.secret)}
                </code>
                <CopyButton text={setup.secret} label={t`Copy key`} className="self-start" />
              </div>
            </div>
            <TextField
              form={form}
              required
              name="totpCode"
              label={t`Code from the app`}
              autoComplete="one-time-code"
              inputMode="numeric"
              placeholder="123456"
              maxLength={6}
              className="[&_input]:font-mono [&_input]:tracking-widest"
            />
            <TextField
              form={form}
              required
              name="password"
              label={t`Your password`}
              description={t`Turning this on signs you out on your other devices.`}
              password
              autoComplete="current-password"
            />
            <FormAlert problem={problem} />
          </form>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
