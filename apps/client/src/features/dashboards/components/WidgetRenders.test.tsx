import type { DashboardLayout, DashboardWidget } from '@atrium/schema';
import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderFeature, stubServer } from '@/test/feature-harness';
import { preferencesKeys } from '@/features/settings/api/preferences-api';
import { PREFERENCES } from '@/features/schema-ui/testing/harness';
import { createTestQueryClient } from '@/test/render';
import { DashboardScopeProvider } from './DashboardScopeProvider';
import { WidgetFrame } from './WidgetFrame';

// Each drawing of a chart (recharts, 20–50 ms in a browser) counted by the chart's name.
const drawings = vi.hoisted(() => new Map<string, number>());
vi.mock('./charts/RechartsChart', () => ({
  default: ({ name }: { name: string }) => {
    drawings.set(name, (drawings.get(name) ?? 0) + 1);
    return <svg data-testid={`drawing ${name}`} />;
  },
}));

const LAYOUT: DashboardLayout = [
  {
    id: 'typed',
    type: 'chart',
    x: 0,
    y: 0,
    w: 6,
    h: 4,
    config: {
      title: 'Sales',
      kind: 'bar',
      source: 'manual',
      series: [
        { label: 'Q1', value: 4 },
        { label: 'Q2', value: 7 },
      ],
    },
  } as DashboardWidget,
  {
    id: 'roles',
    type: 'chart',
    x: 6,
    y: 0,
    w: 6,
    h: 4,
    config: { title: 'Roles', kind: 'pie', source: 'zone_members_by_role', series: [] },
  } as DashboardWidget,
  {
    id: 'team',
    type: 'stat',
    x: 0,
    y: 4,
    w: 3,
    h: 2,
    config: { title: 'Team', source: 'zone_members' },
  } as DashboardWidget,
];

let renderPage: () => void = () => undefined;

/** The dashboard page's part that matters here: the scope and the widgets, rendered again at will. */
function Page() {
  const [, setN] = useState(0);
  renderPage = () => setN((n) => n + 1);
  return (
    <DashboardScopeProvider zoneId="z1" hubId="h1">
      {LAYOUT.map((widget) => (
        <WidgetFrame key={widget.id} widget={widget} />
      ))}
    </DashboardScopeProvider>
  );
}

describe('a dashboard’s widgets render on their own data only', () => {
  it('draws a typed chart once: not again when another widget’s data arrives or the page renders again', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    stubServer((call) =>
      call.path === '/zones/z1/members'
        ? held.then(() =>
            jsonResponse([
              { user_id: 'u1', email: 'a@x.io', role: 'owner' },
              { user_id: 'u2', email: 'b@x.io', role: 'member' },
            ]),
          )
        : undefined,
    );
    const queryClient = createTestQueryClient();
    queryClient.setQueryDefaults(preferencesKeys.all, { staleTime: Infinity, initialData: PREFERENCES });
    renderFeature(<Page />, queryClient);

    await screen.findByTestId('drawing Sales');
    expect(drawings.get('Sales')).toBe(1);

    // The members arrive: the live chart and stat show them, the typed chart is left alone.
    release();
    await screen.findByTestId('drawing Roles');
    await waitFor(() => expect(screen.getByRole('region', { name: 'Team' }).textContent).toContain('2'));
    expect(drawings.get('Sales')).toBe(1);
    const roles = drawings.get('Roles');

    // The page renders again (a query it reads changed): no chart is drawn again.
    act(() => renderPage());
    expect(drawings.get('Sales')).toBe(1);
    expect(drawings.get('Roles')).toBe(roles);
  });
});
