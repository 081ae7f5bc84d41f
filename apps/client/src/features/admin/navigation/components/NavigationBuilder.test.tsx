import type { NavigationItem } from '@atrium/schema';
import { resetToasts, Toaster } from '@atrium/ui';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInRouter, signedInAs } from '@/features/settings/test/render-in-router';
import { activateLanguage, loadCatalogueAreas } from '@/i18n/i18n';
import { routeRow } from '@/test/api-stub';
import { jsonResponse } from '@/test/render';
import { NavigationBuilder } from './NavigationBuilder';

function item(id: string, title: string, path: string | null, order_index: number): NavigationItem {
  return {
    id,
    title,
    label: null,
    path,
    href: null,
    icon: null,
    description: null,
    type: path ? 'internal' : 'group',
    parent_id: null,
    order_index,
    is_active: true,
    is_visible: true,
    required_role: null,
    zone_id: null,
    metadata: {},
    updated_at: '2026-11-25T18:00:00.000Z',
  };
}

const ITEMS = [item('n1', 'Dashboard', '/dashboard', 0), item('n2', 'Zones', '/zones', 1)];
const ROUTES = [
  routeRow({ name: 'dashboard', path: '/dashboard', component_name: 'DashboardPage' }),
  routeRow({ name: 'zones', path: '/zones', component_name: 'ZonesPage' }),
  routeRow({
    name: 'admin_users',
    path: '/admin/users',
    component_name: 'AdminUsersPage',
    metadata: { guard_type: 'admin' },
  }),
];

/** The API the builder reads; `save` answers its Save (PUT /navigation/tree). */
function stubApi(save?: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const path = url.pathname.replace(/^\/api/, '');
      if (save && path === '/navigation/tree' && init?.method === 'PUT') return save();
      if (path === '/navigation' || path === '/navigation/preview') return jsonResponse(ITEMS);
      if (path === '/routes') return jsonResponse(ROUTES);
      if (path === '/roles') return jsonResponse([]);
      if (path === '/zones') return jsonResponse([]);
      return jsonResponse({ message: `unexpected ${path}` }, 404);
    }),
  );
}

function renderBuilder(save?: () => Response, path = '/admin/navigation') {
  stubApi(save);
  resetToasts();
  return renderInRouter(
    <>
      <NavigationBuilder icons={['house', 'building']} />
      <Toaster />
    </>,
    { auth: signedInAs('admin'), path },
  );
}

