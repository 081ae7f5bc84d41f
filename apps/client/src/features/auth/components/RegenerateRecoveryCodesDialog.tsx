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
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
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
import { RecoveryCodes } from './RecoveryCodes';

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
  const [codes, setCodes] = useState<string[] | null>(null);
  const [problem, setProblem] = useState<FormProblem | null>(null);
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
        applyServerError(form, error, ['password', 'totpCode'], 'Failed to regenerate recovery codes'),
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
      >
        {codes ? (
          <>
            <DialogHeader>
              <DialogTitle>New recovery codes</DialogTitle>
              <DialogDescription id="regenerate-recovery-codes-description">
                Your old recovery codes no longer work. Only these do.
              </DialogDescription>
            </DialogHeader>
            <RecoveryCodes codes={codes} email={email} />
            <DialogFooter>
              <Button onClick={() => close(false)}>I have saved my codes</Button>
            </DialogFooter>
          </>
        ) : (
          <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Regenerate recovery codes">
            <DialogHeader>
              <DialogTitle>Regenerate recovery codes</DialogTitle>
              <DialogDescription id="regenerate-recovery-codes-description">
                Make 10 new recovery codes. Confirm it is you with your password or a code from your
                authenticator app.
              </DialogDescription>
            </DialogHeader>
            <Alert variant="warning">
              <TriangleAlert aria-hidden="true" />
              <AlertDescription>
                <p>Your current recovery codes stop working as soon as the new ones are made.</p>
              </AlertDescription>
            </Alert>
            <Tabs value={method} onValueChange={(value) => switchTo(value as Method)}>
              <TabsList aria-label="Confirm with">
                <TabsTrigger value="password">Password</TabsTrigger>
                <TabsTrigger value="code">Authenticator code</TabsTrigger>
              </TabsList>
            </Tabs>
            {method === 'password' ? (
              <TextField
                key="password"
                form={form}
                name="password"
                label="Password"
                password
                autoComplete="current-password"
              />
            ) : (
              <SecondFactorCodeField key="totpCode" form={form} name="totpCode" />
            )}
            <FormAlert problem={problem} />
            <DialogFooter>
              <Button variant="outline" onClick={() => close(false)} disabled={form.formState.isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" loading={form.formState.isSubmitting}>
                Regenerate codes
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
