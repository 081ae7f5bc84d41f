import type { Dashboard } from '@atrium/schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, jsonResponse, renderFeature, stubServer } from '@/test/feature-harness';
import { CreateDashboardDialog } from './CreateDashboardDialog';

const ZONE = '22222222-2222-4222-8222-222222222222';
const HUB = '33333333-3333-4333-8333-333333333333';
const dashboard: Dashboard = {
  id: '44444444-4444-4444-8444-444444444444',
  hub_id: HUB,
  name: 'Weekly overview',
  layout: [],
  order_index: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

async function openDialog() {
  fireEvent.click(screen.getByRole('button', { name: 'New dashboard' }));
  return screen.findByRole('dialog', { name: 'Add a dashboard' });
}

describe('CreateDashboardDialog (EntityFormDialog + dashboardCreateSchema)', () => {
  it('requires a name and sends nothing', async () => {
    const calls = stubServer(() => undefined);
    renderFeature(<CreateDashboardDialog zoneId={ZONE} hubId={HUB} />);
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add dashboard' }));
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    expect(within(dialog).getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('shows the server’s 400 detail under the name only, and keeps the dialog open', async () => {
    stubServer(({ method }) =>
      method === 'POST'
        ? apiError(400, 'Validation failed', [{ path: 'body.name', message: 'Name is taken' }])
        : undefined,
    );
    renderFeature(<CreateDashboardDialog zoneId={ZONE} hubId={HUB} />);
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Weekly overview' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add dashboard' }));
    expect(await within(dialog).findByText('Name is taken')).toBeTruthy();
    // One message, under the field: no alert repeating it, no toast
    expect(within(dialog).queryByTestId('form-error')).toBeNull();
    expect(screen.queryByText('Could not add the dashboard')).toBeNull();
  });

  it('sends the trimmed name, closes and hands the new dashboard over', async () => {
    const calls = stubServer(({ method, path }) =>
      method === 'POST' && path === `/zones/${ZONE}/hubs/${HUB}/dashboards`
        ? jsonResponse(dashboard, 201)
        : undefined,
    );
    const onCreated = vi.fn();
    renderFeature(<CreateDashboardDialog zoneId={ZONE} hubId={HUB} onCreated={onCreated} />);
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: '  Weekly overview ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add dashboard' }));
    await waitFor(() =>
      expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ id: dashboard.id })),
    );
    expect(calls[0]?.body).toEqual({ name: 'Weekly overview', layout: [] });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
