import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInRouter, signedInAs } from '@/features/settings/test/render-in-router';
import { jsonResponse } from '@/test/render';
import { ZoneList } from './ZoneList';

const zone = (id: string, name: string, description: string | null, role: string) => ({
  id,
  name,
  icon: 'building',
  description,
  is_active: true,
  created_by: null,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  role,
});

const ZONES = [
  zone('z1', 'Acme Headquarters', 'Company-wide handbook, announcements and numbers.', 'owner'),
  zone('z2', 'Product Team', null, 'viewer'),
];

const hasClass = (element: Element, name: string) => element.classList.contains(name);

describe('ZoneList', () => {
  // jsdom lays nothing out: these check the classes the layout depends on (the dashboard's
  // "Your zones" at 1280 px cut "Acme Headqua…" and its description to two words, beside an
  // empty third column).
  it('lays the zones out in as many columns as fit, none left empty', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(ZONES)),
    );
    renderInRouter(<ZoneList limit={6} />, { auth: signedInAs('user') });
    const list = await screen.findByRole('list', { name: 'Zones' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(list.className).toContain('grid-cols-[repeat(auto-fit,minmax(min(100%,18rem),1fr))]');
    expect(list.className).not.toMatch(/lg:grid-cols-3/);
  });

  it('wraps a name to two lines and gives the description the width beside and under the badges', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(ZONES)),
    );
    renderInRouter(<ZoneList />, { auth: signedInAs('user') });
    const link = await screen.findByRole('link', { name: 'Acme Headquarters' });
    expect(link.getAttribute('href')).toBe('/zones/z1');
    const title = link.closest('[data-slot="card-title"]')!;
    expect(hasClass(title, 'line-clamp-2')).toBe(true);
    expect(hasClass(title, 'truncate')).toBe(false);

    const card = link.closest('[data-slot="card"]')!;
    const description = within(card as HTMLElement).getByText(
      'Company-wide handbook, announcements and numbers.',
    );
    expect(hasClass(description, 'line-clamp-2')).toBe(true);
    // Under the name and the badges alike (columns 2–3 of the card's grid), not squeezed into
    // the name's column between the icon and the badges.
    expect(hasClass(description, 'col-span-2')).toBe(true);
    expect(description.parentElement).toBe(title.parentElement);
    expect(within(card as HTMLElement).getByText('owner').parentElement?.parentElement).toBe(
      title.parentElement,
    );
    expect(screen.getByText('No description')).toBeTruthy();
  });
});
