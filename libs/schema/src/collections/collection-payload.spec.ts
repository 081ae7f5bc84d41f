import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  navigationItemCreateSchema,
  navigationItemUpdateSchema,
  navigationItemSchema,
} from '../navigation/navigation-item.js';
import { createRouteSchema, ROUTE_NAME_PATTERN, updateRouteSchema } from '../routes/route.js';
import { createRoleSchema, roleSchema, updateRoleSchema } from '../users/roles.js';
import { adminUserPatchSchema } from '../users/user-admin.js';
import { navigationDraftUpdateSchema } from '../navigation/navigation-draft.js';
import { dashboardCreateSchema, dashboardSchema, dashboardUpdateSchema } from '../zones/dashboard-layout.js';
import { hubCreateSchema, hubSchema, hubUpdateSchema } from '../zones/hub-payloads.js';
import { moduleCreateSchema, moduleUpdateSchema } from '../zones/module-payloads.js';
import { hubModuleSchema } from '../zones/module-registry.js';
import { zoneCreateSchema, zoneSchema, zoneUpdateSchema } from '../zones/zone-payloads.js';
import {
  dashboardsCollection,
  hubsCollection,
  modulesCollection,
  navigationCollection,
  rolesCollection,
  routesCollection,
  userProfilesCollection,
  usersCollection,
  zonesCollection,
} from './builtin/index.js';
import { collectionColumns } from './collection-columns.js';
import {
  createPayloadSchema,
  declaredField,
  declaredMax,
  updatePayloadSchema,
} from './collection-payload.js';
import type { CollectionField, CollectionInput } from './collection-schema.js';
import { collectionSchema } from './collection-schema.js';
import { enumOptionValues } from './field-value.js';

/**
 * The domain payloads (POST/PATCH bodies) are derived from the built-in declarations: each key is
 * a declared writable field, and its nullability, default, max length, enum options and value type
 * are the declaration's. These tests read every expectation from the declaration, so a payload
 * that drifts from its column (a bound written by hand, a default of its own, a key the table
 * does not have) fails here.
 */

interface PayloadCase {
  name: string;
  schema: z.ZodType;
  mode: 'create' | 'update';
  /** The declarations its keys come from. */
  collections: CollectionInput[];
  /** A valid body holding only the keys a create must have. */
  base?: Record<string, unknown>;
  /** Keys that are no column (navigation's client-made `id`). */
  extras?: string[];
  /** A valid value of length n, where "a…" is not one. */
  sample?: Record<string, (n: number) => string>;
  /** Keys whose values are a closed list, so no string of the max length is valid. */
  closedValues?: string[];
  /** Keys whose parsed value is rebuilt by the payload (a module's config). */
  rebuilt?: string[];
  /** NOT NULL keys where the payload takes null for "the default" (a module's config, as before). */
  nullMeansDefault?: string[];
}

const path = (n: number) => '/' + 'a'.repeat(n - 1);

