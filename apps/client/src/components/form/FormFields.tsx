import {
  Field,
  FieldDescription,
  FieldError,
  Input,
  cn,
  Label,
  NativeSelect,
  PasswordInput,
  Switch,
  Textarea,
} from '@atrium/ui';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import {
  Controller,
  get,
  useWatch,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form';
import { translateServerMessage } from '@/lib/server-messages';

interface BoundFieldProps<T extends FieldValues, TT = T> {
  form: UseFormReturn<T, unknown, TT>;
  name: Path<T>;
  label: ReactNode;
  /** Help shown under the control until there is an error. */
  description?: ReactNode;
  /** Hide the label visually (rows of a list, where a heading names the column). */
  srOnlyLabel?: boolean;
  /** Beside the label, aligned to the end (a "Forgot password?" link). */
  labelAside?: ReactNode;
  /**
   * Put `labelAside` after the control in the tab order (it stays beside the label on screen): for
   * a link that leaves the form, which Tab from the field before should not reach first.
   */
  labelAsideAfterControl?: boolean;
  /** On the field's wrapper; style the control with `[&_input]:…`. */
  className?: string;
  /**
   * The value may not be left empty: the control says so to assistive technology
   * (`aria-required`). Forms are `noValidate`, so the browser adds no bubble of its own; the
   * schema's message shows as usual. Optional fields say "(optional)" in their label instead.
   */
  required?: boolean;
}

/**
 * The first message under `name`: its own (nested paths such as `config.url` included) or, for an
 * array of values, the first item's as "Line 3: …". Given `i18n`, a message the client's own
 * validation produced is shown in the active language (`translateServerMessage`: the shared
 * schemas' rules, and the messages libs/schema words for the server too, such as a route path's); one the
 * server sent (type 'server') is shown as it was set: `applyServerError` already put it in the
 * reader's language (`translateServerMessage`).
 */
export function errorMessage(errors: unknown, name: string, i18n?: I18n): string | undefined {
  const error = get(errors, name) as unknown;
  if (!error || typeof error !== 'object') return undefined;
  const shown = (entry: { message: string; type?: unknown }) =>
    i18n && entry.type !== 'server' ? translateServerMessage(entry.message, i18n) : entry.message;
  const own = error as { message?: unknown; type?: unknown };
  if (typeof own.message === 'string' && own.message) return shown({ message: own.message, type: own.type });
  if (Array.isArray(error)) {
    const i = error.findIndex((e) => e && typeof (e as { message?: unknown }).message === 'string');
    if (i >= 0) {
      const message = shown(error[i] as { message: string; type?: unknown });
      const line = i + 1;
      if (i18n) return i18n._(msg`Line ${line}: ${message}`);
      // eslint-disable-next-line lingui/no-unlocalized-strings -- without i18n (callers outside a form field) the English wording
      return `Line ${line}: ${message}`;
    }
  }
  return undefined;
}

/** A `{ value: label }` record (the schema's `CHART_SOURCES`…) as `SelectField` options. */
export function recordOptions(record: Readonly<Record<string, string>>): { value: string; label: string }[] {
  return Object.entries(record).map(([value, label]) => ({ value, label }));
}

type ControlProps = ReturnType<UseFormReturn['register']> & {
  id: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
  'aria-describedby'?: string;
};

function FieldLabel({
  id,
  label,
  srOnlyLabel,
  labelAside,
}: { id: string } & Partial<BoundFieldProps<FieldValues>>) {
  const text = (
    <Label htmlFor={id} className={srOnlyLabel ? 'sr-only' : undefined}>
      {label}
    </Label>
  );
  return labelAside ? (
    <div className="flex items-center justify-between gap-2">
      {text}
      {labelAside}
    </div>
  ) : (
    text
  );
}

/**
 * Under a control: its help text until there is an error, then the error (ids as the control names
 * them). The help text is hidden, not removed: in a dialog, a node removed while Tab moves the
 * focus (a blur shows the error) makes Radix's focus trap take the focus to the dialog itself
 * (radix-ui/primitives#2436), and the next Tab starts again from the top.
 */
export function FieldMessages({
  id,
  description,
  message,
  className,
}: {
  id: string;
  description?: ReactNode;
  message?: string;
  className?: string;
}) {
  return (
    <>
      {description ? (
        <FieldDescription id={`${id}-description`} className={className} hidden={!!message}>
          {description}
        </FieldDescription>
      ) : null}
      <FieldError id={`${id}-error`} role="alert" className={className}>
        {message}
      </FieldError>
    </>
  );
}

/**
 * A field's id, its error message (if any) and what its control's `aria-describedby` names: the
 * error while there is one, else the help text.
 */
function useFieldMessage<T extends FieldValues, TT>(
  form: UseFormReturn<T, unknown, TT>,
  name: Path<T>,
  description: ReactNode,
) {
  const id = useId();
  const { i18n } = useLingui();
  const message = errorMessage(form.formState.errors, name, i18n);
  const describedBy = message ? `${id}-error` : description ? `${id}-description` : undefined;
  return { id, message, describedBy };
}

/**
 * Label, control, description and error of a registered field, wired with ids, aria-describedby
 * and aria-invalid; `render` draws the control from the props it is given.
 */
function BoundField<T extends FieldValues, TT = T>({
  form,
  name,
  label,
  description,
  srOnlyLabel,
  labelAside,
  labelAsideAfterControl,
  className,
  required,
  rules,
  render,
}: BoundFieldProps<T, TT> & {
  rules?: RegisterOptions<T, Path<T>>;
  render: (props: ControlProps) => ReactNode;
}) {
  const { id, message, describedBy } = useFieldMessage(form, name, description);
  const control: ControlProps = {
    id,
    ...(form.register(name, rules) as ReturnType<UseFormReturn['register']>),
    'aria-invalid': message ? true : undefined,
    'aria-required': required ? true : undefined,
    'aria-describedby': describedBy,
  };
  if (labelAside && labelAsideAfterControl) {
    // The aside sits beside the label on screen but after the control in the document, so Tab
    // goes from the control before it to this one ("Email → Password → Sign in", not into
    // "Forgot password?" first).
    return (
      <Field className={cn('grid-cols-[minmax(0,1fr)_auto]', className)}>
        <FieldLabel id={id} label={label} srOnlyLabel={srOnlyLabel} />
        <div className="col-span-2">{render(control)}</div>
        <div className="col-start-2 row-start-1 self-center">{labelAside}</div>
        <FieldMessages id={id} description={description} message={message} className="col-span-2" />
      </Field>
    );
  }
  return (
    <Field className={className}>
      <FieldLabel id={id} label={label} srOnlyLabel={srOnlyLabel} labelAside={labelAside} />
      {render(control)}
      <FieldMessages id={id} description={description} message={message} />
    </Field>
  );
}

type Control<E extends 'input' | 'textarea' | 'select'> = Omit<
  ComponentProps<E>,
  'name' | 'form' | 'id' | 'className' | 'children'
>;

interface RulesProp<T extends FieldValues> {
  /** Passed to `register` (e.g. `valueAsNumber`, or `setValueAs` to turn '' into null). */
  rules?: RegisterOptions<T, Path<T>>;
}

/** Splits a field's props into the frame's and the control's. */
function split<T extends FieldValues, TT, P extends BoundFieldProps<T, TT> & RulesProp<T>>(props: P) {
  const {
    form,
    name,
    label,
    description,
    srOnlyLabel,
    labelAside,
    labelAsideAfterControl,
    className,
    required,
    rules,
    ...control
  } = props;
  return {
    frame: {
      form,
      name,
      label,
      description,
      srOnlyLabel,
      labelAside,
      labelAsideAfterControl,
      className,
      required,
      rules,
    },
    control,
  };
}

export type TextFieldProps<T extends FieldValues, TT = T> = BoundFieldProps<T, TT> &
  RulesProp<T> &
  Control<'input'> & {
    /** A password input with its show/hide button. */
    password?: boolean;
  };

/** A labelled input bound to react-hook-form; its error goes under it. */
export function TextField<T extends FieldValues, TT = T>(props: TextFieldProps<T, TT>) {
  const { frame, control } = split<T, TT, TextFieldProps<T, TT>>(props);
  const { password = false, ...input } = control;
  return (
    <BoundField
      {...frame}
      render={(bound) =>
        password ? <PasswordInput {...input} {...bound} /> : <Input {...input} {...bound} />
      }
    />
  );
}

export type TextareaFieldProps<T extends FieldValues, TT = T> = BoundFieldProps<T, TT> &
  RulesProp<T> &
  Control<'textarea'> & {
    /** Shown in the textarea's place while set (a rendered preview); the textarea stays bound. */
    preview?: ReactNode;
  };

export function TextareaField<T extends FieldValues, TT = T>(props: TextareaFieldProps<T, TT>) {
  const { frame, control } = split<T, TT, TextareaFieldProps<T, TT>>(props);
  const { preview, ...textarea } = control;
  return (
    <BoundField
      {...frame}
      render={(bound) => (
        <>
          <Textarea {...textarea} {...bound} hidden={preview !== undefined} />
          {preview}
        </>
      )}
    />
  );
}

/** A select's option; consecutive options with the same `group` are shown under its heading. */
export interface SelectOption {
  value: string;
  label: string;
  group?: string;
}

export type SelectFieldProps<T extends FieldValues, TT = T> = BoundFieldProps<T, TT> &
  RulesProp<T> &
  Control<'select'> & { options: readonly SelectOption[] };

/** Options in runs: an ungrouped option stands alone, a run of one group goes in an <optgroup>. */
function optionRuns(options: readonly SelectOption[]) {
  const runs: { group?: string; options: SelectOption[] }[] = [];
  for (const option of options) {
    const last = runs.at(-1);
    if (option.group !== undefined && last?.group === option.group) last.options.push(option);
    else runs.push({ group: option.group, options: [option] });
  }
  return runs;
}

export function SelectField<T extends FieldValues, TT = T>(props: SelectFieldProps<T, TT>) {
  const { frame, control } = split<T, TT, SelectFieldProps<T, TT>>(props);
  const { options, ...select } = control;
  const option = (o: SelectOption) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  );
  return (
    <BoundField
      {...frame}
      render={(bound) => (
        <NativeSelect {...select} {...bound}>
          {optionRuns(options).flatMap((run, i) =>
            run.group === undefined
              ? run.options.map(option)
              : [
                  <optgroup key={`${i}:${run.group}`} label={run.group}>
                    {run.options.map(option)}
                  </optgroup>,
                ],
          )}
        </NativeSelect>
      )}
    />
  );
}

