import { describe, expect, it } from 'vitest';
import { ApiError } from './http';
import { isNotFoundError, isNotFoundReason } from './not-found';

describe('not found, never access denied', () => {
  it('reads the permission check’s reasons for unknown and foreign zones and hubs as not found', () => {
    expect(isNotFoundReason('Zone not found')).toBe(true);
    expect(isNotFoundReason('Hub not found')).toBe(true);
    expect(isNotFoundReason('You are not a member of this zone')).toBe(false);
    expect(isNotFoundReason('Viewers cannot update dashboards')).toBe(false);
    expect(isNotFoundReason(null)).toBe(false);
  });

  it('reads 404 and 400 answers as not found, and a 403 only when it says not found', () => {
    const error = (status: number, message: string) => new ApiError(status, { code: 'X', message });
    expect(isNotFoundError(error(404, 'Dashboard not found'))).toBe(true);
    expect(isNotFoundError(error(400, 'Invalid id'))).toBe(true);
    expect(isNotFoundError(error(403, 'Zone not found'))).toBe(true);
    expect(isNotFoundError(error(403, 'Viewers cannot update dashboards'))).toBe(false);
    expect(isNotFoundError(error(500, 'Internal error'))).toBe(false);
    expect(isNotFoundError(new Error('offline'))).toBe(false);
  });
});
