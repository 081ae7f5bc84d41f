import { act, render, screen } from '@testing-library/react';
import {
  mockAllIsIntersecting,
  resetIntersectionMocking,
  setupIntersectionMocking,
} from 'react-intersection-observer/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChartView } from './ChartView';

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
});
