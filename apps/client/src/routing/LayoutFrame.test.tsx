import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

vi.mock('./layout-registry', () => ({
  readLayout: (name: string) => {
    if (name === 'Admin') throw new Error('chunk failed to load');
    if (name === 'Zone') {
      return function BrokenZone(): never {
        throw new Error('layout render failed');
      };
    }
    return function Working({ children }: { children: React.ReactNode }) {
      return <div data-layout={name}>{children}</div>;
    };
  },
}));

const { LayoutFrame } = await import('./LayoutFrame');

describe('LayoutFrame', () => {
  it('renders the content in its layout', () => {
    render(<LayoutFrame layout="Public">content</LayoutFrame>);
    expect(document.querySelector('[data-layout="Public"]')?.textContent).toBe('content');
  });

  it.each([
    ['no layout', null],
    ['a layout that fails to load', 'Admin'],
    ['a layout that fails to render', 'Zone'],
  ] as const)('renders the content without a layout for %s', (_label, layout) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<LayoutFrame layout={layout}>content</LayoutFrame>);
    expect(screen.getByRole('main').textContent).toBe('content');
    expect(document.querySelector('[data-layout]')).toBeNull();
  });
});
