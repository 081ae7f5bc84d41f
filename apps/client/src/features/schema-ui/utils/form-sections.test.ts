import { builtinCollections, isWritableField } from '@atrium/schema';
import { describe, expect, it } from 'vitest';
import { gadgets, projects } from '../testing/fixtures';
import { isFormWritable } from './form-sections';

describe('isFormWritable', () => {
  it("agrees with libs/schema's isWritableField on every field of every collection", () => {
    const fields = [...builtinCollections(), projects, gadgets].flatMap((c) => c.fields);
    expect(fields.length).toBeGreaterThan(50);
    for (const field of fields) expect(isFormWritable(field)).toBe(isWritableField(field));
  });
});