/** An on/off switch bound to a boolean field, label beside it. */
export function SwitchField<T extends FieldValues, TT = T>({
  form,
  name,
  label,
  description,
  srOnlyLabel,
  className,
}: Omit<BoundFieldProps<T, TT>, 'labelAside'>) {
  const id = useId();
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <div className={className ?? 'flex items-start justify-between gap-4'}>
          <div className="grid gap-1">
            <Label htmlFor={id} className={srOnlyLabel ? 'sr-only' : undefined}>
              {label}
            </Label>
            {description ? <FieldDescription id={`${id}-description`}>{description}</FieldDescription> : null}
          </div>
          <Switch
            id={id}
            name={field.name}
            checked={field.value === true}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            aria-describedby={description ? `${id}-description` : undefined}
          />
        </div>
      )}
    />
  );
}

export type RadioGroupFieldProps<T extends FieldValues, TT = T> = Omit<
  BoundFieldProps<T, TT>,
  'labelAside' | 'srOnlyLabel'
> & { options: readonly { value: string; label: string }[] };

/** One of a few options as radios in a fieldset: the label is its legend, arrow keys move between them. */
export function RadioGroupField<T extends FieldValues, TT = T>({
  form,
  name,
  label,
  description,
  className,
  options,
}: RadioGroupFieldProps<T, TT>) {
  const { id, message, describedBy } = useFieldMessage(form, name, description);
  return (
    <fieldset
      className={className ?? 'grid min-w-0 gap-2'}
      aria-invalid={message ? true : undefined}
      aria-describedby={describedBy}
    >
      <legend className="mb-2 text-sm leading-none font-medium">{label}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {options.map((o) => (
          <label key={o.value} className="inline-flex items-center gap-2 text-sm">
            <input type="radio" value={o.value} className="size-4 accent-primary" {...form.register(name)} />
            {o.label}
          </label>
        ))}
      </div>
      <FieldMessages id={id} description={description} message={message} />
    </fieldset>
  );
}

