import { setupI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { roleDescription, roleLabel } from './role-text';

function german() {
  const i18n = setupI18n();
  i18n.load('de', {
    [msg`Platform owner`.id!]: 'Plattform-Eigentümer',
    [msg`Guest`.id!]: 'Gast',
    [msg`An account without a profile: no more than a signed-in visitor.`.id!]: 'Ein Konto ohne Profil.',
  });
  i18n.activate('de');
  return i18n;
}

describe('role text', () => {
  it('shows a system role in the interface language while it keeps its seeded words', () => {
    const i18n = german();
    expect(roleLabel(i18n, { name: 'platform_owner', label: 'Platform owner' })).toBe('Plattform-Eigentümer');
    expect(roleLabel(i18n, { name: 'platform_owner' })).toBe('Plattform-Eigentümer'); // the account menu knows only the name
    const guest = {
      name: 'guest',
      label: 'Guest',
      description: 'An account without a profile: no more than a signed-in visitor.',
    };
    expect([roleLabel(i18n, guest), roleDescription(i18n, guest)]).toEqual([
      'Gast',
      'Ein Konto ohne Profil.',
    ]);
  });

  it('shows words an admin chose as written, and custom roles as named', () => {
    const i18n = german();
    expect(roleLabel(i18n, { name: 'guest', label: 'Visitor', description: 'Anyone' })).toBe('Visitor');
    expect(roleDescription(i18n, { name: 'guest', label: 'Visitor', description: 'Anyone' })).toBe('Anyone');
    expect(roleLabel(i18n, { name: 'editor', label: 'Editor' })).toBe('Editor');
    expect(roleLabel(i18n, { name: 'editor' })).toBe('editor');
    expect(roleLabel(i18n, { name: 'constructor' })).toBe('constructor');
  });
});
