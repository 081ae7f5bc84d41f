import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MODULE_ICON } from '../hooks/useZoneMenu';
import type { MenuNode } from '../utils/menu-tree';
import { ZoneMenuIcon } from './ZoneMenuIcon';

const node = (icon: string): MenuNode =>
  ({ id: 'x', label: 'x', href: '/x', external: false, icon, children: [] }) as MenuNode;
const drawn = (icon: string) =>
  render(<ZoneMenuIcon node={node(icon)} />).container.querySelector('svg')!.classList;

describe('ZoneMenuIcon', () => {
  it("draws a module by its type, as its hub's list does", () => {
    expect(drawn(`${MODULE_ICON}:collection`).contains('lucide-table')).toBe(true);
    expect(drawn(`${MODULE_ICON}:markdown`).contains('lucide-file-text')).toBe(true);
    expect(drawn(`${MODULE_ICON}:link`).contains('lucide-link')).toBe(true);
    // A module whose type the list did not carry keeps the generic icon.
    expect(drawn(MODULE_ICON).contains('lucide-boxes')).toBe(true);
  });
});
