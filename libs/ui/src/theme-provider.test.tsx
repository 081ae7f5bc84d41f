import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { stubMatchMedia } from '../test/match-media';
import { THEME_STORAGE_KEY, ThemeProvider, useTheme } from './theme-provider';
import { ThemeToggle } from './theme-toggle';

const wrapper = ({ children }: { children: ReactNode }) => <ThemeProvider>{children}</ThemeProvider>;
const html = () => document.documentElement;

describe('ThemeProvider', () => {
  it('defaults to system and follows a light preference', () => {
    stubMatchMedia(false);
    const { result } = renderHook(() => useTheme(), { wrapper });
    expect(result.current.theme).toBe('system');
    expect(result.current.resolvedTheme).toBe('light');
    expect(html().classList.contains('dark')).toBe(false);
  });

  it('defaults to system and follows a dark preference', () => {
    stubMatchMedia(true);
    const { result } = renderHook(() => useTheme(), { wrapper });
    expect(result.current.resolvedTheme).toBe('dark');
    expect(html().classList.contains('dark')).toBe(true);
    expect(html().style.colorScheme).toBe('dark');
  });

  it('follows the operating system live while on system', () => {
    const media = stubMatchMedia(false);
    renderHook(() => useTheme(), { wrapper });
    expect(html().classList.contains('dark')).toBe(false);
    act(() => media.setMatches(true));
    expect(html().classList.contains('dark')).toBe(true);
    act(() => media.setMatches(false));
    expect(html().classList.contains('dark')).toBe(false);
  });

  it('toggles the dark class on <html> and persists the choice', () => {
    stubMatchMedia(false);
    const { result } = renderHook(() => useTheme(), { wrapper });

    act(() => result.current.setTheme('dark'));
    expect(html().classList.contains('dark')).toBe(true);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(THEME_STORAGE_KEY).toBe('atrium-theme');

    act(() => result.current.setTheme('light'));
    expect(html().classList.contains('dark')).toBe(false);
    expect(localStorage.getItem('atrium-theme')).toBe('light');
  });

  it('ignores the operating system once light or dark is chosen', () => {
    const media = stubMatchMedia(true);
    const { result } = renderHook(() => useTheme(), { wrapper });
    act(() => result.current.setTheme('light'));
    act(() => media.setMatches(true));
    expect(html().classList.contains('dark')).toBe(false);
  });

  it('restores a stored choice on mount', () => {
    stubMatchMedia(false);
    localStorage.setItem('atrium-theme', 'dark');
    const { result } = renderHook(() => useTheme(), { wrapper });
    expect(result.current.theme).toBe('dark');
    expect(html().classList.contains('dark')).toBe(true);
  });

  it('falls back to system when the stored value is not a theme', () => {
    stubMatchMedia(false);
    localStorage.setItem('atrium-theme', 'purple');
    const { result } = renderHook(() => useTheme(), { wrapper });
    expect(result.current.theme).toBe('system');
  });

  it('works without matchMedia (treated as light)', () => {
    const { result } = renderHook(() => useTheme(), { wrapper });
    expect(result.current.resolvedTheme).toBe('light');
  });

  it('picks up a choice made in another tab', () => {
    stubMatchMedia(false);
    const { result } = renderHook(() => useTheme(), { wrapper });
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'atrium-theme', newValue: 'dark' }));
    });
    expect(result.current.theme).toBe('dark');
    expect(html().classList.contains('dark')).toBe(true);
  });

  it('throws a clear error outside a provider', () => {
    expect(() => renderHook(() => useTheme())).toThrow('useTheme must be used within a ThemeProvider');
  });
});

describe('ThemeToggle', () => {
  it('marks the current choice pressed and switches theme on click', () => {
    stubMatchMedia(false);
    render(
      <ThemeProvider>
        <ThemeToggle />
      </ThemeProvider>,
    );
    expect(screen.getByRole('group', { name: 'Theme' })).toBeTruthy();
    const system = screen.getByRole('button', { name: 'System theme' });
    const dark = screen.getByRole('button', { name: 'Dark theme' });
    expect(system.getAttribute('aria-pressed')).toBe('true');
    expect(dark.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(dark);
    expect(dark.getAttribute('aria-pressed')).toBe('true');
    expect(system.getAttribute('aria-pressed')).toBe('false');
    expect(html().classList.contains('dark')).toBe(true);
    expect(localStorage.getItem('atrium-theme')).toBe('dark');

    fireEvent.click(screen.getByRole('button', { name: 'Light theme' }));
    expect(html().classList.contains('dark')).toBe(false);
  });
});
