import { describe, expect, it } from 'vitest';
import {
  COMPONENT_NOT_FOUND_NOTE,
  COMPONENT_RESOLUTION_STEPS,
  componentKeyName,
  componentNotFoundMessage,
  resolveComponent,
} from './component-resolution.js';

const keys = [
  'pages/LandingPage',
  'pages/landingpage', // a second file differing only in case: exact still wins
  'pages/HealthPage',
  'pages/admin/AdminUsersPage',
  'pages/zones/ZoneDashboardPage',
  'pages/legacy/zones/ZoneDashboardPage',
  'pages/reports/summary',
  'pages/reports/Summary',
  'features/admin/centers/SecurityCenter',
  'features/admin/centers/HealthPage', // shadowed by pages/HealthPage
];

describe('resolveComponent', () => {
  it('lists the steps in the specified order', () => {
    expect(COMPONENT_RESOLUTION_STEPS).toEqual(['exact', 'case-insensitive', 'path-suffix', 'admin-centers']);
  });

  it.each([
    ['LandingPage', 'pages/LandingPage', 'exact'],
    ['landingpage', 'pages/landingpage', 'exact'],
    ['HEALTHPAGE', 'pages/HealthPage', 'case-insensitive'],
    ['healthPage', 'pages/HealthPage', 'case-insensitive'],
    ['AdminUsersPage', 'pages/admin/AdminUsersPage', 'path-suffix'],
    ['adminuserspage', 'pages/admin/AdminUsersPage', 'path-suffix'],
    ['admin/AdminUsersPage', 'pages/admin/AdminUsersPage', 'exact'],
    ['zones/ZoneDashboardPage', 'pages/zones/ZoneDashboardPage', 'exact'],
    // several pages end in the name: the shortest path wins
    ['ZoneDashboardPage', 'pages/zones/ZoneDashboardPage', 'path-suffix'],
    // exact case beats a shorter or earlier case-insensitive match
    ['Summary', 'pages/reports/Summary', 'path-suffix'],
    ['summary', 'pages/reports/summary', 'path-suffix'],
    ['SecurityCenter', 'features/admin/centers/SecurityCenter', 'admin-centers'],
    ['securitycenter', 'features/admin/centers/SecurityCenter', 'admin-centers'],
    ['HealthPage', 'pages/HealthPage', 'exact'],
    ['/LandingPage.tsx', 'pages/LandingPage', 'exact'],
    [' LandingPage ', 'pages/LandingPage', 'exact'],
  ])('%j → %s (%s)', (name, key, step) => {
    expect(resolveComponent(name, keys)).toEqual({ key, step });
  });

  it.each(['NoSuchPage', 'Landing', 'Page', '', '   ', 'centers/SecurityCenter', null, 42])(
    'finds nothing for %j',
    (name) => {
      expect(resolveComponent(name, keys)).toBeNull();
    },
  );

  it('uses the given folders', () => {
    const custom = ['views/Home', 'admin-centers/Ops'];
    expect(resolveComponent('Home', custom, { pagesDir: 'views' })).toEqual({
      key: 'views/Home',
      step: 'exact',
    });
    expect(
      resolveComponent('Ops', custom, { pagesDir: 'views', adminCentersDir: '/admin-centers/' }),
    ).toEqual({
      key: 'admin-centers/Ops',
      step: 'admin-centers',
    });
    expect(resolveComponent('Home', custom)).toBeNull();
  });

  it('accepts any iterable of keys', () => {
    expect(resolveComponent('HealthPage', new Set(keys))?.key).toBe('pages/HealthPage');
  });
});

describe('messages', () => {
  it('are the specified ones', () => {
    expect(COMPONENT_NOT_FOUND_NOTE).toBe('Please ensure the component exists and is properly exported.');
    expect(componentNotFoundMessage('Nope')).toBe('Component Nope not found');
    expect(componentKeyName('pages/admin/AdminUsersPage')).toBe('AdminUsersPage');
    expect(componentKeyName('Solo')).toBe('Solo');
  });
});
