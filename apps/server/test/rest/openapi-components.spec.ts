import { compileErrors, validate } from '@readme/openapi-parser';
import type { CollectionInput } from '@atrium/schema';
import type { TestApp } from '../support/test-app.js';
import { createUser, startAppForUsers } from '../support/users.js';
import type { TestUser } from '../support/users.js';
import { columnsOfPattern, registerCollection, restSchema, TASKS } from './rest-kit.js';

/** Granted to no member: only platform admins read it. */
const LEDGER: CollectionInput = {
  name: 'ledger_entries',
  label: 'Ledger entry',
  fields: [
    { name: 'memo', type: 'string', required: true, help: 'What the entry is for' },
    { name: 'amount_cents', type: 'integer' },
    { name: 'task_id', type: 'relation', target: 'tasks', on_delete: 'set_null' },
  ],
};

type Doc = {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: Record<string, Record<string, unknown>>;
  tags?: Array<{ name: string; description?: string }>;
};

/** A response, its reference (`#/components/responses/…`) followed. */
function response(
  doc: Doc,
  node: unknown,
): { description: string; content?: Record<string, { schema: unknown }> } {
  const ref = (node as { $ref?: string }).$ref;
  return (ref ? doc.components.responses[ref.split('/').pop()!] : node) as ReturnType<typeof response>;
}

/** Every `$ref` in `node`. */
function refsIn(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) for (const n of node) refsIn(n, out);
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string') out.push(v);
      else refsIn(v, out);
    }
  }
  return out;
}

/**
 * The table API's share of the OpenAPI document is made of components: each collection's row,
 * bodies, filters and written rows are defined once under `rest.<collection>.…`, what every
 * collection shares (select, order, paging, the error answers) once under `rest.…`, and every
 * operation refers to them, so the document grows with the collections, not with collections ×
 * operations × columns (an outside probe: 200 collections of 30 fields made it 15.6 MB).
 */
