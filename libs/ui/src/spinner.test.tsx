import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a status announced as "Loading"', () => {
    render(<Spinner />);
    const spinner = screen.getByRole('status', { name: 'Loading' });
    expect(spinner.getAttribute('aria-label')).toBe('Loading');
  });

  it('defaults to the md size', () => {
    render(<Spinner />);
    const spinner = screen.getByRole('status');
    expect(spinner.dataset.size).toBe('md');
    expect(spinner.querySelector('svg')?.getAttribute('class')).toContain('size-6');
  });

  it.each([
    ['sm', 'size-4'],
    ['md', 'size-6'],
    ['lg', 'size-10'],
  ] as const)('renders the %s size with %s', (size, sizeClass) => {
    render(<Spinner size={size} />);
    const spinner = screen.getByRole('status');
    expect(spinner.dataset.size).toBe(size);
    const svg = spinner.querySelector('svg');
    expect(svg?.getAttribute('class')).toContain(sizeClass);
    expect(svg?.getAttribute('class')).toContain('animate-spin');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
  });

  it('accepts another accessible name and extra classes', () => {
    render(<Spinner label="Saving" className="text-primary" />);
    const spinner = screen.getByRole('status', { name: 'Saving' });
    expect(spinner.className).toContain('text-primary');
  });
});
