import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useMemo } from 'react';

interface SystemRoleText {
  /** The label and description the roles table is seeded with (English). */
  label: string;
  description: string;
  /** The same, in the catalogues. */
  labelMessage: MessageDescriptor;
  descriptionMessage: MessageDescriptor;
}

/**
 * The system roles' names and descriptions in the interface language. The roles table holds them
 * in English (seeded by the migration); an admin may reword a system role, and then their words
 * are shown as written. Custom roles are always shown as their admins named them.
 */
/* eslint-disable lingui/no-unlocalized-strings -- the roles table's seeded English, compared with what is stored, never shown */
const SYSTEM_ROLES: Readonly<Record<string, SystemRoleText>> = {
  guest: {
    label: 'Guest',
    labelMessage: msg`Guest`,
    description: 'An account without a profile: no more than a signed-in visitor.',
    descriptionMessage: msg`An account without a profile: no more than a signed-in visitor.`,
  },
  user: {
    label: 'User',
    labelMessage: msg`User`,
    description: 'Every new account: their own profile, and what their zones allow.',
    descriptionMessage: msg`Every new account: their own profile, and what their zones allow.`,
  },
  admin: {
    label: 'Admin',
    labelMessage: msg`Admin`,
    description: 'Administers the platform: users, roles, routes and every collection.',
    descriptionMessage: msg`Administers the platform: users, roles, routes and every collection.`,
  },
  super_admin: {
    label: 'Super admin',
    labelMessage: msg`Super admin`,
    description: 'An admin who may also appoint super admins.',
    descriptionMessage: msg`An admin who may also appoint super admins.`,
  },
  platform_owner: {
    label: 'Platform owner',
    labelMessage: msg`Platform owner`,
    description: 'Owns the platform: the only role that may appoint or remove owners.',
    descriptionMessage: msg`Owns the platform: the only role that may appoint or remove owners.`,
  },
};
/* eslint-enable lingui/no-unlocalized-strings */

export interface RoleWords {
  name: string;
  label?: string | null;
  description?: string | null;
}

const systemRole = (name: string) => (Object.hasOwn(SYSTEM_ROLES, name) ? SYSTEM_ROLES[name] : undefined);

/** A role's label: a system role's own (unchanged) label translated; otherwise as stored, or its name. */
export function roleLabel(i18n: I18n, role: RoleWords): string {
  const system = systemRole(role.name);
  if (system && (role.label === undefined || role.label === null || role.label === system.label)) {
    return i18n._(system.labelMessage);
  }
  return role.label || role.name;
}

/** A role's description, translated as its label is. */
export function roleDescription(i18n: I18n, role: RoleWords): string | null {
  const system = systemRole(role.name);
  if (system && role.description === system.description) return i18n._(system.descriptionMessage);
  return role.description ?? null;
}

/** `roleLabel` and `roleDescription` in the current interface language (new functions when it changes). */
export function useRoleText() {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  return useMemo(
    () => ({
      locale,
      label: (role: RoleWords) => roleLabel(i18n, role),
      description: (role: RoleWords) => roleDescription(i18n, role),
    }),
    [i18n, locale],
  );
}
