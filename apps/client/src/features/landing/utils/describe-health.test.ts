import { describe, expect, it } from 'vitest';
import { describeHealth } from './describe-health';

describe('describeHealth', () => {
  it.each([
    ['ok', 'All systems operational'],
    ['degraded', 'Degraded'],
    ['down', 'Unavailable'],
  ] as const)('labels %s as "%s"', (status, label) => {
    const summary = describeHealth({ status, database: { status: 'up', latency_ms: 1 } });
    expect(summary.label).toBe(label);
    expect(summary.dot).toBe(status);
  });

  it('rounds the database latency', () => {
    expect(describeHealth({ status: 'ok', database: { status: 'up', latency_ms: 2.6 } }).detail).toBe(
      'DB 3 ms',
    );
  });

  it('says when the database is down and omits an unknown latency', () => {
    expect(describeHealth({ status: 'down', database: { status: 'down', latency_ms: null } }).detail).toBe(
      'Database unreachable',
    );
    expect(describeHealth({ status: 'ok', database: { status: 'up', latency_ms: null } }).detail).toBeNull();
  });
});
