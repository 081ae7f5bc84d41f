import { resetToasts, useToasts } from '@atrium/ui';
import { onlineManager } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OfflineNotice } from './OfflineNotice';

function OpenToasts() {
  const toasts = useToasts().filter((t) => t.open);
  return (
    <ul>
      {toasts.map((t) => (
        <li key={t.id} data-variant={t.variant}>
          {t.title}: {t.description}
        </li>
      ))}
    </ul>
  );
}

describe('OfflineNotice', () => {
  afterEach(() => {
    act(() => onlineManager.setOnline(true));
    resetToasts();
  });

  it('says the browser is offline until the connection is back, then says so once', () => {
    render(
      <>
        <OfflineNotice />
        <OpenToasts />
      </>,
    );
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);

    act(() => onlineManager.setOnline(false));
    const offline = screen.getByRole('listitem');
    expect(offline.textContent).toContain(
      'You are offline: Pages load and changes are saved once the connection is back.',
    );
    expect(offline.getAttribute('data-variant')).toBe('warning');
    // Offline again (a second event) does not stack a second warning
    act(() => onlineManager.setOnline(false));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);

    act(() => onlineManager.setOnline(true));
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0].textContent).toContain('Back online');
    expect(items[0].getAttribute('data-variant')).toBe('success');
  });

  it('warns at once when the app starts offline', () => {
    act(() => onlineManager.setOnline(false));
    render(
      <>
        <OfflineNotice />
        <OpenToasts />
      </>,
    );
    expect(screen.getByRole('listitem').textContent).toContain('You are offline');
  });
});
