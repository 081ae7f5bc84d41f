/** One line of an entry's before/after comparison. */
export interface AuditDiffRow {
  /** The top-level key; '' when before or after is not an object (a reorder's list). */
  key: string;
  change: 'added' | 'removed' | 'changed';
  before: unknown;
  after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** JSON equality of two recorded values (they came from jsonb, so key order carries no meaning). */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && sameValue(a[k], b[k]))
    );
  }
  return false;
}

/**
 * What a change changed, key by key (sorted): keys only after are added, only before removed,
 * different changed; equal keys are left out. A value that is not an object on either side (a
 * create's null, a reorder's list) compares as one row under the key ''.
 */
export function auditDiff(before: unknown, after: unknown): AuditDiffRow[] {
  const b = before ?? null;
  const a = after ?? null;
  if ((b === null || isRecord(b)) && (a === null || isRecord(a)) && (b !== null || a !== null)) {
    const keys = [...new Set([...Object.keys(b ?? {}), ...Object.keys(a ?? {})])].sort();
    const rows: AuditDiffRow[] = [];
    for (const key of keys) {
      const inBefore = b !== null && Object.hasOwn(b, key);
      const inAfter = a !== null && Object.hasOwn(a, key);
      const was = inBefore ? b[key] : undefined;
      const now = inAfter ? a[key] : undefined;
      if (inBefore && inAfter && sameValue(was, now)) continue;
      rows.push({
        key,
        change: !inBefore ? 'added' : !inAfter ? 'removed' : 'changed',
        before: was,
        after: now,
      });
    }
    return rows;
  }
  if (sameValue(b, a)) return [];
  return [
    { key: '', change: b === null ? 'added' : a === null ? 'removed' : 'changed', before: b, after: a },
  ];
}

/** A recorded value as text: strings as they are, everything else as JSON (objects indented). */
export function auditValueText(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  return typeof value === 'object' && value !== null ? JSON.stringify(value, null, 2) : JSON.stringify(value);
}
