import { describe, expect, it } from 'vitest';
import { ICON_CHOICES } from '@/features/zones/components/ZoneIcon';
import { NAV_ICON_NAMES } from './NavIcon';

import navigation from '../../../../../../seeds/navigation.json';
import demoZones from '../../../../../../seeds/demo/zones.json';

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
