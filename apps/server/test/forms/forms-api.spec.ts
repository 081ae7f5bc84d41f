import { randomUUID } from 'node:crypto';
import { adminFormSchema, formSubmissionSchema, publishedFormSchema } from '@atrium/schema';
import type { AdminForm, CreateFormInput } from '@atrium/schema';
import type { TestApp } from '../support/test-app.js';
import { createUser, startAppForUsers } from '../support/users.js';
import type { TestUser } from '../support/users.js';

/**
 * /api/forms on a real server and database (PGlite, or PostgreSQL with DATABASE_URL): admin CRUD,
 * what members see (the published version only), immutable versions, submissions validated with
 * the shared rule, one submission per user under concurrency, and the CSV export.
 */

let t: TestApp;
let admin: TestUser;
let member: TestUser;
let other: TestUser;
let auditor: TestUser;

const unique = (prefix: string) => `${prefix}_${randomUUID().slice(0, 8)}`;

const feedback = (name = unique('feedback')): CreateFormInput => ({
  name,
  title: 'Feedback',
  description: 'Tell us',
  schema: {
    fields: [
      { key: 'name', type: 'text', label: 'Name', required: true, max: 50 },
      { key: 'email', type: 'email', label: 'Email' },
      { key: 'rating', type: 'number', label: 'Rating', min: 1, max: 5 },
      { key: 'topics', type: 'multiselect', label: 'Topics', options: ['ui', 'speed'] },
    ],
  },
  settings: { submit_label: 'Send', success_message: 'Thanks!' },
});

const http = () => t.http();
async function createForm(input: CreateFormInput = feedback()): Promise<AdminForm> {
  const res = await http().post('/api/forms').set(admin.auth).send(input);
  expect(res.status).toBe(201);
  return res.body as AdminForm;
}
async function publish(id: string): Promise<number> {
  const res = await http().post(`/api/forms/${id}/publish`).set(admin.auth);
  expect(res.status).toBe(201);
  return res.body.version as number;
}
const submit = (id: string, data: unknown, by: TestUser = member) =>
  http().post(`/api/forms/${id}/submissions`).set(by.auth).send({ data });
/** GET /forms/:id/submissions?format=csv as the admin, its body as text. */
const csvOf = (id: string) =>
  http()
    .get(`/api/forms/${id}/submissions?format=csv`)
    .set(admin.auth)
    .buffer(true)
    .parse((r, cb) => {
      let text = '';
      r.setEncoding('utf8');
      r.on('data', (c: string) => (text += c));
      r.on('end', () => cb(null, text));
    });

beforeAll(async () => {
  t = await startAppForUsers();
  [admin, member, other, auditor] = await Promise.all([
    createUser(t, { platformRole: 'admin', prefix: 'forms-admin' }),
    createUser(t, { prefix: 'forms-member' }),
    createUser(t, { prefix: 'forms-other' }),
    createUser(t, { prefix: 'forms-auditor' }),
  ]);
  await http().post('/api/roles').set(admin.auth).send({ name: 'auditor', label: 'Auditor' }).expect(201);
  await http().patch(`/api/users/${auditor.id}`).set(admin.auth).send({ role: 'auditor' }).expect(200);
}, 120_000);
afterAll(() => t.close());

