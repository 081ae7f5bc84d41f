import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInRouter, signedInAs } from '../test/render-in-router';
import { SettingsFrame } from './SettingsFrame';

function renderAt(path: string) {
  return renderInRouter(
    <SettingsFrame title="Section" description="What it is for">
      <p>Body</p>
    </SettingsFrame>,
    { auth: signedInAs('user'), path },
  );
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

  it('on the overview, no section is current and there is no link back', async () => {
    renderAt('/settings');
    const nav = await screen.findByRole('navigation', { name: 'Settings sections' });
    expect(
      within(nav)
        .queryAllByRole('link')
        .some((l) => l.hasAttribute('aria-current')),
    ).toBe(false);
    expect(screen.queryByRole('link', { name: 'Settings' })).toBeNull();
  });
});
