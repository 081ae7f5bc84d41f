import type {
  AdminForm,
  CreateFormInput,
  FormSubmission,
  FormStatus,
  PublishedForm,
  PublishResult,
  UpdateFormInput,
} from '@atrium/schema';
import { request } from '@/api/http';
import { totalFromContentRange } from '@/features/schema-ui/utils/content-range';

/** Query keys of forms: everything under ['forms']. */
export const formKeys = {
  all: ['forms'] as const,
  /** Every list (invalidate this after a write); with a query, that one list's page. */
  list: (query?: FormListQuery) =>
    query ? ([...formKeys.all, 'list', query] as const) : ([...formKeys.all, 'list'] as const),
  detail: (id: string) => [...formKeys.all, 'detail', id] as const,
  published: (id: string) => [...formKeys.all, 'published', id] as const,
  submissions: (id: string, page: { pageIndex: number; pageSize: number }) =>
    [...formKeys.all, 'submissions', id, page] as const,
};

/** What GET /forms is asked for: a page, and optionally a search and a status. */
export interface FormListQuery {
  q?: string;
  status?: FormStatus;
  limit?: number;
  offset?: number;
}

export interface FormsPage {
  /** Admins: AdminForm; others: PublishedForm. */
  forms: (AdminForm | PublishedForm)[];
  /** Every match's count (`Prefer: count=exact`). */
  total: number | undefined;
}

/** GET /forms parameters: blank search and no status are left out. */
export function formListSearch(query: FormListQuery): URLSearchParams {
  const search = new URLSearchParams();
  const q = query.q?.trim();
  if (q) search.set('q', q);
  if (query.status) search.set('status', query.status);
  if (query.limit !== undefined) search.set('limit', String(query.limit));
  if (query.offset !== undefined) search.set('offset', String(query.offset));
  return search;
}

export interface SubmissionsPage {
  submissions: FormSubmission[];
  total: number | undefined;
}

/** GET/POST/PATCH/DELETE /forms and its submissions (docs/api-additions.md "Forms"). */
export const formsApi = {
  /**
   * One page of forms, searched and filtered by the server (by title then name), with the total.
   * Admins get every form with its draft; others the published forms they may submit.
   */
  async list(query: FormListQuery, signal?: AbortSignal): Promise<FormsPage> {
    let total: number | undefined;
    const search = formListSearch(query).toString();
    const forms = await request<(AdminForm | PublishedForm)[]>(`/forms${search ? `?${search}` : ''}`, {
      headers: { Prefer: 'count=exact' },
      signal,
      onHeaders: (headers) => (total = totalFromContentRange(headers.get('Content-Range'))),
    });
    return { forms, total };
  },
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