/** A yes/no field as a checkbox, its label beside it. */
export function CheckboxField<T extends FieldValues, TT = T>(
  props: Omit<BoundFieldProps<T, TT>, 'labelAside' | 'srOnlyLabel'>,
) {
  const { form, name, label, description, className } = props;
  const { id, message, describedBy } = useFieldMessage(form, name, description);
  return (
    <Field className={className}>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="checkbox"
          className="size-4 accent-primary"
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy}
          {...form.register(name)}
        />
        <Label htmlFor={id}>{label}</Label>
      </div>
      <FieldMessages id={id} description={description} message={message} />
    </Field>
  );
}

export type RangeFieldProps<T extends FieldValues, TT = T> = BoundFieldProps<T, TT> & {
  min: number;
  max: number;
  step: number | 'any';
  /** Shown beside the slider while it has no value (a range input always shows a position). */
  emptyText: string;
};

/** A number between two bounds as a slider, its value shown beside it. */
export function RangeField<T extends FieldValues, TT = T>(props: RangeFieldProps<T, TT>) {
  const { min, max, step, emptyText, ...frame } = props;
  const value = useWatch({ control: frame.form.control, name: frame.name }) as unknown;
  const shown = value === '' || value === null || value === undefined ? emptyText : String(value);
  return (
    <BoundField
      {...frame}
      render={(bound) => (
        <div className="flex items-center gap-3">
          <input
            type="range"
            min={min}
            max={max}
            step={step}
            className="h-9 w-full max-w-80 accent-primary"
            {...bound}
          />
          <output htmlFor={bound.id} className="min-w-12 text-sm tabular-nums">
            {shown}
          </output>
        </div>
      )}
    />
  );
}

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** A colour as text (`#3b82f6`) with the browser's colour picker beside it, both bound to one value. */
export function ColorField<T extends FieldValues, TT = T>(props: TextFieldProps<T, TT>) {
  const { frame, control } = split<T, TT, TextFieldProps<T, TT>>(props);
  const { password: _password, ...input } = control;
  const value = useWatch({ control: frame.form.control, name: frame.name }) as unknown;
  const { i18n } = useLingui();
  return (
    <BoundField
      {...frame}
      render={(bound) => (
        <div className="flex items-center gap-2">
          <input
            type="color"
            aria-label={i18n._(msg`Pick a colour`)}
            className="h-9 w-11 shrink-0 cursor-pointer rounded-md border bg-background p-1"
            value={typeof value === 'string' && HEX_COLOUR.test(value) ? value.toLowerCase() : '#000000'}
            onChange={(e) =>
              frame.form.setValue(frame.name, e.target.value as never, {
                shouldDirty: true,
                shouldValidate: true,
              })
            }
          />
          <Input {...input} {...bound} />
        </div>
      )}
    />
  );
}