describe('admin CRUD', () => {
  it('creates a draft, reads, lists, patches and deletes it', async () => {
    const form = await createForm();
    expect(adminFormSchema.safeParse(form).success).toBe(true);
    expect(form).toMatchObject({
      status: 'draft',
      published_version: null,
      published: null,
      submission_count: 0,
      created_by: admin.id,
    });
    const read = await http().get(`/api/forms/${form.id}`).set(admin.auth).expect(200);
    expect(read.body).toEqual(form);
    const list = await http().get(`/api/forms?q=${form.name}`).set(admin.auth).expect(200);
    expect((list.body as AdminForm[]).map((f) => f.id)).toEqual([form.id]);

    const patched = await http()
      .patch(`/api/forms/${form.id}`)
      .set(admin.auth)
      .send({ title: 'Renamed' })
      .expect(200);
    expect(patched.body).toMatchObject({ title: 'Renamed', name: form.name });

    await http().delete(`/api/forms/${form.id}`).set(admin.auth).expect(204);
    await http().get(`/api/forms/${form.id}`).set(admin.auth).expect(404);
  });

  it('refuses a second form of the same name (409) on create and on rename', async () => {
    const a = await createForm();
    const b = await createForm();
    const dup = await http().post('/api/forms').set(admin.auth).send(feedback(a.name));
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ code: 'CONFLICT', message: `A form named "${a.name}" already exists` });
    const rename = await http().patch(`/api/forms/${b.id}`).set(admin.auth).send({ name: a.name });
    expect(rename.status).toBe(409);
  });

  it.each([
    [
      'a field key used twice',
      {
        fields: [
          { key: 'a', type: 'text', label: 'A' },
          { key: 'a', type: 'text', label: 'B' },
        ],
      },
      'schema.fields.1.key',
    ],
    [
      'a select without options',
      { fields: [{ key: 'a', type: 'select', label: 'A' }] },
      'schema.fields.0.options',
    ],
    [
      'min above max',
      { fields: [{ key: 'a', type: 'number', label: 'A', min: 3, max: 1 }] },
      'schema.fields.0.max',
    ],
    ['an unknown type', { fields: [{ key: 'a', type: 'signature', label: 'A' }] }, 'schema.fields.0.type'],
    ['fields as an object', { fields: { a: 1 } }, 'schema.fields'],
  ])('refuses %s with 400 naming it', async (_name, schema, path) => {
    const res = await http()
      .post('/api/forms')
      .set(admin.auth)
      .send({ ...feedback(), schema });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.details.map((d: { path: string }) => d.path)).toContain(path);
  });

  it('deletes a form with submissions only with force=true', async () => {
    const form = await createForm();
    await publish(form.id);
    await submit(form.id, { name: 'Ada' }).expect(201);
    const refused = await http().delete(`/api/forms/${form.id}`).set(admin.auth);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'The form has 1 submission: delete with ?force=true to delete them too',
    );
    await http().get(`/api/forms/${form.id}`).set(admin.auth).expect(200);
    await http().delete(`/api/forms/${form.id}?force=true`).set(admin.auth).expect(204);
    await http().get(`/api/forms/${form.id}`).set(admin.auth).expect(404);
  });

  it('refuses a role that does not exist (400 naming it, nothing stored); a role already named may stay after it is deleted', async () => {
    const name = unique('typo');
    const created = await http()
      .post('/api/forms')
      .set(admin.auth)
      .send({ ...feedback(name), settings: { roles: ['user', 'auditr'] } });
    expect(created.status).toBe(400);
    expect(created.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Invalid form',
      details: [{ path: 'settings.roles.1', message: 'Role "auditr" does not exist' }],
    });
    const listed = await http().get(`/api/forms?q=${name}`).set(admin.auth).expect(200);
    expect(listed.body).toEqual([]);

    const form = await createForm();
    const patched = await http()
      .patch(`/api/forms/${form.id}`)
      .set(admin.auth)
      .send({ title: 'Renamed', settings: { roles: ['ghost'] } });
    expect(patched.status).toBe(400);
    expect(patched.body.details).toEqual([
      { path: 'settings.roles.0', message: 'Role "ghost" does not exist' },
    ]);
    const kept = await http().get(`/api/forms/${form.id}`).set(admin.auth).expect(200);
    expect(kept.body).toMatchObject({ title: 'Feedback' });
    expect(kept.body.settings.roles ?? []).toEqual([]);

    // A role the form names, deleted afterwards, does not block the next save of its settings.
    const role = unique('temp').toLowerCase();
    await http().post('/api/roles').set(admin.auth).send({ name: role, label: 'Temp' }).expect(201);
    await http()
      .patch(`/api/forms/${form.id}`)
      .set(admin.auth)
      .send({ settings: { roles: [role] } })
      .expect(200);
    await http().delete(`/api/roles/${role}`).set(admin.auth).expect(204);
    const resaved = await http()
      .patch(`/api/forms/${form.id}`)
      .set(admin.auth)
      .send({ settings: { roles: [role], submit_label: 'Go' } });
    expect(resaved.status).toBe(200);
  });

  it('refuses to publish a form without fields', async () => {
    const form = await createForm({ name: unique('empty'), title: 'Empty' });
    const res = await http().post(`/api/forms/${form.id}/publish`).set(admin.auth);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Add at least one field before publishing');
  });
});

