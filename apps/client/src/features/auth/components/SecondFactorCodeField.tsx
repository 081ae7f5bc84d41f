import { useLingui } from '@lingui/react/macro';
import type { FieldValues } from 'react-hook-form';
import { TextField, type TextFieldProps } from '@/components/form/FormFields';

/**
 * "Authentication or recovery code": where a step asks for proof of the second factor, it takes a
 * code from the authenticator app or one of the recovery codes (the server accepts either).
 */
export function SecondFactorCodeField<T extends FieldValues, TT = T>(
  props: Omit<TextFieldProps<T, TT>, 'label'>,
) {
  const { t } = useLingui();
  return (
    <TextField<T, TT>
      {...(props as TextFieldProps<T, TT>)}
      required
      label={t`Authentication or recovery code`}
      autoComplete="one-time-code"
      autoCapitalize="none"
      spellCheck={false}
      className="[&_input]:font-mono [&_input]:tracking-widest"
    />
  );
}
