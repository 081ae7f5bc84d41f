import { act, render, screen, waitFor } from '@testing-library/react';
import {
  mockAllIsIntersecting,
  resetIntersectionMocking,
  setupIntersectionMocking,
} from 'react-intersection-observer/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHART_DRAW_AHEAD, ChartView } from './ChartView';

// The drawing itself (recharts) is not under test here: what is drawn when is.
vi.mock('./charts/RechartsChart', () => ({ default: () => <svg data-testid="drawing" /> }));

const series = [
  { label: 'Q1', value: 4 },
  { label: 'Q2', value: 7 },
];

describe('ChartView', () => {
  beforeEach(() => setupIntersectionMocking(vi.fn));
  afterEach(() => resetIntersectionMocking());

  it('waits to draw until it comes near the window, named for screen readers all along', () => {
    render(<ChartView kind="bar" series={series} name="Sales" />);
    const chart = screen.getByRole('img', { name: 'Q1: 4, Q2: 7' });
    expect(screen.getByTestId('chart-waiting')).toBeTruthy();
    expect(chart.hasAttribute('data-chart-drawn')).toBe(false);

    act(() => mockAllIsIntersecting(true));
    expect(screen.queryByTestId('chart-waiting')).toBeNull();
    expect(chart.getAttribute('data-chart-drawn')).toBe('true');

    // Once drawn it stays drawn when scrolled away again.
    act(() => mockAllIsIntersecting(false));
    expect(screen.queryByTestId('chart-waiting')).toBeNull();
  });

  it('draws a chart in the window at once, and one only near it once the browser is idle', async () => {
    resetIntersectionMocking();
    // One observer per margin (react-intersection-observer shares them): the window's, and the
    // one 200 px around it.
    const observers: { margin: string; callback: IntersectionObserverCallback; targets: Element[] }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        readonly targets: Element[] = [];
        readonly root = null;
        readonly rootMargin: string;
        readonly thresholds = [0];
        constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
          this.rootMargin = options.rootMargin ?? '';
          observers.push({ margin: this.rootMargin, callback, targets: this.targets });
        }
        observe(target: Element) {
          this.targets.push(target);
        }
        unobserve() {}
        disconnect() {}
        takeRecords() {
          return [];
        }
      },
    );
    const intersect = (near: boolean, inWindow: boolean) =>
      act(() => {
        for (const o of observers) {
          const isIntersecting = o.margin === CHART_DRAW_AHEAD ? near : inWindow;
          o.callback(
            o.targets.map(
              (target) =>
                ({
                  target,
                  isIntersecting,
                  intersectionRatio: isIntersecting ? 1 : 0,
                }) as IntersectionObserverEntry,
            ),
            o as unknown as IntersectionObserver,
          );
        }
      });
    try {
      render(<ChartView kind="bar" series={series} name="Sales" />);
      const chart = screen.getByRole('img', { name: 'Q1: 4, Q2: 7' });
      // Near the window only (below the fold): not in the task that saw it…
      intersect(true, false);
      expect(chart.hasAttribute('data-chart-drawn')).toBe(false);
      // …but once the browser is idle (with the chart code in).
      await waitFor(() => expect(screen.getByTestId('drawing')).toBeTruthy());
      expect(chart.getAttribute('data-chart-drawn')).toBe('true');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('draws a chart in the window in the same render it is seen', async () => {
    render(<ChartView kind="bar" series={series} name="Sales" />);
    await waitFor(() => expect(screen.getByTestId('chart-waiting')).toBeTruthy()); // code in, not seen
    act(() => mockAllIsIntersecting(true));
    expect(screen.getByRole('img').getAttribute('data-chart-drawn')).toBe('true');
    expect(screen.getByTestId('drawing')).toBeTruthy();
  });
});
