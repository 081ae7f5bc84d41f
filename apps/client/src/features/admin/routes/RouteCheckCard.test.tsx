import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubApi } from '@/features/schema-ui/testing/harness';
import { renderInRouter, signedInAs } from '@/features/settings/test/render-in-router';
import { RouteCheckCard } from './RouteCheckCard';

const NAV_ID = '55555555-5555-4555-8555-555555555555';

afterEach(() => vi.unstubAllGlobals());

describe('RouteCheckCard', () => {
  it("links a navigation item's problem to the navigation builder, and a route's problem to nothing", async () => {
    stubApi((call) =>
      call.method === 'POST' && call.path === '/routes/validate'
        ? jsonResponse({
            ok: false,
            checked: 12,
            components_checked: true,
            problems: [
              { route_id: 'r-1', name: 'reports', severity: 'error', message: 'Component "Nope" not found' },
              {
                route_id: null,
                navigation_id: NAV_ID,
                name: 'Reports',
                severity: 'warning',
                message: 'Menu item "Reports" links to a route that does not exist',
              },
            ],
          })
        : undefined,
    );
    renderInRouter(<RouteCheckCard />, { auth: signedInAs('admin') });
    fireEvent.click(await screen.findByRole('button', { name: 'Check routes' }));
    const list = await screen.findByRole('list', { name: 'Route problems' });
    const [routeProblem, navProblem] = within(list).getAllByRole('listitem');
    expect(within(routeProblem).queryByRole('link')).toBeNull();
    const fix = within(navProblem).getByRole('link', { name: 'Fix the navigation item Reports' });
    expect(fix.getAttribute('href')).toBe(`/admin/navigation?item=${NAV_ID}`);
    expect(fix.textContent).toBe('Fix');
  });
});
