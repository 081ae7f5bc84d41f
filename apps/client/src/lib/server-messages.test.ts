import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { i18n } from '@lingui/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_ERROR_MESSAGES,
  AUTH_FALLBACK_MESSAGES,
  findNavigationDepthProblems,
  findNavigationTreeProblems,
  LAYOUT_NAMES,
  NAVIGATION_MAX_DEPTH,
  navigationRouteProblems,
} from '@atrium/schema';
import { CORE_SERVER_MESSAGES } from '@/auth/server-messages';
import { ADMIN_SERVER_MESSAGES } from '@/features/admin/server-messages';
import { TABLE_API_SERVER_MESSAGES } from '@/features/schema-ui/server-messages';
import { WORKSPACE_SERVER_MESSAGES } from '@/features/zones/server-messages';
import { activateLanguage, loadCatalogueAreas } from '@/i18n/i18n';
import { translateServerMessage } from './server-messages';

const repo = resolve(__dirname, '../../../..');

/** Every .ts source of the server and libs/schema, as one text. */
function serverSources(): string {
  const roots = [join(repo, 'apps/server/src'), join(repo, 'libs/schema/src')];
  return roots
    .flatMap((root) =>
      (readdirSync(root, { recursive: true }) as string[])
        .filter((f) => f.endsWith('.ts') && !f.endsWith('.spec.ts'))
        .map((f) => readFileSync(join(root, f), 'utf8')),
    )
    .join('\n');
}

const ALL_KEYS = [
  ...Object.keys(CORE_SERVER_MESSAGES),
  ...Object.keys(WORKSPACE_SERVER_MESSAGES),
  ...Object.keys(TABLE_API_SERVER_MESSAGES),
  ...Object.keys(ADMIN_SERVER_MESSAGES),
];

