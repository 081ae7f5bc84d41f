import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/render';
import { navigationAdminApi } from './navigation-admin-api';

const ID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('saving the builder’s draft', () => {
  const refused = () =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ error: 'x', code: 'CONFLICT', message: 'Changed meanwhile' }, 409)),
    );

  it("logs 'Navigation delete failed: {status}' when a draft that deletes items is refused", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    refused();
    await expect(
      navigationAdminApi.saveDraft({ create: [], update: [], delete: [ID] }),
    ).rejects.toMatchObject({
      status: 409,
    });
    expect(log).toHaveBeenCalledWith('Navigation delete failed: 409');
  });

  it('logs nothing of deletes for a refused draft that deletes none', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    refused();
    await expect(navigationAdminApi.saveDraft({ create: [], update: [], delete: [] })).rejects.toBeTruthy();
    expect(log).not.toHaveBeenCalled();
  });
});
