import { describe, expect, it } from 'vitest';
import { capitalizeRouteName, publicNavigation } from './public-navigation.js';

const row = (name: string, path: string, is_public = true, is_active = true) => ({
  name,
  path,
  is_public,
  is_active,
});

describe('publicNavigation', () => {
  it('keeps the five public names that are public and active, by path, labelled', () => {
    expect(
      publicNavigation([
        row('pricing', '/pricing'),
        row('landing', '/'),
        row('contact', '/contact'),
        row('about', '/about', false),
        row('features', '/features', true, false),
        row('home', '/'),
        row('dashboard', '/dashboard'),
        row('pricing', '/pricing-old'),
      ]),
    ).toEqual([
      { name: 'home', path: '/', label: 'Home' },
      { name: 'contact', path: '/contact', label: 'Contact' },
      { name: 'pricing', path: '/pricing', label: 'Pricing' },
    ]);
  });

  it('orders by path, not by name', () => {
    expect(publicNavigation([row('about', '/z'), row('contact', '/a')]).map((i) => i.name)).toEqual([
      'contact',
      'about',
    ]);
  });

  it('is empty without matching rows', () => {
    expect(publicNavigation([])).toEqual([]);
    expect(publicNavigation([row('Home', '/')])).toEqual([]);
  });
});

describe('capitalizeRouteName', () => {
  it.each([
    ['home', 'Home'],
    ['about', 'About'],
    ['', ''],
    ['x', 'X'],
  ])('%j → %j', (name, label) => {
    expect(capitalizeRouteName(name)).toBe(label);
  });
});
