import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';

export interface WidgetSettingsFormProps<Config> {
  /** The id of the <form>, for the dialog's Apply button. */
  formId: string;
  config: Config;
  onApply: (config: Config) => void;
  /** The config as typed so far, whenever it is valid (the dialog's live preview). */
  onPreview: (config: Config) => void;
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * A widget settings form: react-hook-form validated by a zod schema (inline after the first blur,
 * then as you type), reporting valid values for the preview and whether anything changed.
 * `prepare` adjusts the values before validation (drop fields the chosen source hides). Returns the
 * form and its submit handler.
 */
export function useWidgetSettingsForm<Values extends FieldValues, Config>(
  schema: z.ZodType<Config, Values>,
  defaultValues: Values,
  {
    formId,
    onApply,
    onPreview,
    onDirtyChange,
  }: Pick<WidgetSettingsFormProps<Config>, 'formId' | 'onApply' | 'onPreview' | 'onDirtyChange'>,
  prepare: (values: Values) => Values = (v) => v,
) {
  const base = zodResolver(schema) as unknown as Resolver<Values, unknown, Config>;
  const resolver: Resolver<Values, unknown, Config> = (values, context, options) =>
    base(prepare(values), context, options);
  const form = useForm<Values, unknown, Config>({
    resolver,
    mode: 'onTouched',
    defaultValues: defaultValues as DefaultValues<Values>,
  });
  const preview = useRef(onPreview);
  useEffect(() => {
    preview.current = onPreview;
  }, [onPreview]);
  useEffect(() => {
    const subscription = form.watch((values) => {
      const parsed = schema.safeParse(prepare(values as Values));
      if (parsed.success) preview.current(parsed.data);
    });
    return () => subscription.unsubscribe();
    // `prepare` and `schema` are module constants of each form: subscribing once per form is enough.
  }, [form]);
  const dirty = form.formState.isDirty;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  /** Submit: apply when valid, else focus the first invalid control once its error shows. */
  const onSubmit = form.handleSubmit(
    (config) => onApply(config),
    () => {
      requestAnimationFrame(() =>
        document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
    },
  );
  return { form, onSubmit };
}
