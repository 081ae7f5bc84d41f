import { describe, expect, it } from 'vitest';
import { auditDiff, auditValueText } from './audit-diff';

describe('auditDiff', () => {
  it('lists changed, added and removed keys, sorted, leaving equal ones out', () => {
    expect(
      auditDiff(
        { title: 'Old', order_index: 1, metadata: { menu: 'main' }, icon: 'x' },
        { title: 'New', order_index: 1, metadata: { menu: 'main' }, path: '/a' },
      ),
    ).toEqual([
      { key: 'icon', change: 'removed', before: 'x', after: undefined },
      { key: 'path', change: 'added', before: undefined, after: '/a' },
      { key: 'title', change: 'changed', before: 'Old', after: 'New' },
    ]);
  });

  it('a create lists every key as added, a delete as removed', () => {
    expect(auditDiff(null, { role: 'user' })).toEqual([
      { key: 'role', change: 'added', before: undefined, after: 'user' },
    ]);
    expect(auditDiff({ label: 'A' }, null)).toEqual([
      { key: 'label', change: 'removed', before: 'A', after: undefined },
    ]);
  });

  it('compares nested values by content, whatever their key order', () => {
    expect(auditDiff({ m: { a: 1, b: [1, 2] } }, { m: { b: [1, 2], a: 1 } })).toEqual([]);
    expect(auditDiff({ m: { a: 1 } }, { m: { a: 2 } })).toHaveLength(1);
  });

  it('compares lists (a reorder) as one row', () => {
    const before = [{ id: 'a', order_index: 0 }];
    const after = [{ id: 'a', order_index: 1 }];
    expect(auditDiff(before, after)).toEqual([{ key: '', change: 'changed', before, after }]);
    expect(auditDiff(before, before)).toEqual([]);
    expect(auditDiff(null, null)).toEqual([]);
  });
});

describe('auditValueText', () => {
  it('shows strings as they are and the rest as JSON', () => {
    expect(auditValueText('a "b"')).toBe('a "b"');
    expect(auditValueText(3)).toBe('3');
    expect(auditValueText(null)).toBe('null');
    expect(auditValueText(undefined)).toBe('');
    expect(auditValueText({ a: 1 })).toBe('{\n  "a": 1\n}');
  });
});
