import type { HubModule } from '@atrium/schema';
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, jsonResponse, renderFeature, stubServer } from '@/test/feature-harness';
import { MODULE_INACTIVE_REASON, moduleGuardVerdict } from '../utils/module-guard';
import { ModuleGuard } from './ModuleGuard';

// The router's links need the route table; here a plain anchor with the route's name is enough.
vi.mock('@/routing/navigation/RouteLink', () => ({
  RouteLink: ({ name, children }: { name: string; children: ReactNode }) => (
    <a href={`#${name}`}>{children}</a>
  ),
}));

const ZONE = '22222222-2222-4222-8222-222222222222';
const HUB = '33333333-3333-4333-8333-333333333333';
const OTHER_HUB = '55555555-5555-4555-8555-555555555555';
const MODULE_ID = '44444444-4444-4444-8444-444444444444';

const module: HubModule = {
  id: MODULE_ID,
  hub_id: HUB,
  name: 'Handbook',
  type: 'markdown',
  config: { content: '# Hi' },
  order_index: 0,
  is_active: true,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

function serve(access: { hasAccess: boolean; reason: string }, answer: () => Response) {
  return stubServer(({ method, path }) => {
    if (method === 'POST' && path === '/permissions/check') return jsonResponse(access);
    if (method === 'GET' && path === `/zones/${ZONE}/hubs/${HUB}/modules/${MODULE_ID}`) return answer();
    return undefined;
  });
}

function renderGuard(allowInactive = false) {
  return renderFeature(
    <ModuleGuard zoneId={ZONE} hubId={HUB} moduleId={MODULE_ID} allowInactive={allowInactive}>
      {(m) => <p>Showing {m.name}</p>}
    </ModuleGuard>,
  );
}

const GRANTED = { hasAccess: true, reason: 'Granted by role member' };

describe('moduleGuardVerdict', () => {
  it('passes an active module of the hub in the URL', () => {
    expect(moduleGuardVerdict(module, HUB)).toEqual({ kind: 'ok' });
    expect(moduleGuardVerdict(module, HUB.toUpperCase())).toEqual({ kind: 'ok' });
  });
  it('treats a missing module or one of another hub as not found', () => {
    expect(moduleGuardVerdict(undefined, HUB)).toEqual({ kind: 'not-found' });
    expect(moduleGuardVerdict(module, OTHER_HUB)).toEqual({ kind: 'not-found' });
  });
  it('denies an inactive module unless the caller may edit it', () => {
    const inactive = { ...module, is_active: false };
    expect(moduleGuardVerdict(inactive, HUB)).toEqual({ kind: 'denied', reason: MODULE_INACTIVE_REASON });
    expect(moduleGuardVerdict(inactive, HUB, { allowInactive: true })).toEqual({ kind: 'ok' });
  });
});

describe('ModuleGuard', () => {
  it('asks POST /permissions/check for module read in the zone and hub, then renders the module', async () => {
    const calls = serve(GRANTED, () => jsonResponse(module));
    renderGuard();
    expect(await screen.findByText('Showing Handbook')).toBeTruthy();
    expect(calls.find((c) => c.path === '/permissions/check')?.body).toEqual({
      resource: 'module',
      action: 'read',
      context: { zone_id: ZONE, hub_id: HUB },
    });
  });

  it('shows Access Denied with the server’s reason and Return to Dashboard', async () => {
    const calls = serve({ hasAccess: false, reason: 'Not a member of this zone' }, () =>
      jsonResponse(module),
    );
    renderGuard();
    expect(await screen.findByText('Access Denied')).toBeTruthy();
    expect(screen.getByTestId('access-denied-reason').textContent).toBe('Not a member of this zone');
    expect(screen.getByRole('link', { name: 'Return to Dashboard' })).toBeTruthy();
    expect(screen.queryByText(/Showing/)).toBeNull();
    expect(calls.some((c) => c.path.includes('/modules/'))).toBe(false);
  });

  it('shows not found for a module of another hub and for a 404', async () => {
    serve(GRANTED, () => jsonResponse({ ...module, hub_id: OTHER_HUB }));
    const first = renderGuard();
    expect(await screen.findByText('Module not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the hub' })).toBeTruthy();
    first.unmount();

    serve(GRANTED, () => apiError(404, 'Module not found'));
    renderGuard();
    expect(await screen.findByTestId('module-not-found')).toBeTruthy();
    expect(screen.queryByText(/Showing/)).toBeNull();
  });

  it('says "Zone not found" / "Hub not found" for an unknown or foreign zone or hub, never Access Denied', async () => {
    serve({ hasAccess: false, reason: 'Zone not found' }, () => jsonResponse(module));
    const first = renderGuard();
    expect(await screen.findByRole('heading', { name: 'Zone not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your zones' })).toBeTruthy();
    expect(screen.queryByText('Access Denied')).toBeNull();
    first.unmount();

    serve({ hasAccess: false, reason: 'Hub not found' }, () => jsonResponse(module));
    renderGuard();
    expect(await screen.findByTestId('hub-not-found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the zone' })).toBeTruthy();
    expect(screen.queryByText('Access Denied')).toBeNull();
  });

  it('denies an inactive module to readers but opens it for editors', async () => {
    serve(GRANTED, () => jsonResponse({ ...module, is_active: false }));
    const first = renderGuard();
    expect(await screen.findByTestId('access-denied-reason')).toHaveProperty(
      'textContent',
      MODULE_INACTIVE_REASON,
    );
    first.unmount();

    serve(GRANTED, () => jsonResponse({ ...module, is_active: false }));
    renderGuard(true);
    expect(await screen.findByText('Showing Handbook')).toBeTruthy();
  });
});
