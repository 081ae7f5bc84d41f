import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInRouter, signedInAs } from '@/features/settings/test/render-in-router';
import { jsonResponse } from '@/test/render';
import CommandPalette from './CommandPalette';

const ZONE = {
  id: 'z1',
  name: 'Product Team with a rather long name',
  icon: 'rocket',
  description: null,
  is_active: true,
  created_by: null,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  role: 'owner',
};
const HUB = { id: 'h1', zone_id: 'z1', name: 'Roadmap', icon: 'map', description: null, order_index: 0 };
const MODULE = { id: 'm1', hub_id: 'h1', name: 'Roadmap board', type: 'markdown', order_index: 0 };

afterEach(() => vi.unstubAllGlobals());

function stubWorkspace() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/api/, '');
      if (path === '/zones') return jsonResponse([ZONE]);
      if (path === '/zones/z1/hubs') return jsonResponse([HUB]);
      if (path === '/zones/z1/hubs/h1/modules') return jsonResponse([MODULE]);
      if (path === '/zones/z1/hubs/h1/dashboards') return jsonResponse([]);
      return jsonResponse({ message: `unexpected ${path}` }, 404);
    }),
  );
}

describe('CommandPalette', () => {
  // jsdom lays nothing out, so this checks the classes the browser needs (e2e/app-shell.spec.ts
  // measures the result at 375 px): without them a long "where it is" pushed the results past
  // the dialog's right edge on a phone, cut mid-word with no ellipsis.
  it('keeps every result inside the dialog: the list may shrink, the label truncates, the place wraps on a phone and truncates from sm up', async () => {
    stubWorkspace();
    renderInRouter(<CommandPalette open onOpenChange={() => {}} menu={[]} zoneId="z1" />, {
      auth: signedInAs('user'),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Jump to' });
    fireEvent.change(within(dialog).getByRole('combobox'), { target: { value: 'road' } });
    const option = await within(dialog).findByRole('option', { name: /^Roadmap board/ });

    // The dialog is a grid: its one column grows to its content unless the content may shrink.
    const root = dialog.querySelector('[cmdk-root]')!;
    expect(root.parentElement).toBe(dialog);
    expect(root.className).toContain('min-w-0');

    expect(option.className).toContain('min-w-0');
    const [icon, text] = Array.from(option.children);
    expect(icon.className).toContain('shrink-0');
    expect(text.className).toMatch(/(^| )min-w-0( |$)/);
    const [label, place] = Array.from(text.children);
    expect(label.textContent).toBe('Roadmap board');
    expect(label.className).toMatch(/(^| )min-w-0( |$)/);
    expect(label.className).toMatch(/(^| )truncate( |$)/);
    expect(place.textContent).toBe('Module in Product Team with a rather long name › Roadmap');
    expect(place.className).toMatch(/(^| )min-w-0( |$)/);
    // Whole on a phone (the zone and hub tell items apart; no hover there), one line from sm up.
    expect(place.className).not.toMatch(/(^| )truncate( |$)/);
    expect(place.className).toMatch(/(^| )sm:truncate( |$)/);
    expect(place.getAttribute('title')).toBe(place.textContent);
  });

  it('says it is still loading under what it lists, and never "Nothing matches." before all is in', async () => {
    let releaseModules: (value: Response) => void = () => {};
    let releaseZones: (value: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/api/, '');
        if (path === '/zones') return new Promise<Response>((resolve) => (releaseZones = resolve));
        if (path === '/zones/z1/hubs') return jsonResponse([HUB]);
        if (path === '/zones/z1/hubs/h1/modules')
          return new Promise<Response>((resolve) => (releaseModules = resolve));
        if (path === '/zones/z1/hubs/h1/dashboards') return jsonResponse([]);
        return jsonResponse({ message: `unexpected ${path}` }, 404);
      }),
    );
    renderInRouter(<CommandPalette open onOpenChange={() => {}} menu={[]} zoneId="z1" />, {
      auth: signedInAs('user'),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Jump to' });
    // Nothing listed yet: "Loading…" alone.
    expect(await within(dialog).findByText('Loading…')).toBeTruthy();
    expect(within(dialog).queryByText('Nothing matches.')).toBeNull();

    releaseZones(jsonResponse([ZONE]));
    // The zone and its hub are listed; the hub's modules are still on their way.
    expect(await within(dialog).findByRole('option', { name: /^Roadmap/ })).toBeTruthy();
    expect(within(dialog).getByText('Still loading hubs, modules and dashboards…')).toBeTruthy();
    expect(within(dialog).queryByText('Loading…')).toBeNull();
    fireEvent.change(within(dialog).getByRole('combobox'), { target: { value: 'board' } });
    expect(within(dialog).queryByText('Nothing matches.')).toBeNull();

    releaseModules(jsonResponse([MODULE]));
    expect(await within(dialog).findByRole('option', { name: /^Roadmap board/ })).toBeTruthy();
    expect(within(dialog).queryByText('Still loading hubs, modules and dashboards…')).toBeNull();
  });
});
