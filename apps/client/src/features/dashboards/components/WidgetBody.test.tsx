import type { DashboardWidget } from '@atrium/schema';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, jsonResponse, renderFeature, stubServer } from '@/test/feature-harness';
import { preferencesKeys } from '@/features/settings/api/preferences-api';
import { PREFERENCES } from '@/features/schema-ui/testing/harness';
import { createTestQueryClient } from '@/test/render';
import { DashboardScopeContext } from '../hooks/useDashboardScope';
import { WidgetFrame } from './WidgetFrame';

const place = { x: 0, y: 0, w: 3, h: 2 };
const stat = (config: Partial<Extract<DashboardWidget, { type: 'stat' }>['config']>): DashboardWidget => ({
  id: 's',
  type: 'stat',
  ...place,
  config: {
    title: '',
    label: '',
    source: 'fixed',
    value: 0,
    unit: '',
    format: 'number',
    trend: null,
    ...config,
  },
});

function renderWidget(widget: DashboardWidget) {
  // Numbers follow the reader's preferences (useFormatters): loaded already, as after sign-in, so
  // the only requests are the widget's own.
  const queryClient = createTestQueryClient();
  queryClient.setQueryDefaults(preferencesKeys.all, { staleTime: Infinity, initialData: PREFERENCES });
  return renderFeature(
    <DashboardScopeContext value={{ zoneId: 'z1', hubId: 'h1' }}>
      <WidgetFrame widget={widget} />
    </DashboardScopeContext>,
    queryClient,
  );
}

const members = (...roles: string[]) =>
  roles.map((role, i) => ({ user_id: `u${i}`, email: `u${i}@x.io`, role }));

/** A zone of two hubs, A (h1) and B (h2), and the lists the server answers by path. */
function stubTwoHubs(lists: Record<string, unknown[]>) {
  stubServer((call) => {
    if (call.path === '/zones/z1/hubs')
      return jsonResponse([
        { id: 'h1', name: 'A' },
        { id: 'h2', name: 'B' },
      ]);
    return Object.hasOwn(lists, call.path) ? jsonResponse(lists[call.path]) : undefined;
  });
}

