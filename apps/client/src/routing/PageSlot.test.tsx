import { parseRouteRecords } from '@atrium/schema';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { routeRow } from '../test/api-stub';
import type { RouteEntry } from '@atrium/schema';

vi.mock('./component-registry', () => ({
  readPageComponent: (key: string) => {
    if (key === 'pages/Throws') {
      return function Throws(): never {
        throw new Error('Cannot read the widget list');
      };
    }
    if (key === 'pages/NoExport') return null;
    return function Params(props: Record<string, string>) {
      return <p>props {JSON.stringify(props)}</p>;
    };
  },
  forgetPageComponent: () => {},
}));

const { PageSlot } = await import('./PageSlot');

function entry(patch: Partial<RouteEntry> & { key?: string; dynamic?: boolean } = {}): RouteEntry {
  const route = parseRouteRecords([
    routeRow({
      name: 'r',
      path: '/r/:id',
      component_name: 'Comp',
      metadata: patch.dynamic ? { dynamic: true } : {},
    }),
  ])!.routes[0];
  return {
    route,
    routerPath: '/r/$id',
    pathProblem: null,
    component: { key: patch.key ?? 'pages/Params', step: 'exact' },
    layout: null,
    layoutProblem: null,
    guard: { kind: 'public' },
    ...patch,
  };
}

describe('PageSlot', () => {
  it('passes URL parameters as props to dynamic routes only', async () => {
    const { unmount } = render(<PageSlot entry={entry({ dynamic: true })} params={{ id: '7' }} />);
    expect((await screen.findByText(/props/)).textContent).toBe('props {"id":"7"}');
    unmount();
    render(<PageSlot entry={entry()} params={{ id: '7' }} />);
    expect((await screen.findByText(/props/)).textContent).toBe('props {}');
  });

  it("shows 'Unexpected Application Error!' with the message when the page throws", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<PageSlot entry={entry({ key: 'pages/Throws' })} params={{}} />);
    const alert = await screen.findByTestId('unexpected-error');
    expect(alert.textContent).toContain('Unexpected Application Error!');
    expect(alert.textContent).toContain('Cannot read the widget list');
  });

  it("shows 'Component Not Found' when the module exports nothing usable, or nothing resolved", async () => {
    const { unmount } = render(<PageSlot entry={entry({ key: 'pages/NoExport' })} params={{}} />);
    expect((await screen.findByTestId('component-not-found')).textContent).toContain('Comp');
    unmount();
    render(<PageSlot entry={entry({ component: null })} params={{}} />);
    expect((await screen.findByTestId('component-not-found')).textContent).toContain('/r/:id');
  });
});
