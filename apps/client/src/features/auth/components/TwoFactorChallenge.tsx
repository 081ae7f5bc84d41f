import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_FALLBACK_MESSAGES } from '@atrium/schema';
import { Button, toast } from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAuth } from '@/auth/useAuth';
import { twoFactorFormSchema } from '../utils/auth-form-schemas';
import { applyServerError, type FormProblem } from '@/components/form/server-errors';
import { FormAlert } from '@/components/form/FormAlert';
import { TextField } from '@/components/form/FormFields';
import { Greeting, type Credentials } from './SignInForm';

/**
 * The second sign-in step: a 6-digit code from the authenticator app, or a recovery code
 * (both go in totpCode; the server tells them apart). Each code works once.
 */
export function TwoFactorChallenge({
  credentials,
  onBack,
}: {
  credentials: Credentials;
  onBack: () => void;
}) {
  const { store } = useAuth();
  const { t } = useLingui();
  const [recovery, setRecovery] = useState(false);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const form = useForm({
    resolver: zodResolver(twoFactorFormSchema),
    mode: 'onTouched',
    defaultValues: { totpCode: '' },
  });

  const onSubmit = form.handleSubmit(async ({ totpCode }) => {
    setProblem(null);
    try {
      const user = await store.signIn({ ...credentials, totpCode });
      toast({ variant: 'success', title: <Greeting user={user} /> });
    } catch (error) {
      setProblem(applyServerError(form, error, ['totpCode'], AUTH_FALLBACK_MESSAGES.signIn));
      form.setFocus('totpCode', { shouldSelect: true });
    }
  });

  const switchKind = () => {
    setRecovery((r) => !r);
    form.reset({ totpCode: '' });
    setProblem(null);
    setTimeout(() => form.setFocus('totpCode'));
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-5"
      aria-label={t`Two-factor authentication`}
    >
      <TextField
        form={form}
        required
        name="totpCode"
        label={recovery ? t`Recovery code` : t`Authentication code`}
        description={
          recovery
            ? t`One of the codes you saved when you turned on two-factor sign-in, like abcd-efgh-ijkl-mnop.`
            : t`The 6-digit code your authenticator app shows for Atrium.`
        }
        autoComplete="one-time-code"
        inputMode={recovery ? 'text' : 'numeric'}
        autoCapitalize="none"
        spellCheck={false}
        placeholder={recovery ? 'xxxx-xxxx-xxxx-xxxx' : '123456'}
        className="[&_input]:font-mono [&_input]:tracking-widest"
        autoFocus
      />
      <FormAlert problem={problem} />
      <Button type="submit" size="lg" className="w-full" loading={form.formState.isSubmitting}>
        <Trans>Verify and sign in</Trans>
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Button type="button" variant="ghost" size="sm" onClick={onBack} className="-ml-3">
          <ArrowLeft aria-hidden="true" />
          <Trans>Back</Trans>
        </Button>
        <Button type="button" variant="link" size="sm" onClick={switchKind} className="-mr-3">
          {recovery ? <Trans>Use your authenticator app</Trans> : <Trans>Use a recovery code</Trans>}
        </Button>
      </div>
    </form>
  );
}
