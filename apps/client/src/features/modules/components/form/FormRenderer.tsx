import { submissionSchema, type FormField, type FormSchema, type FormSettings } from '@atrium/schema';
import { Alert, AlertDescription, AlertTitle, Button } from '@atrium/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { z } from 'zod';
import { applyServerError, type FormProblem } from '@/components/form/server-errors';
import { FormAnswerField, type AnswerValues } from './FormAnswerField';

/** What the renderer needs of a form: a published version, or the builder's draft for its preview. */
export interface RenderableForm {
  title: string;
  description: string | null;
  schema: FormSchema;
  settings: FormSettings;
}

/** The empty answer of each field as its control holds it. */
function emptyAnswers(fields: readonly FormField[]): Record<string, unknown> {
  return Object.fromEntries(
    fields.map((f) => [f.key, f.type === 'checkbox' ? false : f.type === 'multiselect' ? [] : '']),
  );
}

/**
 * A form as a member sees it: its fields in order, checked as they are filled in (after a field's
 * first blur) and on submit by the one shared rule the server applies (`submissionSchema`), so
 * what passes here passes there. The server's refusals go under the fields they name. The
 * builder's live preview renders this same component with `preview`: submitting checks the
 * answers and sends nothing.
 */
export function FormRenderer({
  form,
  submitLabel,
  onSubmit,
  preview = false,
}: {
  form: RenderableForm;
  /** The button's text when the form sets none. */
  submitLabel?: string;
  /** Sends the checked answers; a thrown API error is shown on its fields. */
  onSubmit?: (data: Record<string, unknown>) => Promise<void>;
  preview?: boolean;
}) {
  const { t } = useLingui();
  const { fields } = form.schema;
  const resolver = useMemo(
    () => zodResolver(z.object({ data: submissionSchema(form.schema) })),
    [form.schema],
  );
  const answers = useForm<AnswerValues>({
    mode: 'onTouched',
    defaultValues: { data: emptyAnswers(fields) },
    resolver: resolver as never,
  });
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [checked, setChecked] = useState(false);
  const names = fields.map((f) => `data.${f.key}` as Path<AnswerValues>);

  const submit = answers.handleSubmit(async (values) => {
    setProblem(null);
    if (preview || !onSubmit) {
      setChecked(true);
      return;
    }
    try {
      await onSubmit(values.data);
    } catch (error) {
      setProblem(applyServerError(answers, error, names, t`Could not send the form`));
    }
  });
  const label = form.settings.submit_label || submitLabel || t`Submit`;

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-5" aria-label={form.title}>
      {form.description ? (
        <p className="text-sm whitespace-pre-line text-muted-foreground">{form.description}</p>
      ) : null}
      {fields.map((field) => (
        <FormAnswerField key={field.key} form={answers} field={field} />
      ))}
      {problem ? (
        <Alert variant="destructive" role="alert">
          <AlertTitle>{problem.title}</AlertTitle>
          {problem.hints.length > 0 ? <AlertDescription>{problem.hints.join(' ')}</AlertDescription> : null}
        </Alert>
      ) : null}
      {preview && checked ? (
        <p role="status" className="text-sm text-muted-foreground">
          <Trans>The answers are valid. This is a preview: nothing was sent.</Trans>
        </p>
      ) : null}
      <Button type="submit" className="justify-self-start" disabled={answers.formState.isSubmitting}>
        {label}
      </Button>
    </form>
  );
}
