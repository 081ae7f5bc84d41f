import { describe, expect, it } from 'vitest';
import {
  schemaChangeQuerySchema,
  schemasExportFileSchema,
  schemasImportQuerySchema,
  schemaVersionsQuerySchema,
} from './schema-registry.js';

describe('the /schemas contract', () => {
  it.each([
    [{}, {}],
    [{ dry_run: 'true' }, { dry_run: true }],
    [
      { dry_run: 'false', confirm: 'destructive' },
      { dry_run: false, confirm: 'destructive' },
    ],
  ])('reads the change query %j', (query, expected) => {
    expect(schemaChangeQuerySchema.parse(query)).toEqual(expected);
  });

  it.each([[{ dry_run: 'yes' }], [{ dry_run: ['true', 'true'] }], [{ confirm: 'yes' }], [{ force: 'true' }]])(
    'refuses the change query %j',
    (query) => {
      expect(schemaChangeQuerySchema.safeParse(query).success).toBe(false);
    },
  );

  it('reads drop_missing on imports only', () => {
    expect(schemasImportQuerySchema.parse({ drop_missing: 'true' })).toEqual({ drop_missing: true });
    expect(schemaChangeQuerySchema.safeParse({ drop_missing: 'true' }).success).toBe(false);
  });

  it.each([
    [{ limit: '1', offset: '0' }, true],
    [{ limit: '200' }, true],
    [{ limit: '201' }, false],
    [{ limit: '0' }, false],
    [{ limit: '-1' }, false],
    [{ limit: '1e3' }, false],
    [{ offset: '9999999' }, false],
  ])('versions query %j → %s', (query, ok) => {
    expect(schemaVersionsQuerySchema.safeParse(query).success).toBe(ok);
  });

  it('checks the export file envelope, leaving each collection to validateCollection', () => {
    const file = { format: 'atrium-collections', version: 1, collections: [{ anything: true }] };
    expect(schemasExportFileSchema.parse(file)).toEqual(file);
    for (const bad of [
      { ...file, format: 'other' },
      { ...file, version: 2 },
      { ...file, extra: 1 },
      { ...file, collections: [1] },
      { ...file, collections: Array.from({ length: 501 }, () => ({})) },
    ]) {
      expect(schemasExportFileSchema.safeParse(bad).success).toBe(false);
    }
  });
});