describe('NavigationBuilder', () => {
  beforeEach(() => {
    // jsdom lays nothing out: give the tree's scroll box a size, so the virtualised rows mount.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('draws the menu card around its rows: they are clipped to its rounded corners', async () => {
    renderBuilder();
    const list = await screen.findByRole('list', { name: 'Navigation items' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    // The rows have a background and reach the card's edges: unclipped, the last one painted
    // over the card's rounded bottom corners, so its border seemed to stop short.
    const card = list.closest('[data-slot="card"]')!;
    expect(card.textContent).toContain('Menu');
    expect(card.className).toMatch(/(^| )overflow-hidden( |$)/);
  });

  it('edits an item with the page of the routes table it links to already picked', async () => {
    renderBuilder();
    fireEvent.keyDown(await screen.findByRole('button', { name: 'Actions for Zones' }), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitem', { name: /Edit/ }));
    const dialog = await screen.findByRole('dialog', { name: /Edit menu item/ });
    const page = within(dialog).getByLabelText('Page') as HTMLSelectElement;
    expect(page.selectedOptions[0].textContent).toBe('/zones · zones');

    // A link typed by hand: the picker follows it, and shows none for a path no route has.
    const link = within(dialog).getByLabelText('Link');
    fireEvent.change(link, { target: { value: '/admin/users' } });
    expect(page.selectedOptions[0].textContent).toBe('/admin/users · admin_users');
    fireEvent.change(link, { target: { value: '/somewhere/else' } });
    expect(page.value).toBe('');

    // Picking a page fills in the link.
    fireEvent.change(page, { target: { value: ROUTES[0].id } });
    expect((link as HTMLInputElement).value).toBe('/dashboard');
    expect(page.selectedOptions[0].textContent).toBe('/dashboard · dashboard');
  });

  it("opens the item the route check's Fix link names (?item=), once, and says so when it is gone", async () => {
    // /admin/routes "Check routes" links a navigation item no route serves to ?item=<id>: the page
    // used to open at the top of the menu with nothing to fix in sight.
    const { router } = renderBuilder(undefined, '/admin/navigation?item=n2');
    const dialog = await screen.findByRole('dialog', { name: /Edit menu item/ });
    expect((within(dialog).getByLabelText('Title') as HTMLInputElement).value).toBe('Zones');
    expect((within(dialog).getByLabelText('Link') as HTMLInputElement).value).toBe('/zones');
    // Dropped from the address: closing the editor (or a reload) does not open it again.
    await vi.waitFor(() => expect(router.state.location.search).toEqual({}));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    cleanup();
    renderBuilder(undefined, '/admin/navigation?item=gone');
    expect(await screen.findByText('That menu item no longer exists')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('warns in the editor when the link is a page only admins may open but everyone sees the item', async () => {
    renderBuilder();
    fireEvent.keyDown(await screen.findByRole('button', { name: 'Actions for Zones' }), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitem', { name: /Edit/ }));
    const dialog = await screen.findByRole('dialog', { name: /Edit menu item/ });
    expect(within(dialog).queryByRole('alert')).toBeNull();

    fireEvent.change(within(dialog).getByLabelText('Link'), { target: { value: '/admin/users' } });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Only admins may open the page “admin_users” this item links to, but everyone signed in sees the item: all but admins would be refused. Choose an admin role under “Shown to”.',
    );

    fireEvent.change(within(dialog).getByLabelText('Link'), { target: { value: '/dashboard' } });
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('says where a menu move put a row, and what Undo took back, never leaving the move in the page', async () => {
    renderBuilder();
    const region = () => document.getElementById('navigation-announcement')!;
    fireEvent.keyDown(await screen.findByRole('button', { name: 'Actions for Dashboard' }), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Move down' }));
    await screen.findByRole('listitem', { name: 'Dashboard, level 1, 2 of 2' });
    expect(region().getAttribute('aria-live')).toBe('assertive');
    expect(region().textContent).toBe('Dashboard is now at the top level, position 2 of 2.');

    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await screen.findByRole('listitem', { name: 'Dashboard, level 1, 1 of 2' });
    expect(region().textContent).toBe('Undid: Move “Dashboard” down. Nothing left to undo.');
    // The move's words are gone from the page: no screen reader can come across them now.
    expect(document.body.textContent).not.toContain('is now at the top level');
  });

  it("shows the server's refusal of a Save in the reader's language, the item's name too", async () => {
    await activateLanguage('de-DE');
    await loadCatalogueAreas(['admin']);
    try {
      const refusal = 'Navigation item "Dashboard" (n1) cannot be its own parent';
      renderBuilder(() =>
        jsonResponse(
          {
            error: 'Bad Request',
            code: 'VALIDATION_FAILED',
            message: refusal,
            details: [{ path: 'update.0.parent_id', message: refusal }],
          },
          400,
        ),
      );
      fireEvent.keyDown(await screen.findByRole('button', { name: 'Aktionen für Dashboard' }), {
        key: 'Enter',
      });
      fireEvent.click(await screen.findByRole('menuitem', { name: 'Nach unten' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Speichern' }));
      expect(await screen.findByText('Navigation konnte nicht gespeichert werden')).toBeTruthy();
      expect(
        screen.getByText(
          'Navigationseintrag „Dashboard“ (n1) kann nicht sein eigenes übergeordnetes Element sein',
        ),
      ).toBeTruthy();
    } finally {
      await activateLanguage('en-US');
    }
  });
});
