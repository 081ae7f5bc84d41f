import { componentKeyName, FALLBACK_ROUTES } from '@atrium/schema';
import { describe, expect, it } from 'vitest';
import seeds from '../../../../seeds/routes.json';
import demo from '../../../../seeds/demo/routes.json';
import { CATALOGUE_AREAS, folderArea } from '../i18n/catalogue-areas';
import {
  COMPONENT_KEYS,
  componentKeyOf,
  pageCatalogueAreas,
  resolvePageComponent,
} from './component-registry';

const modules = import.meta.glob<Record<string, unknown>>([
  '../pages/**/*.tsx',
  '../features/admin/centers/*.tsx',
  '!../**/*.test.tsx',
]);

describe('component registry', () => {
  it('loads each page with the messages of its folder’s area and every area below it', () => {
    expect(COMPONENT_KEYS.length).toBe(Object.keys(modules).length);
    for (const key of COMPONENT_KEYS) {
      const area = folderArea(`${key}.tsx`);
      expect(pageCatalogueAreas(key), key).toEqual(
        CATALOGUE_AREAS.slice(0, CATALOGUE_AREAS.indexOf(area) + 1),
      );
    }
    expect(pageCatalogueAreas('pages/LoginPage')).toEqual(['core']);
    expect(pageCatalogueAreas('pages/zones/HubViewPage')).toEqual(['core', 'workspace']);
    expect(pageCatalogueAreas('pages/zones/DashboardViewPage')).toEqual(['core', 'workspace', 'dashboards']);
    expect(pageCatalogueAreas('features/admin/centers/SecurityCenter')).toEqual([
      'core',
      'workspace',
      'dashboards',
      'admin',
    ]);
    expect(pageCatalogueAreas('pages/admin/AdminCollectionsPage')).toEqual([
      'core',
      'workspace',
      'dashboards',
      'admin',
      'collections',
    ]);
  });

  it('registers the pages and the admin centers by path', () => {
    expect(COMPONENT_KEYS).toContain('pages/LandingPage');
    expect(COMPONENT_KEYS).toContain('pages/admin/AdminRoutesPage');
    expect(COMPONENT_KEYS).toContain('pages/zones/HubViewPage');
    expect(COMPONENT_KEYS).toContain('features/admin/centers/SecurityCenter');
    expect(componentKeyOf('../pages/admin/AdminUsersPage.tsx')).toBe('pages/admin/AdminUsersPage');
  });

  it.each([...seeds.routes, ...demo.routes, ...FALLBACK_ROUTES].map((r) => [r.name, r.component_name]))(
    'resolves %s → %s to a module exporting it',
    async (_name, componentName) => {
      const resolution = resolvePageComponent(componentName);
      expect(resolution).not.toBeNull();
      const load = modules[`../${resolution!.key}.tsx`];
      const module = await load();
      expect(typeof module[componentKeyName(resolution!.key)]).toBe('function');
    },
  );

  it('exports every registered component under its file name', async () => {
    for (const [file, load] of Object.entries(modules)) {
      const key = componentKeyOf(file);
      expect(typeof (await load())[componentKeyName(key)], file).toBe('function');
    }
  });
});
