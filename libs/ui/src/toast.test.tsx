import { i18n } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD,
  dismissToast,
  resetToasts,
  toast,
  useToasts,
} from './toast-store';
import { Toaster } from './toaster';

function snapshot() {
  let current: ReturnType<typeof useToasts> = [];
  function Probe() {
    current = useToasts();
    return null;
  }
  render(<Probe />);
  return () => current;
}

beforeEach(() => resetToasts());
afterEach(() => {
  act(() => resetToasts());
  vi.useRealTimers();
});

describe('toast store', () => {
  it('has the specified constants', () => {
    expect(TOAST_LIMIT).toBe(5);
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(TOAST_SWIPE_THRESHOLD).toBe(50);
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
    expect(TOAST_HOTKEY).toEqual(['F8']);
  });

  it('adds toasts open, newest first, default variant "default"', () => {
    const toasts = snapshot();
    act(() => {
      toast({ title: 'One' });
      toast({ title: 'Two', variant: 'success' });
    });
    expect(toasts().map((t) => [t.title, t.variant, t.open])).toEqual([
      ['Two', 'success', true],
      ['One', 'default', true],
    ]);
  });

  it('keeps at most five', () => {
    const toasts = snapshot();
    act(() => {
      for (let i = 1; i <= 7; i++) toast({ title: `T${i}` });
    });
    expect(toasts().map((t) => t.title)).toEqual(['T7', 'T6', 'T5', 'T4', 'T3']);
  });

  it('closes on dismissal and removes after 1,000,000 ms', () => {
    vi.useFakeTimers();
    const toasts = snapshot();
    let id = '';
    act(() => {
      id = toast({ title: 'Saved' }).id;
      toast({ title: 'Other' });
    });
    act(() => dismissToast(id));
    expect(toasts().find((t) => t.id === id)?.open).toBe(false);
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1));
    expect(toasts()).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1));
    expect(toasts().map((t) => t.title)).toEqual(['Other']);
  });

  it('dismisses every toast without an id, and updates one', () => {
    const toasts = snapshot();
    act(() => {
      const handle = toast({ title: 'Uploading' });
      toast({ title: 'B' });
      handle.update({ title: 'Uploaded', variant: 'success' });
    });
    expect(toasts()[1]).toMatchObject({ title: 'Uploaded', variant: 'success' });
    act(() => dismissToast());
    expect(toasts().every((t) => !t.open)).toBe(true);
  });
});

describe('Toaster', () => {
  it("announces each toast to screen readers with a word in the reader's language", async () => {
    const messages = { [generateMessageId('Notification')]: 'Benachrichtigung' };
    act(() => i18n.loadAndActivate({ locale: 'de', messages }));
    try {
      render(<Toaster />);
      act(() => void toast({ title: 'Gespeichert' }));
      // Radix reads its provider's label before the toast's text ("Notification" by default), a
      // frame after the toast opens.
      const announced = () =>
        [...document.querySelectorAll('[role="status"]')].map((el) => el.textContent).join(' ');
      await waitFor(() => expect(announced()).toContain('Gespeichert'));
      expect(announced()).toContain('Benachrichtigung');
      expect(announced()).not.toContain('Notification');
    } finally {
      act(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
    }
  });

  it('renders each variant with its title and description', () => {
    render(<Toaster />);
    act(() => {
      for (const variant of ['default', 'destructive', 'success', 'warning', 'info'] as const) {
        toast({ title: `${variant} title`, description: `${variant} text`, variant });
      }
    });
    for (const variant of ['default', 'destructive', 'success', 'warning', 'info']) {
      const title = screen.getByText(`${variant} title`);
      expect(title.closest('[data-slot="toast"]')?.getAttribute('data-variant')).toBe(variant);
      expect(screen.getByText(`${variant} text`)).toBeTruthy();
    }
  });

  it('positions the viewport bottom-centre on phones (clear of the top bar) and bottom-right from sm up', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Hi' }));
    const viewport = document.querySelector('[data-slot="toast-viewport"]');
    const classes = (viewport?.getAttribute('class') ?? '').split(/\s+/);
    // Phones: at the foot of the screen, centred, never at the top (over the top bar and title).
    expect(classes).toEqual(
      expect.arrayContaining(['bottom-0', 'inset-x-0', 'mx-auto', 'max-w-[420px]', 'flex-col']),
    );
    expect(classes.some((c) => /^top-/.test(c))).toBe(false);
    // From sm up: bottom-right, as before.
    expect(classes).toEqual(expect.arrayContaining(['sm:right-0', 'sm:left-auto', 'sm:mx-0']));
  });

  it('closes after the default 5000 ms', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => void toast({ title: 'Timed' }));
    expect(screen.getByText('Timed')).toBeTruthy();
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS + 50));
    expect(screen.queryByText('Timed')).toBeNull();
  });

  it('closes with the close button', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Closable', duration: Infinity }));
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Closable')).toBeNull();
  });

  it('moves focus to the notifications region with F8', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Focus me', duration: Infinity }));
    const region = screen.getByRole('region', { name: /Notifications \(F8\)/ });
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(region.contains(document.activeElement)).toBe(true);
  });
});