const CASES: PayloadCase[] = [
  {
    name: 'zoneCreate',
    schema: zoneCreateSchema,
    mode: 'create',
    collections: [zonesCollection],
    base: { name: 'Z' },
  },
  { name: 'zoneUpdate', schema: zoneUpdateSchema, mode: 'update', collections: [zonesCollection] },
  {
    name: 'hubCreate',
    schema: hubCreateSchema,
    mode: 'create',
    collections: [hubsCollection],
    base: { name: 'H' },
  },
  { name: 'hubUpdate', schema: hubUpdateSchema, mode: 'update', collections: [hubsCollection] },
  {
    name: 'moduleCreate',
    schema: moduleCreateSchema,
    mode: 'create',
    collections: [modulesCollection],
    base: { name: 'M', type: 'markdown' },
    rebuilt: ['config'],
    nullMeansDefault: ['config'],
  },
  { name: 'moduleUpdate', schema: moduleUpdateSchema, mode: 'update', collections: [modulesCollection] },
  {
    name: 'dashboardCreate',
    schema: dashboardCreateSchema,
    mode: 'create',
    collections: [dashboardsCollection],
    base: { name: 'D' },
  },
  {
    name: 'dashboardUpdate',
    schema: dashboardUpdateSchema,
    mode: 'update',
    collections: [dashboardsCollection],
  },
  {
    name: 'createRoute',
    schema: createRouteSchema,
    mode: 'create',
    collections: [routesCollection],
    base: { path: '/x', name: 'x', component_name: 'X' },
    sample: { path },
    closedValues: ['layout'],
  },
  {
    name: 'updateRoute',
    schema: updateRouteSchema,
    mode: 'update',
    collections: [routesCollection],
    sample: { path },
    closedValues: ['layout'],
  },
  {
    name: 'navigationItemCreate',
    schema: navigationItemCreateSchema,
    mode: 'create',
    collections: [navigationCollection],
    base: { title: 'T' },
    extras: ['id'],
    sample: { path, href: path },
  },
  {
    name: 'navigationItemUpdate',
    schema: navigationItemUpdateSchema,
    mode: 'update',
    collections: [navigationCollection],
    sample: { path, href: path },
  },
  {
    name: 'createRole',
    schema: createRoleSchema,
    mode: 'create',
    collections: [rolesCollection],
    base: { name: 'r', label: 'R' },
  },
  { name: 'updateRole', schema: updateRoleSchema, mode: 'update', collections: [rolesCollection] },
  {
    name: 'adminUserPatch',
    schema: adminUserPatchSchema,
    mode: 'update',
    collections: [userProfilesCollection, usersCollection],
  },
];

/** The object schema under a payload's refinements and transforms. */
function shapeOf(schema: z.ZodType): Record<string, z.ZodType> {
  let current: z.ZodType = schema;
  while (!(current instanceof z.ZodObject)) {
    if (current instanceof z.ZodPipe) current = current.in as z.ZodType;
    else throw new Error('not an object payload');
  }
  return current.shape as Record<string, z.ZodType>;
}

function fieldOf(c: PayloadCase, key: string): { collection: CollectionInput; field: CollectionField } {
  for (const collection of c.collections) {
    const parsed = collectionSchema.parse(collection);
    const field = parsed.fields.find((f) => f.name === key);
    if (field) return { collection: parsed, field };
  }
  throw new Error(`${c.name}.${key} is no declared field of ${c.collections.map((x) => x.name).join(', ')}`);
}

function isRequired(collection: CollectionInput, field: CollectionField): boolean {
  return field.required || (collection.primary_key ?? []).includes(field.name);
}

/** The paths of the issues of parsing `body`, joined with dots ('' when it parsed). */
function issuePaths(schema: z.ZodType, body: unknown): string[] {
  const result = schema.safeParse(body);
  return result.success ? [] : result.error.issues.map((i) => i.path.map(String).join('.'));
}

const declaredKeys = (c: PayloadCase) => Object.keys(shapeOf(c.schema)).filter((k) => !c.extras?.includes(k));
const each = CASES.flatMap((c) => declaredKeys(c).map((key) => [c.name, key, c] as const));
const bodyWith = (c: PayloadCase, key: string, value: unknown) => ({ ...(c.base ?? {}), [key]: value });