describe('who may do what', () => {
  let formId: string;
  beforeAll(async () => {
    formId = (await createForm()).id;
  });

  it.each([
    ['GET /forms', 'get', (): string => '/api/forms'],
    ['GET /forms/:id', 'get', (): string => `/api/forms/${formId}`],
    ['POST /forms', 'post', (): string => '/api/forms'],
    ['PATCH /forms/:id', 'patch', (): string => `/api/forms/${formId}`],
    ['DELETE /forms/:id', 'delete', (): string => `/api/forms/${formId}`],
    ['POST /forms/:id/publish', 'post', (): string => `/api/forms/${formId}/publish`],
    ['POST /forms/:id/submissions', 'post', (): string => `/api/forms/${formId}/submissions`],
    ['GET /forms/:id/submissions', 'get', (): string => `/api/forms/${formId}/submissions`],
  ] as const)('%s without a token is 401', async (_name, method, path) => {
    const res = await http()[method](path());
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });

  it.each([
    ['POST /forms', 'post', (): string => '/api/forms', feedback()],
    ['PATCH /forms/:id', 'patch', (): string => `/api/forms/${formId}`, { title: 'x' }],
    ['DELETE /forms/:id', 'delete', (): string => `/api/forms/${formId}`, undefined],
    ['POST /forms/:id/publish', 'post', (): string => `/api/forms/${formId}/publish`, undefined],
    ['GET /forms/:id/submissions', 'get', (): string => `/api/forms/${formId}/submissions`, undefined],
  ] as const)('%s by a member is 403', async (_name, method, path, body) => {
    const req = http()[method](path()).set(member.auth);
    const res = body ? await req.send(body) : await req;
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
  });
});

