import type { HubModule } from '@atrium/schema';
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  Skeleton,
} from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CheckCircle2, ClipboardList } from 'lucide-react';
import type { ReactNode } from 'react';
import { isApiError } from '@/api/http';
import { errorMessage } from '@/lib/mutation-feedback';
import { formKeys, formsApi } from '../../api/forms-api';
import { FormRenderer } from './FormRenderer';

/**
 * A `form` module: the published version of its form (GET /forms/:id/published), filled in and
 * sent (POST /forms/:id/submissions). After sending, the success message; a form that takes one
 * answer per person says so when sent again (409). A form not chosen, unpublished or not for the
 * reader's role says what to do next.
 */
export function FormModuleView({ module, editAction }: { module: HubModule; editAction?: ReactNode }) {
  const { t } = useLingui();
  const formId = typeof module.config.form_id === 'string' ? module.config.form_id : null;
  const published = useQuery({
    queryKey: formKeys.published(formId ?? ''),
    queryFn: ({ signal }) => formsApi.published(formId!, signal),
    enabled: formId !== null,
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  });
  const submit = useMutation({
    mutationFn: (data: Record<string, unknown>) => formsApi.submit(formId!, data),
  });
  const moduleSuccess =
    typeof module.config.success_message === 'string' ? module.config.success_message : '';
  const moduleSubmit =
    typeof module.config.submit_label === 'string' ? module.config.submit_label : undefined;

  if (formId === null) {
    return (
      <EmptyState
        icon={<ClipboardList />}
        title={t`No form chosen yet`}
        description={t`Editors can choose a published form in this module's settings.`}
        action={editAction}
      />
    );
  }
  if (published.isPending) return <Skeleton className="h-72 w-full" aria-label={t`Loading the form`} />;
  if (published.isError) {
    const missing = isApiError(published.error) && published.error.status === 404;
    return missing ? (
      <EmptyState
        icon={<ClipboardList />}
        title={t`This form is not available`}
        description={t`It is not published, or not open to your role. An admin can publish it under Administration → Forms.`}
        action={editAction}
      />
    ) : (
      <Alert variant="destructive" role="alert">
        <AlertTitle>
          <Trans>The form could not be loaded</Trans>
        </AlertTitle>
        <AlertDescription className="grid gap-2">
          <span>{errorMessage(published.error)}</span>
          <Button variant="outline" className="justify-self-start" onClick={() => void published.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  const form = published.data;
  const already = isApiError(submit.error) && submit.error.status === 409;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{form.title}</CardTitle>
        {submit.isSuccess ? null : <CardDescription className="sr-only">{form.title}</CardDescription>}
      </CardHeader>
      <CardContent>
        {submit.isSuccess || already ? (
          <div role="status" className="grid justify-items-start gap-3">
            <p className="flex items-center gap-2 font-medium">
              <CheckCircle2 className="size-5 text-success" aria-hidden="true" />
              {already
                ? t`You have already submitted this form.`
                : form.settings.success_message || moduleSuccess || t`Thank you!`}
            </p>
            {!already && form.settings.allow_multiple !== false ? (
              <Button variant="outline" onClick={() => submit.reset()}>
                <Trans>Send another answer</Trans>
              </Button>
            ) : null}
          </div>
        ) : (
          <FormRenderer
            key={`${form.id}:${form.version}`}
            form={form}
            submitLabel={moduleSubmit}
            onSubmit={async (data) => {
              try {
                await submit.mutateAsync(data);
              } catch (error) {
                if (isApiError(error) && error.status === 409) return;
                throw error;
              }
            }}
          />
        )}
      </CardContent>
    </Card>
  );
}
