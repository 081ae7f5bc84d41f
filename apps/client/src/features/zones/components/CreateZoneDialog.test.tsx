import type { Zone } from '@atrium/schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, jsonResponse, renderFeature, stubServer } from '@/test/feature-harness';
import { CreateZoneDialog } from './CreateZoneDialog';

const zone: Zone = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Marketing',
  icon: 'rocket',
  description: null,
  is_active: true,
  role: 'owner',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
} as Zone;

async function openDialog() {
  fireEvent.click(screen.getByRole('button', { name: 'New zone' }));
  return screen.findByRole('dialog');
}

describe('CreateZoneDialog (react-hook-form + zoneCreateSchema)', () => {
  it('shows "Name is required" under the field and sends nothing', async () => {
    const calls = stubServer(() => undefined);
    renderFeature(<CreateZoneDialog />);
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create zone' }));
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    const name = within(dialog).getByLabelText('Name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toContain('error');
    expect(document.activeElement).toBe(name);
    expect(calls).toHaveLength(0);
  });

  it('validates the length with the shared schema once the field is left', async () => {
    stubServer(() => undefined);
    renderFeature(<CreateZoneDialog />);
    const dialog = await openDialog();
    const name = within(dialog).getByLabelText('Name');
    fireEvent.change(name, { target: { value: 'x'.repeat(101) } });
    fireEvent.blur(name);
    expect(await within(dialog).findByText('Must be at most 100 characters')).toBeTruthy();
  });

  it('puts the server 400 details under their fields and keeps the dialog open', async () => {
    stubServer(({ method, path }) =>
      method === 'POST' && path === '/zones'
        ? apiError(400, 'Validation failed', [
            { path: 'name', message: 'Name is taken by another zone' },
            { path: 'icon', message: 'Unknown icon' },
            { path: 'created_by', message: 'Unrecognized key: "created_by"' },
          ])
        : undefined,
    );
    renderFeature(<CreateZoneDialog />);
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Marketing' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create zone' }));
    expect(await within(dialog).findByText('Name is taken by another zone')).toBeTruthy();
    // a detail with no field of its own goes into the form's alert
    expect(within(dialog).getByText('Unknown icon')).toBeTruthy();
    expect(within(dialog).getByTestId('form-error').textContent).toContain('Unrecognized key');
    // the dialog shows the failure; no toast repeats it
    expect(screen.queryByText('Could not create the zone')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Create zone' })).toHaveProperty('disabled', false);
  });

  it('disables submit while pending, then sends the parsed values and closes', async () => {
    let release: (r: Response) => void = () => {};
    const calls = stubServer(({ method }) =>
      method === 'POST' ? new Promise<Response>((resolve) => (release = resolve)) : undefined,
    );
    const onCreated = vi.fn();
    renderFeature(<CreateZoneDialog onCreated={onCreated} />);
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: '  Marketing ' } });
    fireEvent.click(within(dialog).getByLabelText('rocket'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create zone' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /Create zone/ })).toHaveProperty('disabled', true),
    );
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/zones',
      body: { name: 'Marketing', icon: 'rocket', description: null },
    });
    release(jsonResponse(zone, 201));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(zone));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Zone created')).toBeTruthy();
  });
});
