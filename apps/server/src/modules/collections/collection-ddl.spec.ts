import { diffCollections, validateCollection } from '@atrium/schema';
import type { Collection, CollectionInput } from '@atrium/schema';
import {
  checkConstraintField,
  checkExpression,
  narrowedFields,
  objectName,
  planAlterTable,
  planCreateTable,
  quoteIdent,
} from './collection-ddl.js';

const tables = (name: string) => (name === 'zones' ? 'zones' : name === 'users' ? 'users' : name);

function collection(input: Partial<CollectionInput> & { fields: CollectionInput['fields'] }): Collection {
  const result = validateCollection({ name: 'things', label: 'Thing', ...input });
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.collection!;
}

describe('collection DDL', () => {
  it('creates the table with the implied id, quoted identifiers, checks, unique indexes, keys and relation indexes', () => {
    const plan = planCreateTable(
      collection({
        fields: [
          { name: 'title', type: 'string', required: true, max: 200 },
          { name: 'code', type: 'string', unique: 'case_insensitive' },
          { name: 'status', type: 'enum', options: ['new', "it's done"], default: 'new' },
          { name: 'zone_id', type: 'relation', target: 'zones', on_delete: 'cascade' },
        ],
      }),
      tables,
    );
    expect(plan.table).toEqual([
      [
        'CREATE TABLE "things" (',
        '  "id" uuid DEFAULT gen_random_uuid() NOT NULL,',
        '  "title" text NOT NULL,',
        '  "code" text,',
        `  "status" text DEFAULT 'new'::text,`,
        '  "zone_id" uuid,',
        '  "created_at" timestamp with time zone DEFAULT now() NOT NULL,',
        '  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,',
        '  "created_by" uuid,',
        '  CONSTRAINT "things_pkey" PRIMARY KEY ("id"),',
        '  CONSTRAINT "things_title_check" CHECK (char_length("title") <= 200),',
        '  CONSTRAINT "things_code_check" CHECK (char_length("code") <= 1000),',
        `  CONSTRAINT "things_status_check" CHECK ("status" IN ('new', 'it''s done'))`,
        ')',
      ].join('\n'),
      'CREATE UNIQUE INDEX "things_code_key" ON "things" (lower("code"))',
    ]);
    expect(plan.references).toEqual([
      'ALTER TABLE "things" ADD CONSTRAINT "things_zone_id_fkey" FOREIGN KEY ("zone_id") REFERENCES "zones" ("id") ON DELETE CASCADE',
      'ALTER TABLE "things" ADD CONSTRAINT "things_created_by_fkey" FOREIGN KEY ("created_by") REFERENCES "users" ("id") ON DELETE SET NULL',
      'CREATE INDEX "things_zone_id_idx" ON "things" ("zone_id")',
      'CREATE INDEX "things_created_by_idx" ON "things" ("created_by")',
    ]);
    expect(plan.indexes).toEqual([
      { name: 'things_pkey', field: null },
      { name: 'things_code_key', field: 'code' },
      { name: 'things_zone_id_idx', field: 'zone_id' },
      { name: 'things_created_by_idx', field: 'created_by' },
    ]);
  });

  it.each([
    [{ name: 'n', type: 'number', min: -1.5, max: 1e21 }, '"n" >= -1.5 AND "n" <= 1e+21'],
    [{ name: 'n', type: 'integer' }, null],
    [{ name: 's', type: 'string', length: 3 }, 'char_length("s") = 3'],
    [{ name: 's', type: 'text', min: 2 }, 'char_length("s") >= 2 AND char_length("s") <= 100000'],
    [{ name: 'j', type: 'json', shape: 'object' }, `jsonb_typeof("j") = 'object'`],
    [{ name: 'j', type: 'json' }, null],
    [{ name: 'b', type: 'boolean' }, null],
  ] as const)('checks %j as %s', (field, expected) => {
    const [parsed] = collection({ fields: [field as never] }).fields;
    expect(checkExpression(parsed, parsed.name)).toBe(expected);
  });

  it('keeps object names within 63 characters, distinct by a hash', () => {
    const long = 'a'.repeat(60);
    const one = objectName(long, 'first_field', 'key');
    const two = objectName(long, 'other_field', 'key');
    expect(one).toHaveLength(63);
    expect(one).not.toBe(two);
    expect(objectName('t', 'c', 'key')).toBe('t_c_key');
    expect(quoteIdent('we"ird')).toBe('"we""ird"');
  });

  describe('changing a table', () => {
    const before = collection({
      fields: [
        { name: 'title', type: 'string', max: 200 },
        { name: 'size', type: 'integer' },
        { name: 'old', type: 'text' },
      ],
    });

    it('adds a column metadata-only: constraints NOT VALID, validated and indexed after commit', () => {
      const after = collection({
        fields: [
          ...before.fields,
          { name: 'rank', type: 'integer', required: true, default: 0, min: 0 },
          { name: 'owner_id', type: 'relation', target: 'users' },
          { name: 'ref', type: 'uuid', default_fn: 'gen_random_uuid' },
        ],
      });
      const plan = planAlterTable(before, after, tables);
      expect(plan.statements).toEqual([
        `ALTER TABLE "things" ADD COLUMN "rank" integer DEFAULT '0'::integer NOT NULL`,
        'ALTER TABLE "things" ADD CONSTRAINT "things_rank_check" CHECK ("rank" >= 0) NOT VALID',
        'ALTER TABLE "things" ADD COLUMN "owner_id" uuid',
        'ALTER TABLE "things" ADD CONSTRAINT "things_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "users" ("id") ON DELETE RESTRICT NOT VALID',
        'ALTER TABLE "things" ADD COLUMN "ref" uuid DEFAULT gen_random_uuid()',
      ]);
      expect(plan.afterCommit).toEqual([
        'ALTER TABLE "things" VALIDATE CONSTRAINT "things_rank_check"',
        'ALTER TABLE "things" VALIDATE CONSTRAINT "things_owner_id_fkey"',
        'CREATE INDEX CONCURRENTLY IF NOT EXISTS "things_owner_id_idx" ON "things" ("owner_id")',
      ]);
      // A per-row default fills every existing row: the table is rewritten.
      expect(plan.rewrites).toEqual(['ref']);
      // The index names it uses, for the registry to check against the catalog.
      expect(plan.indexes).toEqual([{ name: 'things_owner_id_idx', field: 'owner_id' }]);
    });

    it('drops, converts, requires (filling the default) and makes unique', () => {
      const after = collection({
        fields: [
          { name: 'title', type: 'string', max: 100, required: true, default: 'untitled' },
          { name: 'size', type: 'string', unique: true },
        ],
      });
      const plan = planAlterTable(before, after, tables);
      expect(plan.statements).toEqual([
        'ALTER TABLE "things" DROP COLUMN "old"',
        'ALTER TABLE "things" DROP CONSTRAINT IF EXISTS "things_title_check"',
        `ALTER TABLE "things" ALTER COLUMN "title" SET DEFAULT 'untitled'::text`,
        `UPDATE "things" SET "title" = 'untitled'::text WHERE "title" IS NULL`,
        'ALTER TABLE "things" ALTER COLUMN "title" SET NOT NULL',
        'ALTER TABLE "things" ADD CONSTRAINT "things_title_check" CHECK (char_length("title") <= 100) NOT VALID',
        'ALTER TABLE "things" ALTER COLUMN "size" TYPE text USING "size"::text',
        'ALTER TABLE "things" ADD CONSTRAINT "things_size_check" CHECK (char_length("size") <= 1000)',
        'CREATE UNIQUE INDEX "things_size_key" ON "things" ("size")',
      ]);
      expect(plan.rewrites).toEqual(['size']);
      expect(plan.indexes).toEqual([{ name: 'things_size_key', field: 'size' }]);
    });

    it('guards a narrowed rule: writers held (SHARE), the transaction refused while a row breaks it', () => {
      const after = collection({
        fields: [
          { name: 'title', type: 'string', max: 50 },
          { name: 'size', type: 'integer', min: 0 },
          { name: 'old', type: 'text' },
        ],
      });
      const narrowed = narrowedFields(diffCollections(before, after));
      expect([...narrowed]).toEqual(['title', 'size']);
      const plan = planAlterTable(before, after, tables, narrowed);
      const guard = (column: string, check: string) =>
        `DO $guard$ BEGIN IF EXISTS (SELECT 1 FROM "things" WHERE "${column}" IS NOT NULL AND NOT (${check})) ` +
        `THEN RAISE EXCEPTION USING ERRCODE = 'check_violation', MESSAGE = 'existing rows break the new rules of "${column}"', ` +
        `TABLE = 'things', CONSTRAINT = 'things_${column}_check'; END IF; END $guard$`;
      expect(plan.statements).toEqual([
        'LOCK TABLE "things" IN SHARE MODE',
        guard('title', 'char_length("title") <= 50'),
        guard('size', '"size" >= 0'),
        'ALTER TABLE "things" DROP CONSTRAINT IF EXISTS "things_title_check"',
        'ALTER TABLE "things" ADD CONSTRAINT "things_title_check" CHECK (char_length("title") <= 50) NOT VALID',
        'ALTER TABLE "things" ADD CONSTRAINT "things_size_check" CHECK ("size" >= 0) NOT VALID',
      ]);
      expect(plan.afterCommit).toEqual([
        'ALTER TABLE "things" VALIDATE CONSTRAINT "things_title_check"',
        'ALTER TABLE "things" VALIDATE CONSTRAINT "things_size_check"',
      ]);
      // A relaxed rule takes no lock beyond the ALTER's and scans nothing.
      const relaxed = planAlterTable(after, before, tables, narrowedFields(diffCollections(after, before)));
      expect(relaxed.statements.some((sql) => /LOCK TABLE|DO \$/.test(sql))).toBe(false);
    });

    it('quotes a guard with a tag its rule does not contain', () => {
      const from = collection({ fields: [{ name: 'e', type: 'enum', options: ['$guard$', 'b'] }] });
      const to = collection({ fields: [{ name: 'e', type: 'enum', options: ['$guard$'] }] });
      const [, guard] = planAlterTable(from, to, tables, new Set(['e'])).statements;
      expect(guard).toMatch(/^DO \$guard1\$ .* \$guard1\$$/);
      expect(guard).toContain(`IN ('$guard$')`);
    });

    it('validates the CHECK of a type change at once (the table is rewritten under its lock anyway)', () => {
      const after = collection({
        fields: [...before.fields.slice(0, 2), { name: 'old', type: 'integer', min: 0 }],
      });
      const plan = planAlterTable(before, after, tables, narrowedFields(diffCollections(before, after)));
      expect(plan.statements).toEqual([
        'ALTER TABLE "things" DROP CONSTRAINT IF EXISTS "things_old_check"',
        'ALTER TABLE "things" ALTER COLUMN "old" TYPE integer USING "old"::integer',
        'ALTER TABLE "things" ADD CONSTRAINT "things_old_check" CHECK ("old" >= 0)',
      ]);
      expect(plan.afterCommit).toEqual([]);
    });

    it('maps a CHECK constraint back to its field, long names included', () => {
      expect(checkConstraintField(before, 'things_title_check')).toBe('title');
      expect(checkConstraintField(before, 'things_title_key')).toBeUndefined();
      expect(checkConstraintField(before, undefined)).toBeUndefined();
      const long = collection({ table: 't'.repeat(60), fields: [{ name: 'some_field', type: 'string' }] });
      expect(checkConstraintField(long, objectName('t'.repeat(60), 'some_field', 'check'))).toBe(
        'some_field',
      );
    });

    it('changes nothing in the table for labels, layout and permissions', () => {
      const after = collection({
        label: 'Renamed',
        fields: before.fields.map((f) => ({ ...f, label: 'Other' })),
        permissions: { user: ['read'] },
      });
      expect(planAlterTable(before, after, tables)).toEqual({
        statements: [],
        afterCommit: [],
        rewrites: [],
        indexes: [],
      });
    });
  });
});