describe('server messages', () => {
  beforeAll(async () => {
    await activateLanguage('de-DE');
    await loadCatalogueAreas(['workspace', 'admin']);
    expect(i18n.locale).toBe('de');
  });
  afterAll(() => activateLanguage('en-US'));

  it('are keyed by texts the server really sends', () => {
    const sources = serverSources();
    const keys = ALL_KEYS;
    // A few keys are built from libs/schema's constants (the grid's size, the layout names); the
    // rest are literals.
    const literal = keys.filter((k) => !/\d/.test(k) && !k.includes(LAYOUT_NAMES.join(', ')));
    expect(literal.length).toBeGreaterThan(40);
    expect(literal.filter((k) => !sources.includes(k))).toEqual([]);
  });

  it('are shown in German once the areas are loaded', () => {
    expect(translateServerMessage('Zone not found')).toBe('Zone nicht gefunden');
    expect(translateServerMessage('This invitation was revoked')).toBe('Diese Einladung wurde widerrufen');
    expect(translateServerMessage('Sign in failed')).toBe('Anmeldung fehlgeschlagen');
    for (const key of ALL_KEYS) expect(translateServerMessage(key), key).not.toBe(key);
  });

  it('keep their varying part (a name, a number)', () => {
    expect(translateServerMessage('Role "editor" already exists')).toBe(
      'Die Rolle „editor“ existiert bereits',
    );
    expect(
      translateServerMessage('This invitation was sent less than a minute ago: try again in 42 s'),
    ).toContain('42');
    expect(translateServerMessage('Widget "w1" overlaps widget "w2"')).toMatch(/w1.*w2/);
    // A part holding what Lingui would read as an escape comes back exactly.
    expect(translateServerMessage('Path "/a\\u0041" is already served by route "x"')).toBe(
      'Der Pfad „/a\\u0041“ wird bereits von der Route „x“ bedient',
    );
    // A reason inside a refusal is translated on its own.
    expect(translateServerMessage('Some rows do not fit the new rules; nothing was changed')).toBe(
      'Einige Zeilen passen nicht zu den neuen Regeln; nichts wurde geändert',
    );
  });

  it("word the route check's warning about a menu item its admin-only route refuses, wholly", () => {
    const route = {
      name: 'admin_users',
      path: '/admin/users',
      is_active: true,
      is_public: false,
      metadata: { guard_type: 'admin' },
    };
    const messages = navigationRouteProblems(
      [
        { id: '1', title: 'Users', path: '/admin/users', required_role: null },
        { id: '2', title: 'Users', path: '/admin/users', required_role: 'user' },
      ],
      [route],
    ).map((p) => translateServerMessage(p.message));
    expect(messages).toEqual([
      'Navigationseintrag „Users“ ist für alle Angemeldeten sichtbar, aber nur Admins dürfen seine Route „admin_users“ öffnen',
      'Navigationseintrag „Users“ ist für die Rolle „user“ sichtbar, aber nur Admins dürfen seine Route „admin_users“ öffnen',
    ]);
  });

  it("translate the English parts inside them: a navigation item's name, a role's uses, a path's problem", () => {
    const chain = (n: number, prefix: string) =>
      Array.from({ length: n }, (_, i) => ({
        id: `${prefix}${i}`,
        parent_id: `${prefix}${(i + 1) % n}`,
        title: `${prefix.toUpperCase()}${i}`,
      }));
    const deep = Array.from({ length: NAVIGATION_MAX_DEPTH + 1 }, (_, i) => ({
      id: `d${i}`,
      parent_id: i === 0 ? null : `d${i - 1}`,
      title: i === 0 ? 'Top' : null,
    }));
    // Every problem libs/schema's tree check words: an item under itself, under an unknown
    // parent, listed twice, in a short and a long cycle, and too deep.
    const problems = [
      ...findNavigationTreeProblems([
        { id: 'a', parent_id: 'a', title: 'Reports' },
        { id: 'b', parent_id: 'nowhere', title: null },
        { id: 'c', parent_id: null, title: 'Home' },
        { id: 'c', parent_id: null, title: 'Home' },
      ]),
      ...findNavigationTreeProblems(chain(3, 's')),
      ...findNavigationTreeProblems(chain(25, 'l')),
      ...findNavigationDepthProblems(new Map(deep.map((e) => [e.id, e])), ['d0']),
    ].map((p) => p.message);
    expect(problems).toHaveLength(6);
    for (const message of problems) {
      const shown = translateServerMessage(message);
      expect(shown, message).toMatch(/^Navigationseintrag /);
      expect(shown, message).not.toMatch(/Navigation item|parent|cycle|more|listed|nest/);
    }
    const shown = problems.map((message) => translateServerMessage(message));
    expect(shown).toContain(
      'Navigationseintrag „Reports“ (a) kann nicht sein eigenes übergeordnetes Element sein',
    );
    expect(shown.find((text) => text.includes('„L0“'))).toMatch(
      /ist Teil eines Zyklus: L0 → .* → … 16 weitere … → L24 → L0$/,
    );
    // The builder's Save names a new item by its temporary id.
    expect(translateServerMessage('New item "Reports" (tmp-1): zone 7f0c does not exist')).toBe(
      'Neuer Eintrag „Reports“ (tmp-1): Die Zone 7f0c existiert nicht',
    );

    expect(
      translateServerMessage(
        'Role "auditor" is in use: held by 2 users, required by 1 navigation item, granted permissions by collections "a", "b", "c", "d", "e" and 3 more. Remove these uses before deleting it',
      ),
    ).toBe(
      'Die Rolle „auditor“ wird verwendet (von 2 Benutzern gehalten, von 1 Navigationseintrag verlangt, Berechtigungen in den Sammlungen "a", "b", "c", "d", "e" und 3 weiteren). Entferne diese Verwendungen, bevor du sie löschst',
    );
    expect(
      translateServerMessage(
        'Role "scripts" is in use: held by 1 user, used by 2 API keys. Remove these uses before deleting it',
      ),
    ).toBe(
      'Die Rolle „scripts“ wird verwendet (von 1 Benutzer gehalten, von 2 API-Schlüsseln verwendet). Entferne diese Verwendungen, bevor du sie löschst',
    );
    expect(
      translateServerMessage(
        'Role "scripts" is in use: used by 1 API key, granted permissions by collection "tasks". Remove these uses before deleting it',
      ),
    ).toBe(
      'Die Rolle „scripts“ wird verwendet (von 1 API-Schlüssel verwendet, Berechtigungen in der Sammlung "tasks"). Entferne diese Verwendungen, bevor du sie löschst',
    );
    expect(translateServerMessage('Not routed: Invalid path "/a//b": Path must not contain "//"')).toBe(
      'Nicht geroutet: Ungültiger Pfad „/a//b“: Der Pfad darf kein „//“ enthalten',
    );
  });

  it("keep the specification's auth messages exact in English", async () => {
    await activateLanguage('en-US');
    for (const message of [...Object.values(AUTH_ERROR_MESSAGES), ...Object.values(AUTH_FALLBACK_MESSAGES)])
      expect(translateServerMessage(message)).toBe(message);
    await activateLanguage('de-DE');
  });

  it('leave any other text as it is', () => {
    expect(translateServerMessage('Something else went wrong')).toBe('Something else went wrong');
    expect(translateServerMessage('constructor')).toBe('constructor');
    expect(translateServerMessage('Role "a"b" already exists')).toBe('Role "a"b" already exists');
  });
});
