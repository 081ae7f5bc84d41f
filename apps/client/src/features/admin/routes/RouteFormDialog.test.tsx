import type { Route } from '@atrium/schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/features/schema-ui/testing/harness';
import { renderInRouter, signedInAs } from '@/features/settings/test/render-in-router';
import { EditRouteDialog } from './RouteFormDialog';

const route: Route = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'reports',
  path: '/reports',
  component_name: 'ReportsPage',
  component_path: null,
  layout: 'MainLayout',
  is_public: false,
  is_active: true,
  created_at: '2026-01-01T00:00:00.000Z',
  metadata: {},
};

afterEach(() => vi.unstubAllGlobals());

describe('RouteFormDialog', () => {
  it('asks before Escape drops a typed change, and keeps editing when told to', async () => {
    stubApi(() => undefined);
    const onOpenChange = vi.fn();
    renderInRouter(<EditRouteDialog route={route} open onOpenChange={onOpenChange} />, {
      auth: signedInAs('admin'),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Edit route reports' });
    const path = await within(dialog).findByRole('textbox', { name: /Path/ });
    fireEvent.change(path, { target: { value: '/reports/2026' } });
    fireEvent.keyDown(path, { key: 'Escape' });
    const confirm = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    expect(onOpenChange).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Discard unsaved changes?' })).toBeNull(),
    );
    expect((within(dialog).getByRole('textbox', { name: /Path/ }) as HTMLInputElement).value).toBe(
      '/reports/2026',
    );
    fireEvent.keyDown(within(dialog).getByRole('textbox', { name: /Path/ }), { key: 'Escape' });
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).getByRole('button', {
        name: 'Discard changes',
      }),
    );
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('closes at once on Escape when nothing was changed', async () => {
    stubApi(() => undefined);
    const onOpenChange = vi.fn();
    renderInRouter(<EditRouteDialog route={route} open onOpenChange={onOpenChange} />, {
      auth: signedInAs('admin'),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Edit route reports' });
    fireEvent.keyDown(await within(dialog).findByRole('textbox', { name: /Path/ }), { key: 'Escape' });
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(screen.queryByRole('dialog', { name: 'Discard unsaved changes?' })).toBeNull();
  });
});
