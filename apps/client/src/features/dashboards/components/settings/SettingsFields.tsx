import { Field, FieldDescription, FieldError, Input, Label, NativeSelect, Textarea } from '@atrium/ui';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { get, type FieldValues, type Path, type RegisterOptions, type UseFormReturn } from 'react-hook-form';

interface BaseProps<T extends FieldValues> {
  form: Pick<UseFormReturn<T>, 'register' | 'formState'>;
  name: Path<T>;
  label: ReactNode;
  /** Help under the control until there is an error. */
  description?: ReactNode;
  /** Hide the label visually (rows of a list, where a column heading names it). */
  srOnlyLabel?: boolean;
  options?: RegisterOptions<T, Path<T>>;
  className?: string;
}

/** The first message under `name` (also for arrays: "Line 3: …"). */
export function errorMessage(errors: unknown, name: string): string | undefined {
  const error = get(errors, name) as unknown;
  if (!error || typeof error !== 'object') return undefined;
  const own = (error as { message?: unknown }).message;
  if (typeof own === 'string' && own) return own;
  if (Array.isArray(error)) {
    const i = error.findIndex((e) => e && typeof (e as { message?: unknown }).message === 'string');
    if (i >= 0) return `Line ${i + 1}: ${(error[i] as { message: string }).message}`;
  }
  return undefined;
}

function useFieldWiring<T extends FieldValues>({ form, name, description }: BaseProps<T>) {
  const id = useId();
  const message = errorMessage(form.formState.errors, name);
  const describedBy = [message ? `${id}-error` : null, description && !message ? `${id}-description` : null]
    .filter(Boolean)
    .join(' ');
  return {
    id,
    message,
    aria: { 'aria-invalid': message ? true : undefined, 'aria-describedby': describedBy || undefined },
  };
}

function FieldShell({
  id,
  label,
  srOnlyLabel,
  description,
  message,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  srOnlyLabel?: boolean;
  description?: ReactNode;
  message?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Field className={className}>
      <Label htmlFor={id} className={srOnlyLabel ? 'sr-only' : undefined}>
        {label}
      </Label>
      {children}
      {description && !message ? (
        <FieldDescription id={`${id}-description`}>{description}</FieldDescription>
      ) : null}
      <FieldError id={`${id}-error`} role="alert">
        {message}
      </FieldError>
    </Field>
  );
}

/** A labelled input bound to react-hook-form, its error inline under it. */
export function TextField<T extends FieldValues>(
  props: BaseProps<T> & Omit<ComponentProps<'input'>, 'name' | 'form' | 'id' | 'children' | 'className'>,
) {
  const { form, name, label, description, srOnlyLabel, options, className, ...input } = props;
  const { id, message, aria } = useFieldWiring(props);
  return (
    <FieldShell {...{ id, label, srOnlyLabel, description, message, className }}>
      <Input id={id} {...input} {...form.register(name, options)} {...aria} />
    </FieldShell>
  );
}

export function TextAreaField<T extends FieldValues>(
  props: BaseProps<T> & Omit<ComponentProps<'textarea'>, 'name' | 'form' | 'id' | 'children' | 'className'>,
) {
  const { form, name, label, description, srOnlyLabel, options, className, ...input } = props;
  const { id, message, aria } = useFieldWiring(props);
  return (
    <FieldShell {...{ id, label, srOnlyLabel, description, message, className }}>
      <Textarea id={id} {...input} {...form.register(name, options)} {...aria} />
    </FieldShell>
  );
}

export function SelectField<T extends FieldValues>(
  props: BaseProps<T> & { choices: Readonly<Record<string, string>> },
) {
  const { form, name, label, description, srOnlyLabel, options, className, choices } = props;
  const { id, message, aria } = useFieldWiring(props);
  return (
    <FieldShell {...{ id, label, srOnlyLabel, description, message, className }}>
      <NativeSelect id={id} {...form.register(name, options)} {...aria}>
        {Object.entries(choices).map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </NativeSelect>
    </FieldShell>
  );
}