describe('widget bodies', () => {
  it('shows a typed stat with its format, unit, caption and trend', () => {
    renderWidget(stat({ title: 'Revenue', label: 'this quarter', value: 1234.5, unit: '€', trend: 'up' }));
    const card = screen.getByRole('region', { name: 'Revenue' });
    expect(card.textContent).toContain('1,234.5');
    expect(card.textContent).toContain('€');
    expect(card.textContent).toContain('this quarter');
    expect(screen.getByRole('img', { name: 'trend up' })).toBeTruthy();
  });

  it('shows a stat with no source as a prompt, never a number, and offers its settings', () => {
    let opened = 0;
    renderFeature(
      <WidgetFrame widget={stat({ source: null, value: null })} onConfigure={() => (opened += 1)} />,
    );
    const card = screen.getByRole('region', { name: 'Stat' });
    expect(card.textContent).toContain('No data yet: pick a source for this stat.');
    expect(card.textContent).not.toMatch(/\d/);
    expect(screen.queryByTestId('stat-value')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Choose a source' }));
    expect(opened).toBe(1);
  });

  it('names a stat by its label when it has no title, and by its type when it has neither', () => {
    renderWidget(stat({ label: 'Open bugs', value: 3 }));
    renderWidget(stat({ value: 4 }));
    expect(screen.getByRole('region', { name: 'Open bugs' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Stat' })).toBeTruthy();
  });

  it('counts the zone members live through the API', async () => {
    const calls = stubServer((call) =>
      call.path === '/zones/z1/members' ? jsonResponse(members('owner', 'member', 'viewer')) : undefined,
    );
    renderWidget(stat({ title: 'Team', source: 'zone_members' }));
    expect(screen.getByLabelText('Loading value')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('stat-value').textContent).toContain('3'));
    expect(calls.map((c) => c.path)).toEqual(['/zones/z1/members']);
  });

  it('sums the modules of every hub of the zone', async () => {
    stubTwoHubs({
      '/zones/z1/hubs/h1/modules': [{ type: 'markdown' }],
      '/zones/z1/hubs/h2/modules': [{ type: 'link' }, { type: 'link' }],
    });
    renderWidget(stat({ title: 'Modules', source: 'zone_modules' }));
    await waitFor(() => expect(screen.getByTestId('stat-value').textContent).toContain('3'));
  });

  it('says when live data fails to load, and retries', async () => {
    let fail = true;
    stubServer((call) => {
      if (call.path !== '/zones/z1/members') return undefined;
      return fail ? apiError(500, 'Boom') : jsonResponse(members('owner', 'member'));
    });
    renderWidget(stat({ title: 'Team', source: 'zone_members' }));
    expect(await screen.findByText('Could not load the data.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByTestId('stat-value').textContent).toContain('2'));
  });

  it('draws a live chart of members by role, described for screen readers', async () => {
    stubServer((call) =>
      call.path === '/zones/z1/members' ? jsonResponse(members('owner', 'member', 'member')) : undefined,
    );
    renderWidget({
      id: 'c',
      type: 'chart',
      ...place,
      config: { title: 'Roles', kind: 'pie', source: 'zone_members_by_role', series: [] },
    });
    const chart = await screen.findByRole('img', { name: 'Owner: 1, Member: 2' });
    expect(chart.getAttribute('data-chart-kind')).toBe('pie');
  });

  it("draws a live chart of two series named in the reader's words; typed names never rename a live one", async () => {
    stubTwoHubs({
      '/zones/z1/hubs/h1/modules': [{ type: 'markdown' }],
      '/zones/z1/hubs/h2/modules': [],
      '/zones/z1/hubs/h1/dashboards': [
        { id: 'd1', layout: [] },
        { id: 'd2', layout: [] },
      ],
      '/zones/z1/hubs/h2/dashboards': [{ id: 'd3', layout: [] }],
      '/zones/z1/members': members('owner'),
    });
    renderWidget({
      id: 'c',
      type: 'chart',
      ...place,
      w: 6,
      h: 4,
      config: { title: 'Contents', kind: 'bar', source: 'zone_hub_contents', series: [] },
    });
    expect(
      await screen.findByRole('img', { name: 'A: Modules 1, Dashboards 2; B: Modules 0, Dashboards 1' }),
    ).toBeTruthy();
    renderWidget({
      id: 'r',
      type: 'chart',
      ...place,
      config: {
        title: 'Roles',
        kind: 'bar',
        source: 'zone_members_by_role',
        series_names: ['Typed', 'Names'],
        series: [],
      },
    });
    expect(await screen.findByRole('img', { name: 'Owner: 1' })).toBeTruthy();
  });

  it('draws the donut with recharts once it has a size: a slice per role and a legend of values', async () => {
    const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
    const height = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(200);
    try {
      stubServer((call) =>
        call.path === '/zones/z1/members' ? jsonResponse(members('owner', 'member', 'member')) : undefined,
      );
      renderWidget({
        id: 'c',
        type: 'chart',
        ...place,
        config: { title: 'Roles', kind: 'pie', source: 'zone_members_by_role', series: [] },
      });
      const legend = await screen.findByTestId('chart-legend', {}, { timeout: 15_000 });
      expect([...legend.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Owner1', 'Member2']);
      const chart = screen.getByRole('img', { name: 'Owner: 1, Member: 2' });
      await waitFor(() => expect(chart.querySelectorAll('.recharts-pie-sector')).toHaveLength(2));
      expect(chart.textContent).toContain('3'); // the total in the middle
    } finally {
      width.mockRestore();
      height.mockRestore();
    }
  });

  it('shows empty states that say what is missing', () => {
    renderWidget({ id: 'l', type: 'list', ...place, config: { title: '', items: [] } });
    renderWidget({ id: 'k', type: 'links', ...place, config: { title: '', links: [] } });
    renderWidget({
      id: 'c',
      type: 'chart',
      ...place,
      config: { title: '', kind: 'bar', source: 'manual', series: [] },
    });
    expect(screen.getByText('No items yet')).toBeTruthy();
    expect(screen.getByText('No links yet')).toBeTruthy();
    expect(screen.getByText('No data points yet')).toBeTruthy();
  });

  it('opens web links in a new tab, marked for screen readers', () => {
    renderWidget({
      id: 'k',
      type: 'links',
      ...place,
      config: { title: 'Links', links: [{ label: 'Status', url: 'https://status.example.com' }] },
    });
    const link = screen.getByRole('link', { name: 'Status (opens in a new tab)' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noreferrer noopener');
  });
});