describe('what members see', () => {
  it('sees nothing of a draft, then the published version only — never later edits until republished', async () => {
    const form = await createForm();
    await http().get(`/api/forms/${form.id}`).set(member.auth).expect(404);
    await submit(form.id, { name: 'Ada' }).expect(404);
    expect(
      ((await http().get(`/api/forms?q=${form.name}`).set(member.auth)).body as { id: string }[]).map(
        (f) => f.id,
      ),
    ).not.toContain(form.id);

    expect(await publish(form.id)).toBe(1);
    const v1 = await http().get(`/api/forms/${form.id}`).set(member.auth).expect(200);
    expect(publishedFormSchema.strict().safeParse(v1.body).success).toBe(true);
    expect(v1.body).toMatchObject({ id: form.id, title: 'Feedback', version: 1 });
    expect(v1.body).not.toHaveProperty('status');

    // The admin edits the draft: members still see and submit to version 1.
    await http()
      .patch(`/api/forms/${form.id}`)
      .set(admin.auth)
      .send({
        title: 'Feedback v2',
        schema: { fields: [{ key: 'comment', type: 'textarea', label: 'Comment', required: true }] },
      })
      .expect(200);
    const still = await http().get(`/api/forms/${form.id}`).set(member.auth).expect(200);
    expect(still.body).toEqual(v1.body);
    const adminView = (await http().get(`/api/forms/${form.id}`).set(admin.auth).expect(200))
      .body as AdminForm;
    expect(adminView).toMatchObject({
      status: 'published',
      published_version: 1,
      has_unpublished_changes: true,
    });
    expect(adminView.published).toEqual(v1.body);
    const old = await submit(form.id, { name: 'Ada' }).expect(201);
    expect(old.body.form_version).toBe(1);
    await submit(form.id, { comment: 'hi' }).expect(400);

    expect(await publish(form.id)).toBe(2);
    const v2 = await http().get(`/api/forms/${form.id}/published`).set(member.auth).expect(200);
    expect(v2.body).toMatchObject({ title: 'Feedback v2', version: 2 });
    const fresh = await submit(form.id, { comment: 'hi' }).expect(201);
    expect(fresh.body.form_version).toBe(2);

    // Version 1 itself never changed.
    const [row] = await t.dataSource.query(
      `SELECT title, schema FROM form_versions WHERE form_id = $1 AND version = 1`,
      [form.id],
    );
    expect(row.title).toBe('Feedback');
    expect(row.schema.fields.map((f: { key: string }) => f.key)).toEqual([
      'name',
      'email',
      'rating',
      'topics',
    ]);
    await expect(
      t.dataSource.query(`UPDATE form_versions SET title = 'x' WHERE form_id = $1`, [form.id]),
    ).rejects.toThrow('form_versions rows are immutable');
  });

  it('shows a form limited to roles only to those roles (and admins)', async () => {
    const form = await createForm({ ...feedback(), settings: { roles: ['auditor'] } });
    await publish(form.id);
    await http().get(`/api/forms/${form.id}`).set(member.auth).expect(404);
    await submit(form.id, { name: 'Ada' }).expect(404);
    const list = (await http().get(`/api/forms?q=${form.name}`).set(auditor.auth).expect(200)).body as {
      id: string;
    }[];
    expect(list.map((f) => f.id)).toContain(form.id);
    await submit(form.id, { name: 'Ada' }, auditor).expect(201);
    await http().get(`/api/forms/${form.id}/published`).set(admin.auth).expect(200);
  });
});

