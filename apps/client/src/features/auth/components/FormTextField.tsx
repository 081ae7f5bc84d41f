import { Field, FieldDescription, FieldError, Input, Label, PasswordInput } from '@atrium/ui';
import { useId, type ComponentProps, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

export interface FormTextFieldProps<T extends FieldValues> extends Omit<
  ComponentProps<'input'>,
  'name' | 'form' | 'id' | 'children'
> {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: ReactNode;
  /** Help shown under the input until there is an error. */
  description?: ReactNode;
  /** Beside the label, aligned to the end (a "Forgot password?" link). */
  labelAside?: ReactNode;
  password?: boolean;
}

/**
 * A labelled input bound to react-hook-form: the error goes under it, announced and linked
 * with aria-describedby; aria-invalid marks it for the styles and for screen readers.
 */
export function FormTextField<T extends FieldValues>({
  form,
  name,
  label,
  description,
  labelAside,
  password = false,
  disabled,
  ...input
}: FormTextFieldProps<T>) {
  const id = useId();
  const error = form.formState.errors[name]?.message;
  const message = typeof error === 'string' ? error : undefined;
  const describedBy = [message ? `${id}-error` : null, description ? `${id}-description` : null]
    .filter(Boolean)
    .join(' ');
  const registration = form.register(name);
  const props = {
    id,
    disabled,
    ...input,
    ...registration,
    'aria-invalid': message ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
  return (
    <Field>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      {password ? <PasswordInput {...props} /> : <Input {...props} />}
      {description && !message ? (
        <FieldDescription id={`${id}-description`}>{description}</FieldDescription>
      ) : null}
      <FieldError id={`${id}-error`} role="alert">
        {message}
      </FieldError>
    </Field>
  );
}
