import { describe, expect, it } from 'vitest';
import { LAYOUT_NAMES, normalizeLayoutName } from './layout-name.js';

describe('normalizeLayoutName', () => {
  it('lists the seven layouts', () => {
    expect(LAYOUT_NAMES).toEqual(['Admin', 'Authenticated', 'Dynamic', 'Public', 'Root', 'Zone', 'Main']);
  });

  it.each([
    ['Admin', 'Admin'],
    ['AdminLayout', 'Admin'],
    ['admin', 'Admin'],
    ['adminlayout', 'Admin'],
    ['ADMINLAYOUT', 'Admin'],
    ['authenticatedLayout', 'Authenticated'],
    ['DynamicLayout', 'Dynamic'],
    ['public', 'Public'],
    ['RootLayout', 'Root'],
    [' Zone ', 'Zone'],
    ['MainLayout', 'Main'],
  ])('%j → %s', (input, expected) => {
    expect(normalizeLayoutName(input)).toBe(expected);
  });

  it.each([
    '',
    'Layout',
    'layout',
    'Sidebar',
    'AdminLayoutLayout',
    'Admin Layout',
    'LayoutAdmin',
    null,
    undefined,
    3,
  ])('rejects %j', (input) => {
    expect(normalizeLayoutName(input)).toBeNull();
  });
});
