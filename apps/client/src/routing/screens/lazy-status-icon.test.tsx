import { render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

describe('StatusIcon', () => {
  it('holds the place with an empty svg, then draws the icon once its chunk arrives', async () => {
    vi.resetModules();
    const { StatusIcon } = await import('./lazy-status-icon');
    const { container } = render(<StatusIcon name="WifiOff" className="size-6" />);
    expect(container.querySelector('svg')).not.toBeNull();
    expect(container.querySelector('svg.lucide')).toBeNull();
    await waitFor(() => expect(container.querySelector('svg.lucide-wifi-off')).not.toBeNull());
    expect(container.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true');
  });

  it('leaves the placeholder, and throws nothing, when the chunk cannot be fetched', async () => {
    vi.resetModules();
    vi.doMock('./status-icons', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { StatusIcon, statusIcons } = await import('./lazy-status-icon');
    const { container } = render(
      <p>
        Offline <StatusIcon name="WifiOff" />
      </p>,
    );
    expect(await statusIcons.preload()).toBeNull();
    expect(container.textContent).toBe('Offline ');
    expect(container.querySelectorAll('svg')).toHaveLength(1);
    expect(container.querySelector('svg.lucide')).toBeNull();
    vi.doUnmock('./status-icons');
  });
});