describe('payloads derived from the built-in declarations', () => {
  it.each(each)('%s.%s is a declared, writable field', (_name, key, c) => {
    const { field } = fieldOf(c, key);
    expect(field.readonly || field.internal).toBe(false);
  });

  it.each(CASES.filter((c) => c.base))('$name accepts its minimal body and refuses unknown keys', (c) => {
    expect(issuePaths(c.schema, c.base)).toEqual([]);
    expect(c.schema.safeParse({ ...c.base, not_a_column: 1 }).success).toBe(false);
  });

  it.each(CASES.filter((c) => c.mode === 'update'))('$name refuses an empty body and unknown keys', (c) => {
    expect(c.schema.safeParse({}).success).toBe(false);
    const [key] = declaredKeys(c);
    const { field } = fieldOf(c, key);
    expect(c.schema.safeParse({ [key]: field.required ? undefined : null, not_a_column: 1 }).success).toBe(
      false,
    );
  });

  it.each(each)('%s.%s is nullable, optional and defaulted as declared', (_name, key, c) => {
    const { collection, field } = fieldOf(c, key);
    const required = isRequired(collection, field);
    // null: only where the column is nullable
    if (required && !c.nullMeansDefault?.includes(key))
      expect(issuePaths(c.schema, bodyWith(c, key, null))).toContain(key);
    else expect(issuePaths(c.schema, bodyWith(c, key, null))).not.toContain(key);
    if (c.mode === 'update') return;
    const { [key]: _left, ...without } = c.base ?? {};
    const parsed = c.schema.safeParse(without);
    const hasDefault = 'default' in field && field.default !== undefined;
    if (required && !hasDefault) {
      // must be sent
      expect(issuePaths(c.schema, without)).toContain(key);
    } else {
      expect(parsed.success).toBe(true);
      const value = (parsed.data as Record<string, unknown>)[key];
      if (hasDefault && !c.rebuilt?.includes(key)) expect(value).toEqual(field.default);
      if (!required) expect(value ?? null).toBeNull();
    }
  });

  const bounded = each.filter(([, key, c]) => {
    const { field } = fieldOf(c, key);
    return (field.type === 'string' || field.type === 'text') && field.max !== undefined;
  });

  it.each(bounded)('%s.%s has the declared max length', (_name, key, c) => {
    const max = declaredMax(fieldOf(c, key).collection, key);
    const sample = c.sample?.[key] ?? ((n: number) => 'a'.repeat(n));
    expect(issuePaths(c.schema, bodyWith(c, key, sample(max + 1)))).toContain(key);
    if (!c.closedValues?.includes(key)) {
      expect(issuePaths(c.schema, bodyWith(c, key, sample(max)))).not.toContain(key);
    }
  });

  it.each(each)('%s.%s refuses a value of another type', (_name, key, c) => {
    const { field } = fieldOf(c, key);
    const wrong: Partial<Record<CollectionField['type'], unknown>> = {
      string: 42,
      text: 42,
      boolean: 'yes',
      integer: 1.5,
      relation: 'not-a-uuid',
      uuid: 'not-a-uuid',
      enum: 'not_an_option',
      json: 'not json',
    };
    if (!(field.type in wrong)) throw new Error(`no wrong value for ${field.type}`);
    // A module's config is checked against its type's config schema, which takes any object.
    if (field.type === 'json' && field.shape === 'any') return;
    expect(issuePaths(c.schema, bodyWith(c, key, wrong[field.type]))).toContain(key);
  });

  it.each(each.filter(([, key, c]) => fieldOf(c, key).field.type === 'enum'))(
    '%s.%s accepts every declared option',
    (_name, key, c) => {
      const { field } = fieldOf(c, key);
      if (field.type !== 'enum') throw new Error('not an enum');
      for (const option of enumOptionValues(field)) {
        expect(issuePaths(c.schema, bodyWith(c, key, option))).not.toContain(key);
      }
    },
  );

  it('a changed declaration changes the payload (max length, default, nullability)', () => {
    const changed = {
      ...hubsCollection,
      fields: hubsCollection.fields.map((f) =>
        f.name === 'name'
          ? { ...f, max: 5 }
          : f.name === 'icon'
            ? { ...f, default: 'star' }
            : f.name === 'description'
              ? { ...f, required: true as const }
              : f,
      ),
    } as unknown as typeof hubsCollection;
    const values = {
      name: z.string().max(declaredMax(changed, 'name')),
      icon: z.string().regex(new RegExp(declaredField(changed, 'icon').pattern)),
      description: z.string(),
    };
    const create = createPayloadSchema(changed, values);
    expect(create.safeParse({ name: 'abcdef', description: 'd' }).success).toBe(false);
    expect(create.parse({ name: 'abcde', description: 'd' })).toEqual({
      name: 'abcde',
      icon: 'star',
      description: 'd',
    });
    expect(issuePaths(create, { name: 'a' })).toEqual(['description']);
    const update = updatePayloadSchema(changed, values, 'Nothing');
    expect(issuePaths(update, { description: null })).toEqual(['description']);
  });

  it('ROUTE_NAME_PATTERN is the declared pattern and max length of routes.name', () => {
    const { max, pattern } = declaredField(routesCollection, 'name');
    const declared = new RegExp(pattern);
    for (const name of [
      'a',
      'admin_users',
      'zone.dashboard-2',
      'a'.repeat(max),
      'a'.repeat(max + 1),
      'A',
      '1a',
      'a b',
      '',
    ]) {
      expect(ROUTE_NAME_PATTERN.test(name), name).toBe(declared.test(name) && name.length <= max);
    }
  });

  it('refuses to build a payload with an undeclared or read-only key', () => {
    expect(() => createPayloadSchema(hubsCollection, { nope: z.string() } as never)).toThrow(
      /declares no field "nope"/,
    );
    expect(() => updatePayloadSchema(routesCollection, { created_at: z.string() } as never, 'x')).toThrow(
      /not writable/,
    );
  });
});

