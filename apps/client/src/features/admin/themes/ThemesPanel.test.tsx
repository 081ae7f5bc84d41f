import { DEFAULT_THEME_TOKENS, type Theme } from '@atrium/schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, jsonResponse, renderAsAdmin, stubApi } from '@/features/schema-ui/testing/harness';
import { ThemesPanel } from './ThemesPanel';

const theme = (over: Partial<Theme>): Theme => ({
  id: '11111111-1111-4111-8111-111111111111',
  name: 'default',
  label: 'Default',
  tokens: DEFAULT_THEME_TOKENS,
  is_active: true,
  created_by: null,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  ...over,
});
const DEFAULT = theme({});
const OCEAN = theme({
  id: '22222222-2222-4222-8222-222222222222',
  name: 'ocean',
  label: 'Ocean',
  is_active: false,
});

afterEach(() => vi.unstubAllGlobals());

describe('ThemesPanel', () => {
  it('lists the themes; only an inactive one can be activated or deleted', async () => {
    stubApi((call) => (call.path === '/themes' ? jsonResponse([DEFAULT, OCEAN]) : undefined));
    renderAsAdmin(<ThemesPanel />);
    await screen.findByText('Ocean');
    expect(screen.queryByRole('button', { name: 'Activate Default' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Default' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Activate Ocean' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('shows contrast as you type and the server refusal naming the token', async () => {
    const calls = stubApi((call) => {
      if (call.method === 'GET' && call.path === '/themes') return jsonResponse([DEFAULT]);
      if (call.method === 'POST' && call.path === '/themes')
        return apiError(
          400,
          'Invalid theme: tokens.light.primary: The primary colour (links) has a contrast of 1.6:1',
        );
      return undefined;
    });
    renderAsAdmin(<ThemesPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'New theme' }));
    const dialog = await screen.findByRole('dialog', { name: 'New theme' });
    expect(within(dialog).getAllByText('AA pass')).toHaveLength(4);
    fireEvent.change(within(dialog).getByLabelText('Label'), { target: { value: 'Sun' } });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'sun' } });
    fireEvent.change(within(dialog).getByTestId('light-primary'), { target: { value: '#facc15' } });
    expect(within(dialog).getAllByText('AA fail').length).toBeGreaterThan(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create theme' }));
    await waitFor(() =>
      expect(within(dialog).getByTestId('form-error').textContent).toContain('tokens.light.primary'),
    );
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({
      name: 'sun',
      label: 'Sun',
      tokens: { light: { primary: '#facc15' } },
    });
  });

  it('asks before deleting and says what is lost', async () => {
    const calls = stubApi((call) => {
      if (call.method === 'GET') return jsonResponse([DEFAULT, OCEAN]);
      if (call.method === 'DELETE') return new Response(null, { status: 204 });
      return undefined;
    });
    renderAsAdmin(<ThemesPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Ocean' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the theme Ocean?' });
    expect(dialog.textContent).toContain('Its colours, radius and font are lost.');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete theme' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path === `/themes/${OCEAN.id}`)).toBe(true),
    );
  });
});
