import type { Session } from '@atrium/schema';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '@/auth/AuthProvider';
import { installFocusKeeper } from '@/lib/focus-keeper';
import { stubServer } from '@/test/feature-harness';
import { createTestAuthStore, createTestQueryClient, jsonResponse } from '@/test/render';
import { SessionsCard } from './SessionsCard';

const session = (id: string, current: boolean, agent: string): Session => ({
  id,
  created_at: '2026-12-01T10:00:00.000Z',
  last_used_at: '2026-12-01T10:00:00.000Z',
  user_agent: agent,
  ip: '127.0.0.1',
  current,
});

const THIS = session(
  '11111111-1111-4111-8111-111111111111',
  true,
  'Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0',
);
const LAPTOP = session(
  '22222222-2222-4222-8222-222222222222',
  false,
  'Mozilla/5.0 (Macintosh) Safari/605.1.15',
);
const PHONE = session(
  '33333333-3333-4333-8333-333333333333',
  false,
  'Mozilla/5.0 (iPhone) Mobile/15E148 Safari/604.1',
);

describe('SessionsCard', () => {
  afterEach(() => vi.restoreAllMocks());

  it('after a device is revoked by keyboard the focus is on the next Revoke, never on Sign out of this device', async () => {
    let sessions = [THIS, LAPTOP, PHONE];
    const calls = stubServer(({ method, path }) => {
      if (method === 'GET' && path === '/auth/sessions') return jsonResponse({ sessions });
      if (method === 'DELETE' && path.startsWith('/auth/sessions/')) {
        const id = path.split('/').pop();
        sessions = sessions.filter((s) => s.id !== id);
        return new Response(null, { status: 204 });
      }
      return undefined;
    });
    // As in the app (main.tsx): a control that goes hands the focus to one near it
    const uninstall = installFocusKeeper();
    const store = createTestAuthStore();
    const signOut = vi.spyOn(store, 'signOut');
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <AuthProvider store={store}>
          <SessionsCard />
        </AuthProvider>
      </QueryClientProvider>,
    );
    // Enter on the focused button
    const press = () => fireEvent.click(document.activeElement!);
    const revokes = await screen.findAllByRole('button', { name: /^Revoke / });
    expect(revokes).toHaveLength(2);
    revokes[0].focus();
    press();
    // The laptop's row goes; the phone's Revoke takes its place and the focus
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Revoke / })).toHaveLength(1));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Revoke / })),
    );
    // The last other device: the focus stays on the card's heading, so Enter signs nobody out
    press();
    await waitFor(() => expect(screen.queryAllByRole('button', { name: /^Revoke / })).toHaveLength(0));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Where you are signed in' }));
    press();
    expect(signOut).not.toHaveBeenCalled();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      `/auth/sessions/${LAPTOP.id}`,
      `/auth/sessions/${PHONE.id}`,
    ]);
    store.dispose();
    uninstall();
  });
});