describe('submissions', () => {
  let form: AdminForm;
  beforeAll(async () => {
    form = await createForm();
    await publish(form.id);
  });

  it('answers 201 with the stored submission', async () => {
    const res = await submit(form.id, {
      name: ' Grace ',
      email: 'grace@example.com',
      rating: 5,
      topics: ['ui'],
    });
    expect(res.status).toBe(201);
    expect(formSubmissionSchema.safeParse(res.body).success).toBe(true);
    expect(res.body).toMatchObject({
      form_id: form.id,
      form_version: 1,
      data: { name: 'Grace', email: 'grace@example.com', rating: 5, topics: ['ui'] },
      submitted_by: member.id,
    });
  });

  it('names each bad field in details', async () => {
    const res = await submit(form.id, { email: 'nope', rating: 9, topics: ['ui', 'colour'], extra: 1 });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Invalid submission' });
    expect(
      Object.fromEntries(res.body.details.map((d: { path: string; message: string }) => [d.path, d.message])),
    ).toEqual({
      'data.extra': 'Unrecognized key: "extra"',
      'data.name': 'Required',
      'data.email': 'Must be an email address',
      'data.rating': 'Must be at most 5',
      'data.topics': 'Must be one of the options',
    });
  });

  it.each([
    ['no body', undefined],
    ['data missing', {}],
    ['data as an array', { data: [1] }],
    ['data as text', { data: 'x' }],
    ['an extra key beside data', { data: { name: 'a' }, admin: true }],
    ['a deeply nested value', { data: { name: JSON.parse('['.repeat(500) + ']'.repeat(500)) } }],
  ])('refuses %s with 400, never 500', async (_name, body) => {
    const req = http().post(`/api/forms/${form.id}/submissions`).set(member.auth);
    const res = body === undefined ? await req : await req.send(body);
    expect(res.status).toBe(400);
  });

  // 20 KB of brackets (sent as text: the test client's own stringify would overflow): the
  // submission rule's JSON.stringify of the data overflowed the stack, a 500 (found by a probe).
  it.each([
    [
      'an answer',
      `{"data":{"name":${'['.repeat(10_000)}${']'.repeat(10_000)}}}`,
      'data.name',
      'Must be text',
    ],
    ['data', `{"data":${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}}`, 'data.a', 'Unrecognized key: "a"'],
  ])('refuses %s nested 10,000 levels deep with 400 at its key', async (_name, body, path, message) => {
    const res = await http()
      .post(`/api/forms/${form.id}/submissions`)
      .set(member.auth)
      .set('content-type', 'application/json')
      .send(body);
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual(expect.arrayContaining([{ path, message }]));
  });

  it.each([
    ['a form id that is no uuid', '/api/forms/nope/submissions', 400],
    ['an unknown form', `/api/forms/${randomUUID()}/submissions`, 404],
  ])('refuses %s', async (_name, path, status) => {
    const res = await http()
      .post(path)
      .set(member.auth)
      .send({ data: { name: 'a' } });
    expect(res.status).toBe(status);
  });

  it('refuses data over 64 KB', async () => {
    const big = await createForm({
      name: unique('big'),
      title: 'Big',
      schema: {
        fields: [
          { key: 'a', type: 'textarea', label: 'A' },
          { key: 'b', type: 'textarea', label: 'B' },
        ],
      },
    });
    await publish(big.id);
    const res = await submit(big.id, { a: 'x'.repeat(9000), b: '€'.repeat(20_000) });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([{ path: 'data', message: 'The answers must be at most 64 KB' }]);
  });

  it('takes one submission per user when allow_multiple is false, also when they arrive at once', async () => {
    const once = await createForm({ ...feedback(), settings: { allow_multiple: false } });
    await publish(once.id);
    const results = await Promise.all(Array.from({ length: 8 }, () => submit(once.id, { name: 'Ada' })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    const conflict = results.find((r) => r.status === 409)!;
    expect(conflict.body).toMatchObject({
      code: 'CONFLICT',
      message: 'You have already submitted this form',
    });
    await submit(once.id, { name: 'Ada' }).expect(409);
    await submit(once.id, { name: 'Bob' }, other).expect(201);
    const [{ n }] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM form_submissions WHERE form_id = $1`,
      [once.id],
    );
    expect(n).toBe(2);
  });

  it('takes many from one user by default', async () => {
    await submit(form.id, { name: 'One' }, other).expect(201);
    await submit(form.id, { name: 'Two' }, other).expect(201);
  });
});

describe('the admin list and the CSV', () => {
  let form: AdminForm;
  beforeAll(async () => {
    form = await createForm();
    await publish(form.id);
    await submit(form.id, {
      name: '=HYPERLINK("http://evil.example","x")',
      email: 'a@example.com',
      rating: 3,
    }).expect(201);
    await submit(form.id, { name: '+1 plus', topics: ['ui', 'speed'] }, other).expect(201);
    await http()
      .patch(`/api/forms/${form.id}`)
      .set(admin.auth)
      .send({
        schema: {
          fields: [
            { key: 'comment', type: 'text', label: 'Comment' },
            { key: 'name', type: 'text', label: 'Name' },
          ],
        },
      })
      .expect(200);
    await publish(form.id);
    await submit(form.id, { comment: '@SUM(A1)', name: 'Plain' }).expect(201);
  });

  it('lists newest first with form_version, pages, and counts when asked', async () => {
    const page = await http()
      .get(`/api/forms/${form.id}/submissions?limit=2`)
      .set(admin.auth)
      .set('Prefer', 'count=exact')
      .expect(200);
    expect(page.headers['content-range']).toBe('0-1/3');
    expect(page.body.map((s: { form_version: number }) => s.form_version)).toEqual([2, 1]);
    expect(page.body[0]).toMatchObject({
      data: { comment: '@SUM(A1)', name: 'Plain' },
      submitted_by_email: member.email,
    });
    const rest = await http()
      .get(`/api/forms/${form.id}/submissions?limit=2&offset=2`)
      .set(admin.auth)
      .expect(200);
    expect(rest.headers['content-range']).toBe('2-2/*');
    expect(rest.body).toHaveLength(1);
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=abc', 'limit'],
    ['offset=-1', 'offset'],
    ['format=xml', 'format'],
    ['sort=id', 'sort'],
  ])('refuses ?%s with 400 naming it', async (query, path) => {
    const res = await http().get(`/api/forms/${form.id}/submissions?${query}`).set(admin.auth);
    expect(res.status).toBe(400);
    expect(res.body.details[0].path).toBe(path);
  });

  it('exports CSV with the union of keys across versions, formulas neutralised', async () => {
    const res = await csvOf(form.id);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${form.name}-submissions.csv"`);
    const lines = (res.body as string)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'submission_id,form_version,submitted_at,submitted_by,comment,name,email,rating,topics',
    );
    expect(lines).toHaveLength(4);
    // Oldest first; a cell starting with = + - @ gets a leading apostrophe.
    expect(lines[1]).toContain(`,1,`);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")",a@example.com,3,`);
    expect(lines[2]).toContain(`,'+1 plus,,,ui; speed`);
    expect(lines[3]).toContain(`,2,`);
    expect(lines[3]).toContain(`,'@SUM(A1),Plain,,,`);
  });

  it('names an answer column data.<key> when its key is a fixed column, so it never passes for the submitter', async () => {
    const clash = await createForm({
      name: unique('clash'),
      title: 'Clash',
      schema: {
        fields: [
          { key: 'submitted_by', type: 'email', label: 'Submitted by' },
          { key: 'submitted_at', type: 'date', label: 'Submitted at' },
          { key: 'note', type: 'text', label: 'Note' },
        ],
      },
    });
    await publish(clash.id);
    await submit(clash.id, { submitted_by: 'ceo@example.com', submitted_at: '2020-01-01', note: 'n' }).expect(
      201,
    );
    const res = await csvOf(clash.id);
    expect(res.status).toBe(200);
    const [header, row] = (res.body as string)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(header).toBe(
      'submission_id,form_version,submitted_at,submitted_by,data.submitted_by,data.submitted_at,note',
    );
    // Read by name, as a script would: who submitted is the account, the answer is under data.
    const byName = Object.fromEntries(header.split(',').map((name, i) => [name, row.split(',')[i]]));
    expect(byName.submitted_by).toBe(member.email);
    expect(byName['data.submitted_by']).toBe('ceo@example.com');
    expect(byName.submitted_at).not.toBe('2020-01-01');
  });

  it('answers 404 for an unknown form', async () => {
    await http().get(`/api/forms/${randomUUID()}/submissions`).set(admin.auth).expect(404);
    await http().get(`/api/forms/${randomUUID()}/submissions?format=csv`).set(admin.auth).expect(404);
  });
});

