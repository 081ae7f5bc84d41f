import { PageHeader, Skeleton } from '@atrium/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useParams, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { FormsListPanel } from '@/features/admin/forms/FormsListPanel';
import { formKeys, formsApi } from '@/features/modules/api/forms-api';
import { AdminOnly } from '@/features/shell/components/AdminOnly';
import { PageContainer } from '@/features/shell/components/PageContainer';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { errorMessage } from '@/lib/mutation-feedback';
import { RouteLink } from '@/routing/navigation/RouteLink';

// The builder (dnd-kit, the renderer) and the submissions table: chunks of their own, on use.
const FormBuilder = lazy(() =>
  import('@/features/admin/forms/FormBuilder').then((m) => ({ default: m.FormBuilder })),
);
const SubmissionsPanel = lazy(() =>
  import('@/features/admin/forms/SubmissionsPanel').then((m) => ({ default: m.SubmissionsPanel })),
);

function FormsList() {
  const { t } = useLingui();
  useDocumentTitle(t`Forms · Atrium admin`);
  return (
    <>
      <PageHeader
        title={t`Forms`}
        description={t`Build forms, publish them as versions, and read what members sent. Members fill them in through a form module in a hub.`}
      />
      <FormsListPanel />
    </>
  );
}

function FormScreen({ formId, submissions }: { formId: string; submissions: boolean }) {
  const { t } = useLingui();
  const form = useQuery({
    queryKey: formKeys.detail(formId),
    queryFn: ({ signal }) => formsApi.get(formId, signal),
  });
  const title = form.data?.title ?? t`Form`;
  useDocumentTitle(submissions ? t`${title}: submissions · Atrium admin` : t`${title} · Atrium admin`);
  const back = (
    <RouteLink
      name="admin_forms"
      className="text-sm text-muted-foreground underline-offset-4 hover:underline"
    >
      <Trans>All forms</Trans>
    </RouteLink>
  );
  if (form.isPending) return <Skeleton className="h-96 w-full" aria-label={t`Loading the form`} />;
  if (form.isError) {
    return (
      <div className="grid gap-2">
        {back}
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(form.error)}
        </p>
      </div>
    );
  }
  return (
    <>
      <div className="grid gap-1">
        {back}
        <PageHeader
          title={submissions ? t`${title}: submissions` : title}
          description={
            submissions ? (
              <RouteLink
                name="admin_form"
                params={{ formId }}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                <Trans>Edit the form</Trans>
              </RouteLink>
            ) : (
              t`Add fields, arrange them, and publish when ready.`
            )
          }
        />
      </div>
      <Suspense fallback={<Skeleton className="h-96 w-full" aria-label={t`Loading`} />}>
        {submissions ? (
          <SubmissionsPanel form={form.data} />
        ) : (
          <FormBuilder key={form.data.id} form={form.data} />
        )}
      </Suspense>
    </>
  );
}

/**
 * Administration → Forms: the list at /admin/forms, the builder at /admin/forms/:formId and the
 * submissions at /admin/forms/:formId/submissions (three route rows, one page: one loader entry in
 * the app's first download).
 */
export function AdminFormsPage() {
  const { formId } = useParams({ strict: false }) as { formId?: string };
  const submissions = useRouterState({ select: (s) => s.location.pathname.endsWith('/submissions') });
  return (
    <AdminOnly>
      <PageContainer className="gap-6">
        {formId ? <FormScreen formId={formId} submissions={submissions} /> : <FormsList />}
      </PageContainer>
    </AdminOnly>
  );
}
