import type {
  AdminForm,
  CreateFormInput,
  FormSubmission,
  PublishedForm,
  PublishResult,
  UpdateFormInput,
} from '@atrium/schema';
import { request } from '@/api/http';
import { totalFromContentRange } from '@/features/schema-ui/utils/content-range';

/** Query keys of forms: everything under ['forms']. */
export const formKeys = {
  all: ['forms'] as const,
  list: () => [...formKeys.all, 'list'] as const,
  detail: (id: string) => [...formKeys.all, 'detail', id] as const,
  published: (id: string) => [...formKeys.all, 'published', id] as const,
  submissions: (id: string, page: { pageIndex: number; pageSize: number }) =>
    [...formKeys.all, 'submissions', id, page] as const,
};

export interface SubmissionsPage {
  submissions: FormSubmission[];
  total: number | undefined;
}

/** GET/POST/PATCH/DELETE /forms and its submissions (docs/api-additions.md "Forms"). */
export const formsApi = {
  /** Admins get every form with its draft; others the published forms they may submit. */
  list: (signal?: AbortSignal) => request<(AdminForm | PublishedForm)[]>('/forms', { signal }),
  get: (id: string, signal?: AbortSignal) => request<AdminForm>(`/forms/${id}`, { signal }),
  published: (id: string, signal?: AbortSignal) =>
    request<PublishedForm>(`/forms/${id}/published`, { signal }),
  create: (input: CreateFormInput) => request<AdminForm>('/forms', { method: 'POST', json: input }),
  update: (id: string, patch: UpdateFormInput) =>
    request<AdminForm>(`/forms/${id}`, { method: 'PATCH', json: patch }),
  remove: (id: string, force: boolean) =>
    request<void>(`/forms/${id}${force ? '?force=true' : ''}`, { method: 'DELETE' }),
  publish: (id: string) => request<PublishResult>(`/forms/${id}/publish`, { method: 'POST' }),
  submit: (id: string, data: Record<string, unknown>) =>
    request<FormSubmission>(`/forms/${id}/submissions`, { method: 'POST', json: { data } }),
  async submissions(
    id: string,
    page: { pageIndex: number; pageSize: number },
    signal?: AbortSignal,
  ): Promise<SubmissionsPage> {
    let total: number | undefined;
    const search = new URLSearchParams({
      limit: String(page.pageSize),
      offset: String(page.pageIndex * page.pageSize),
    });
    const submissions = await request<FormSubmission[]>(`/forms/${id}/submissions?${search.toString()}`, {
      headers: { Prefer: 'count=exact' },
      signal,
      onHeaders: (headers) => (total = totalFromContentRange(headers.get('Content-Range'))),
    });
    return { submissions, total };
  },
  csv: (id: string) =>
    request<string>(`/forms/${id}/submissions?format=csv`, {
      headers: { Accept: 'text/csv' },
      responseType: 'text',
    }),
};

/** Whether a listed form is an admin's view (with its draft) rather than a member's. */
export function isAdminForm(form: AdminForm | PublishedForm): form is AdminForm {
  return 'status' in form;
}