describe('the table API in the OpenAPI document: shared components', () => {
  let t: TestApp;
  let admin: TestUser;
  let member: TestUser;
  const docAs = async (user: TestUser | null): Promise<Doc> => {
    const req = t.http().get('/api/docs/json');
    return (await (user ? req.set(user.auth) : req).expect(200)).body;
  };

  beforeAll(async () => {
    t = await startAppForUsers();
    admin = await createUser(t, { platformRole: 'admin', prefix: 'admin' });
    member = await createUser(t, { prefix: 'member' });
    await registerCollection(t, admin, TASKS);
    await registerCollection(t, admin, LEDGER);
  }, 120_000);

  afterAll(() => t?.close());

  it('defines each collection’s schemas once and refers to them from every operation', async () => {
    const doc = await docAs(admin);
    const { schemas, parameters, requestBodies } = doc.components;
    for (const name of ['tasks', 'ledger_entries']) {
      const c = (what: string) => `rest.${name}.${what}`;
      expect(Object.keys(schemas)).toEqual(
        expect.arrayContaining([c('row'), c('create'), c('update'), c('update_each'), c('filters')]),
      );
      expect(Object.keys(parameters)).toEqual(expect.arrayContaining([c('filters')]));
      // select and order take the same grammar for every collection: one parameter each, shared.
      expect(Object.keys(parameters).filter((p) => p.startsWith(`rest.${name}.`))).toEqual([c('filters')]);
      expect(Object.keys(requestBodies)).toEqual(expect.arrayContaining([c('create'), c('update')]));

      const item = doc.paths[`/api/rest/${name}`];
      // What every operation of a collection's path takes is said once, on the path.
      for (const path of [`/api/rest/${name}`, `/api/rest/${name}/update`, `/api/rest/${name}/delete`]) {
        expect(doc.paths[path].parameters).toEqual([
          { $ref: '#/components/parameters/rest.select' },
          { $ref: '#/components/parameters/rest.accept' },
        ]);
      }
      const ops = [
        item.get,
        item.post,
        item.patch,
        item.delete,
        doc.paths[`/api/rest/${name}/update`].put,
        doc.paths[`/api/rest/${name}/delete`].delete,
      ];
      for (const op of ops) {
        const answers = op.responses as Record<string, unknown>;
        const rows = response(doc, answers[op === item.post ? '201' : '200']);
        // A write answers with the collection's written rows, one component the writes refer to.
        if (op !== item.get)
          expect(answers[op === item.post ? '201' : '200']).toEqual({
            $ref: `#/components/responses/${c('rows')}`,
          });
        // Its client errors: one range, whose description lists each status.
        expect(answers['4XX']).toEqual({
          $ref: `#/components/responses/rest.${op === item.get ? 'read' : 'write'}_errors`,
        });
        expect(Object.keys(answers).filter((status) => status.startsWith('4'))).toEqual(['4XX']);
        expect(rows.content!['application/json'].schema).toEqual({
          type: 'array',
          items: { $ref: `#/components/schemas/${c('row')}` },
        });
        // Every parameter is a reference; the columns' filters are one of them.
        const params = op.parameters as Array<Record<string, unknown>>;
        for (const p of params) expect(Object.keys(p)).toEqual(['$ref']);
        if (op !== item.post)
          expect(params).toContainEqual({ $ref: `#/components/parameters/${c('filters')}` });
        // No schema of the collection written out in an operation: no properties, no column.
        const text = JSON.stringify(op);
        expect(text).not.toContain('"properties"');
        expect(text).not.toMatch(name === 'tasks' ? /"priority"|"due_on"/ : /"memo"|"amount_cents"/);
      }
      expect(item.post.requestBody).toEqual({ $ref: `#/components/requestBodies/${c('create')}` });
      expect(item.patch.requestBody).toEqual({ $ref: `#/components/requestBodies/${c('update')}` });
      expect(doc.paths[`/api/rest/${name}/update`].put.requestBody).toEqual(item.patch.requestBody);
      // The row's columns: the writable fields by reference, the others (id, …) its own.
      expect(Object.keys(restSchema(doc, c('row')).properties)).toEqual(
        expect.arrayContaining(
          name === 'tasks' ? ['id', 'title', 'priority', 'due_on'] : ['id', 'memo', 'amount_cents'],
        ),
      );
      // Each field's label and help text are written once, in the fields every schema refers to.
      const fields = JSON.stringify(schemas[c('fields')]);
      expect(fields).toContain(name === 'tasks' ? '"due_on"' : 'What the entry is for');
      for (const what of ['row', 'create', 'update', 'update_each']) {
        expect(schemas[c(what)]).toMatchObject({ allOf: [{ $ref: `#/components/schemas/${c('fields')}` }] });
        // Not one field's schema of its own: the fields are referred to (a create's required names them).
        const own = schemas[c(what)] as { properties?: Record<string, unknown> };
        expect(Object.keys(own.properties ?? {})).not.toContain(name === 'tasks' ? 'due_on' : 'memo');
        expect(JSON.stringify(own)).not.toContain('What the entry is for');
      }
      for (const what of ['create', 'update', 'update_each'])
        expect(schemas[c(what)]).toMatchObject({ unevaluatedProperties: false });
      // The columns of one kind are named together, by a pattern matching exactly their names,
      // which refers to the shared filter of that kind (an enum's example names an option).
      const filters = schemas[c('filters')] as {
        additionalProperties: boolean;
        patternProperties: Record<string, unknown>;
        properties?: unknown;
      };
      expect(filters.additionalProperties).toBe(false);
      expect(filters.properties).toBeUndefined();
      const filterOf = (column: string) => {
        const named = Object.entries(filters.patternProperties).filter(([p]) =>
          columnsOfPattern(p).includes(column),
        );
        expect({ column, patterns: named.length }).toEqual({ column, patterns: 1 });
        return named[0][1];
      };
      expect(filterOf('id')).toEqual({ $ref: '#/components/schemas/rest.filter_uuid' });
      expect(filterOf(name === 'tasks' ? 'title' : 'memo')).toEqual({
        $ref: '#/components/schemas/rest.filter_text',
      });
      expect(filterOf(name === 'tasks' ? 'priority' : 'amount_cents')).toEqual({
        $ref: '#/components/schemas/rest.filter_number',
      });
      if (name === 'tasks')
        expect(filterOf('status')).toEqual({
          $ref: '#/components/schemas/rest.filter_text',
          examples: ['eq.open'],
        });
      // Every column the row has, and no other, is filtered on: the patterns name them exactly.
      const filtered = Object.keys(filters.patternProperties).flatMap(columnsOfPattern).sort();
      expect(filtered).toEqual(Object.keys(restSchema(doc, c('row')).properties).sort());
    }
    // The shared parts once: the error shape and its answers, the paging header.
    expect(schemas['rest.ApiError']).toMatchObject({
      required: expect.arrayContaining(['error', 'code', 'message']),
    });
    const getResponses = doc.paths['/api/rest/tasks'].get.responses as Record<string, { headers?: unknown }>;
    expect(getResponses['4XX']).toEqual({ $ref: '#/components/responses/rest.read_errors' });
    // The ranges name each status a read or a write answers, with its code.
    const errors = (which: string) => response(doc, { $ref: `#/components/responses/rest.${which}` });
    for (const status of [
      '400 VALIDATION_FAILED',
      '401 UNAUTHENTICATED',
      '403 FORBIDDEN',
      '404 NOT_FOUND',
      '406 NOT_ACCEPTABLE',
    ])
      expect(errors('read_errors').description).toContain(status);
    expect(errors('read_errors').description).not.toMatch(/409|413|415/);
    for (const status of [
      '400',
      '401',
      '403',
      '404',
      '406',
      '409 CONFLICT',
      '413 PAYLOAD_TOO_LARGE',
      '415 UNSUPPORTED_MEDIA_TYPE',
    ])
      expect(errors('write_errors').description).toContain(status);
    expect(errors('write_errors').content!['application/json'].schema).toEqual({
      $ref: '#/components/schemas/rest.ApiError',
    });
    // The writes' rules, once, in the table API's tag.
    expect(doc.tags?.find((tag) => tag.name === 'rest')?.description).toMatch(
      /at least one filter; at most 1000 rows.*each item's key finds its row/,
    );
    expect(getResponses['200'].headers).toEqual({
      'Content-Range': { $ref: '#/components/headers/rest.content_range' },
    });

    // Every reference resolves, every component name is one OpenAPI takes, and every table API
    // component is used.
    const refs = refsIn(doc);
    for (const ref of refs) {
      const m = /^#\/components\/(\w+)\/(.+)$/.exec(ref);
      expect({ ref, found: !!m && m[2] in (doc.components[m[1]] ?? {}) }).toEqual({ ref, found: true });
    }
    for (const [kind, entries] of Object.entries(doc.components)) {
      for (const name of Object.keys(entries)) {
        expect(name).toMatch(/^[a-zA-Z0-9._-]+$/);
        if (name.startsWith('rest.')) expect(refs).toContain(`#/components/${kind}/${name}`);
      }
    }
  });

  it('gives a member only what their role reads, in paths and in components', async () => {
    const doc = await docAs(member);
    const text = JSON.stringify(doc);
    expect(text).not.toMatch(/ledger_entries|amount_cents|"memo"/);
    expect(Object.keys(doc.components.schemas).filter((n) => n.includes('ledger'))).toEqual([]);
    // tasks as the member's grant has it: no `secret` column, no `created_by` to write.
    const row = restSchema(doc, 'rest.tasks.row');
    expect(row.properties).toHaveProperty('title');
    expect(row.properties).not.toHaveProperty('secret');
    expect(restSchema(doc, 'rest.tasks.create').properties).not.toHaveProperty('created_by');
    expect(JSON.stringify(doc.components.schemas['rest.tasks.filters'])).not.toContain('secret');
    expect(JSON.stringify(doc.components.parameters['rest.tasks.filters'])).not.toContain('secret');
    // Anonymously: no collection at all.
    const anonymous = await docAs(null);
    expect(Object.keys(anonymous.components.schemas).filter((n) => /^rest\.[^.]+\.row$/.test(n))).toEqual([]);
    expect(JSON.stringify(anonymous)).not.toMatch(/tasks\.row|ledger/);
  });

  it.each([
    ['anonymous', () => null],
    ['a member', () => member],
    ['an admin', () => admin],
  ])('is valid OpenAPI for %s', async (_who, caller) => {
    // validate() dereferences the document in place: give it a copy.
    const result = await validate(
      structuredClone(await docAs(caller())) as unknown as Parameters<typeof validate>[0],
    );
    expect(result.valid ? '' : compileErrors(result)).toBe('');
  });
});