describe('the forms list: paging, search and status in SQL', () => {
  const list = (by: TestUser, query: string, headers: Record<string, string> = {}) =>
    http()
      .get(`/api/forms${query}`)
      .set({ ...by.auth, ...headers });
  const ids = (res: { body: unknown }) => (res.body as { id: string }[]).map((f) => f.id);
  const titles = (res: { body: unknown }) => (res.body as { title: string }[]).map((f) => f.title);
  /** A word no other test's form has, so each test sees only its own forms. */
  const tag = () => randomUUID().slice(0, 8);

  it('pages by title then name, with Content-Range as GET /api-keys', async () => {
    const word = tag();
    // Created out of order: the list is by title, not by creation.
    for (const letter of ['c', 'a', 'e', 'b', 'd'])
      await createForm({ ...feedback(), title: `Paging ${word} ${letter}` });
    const q = `?q=${word}`;
    const first = await list(admin, `${q}&limit=2`, { prefer: 'count=exact' }).expect(200);
    expect(titles(first)).toEqual([`Paging ${word} a`, `Paging ${word} b`]);
    expect(first.headers['content-range']).toBe('0-1/5');
    const second = await list(admin, `${q}&limit=2&offset=2`, { prefer: 'count=exact' }).expect(200);
    expect(titles(second)).toEqual([`Paging ${word} c`, `Paging ${word} d`]);
    expect(second.headers['content-range']).toBe('2-3/5');
    const last = await list(admin, `${q}&limit=2&offset=4`, { prefer: 'count=exact' }).expect(200);
    expect(titles(last)).toEqual([`Paging ${word} e`]);
    expect(last.headers['content-range']).toBe('4-4/5');
    // Without Prefer the total is not counted; past the end: no rows, the total when counted.
    expect((await list(admin, `${q}&limit=2`).expect(200)).headers['content-range']).toBe('0-1/*');
    const past = await list(admin, `${q}&offset=5`, { prefer: 'count=exact' }).expect(200);
    expect(past.body).toEqual([]);
    expect(past.headers['content-range']).toBe('*/5');
    expect((await list(admin, `${q}&offset=5`).expect(200)).headers['content-range']).toBe('*/*');
  });

  it('answers 100 forms unless told otherwise, and up to 1000 when asked', async () => {
    const word = tag();
    await t.dataSource.query(
      `INSERT INTO forms (name, title) SELECT 'bulk_' || $1 || '_' || i, 'Zulu bulk ' || $1 || ' ' || lpad(i::text, 3, '0')
         FROM generate_series(1, 101) AS i`,
      [word],
    );
    const byDefault = await list(admin, `?q=${word}`, { prefer: 'count=exact' }).expect(200);
    expect(byDefault.body).toHaveLength(100);
    expect(byDefault.headers['content-range']).toBe('0-99/101');
    expect((await list(admin, `?q=${word}&limit=101`).expect(200)).body).toHaveLength(101);
  });

  it('searches title and name case-insensitively, % and _ taken literally', async () => {
    const word = tag();
    const percent = await createForm({ ...feedback(), title: `Sale ${word} 50% off` });
    await createForm({ ...feedback(), title: `Sale ${word} 500 off` });
    const underscore = await createForm({ ...feedback(), title: `Code ${word} A_B` });
    await createForm({ ...feedback(), title: `Code ${word} AxB` });
    const byName = await createForm(feedback(`named_${word}_form`));

    expect(ids(await list(admin, `?q=${encodeURIComponent(`${word} 50%`)}`).expect(200))).toEqual([
      percent.id,
    ]);
    expect(ids(await list(admin, `?q=${encodeURIComponent(`${word} a_b`)}`).expect(200))).toEqual([
      underscore.id,
    ]);
    // The title, in other case; and the name, which only it holds.
    expect(ids(await list(admin, `?q=${encodeURIComponent(`SALE ${word}`)}`).expect(200))).toHaveLength(2);
    expect(ids(await list(admin, `?q=NAMED_${word.toUpperCase()}`).expect(200))).toEqual([byName.id]);
    // A backslash is a character too, not an escape; a blank search is none.
    expect((await list(admin, `?q=${encodeURIComponent(`${word}\\`)}`).expect(200)).body).toEqual([]);
    const blank = await list(admin, `?q=%20%20&limit=1`, { prefer: 'count=exact' }).expect(200);
    expect(Number(blank.headers['content-range'].split('/')[1])).toBeGreaterThanOrEqual(5);
  });

  it('filters by status', async () => {
    const word = tag();
    const draft = await createForm({ ...feedback(), title: `Status ${word} draft` });
    const published = await createForm({ ...feedback(), title: `Status ${word} published` });
    await publish(published.id);
    expect(ids(await list(admin, `?q=${word}&status=draft`).expect(200))).toEqual([draft.id]);
    expect(ids(await list(admin, `?q=${word}&status=published`).expect(200))).toEqual([published.id]);
    expect(ids(await list(admin, `?q=${word}`).expect(200))).toEqual([draft.id, published.id]);
  });

  it('gives a member the published forms their role may use, searched by what they see', async () => {
    const word = tag();
    const open = await createForm({ ...feedback(), title: `Member ${word} open` });
    await publish(open.id);
    // Renamed after publishing: members still see, and find, the published title only.
    await http()
      .patch(`/api/forms/${open.id}`)
      .set(admin.auth)
      .send({ title: `Member ${word} secret draft title` })
      .expect(200);
    const auditorsOnly = await createForm({
      ...feedback(),
      title: `Member ${word} auditors`,
      settings: { roles: ['auditor'] },
    });
    await publish(auditorsOnly.id);
    await createForm({ ...feedback(), title: `Member ${word} never published` });

    const mine = await list(member, `?q=${word}`, { prefer: 'count=exact' }).expect(200);
    expect(ids(mine)).toEqual([open.id]);
    expect(titles(mine)).toEqual([`Member ${word} open`]);
    expect(mine.headers['content-range']).toBe('0-0/1');
    expect(mine.body[0]).not.toHaveProperty('status');
    expect((await list(member, `?q=${encodeURIComponent('secret draft')}`).expect(200)).body).toEqual([]);
    expect((await list(member, `?q=${word}&status=draft`).expect(200)).body).toEqual([]);
    expect(ids(await list(member, `?q=${word}&status=published`).expect(200))).toEqual([open.id]);

    const theirs = await list(auditor, `?q=${word}&limit=1`, { prefer: 'count=exact' }).expect(200);
    expect(titles(theirs)).toEqual([`Member ${word} auditors`]);
    expect(theirs.headers['content-range']).toBe('0-0/2');
    // The admin finds the draft title and every one of them.
    expect(ids(await list(admin, `?q=${encodeURIComponent(`${word} secret`)}`).expect(200))).toEqual([
      open.id,
    ]);
    expect(ids(await list(admin, `?q=${word}`).expect(200))).toHaveLength(3);
  });

  it.each([
    ['limit 0', '?limit=0', 'limit', 'Must be at least 1'],
    ['limit 1001', '?limit=1001', 'limit', 'Must be at most 1000'],
    ['a limit that is no number', '?limit=ten', 'limit', 'Must be a whole number'],
    ['a negative offset', '?offset=-1', 'offset', 'Must be at least 0'],
    ['an offset past 100,000', '?offset=100001', 'offset', 'Must be at most 100000'],
    ['a search over 100 characters', `?q=${'x'.repeat(101)}`, 'q', 'Must be at most 100 characters'],
    ['a search with a control character', '?q=a%00b', 'q', 'Must not contain control characters'],
    ['another status', '?status=archived', 'status', 'Must be draft or published'],
    ['a search given twice', '?q=a&q=b', 'q', 'Must be given only once'],
    ['a status given twice', '?status=draft&status=draft', 'status', 'Must be given only once'],
    ['an unknown parameter', '?order=title.asc', 'order', 'Unrecognized key: "order"'],
  ])('refuses %s with 400 naming the parameter', async (_what, query, path, message) => {
    for (const by of [admin, member]) {
      const res = await list(by, query);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        error: 'Bad Request',
        code: 'VALIDATION_FAILED',
        message: 'Invalid form query',
        details: [{ path, message }],
      });
    }
  });
});
