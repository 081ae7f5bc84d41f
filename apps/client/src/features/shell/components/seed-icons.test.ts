import { builtinCollections } from '@atrium/schema';
import { describe, expect, it } from 'vitest';
import { ICON_CHOICES } from '@/features/zones/components/ZoneIcon';
import { ICON_NAMES, NAV_ICON_NAMES } from './NavIcon';

import navigation from '../../../../../../seeds/navigation.json';
import demoZones from '../../../../../../seeds/demo/zones.json';
import projects from '../../../../../../schemas/projects.json';

const SEEDS: Record<string, unknown> = { 'navigation.json': navigation, 'demo/zones.json': demoZones };
const seed = (path: string): unknown => SEEDS[path];

/** Every `icon` value anywhere in a JSON document. */
function iconsIn(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) iconsIn(v, out);
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === 'icon' && typeof v === 'string') out.add(v);
      else iconsIn(v, out);
    }
  }
  return out;
}

describe('the icons the seeds name are drawn, not the neutral fallback', () => {
  it('navigation items (seeds/navigation.json)', () => {
    const missing = [...iconsIn(seed('navigation.json'))].filter((name) => !NAV_ICON_NAMES.includes(name));
    expect(missing).toEqual([]);
  });

  it('demo zones and hubs (seeds/demo/zones.json)', () => {
    const { zones } = seed('demo/zones.json') as {
      zones: Array<{ icon?: string; hubs?: { icon?: string }[] }>;
    };
    const named = zones.flatMap((z) => [z.icon, ...(z.hubs ?? []).map((h) => h.icon)]).filter(Boolean);
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((name) => !ICON_CHOICES.includes(name!))).toEqual([]);
  });
});

describe('collection icons are drawn and offered by the icon picker (ICON_NAMES)', () => {
  it('the built-in collections and the integrator example (schemas/projects.json)', () => {
    const named = [...builtinCollections().map((c) => c.icon), projects.icon];
    expect(named.filter((name) => !name || !ICON_NAMES.includes(name))).toEqual([]);
  });

  it('offers each icon once, by its lucide name', () => {
    expect(new Set(ICON_NAMES).size).toBe(ICON_NAMES.length);
    expect(ICON_NAMES.every((name) => /^[a-z]+(-[a-z]+)*$/.test(name))).toBe(true);
    expect(ICON_NAMES).not.toContain('admin_users');
    expect(ICON_NAMES).not.toContain('home');
  });
});
