import type { NavigationItem } from '@atrium/schema';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { navigationMenuKey } from '@/features/shell/navigation-query';
import { createTestQueryClient } from '@/test/render';
import { navigationItem } from '@/test/navigation-item';
import { renderInRouter, signedInAs } from '../test/render-in-router';
import { SettingsFrame } from './SettingsFrame';

function renderAt(path: string, menu: NavigationItem[] = []) {
  const queryClient = createTestQueryClient();
  // The sidebar's menu outside zones, as GET /api/navigation gave it (signedInAs's user is u-1).
  queryClient.setQueryData(navigationMenuKey('u-1', null), menu);
  return renderInRouter(
    <SettingsFrame title="Section" description="What it is for">
      <p>Body</p>
    </SettingsFrame>,
    { auth: signedInAs('user'), path, queryClient },
  );
}

let nextId = 0;
const menuItem = (path: string, parent_id: string | null = null): NavigationItem =>
  navigationItem({
    id: `00000000-0000-4000-8000-${String(++nextId).padStart(12, '0')}`,
    title: path,
    path,
    parent_id,
    order_index: nextId,
  });

/** The seeded menu's Settings group: the group's page and its four sections under it. */
function seededSettingsMenu(
  sections = ['/settings/profile', '/settings/preferences', '/settings/security', '/settings/members'],
) {
  const group = menuItem('/settings');
  return [group, ...sections.map((path) => menuItem(path, group.id))];
}

describe('SettingsFrame', () => {
  it('lists the sections as links by route name, in order', async () => {
    renderAt('/settings/preferences');
    const nav = await screen.findByRole('navigation', { name: 'Settings sections' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Profile', '/settings/profile'],
      ['Preferences', '/settings/preferences'],
      ['Security', '/settings/security'],
      ['Members', '/settings/members'],
    ]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Section');
    expect(screen.getByText('Body')).toBeTruthy();
  });

  it('marks the current section with aria-current="page", and only that one', async () => {
    renderAt('/settings/security');
    const nav = await screen.findByRole('navigation', { name: 'Settings sections' });
    const current = within(nav)
      .getAllByRole('link')
      .filter((l) => l.getAttribute('aria-current') === 'page');
    expect(current.map((l) => l.textContent)).toEqual(['Security']);
  });

  it('treats /profile as the Profile section and links back to the overview', async () => {
    renderAt('/profile');
    const nav = await screen.findByRole('navigation', { name: 'Settings sections' });
    expect(within(nav).getByRole('link', { name: 'Profile' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
  });

  it('on the overview there is no section list (its cards are the sections) and no link back', async () => {
    renderAt('/settings');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Section');
    expect(screen.queryByRole('navigation', { name: 'Settings sections' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Settings' })).toBeNull();
  });

  it('beside a sidebar whose menu links every section, the list is for narrow screens only', async () => {
    renderAt('/settings/security', seededSettingsMenu());
    const nav = await screen.findByRole('navigation', { name: 'Settings sections' });
    // md:hidden from the sidebar's breakpoint up; below it the sidebar is a drawer and the tabs stay.
    expect(nav.hasAttribute('data-in-sidebar')).toBe(true);
    expect(nav.className).toContain('data-[in-sidebar]:md:hidden');
  });

  it('keeps the list on every width when the menu lacks a section (an admin took it out)', async () => {
    renderAt(
      '/settings/security',
      seededSettingsMenu(['/settings/profile', '/settings/preferences', '/settings/security']),
    );
    const nav = await screen.findByRole('navigation', { name: 'Settings sections' });
    expect(nav.hasAttribute('data-in-sidebar')).toBe(false);
    expect(within(nav).getAllByRole('link')).toHaveLength(4);
  });
});