describe('response schemas name the declared columns', () => {
  it.each([
    ['hubSchema', hubSchema, hubsCollection, []],
    ['zoneSchema', zoneSchema, zonesCollection, ['role']],
    ['hubModuleSchema', hubModuleSchema, modulesCollection, []],
    ['dashboardSchema', dashboardSchema, dashboardsCollection, []],
    ['navigationItemSchema', navigationItemSchema, navigationCollection, []],
    ['roleSchema', roleSchema, rolesCollection, ['user_count']],
  ] as const)(
    '%s: each key a column, null where the column is nullable',
    (_name, schema, collection, extras) => {
      const columns = new Map(collectionColumns(collectionSchema.parse(collection)).map((c) => [c.name, c]));
      for (const [key, value] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
        if ((extras as readonly string[]).includes(key)) continue;
        const column = columns.get(key);
        expect(column, `${key} is a column of ${collection.name}`).toBeDefined();
        expect(value.safeParse(null).success, `${key} accepts null`).toBe(column!.nullable);
      }
    },
  );
});

describe('an update body holding only an unknown key', () => {
  // The emptiness check runs on what parsed, which is nothing here: it used to add "Nothing to
  // update" beside "Unrecognized key", two details for one mistake.
  it.each([
    ['PATCH /routes/:id', updateRouteSchema],
    ['PATCH /navigation/:id', navigationItemUpdateSchema],
    ['PATCH /roles/:name', updateRoleSchema],
    ['PATCH /users/:id', adminUserPatchSchema],
    ['PATCH /zones/:id', zoneUpdateSchema],
    ['PATCH …/hubs/:id', hubUpdateSchema],
    ['PATCH …/modules/:id', moduleUpdateSchema],
    ['PATCH …/dashboards/:id', dashboardUpdateSchema],
    ['PUT /navigation/tree update', navigationDraftUpdateSchema],
  ] as [string, z.ZodType][])('%s: only the unknown key is reported', (_label, schema) => {
    const body =
      schema === navigationDraftUpdateSchema ? { id: crypto.randomUUID(), bogus: 1 } : { bogus: 1 };
    expect(schema.safeParse(body).error?.issues.map((i) => i.message)).toEqual(['Unrecognized key: "bogus"']);
    // An empty body is still refused, with its own words.
    const empty = schema === navigationDraftUpdateSchema ? { id: crypto.randomUUID() } : {};
    expect(schema.safeParse(empty).error?.issues).toHaveLength(1);
    expect(schema.safeParse(empty).error?.issues[0].message).not.toMatch(/Unrecognized/);
  });
});
