import { useLingui } from '@lingui/react/macro';
import type { UseFormReturn } from 'react-hook-form';
import { TextField } from '@/components/form/FormFields';
import { NEW_PASSWORD_HINT } from '../utils/auth-form-schemas';

interface NewPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

/** The new password and its repetition, with the strength hint (change and reset password). */
export function NewPasswordFields<T extends NewPasswordValues>({ form }: { form: UseFormReturn<T> }) {
  // Both forms carry these two fields; narrowing the form to them keeps the field names checked.
  const fields = form as unknown as UseFormReturn<NewPasswordValues>;
  const { t } = useLingui();
  return (
    <>
      <TextField
        form={fields}
        required
        name="newPassword"
        label={t`New password`}
        password
        autoComplete="new-password"
        description={t(NEW_PASSWORD_HINT)}
      />
      <TextField
        form={fields}
        required
        name="confirmPassword"
        label={t`Repeat new password`}
        password
        autoComplete="new-password"
      />
    </>
  );
}
