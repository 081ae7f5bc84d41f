import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  AlertDescription,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Tabs,
  TabsList,
  TabsTrigger,
} from '@atrium/ui';
import { AUTH_ERROR_MESSAGES } from '@atrium/schema';
import { Trans, useLingui } from '@lingui/react/macro';
import { TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useRegenerateRecoveryCodes } from '../hooks/useRegenerateRecoveryCodes';
import {
  regenerateRecoveryCodesFormSchema,
  type RegenerateRecoveryCodesForm,
} from '../utils/auth-form-schemas';
import { applyServerError, type FormProblem } from '@/components/form/server-errors';
import { FormAlert } from '@/components/form/FormAlert';
import { TextField } from '@/components/form/FormFields';
import { SecondFactorCodeField } from './SecondFactorCodeField';
import { RecoveryCodes, SavedCodesFooter } from './RecoveryCodes';
import { CancelButton } from '@/components/form/CancelButton';
import { AccountUsernameField } from './AccountUsernameField';

type Method = RegenerateRecoveryCodesForm['method'];

const EMPTY: RegenerateRecoveryCodesForm = { method: 'password', password: '', totpCode: '' };

/**
 * New recovery codes, confirmed with the password or a code from the authenticator app (or an
 * unused recovery code); the new codes are shown once, like when 2FA was turned on, and the old
 * ones stop working.
 */
export function RegenerateRecoveryCodesDialog({
  open,
  email,
  onOpenChange,
}: {
  open: boolean;
  email: string;
  onOpenChange: (open: boolean) => void;
}) {
  const regenerate = useRegenerateRecoveryCodes();
  const { t } = useLingui();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const formId = useId();
  const form = useForm<RegenerateRecoveryCodesForm>({
    resolver: zodResolver(regenerateRecoveryCodesFormSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const method = form.watch('method');

  const close = (next: boolean) => {
    if (next || form.formState.isSubmitting) return;
    form.reset(EMPTY);
    setCodes(null);
    setProblem(null);
    onOpenChange(false);
  };

  const switchTo = (next: Method) => {
    form.setValue('method', next);
    form.clearErrors();
    setProblem(null);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      const proof =
        values.method === 'password' ? { password: values.password } : { totpCode: values.totpCode };
      const { recoveryCodes } = await regenerate.mutateAsync(proof);
      setCodes(recoveryCodes);
    } catch (error) {
      setProblem(
        applyServerError(
          form,
          error,
          ['password', 'totpCode'],
          AUTH_ERROR_MESSAGES['2FA_RECOVERY_CODES_FAILED'],
        ),
      );
    }
  });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        className="sm:max-w-xl"
        onInteractOutside={(event) => {
          // Once the codes are on screen, only the button closes the dialog (they are shown once).
          if (codes) event.preventDefault();
        }}
        aria-describedby="regenerate-recovery-codes-description"
        // The buttons stay in view under the body, which scrolls on a phone (ten codes are taller
        // than its screen: the button that closes the dialog was below the fold).
        footer={
          codes ? (
            <SavedCodesFooter onDone={() => close(false)} />
          ) : (
            <DialogFooter>
              <CancelButton onClick={() => close(false)} disabled={form.formState.isSubmitting} />
              <Button type="submit" form={formId} loading={form.formState.isSubmitting}>
                <Trans>Regenerate codes</Trans>
              </Button>
            </DialogFooter>
          )
        }
      >
        {codes ? (
          <>
            <DialogHeader>
              <DialogTitle>
                <Trans>New recovery codes</Trans>
              </DialogTitle>
              <DialogDescription id="regenerate-recovery-codes-description">
                <Trans>Your old recovery codes no longer work. Only these do.</Trans>
              </DialogDescription>
            </DialogHeader>
            <RecoveryCodes codes={codes} email={email} />
          </>
        ) : (
          <form
            id={formId}
            noValidate
            onSubmit={onSubmit}
            className="grid gap-5"
            aria-label={t`Regenerate recovery codes`}
          >
            <DialogHeader>
              <DialogTitle>
                <Trans>Regenerate recovery codes</Trans>
              </DialogTitle>
              <DialogDescription id="regenerate-recovery-codes-description">
                <Trans>
                  Make 10 new recovery codes. Confirm it is you with your password or a code from your
                  authenticator app.
                </Trans>
              </DialogDescription>
            </DialogHeader>
            <Alert variant="warning">
              <TriangleAlert aria-hidden="true" />
              <AlertDescription>
                <p>
                  <Trans>Your current recovery codes stop working as soon as the new ones are made.</Trans>
                </p>
              </AlertDescription>
            </Alert>
            <Tabs value={method} onValueChange={(value) => switchTo(value as Method)}>
              <TabsList aria-label={t`Confirm with`}>
                <TabsTrigger value="password">
                  <Trans>Password</Trans>
                </TabsTrigger>
                <TabsTrigger value="code">
                  <Trans>Authenticator code</Trans>
                </TabsTrigger>
              </TabsList>
            </Tabs>
            <AccountUsernameField email={email} />
            {method === 'password' ? (
              <TextField
                key="password"
                form={form}
                required
                name="password"
                label={t`Password`}
                password
                autoComplete="current-password"
              />
            ) : (
              <SecondFactorCodeField key="totpCode" form={form} name="totpCode" />
            )}
            <FormAlert problem={problem} />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
