import type { NavigationItem } from '@atrium/schema';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { jsonResponse, renderApp } from '@/test/render';
import { navigationItem } from '@/test/navigation-item';
import { invalidateNavigation, NAVIGATION_CACHE_MS, navigationQueryKey } from '../navigation-query';

const member = { status: 'ready' as const, user: { id: 'u1', email: 'max@example.com', role: 'user' } };

function row(id: string, title: string, patch: Partial<NavigationItem> = {}) {
  return navigationItem({ id, title, ...patch });
}

const ITEMS = [
  row('dash', 'Dashboard', { path: '/dashboard', icon: 'dashboard', order_index: 0 }),
  row('account', 'Account', { order_index: 1 }),
  row('settings', 'Settings', { path: '/settings', parent_id: 'account', order_index: 0 }),
  row('profile', 'Profile', { path: '/profile', parent_id: 'account', order_index: 1 }),
];

// The first render loads the layout and page chunks (and the palette its own): allow more than
// findBy's default. Vitest transforms a chunk when it is first imported, which can take
// seconds on two loaded cores; the bound only ends a test that would otherwise hang.
const CHUNK_LOAD_MS = 15_000;
const mainMenu = () => screen.findByRole('navigation', { name: 'Main menu' }, { timeout: CHUNK_LOAD_MS });

describe('WorkspaceShell', () => {
  it('keeps the keys typed in the same instant as Ctrl+K, before the shell has rendered again, as the palette’s search', async () => {
    // jsdom has no scrollIntoView; the palette's list (cmdk) scrolls its selected option with it.
    const jsdomHasNone = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = vi.fn();
    onTestFinished(() => {
      Element.prototype.scrollIntoView = jsdomHasNone;
    });
    stubApi({ navigation: ITEMS });
    renderApp('/dashboard', { auth: member });
    await mainMenu();
    const key = (init: KeyboardEventInit) =>
      window.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }));
    // One act: React renders only after all of them, so no effect of the open palette has run.
    act(() => {
      key({ key: 'k', ctrlKey: true });
      for (const k of ['D', 'a', 's', 'x', 'Backspace', 'h']) key({ key: k });
    });
    const palette = await screen.findByRole('dialog', { name: 'Jump to' }, { timeout: CHUNK_LOAD_MS });
    await waitFor(() =>
      expect((within(palette).getByRole('combobox') as HTMLInputElement).value).toBe('Dash'),
    );
  });

  it('draws the main menu from GET /api/navigation: the current entry marked, groups closed until opened', async () => {
    stubApi({ navigation: ITEMS });
    renderApp('/dashboard', { auth: member });
    const menu = await mainMenu();
    const dashboard = await within(menu).findByRole('link', { name: 'Dashboard' });
    expect(dashboard.getAttribute('aria-current')).toBe('page');
    const group = within(menu).getByRole('button', { name: 'Account' });
    expect(group.getAttribute('aria-expanded')).toBe('false');
    expect(within(menu).queryByRole('link', { name: 'Settings' })).toBeNull();
    fireEvent.click(group);
    expect(group.getAttribute('aria-expanded')).toBe('true');
    expect(within(menu).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
  });

  it('moves with the arrow keys: down and up, right opens a group and enters it, left goes back up', async () => {
    stubApi({ navigation: ITEMS });
    renderApp('/dashboard', { auth: member });
    const menu = await mainMenu();
    const dashboard = await within(menu).findByRole('link', { name: 'Dashboard' });
    dashboard.focus();
    fireEvent.keyDown(dashboard, { key: 'ArrowDown' });
    const group = within(menu).getByRole('button', { name: 'Account' });
    expect(document.activeElement).toBe(group);
    fireEvent.keyDown(group, { key: 'ArrowRight' });
    expect(group.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(group, { key: 'ArrowRight' });
    const settings = within(menu).getByRole('link', { name: 'Settings' });
    expect(document.activeElement).toBe(settings);
    fireEvent.keyDown(settings, { key: 'End' });
    expect(document.activeElement?.textContent).toContain('Profile');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(group);
    fireEvent.keyDown(group, { key: 'ArrowLeft' });
    expect(group.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(group, { key: 'Home' });
    expect(document.activeElement).toBe(dashboard);
  });

  it('shows an empty menu for no items', async () => {
    stubApi({ navigation: [] });
    renderApp('/dashboard', { auth: member });
    const menu = await mainMenu();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your dashboard' })).toBeTruthy();
    expect(within(menu).queryAllByRole('link')).toHaveLength(0);
  });

  it("logs 'Navigation API failed: {status}' and shows an empty menu when the load fails", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({ navigation: () => jsonResponse({ error: 'x', code: 'X', message: 'down' }, 500) });
    renderApp('/dashboard', { auth: member });
    const menu = await mainMenu();
    await waitFor(() => expect(error).toHaveBeenCalledWith('Navigation API failed: 500'));
    expect(within(menu).queryAllByRole('link')).toHaveLength(0);
  });

  it('keeps the menu for five minutes and refetches at once when invalidated after an admin change', async () => {
    const { stub, calls } = stubApi({ navigation: ITEMS.slice(0, 1) });
    const { queryClient } = renderApp('/dashboard', { auth: member });
    const menu = await mainMenu();
    await within(menu).findByRole('link', { name: 'Dashboard' });
    const query = queryClient.getQueryCache().findAll({ queryKey: navigationQueryKey })[0];
    expect(query.options).toMatchObject({ staleTime: NAVIGATION_CACHE_MS, gcTime: NAVIGATION_CACHE_MS });
    expect(NAVIGATION_CACHE_MS).toBe(300_000);
    const before = calls('/api/navigation');
    stub.navigation = [...ITEMS.slice(0, 1), row('new', 'Reports', { path: '/reports', order_index: 5 })];
    await invalidateNavigation(queryClient);
    expect(await within(menu).findByRole('link', { name: 'Reports' })).toBeTruthy();
    expect(calls('/api/navigation')).toBe(before + 1);
  });
});
