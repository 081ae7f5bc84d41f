import type { Hub } from '@atrium/schema';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient } from '@/test/render';
import { apiError, jsonResponse, renderFeature, stubServer } from '@/test/feature-harness';
import { hubKeys } from '../api/hub-keys';
import { useReorderHubs } from './useReorderHubs';

const ZONE = '22222222-2222-4222-8222-222222222222';
const hub = (n: number, name: string): Hub => ({
  id: `0000000${n}-0000-4000-8000-000000000000`,
  zone_id: ZONE,
  name,
  icon: 'layers',
  description: null,
  is_active: true,
  order_index: n,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});
const [alpha, beta, gamma] = [hub(1, 'Alpha'), hub(2, 'Beta'), hub(3, 'Gamma')];

function setup(answer: () => Response | Promise<Response>) {
  let listed = [alpha, beta, gamma];
  const calls = stubServer(({ method, path }) => {
    if (method === 'PUT' && path === `/zones/${ZONE}/hubs/order`) return answer();
    if (method === 'GET' && path === `/zones/${ZONE}/hubs`) return jsonResponse(listed);
    return undefined;
  });
  const client = createTestQueryClient();
  client.setQueryData(hubKeys.list(ZONE), listed);
  // The toaster shows the failure toast; the hook runs in the same client.
  renderFeature(<span />, client);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useReorderHubs(ZONE), { wrapper });
  const names = () => client.getQueryData<Hub[]>(hubKeys.list(ZONE))?.map((h) => h.name);
  return { calls, client, result, names, serverOrder: (next: Hub[]) => (listed = next) };
}

describe('useReorderHubs (optimistic, with rollback)', () => {
  it('shows the new order at once and PUTs the ids', async () => {
    let release: (r: Response) => void = () => {};
    const { calls, result, names, serverOrder } = setup(() => new Promise((r) => (release = r)));
    act(() => result.current.mutate([gamma.id, alpha.id, beta.id]));
    await waitFor(() => expect(names()).toEqual(['Gamma', 'Alpha', 'Beta']));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ ids: [gamma.id, alpha.id, beta.id] });
    serverOrder([gamma, alpha, beta]);
    release(jsonResponse([gamma, alpha, beta]));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(names()).toEqual(['Gamma', 'Alpha', 'Beta']);
  });

  it('rolls back and says so in a toast when the server refuses', async () => {
    const { result, names } = setup(() => apiError(403, 'Only owners and admins can reorder hubs'));
    act(() => result.current.mutate([beta.id, alpha.id, gamma.id]));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(names()).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(await screen.findByText('Could not save the order')).toBeTruthy();
    expect(screen.getByText('Only owners and admins can reorder hubs')).toBeTruthy();
  });
});
